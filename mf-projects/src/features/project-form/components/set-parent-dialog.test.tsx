import { screen, within } from '@testing-library/react';
import { dismissAllToasts, type ProjectParentsResponse } from '@portal/shared';
import { answerGet, FreshSwrCache, renderWithPortal } from '@portal/shared/testing';
import { SetParentDialog } from './set-parent-dialog';

const HELD =
  'This project has cost estimates and timesheet entries, which would no longer be reachable under a parent, so it cannot be put under one.';

const open = () =>
  renderWithPortal(
    <FreshSwrCache>
      <SetParentDialog open onClose={jest.fn()} projectId={12} />
    </FreshSwrCache>,
    { toasts: true },
  );

afterEach(() => dismissAllToasts());

describe('SetParentDialog', () => {
  it('says why a project holding finance or timesheet records cannot take a parent, before anything is typed', async () => {
    answerGet<ProjectParentsResponse>('project-parents/12', { data: [], refusal: HELD });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Set parent project' });
    expect(await within(dialog).findByText(HELD)).toBeInTheDocument();
    expect(within(dialog).queryByText('No project can become its parent.')).not.toBeInTheDocument();
  });
});
