/** The exposed panel, rendered on its own as the project details page composes it. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { type ActivityTypesResponse, eventBus, type ProjectDetail, type ProjectTimesheetResponse } from '@portal/shared';
import { answerGet, requestCount, sentQueries } from '@portal/shared/testing';
import { entry, renderInPortal, signInAs } from '../testing/timesheet-testing';
import { ProjectTimesheetPanel } from './project-timesheet-panel';

const project = { id: 42, title: 'Spring campaign' } as ProjectDetail;

function answer(overrides: Partial<ProjectTimesheetResponse>): ProjectTimesheetResponse {
  return {
    data: [
      entry({
        id: 1,
        project_id: 42,
        user_name: 'Diana Ionescu',
        user_id: 3,
        editable: false,
        approval_state: 2,
        approve_feedback: 'Wrong activity',
      }),
      entry({ id: 2, project_id: 42, hours: 4, approval_state: 1, editable: false }),
    ],
    totalResults: 2,
    total_hours: 7,
    can_add: false,
    sees_all: true,
    ...overrides,
  };
}

describe('ProjectTimesheetPanel', () => {
  beforeEach(() => answerGet<ActivityTypesResponse>('activity-types', { data: { paginatedActivityTypes: [] }, totalResults: 0 }));

  it("shows a project manager every developer's entries from the first of the month, with approval states and Export CSV", async () => {
    signInAs('manager');
    answerGet<ProjectTimesheetResponse>('ts-by-projectId/42', answer({}));
    renderInPortal(<ProjectTimesheetPanel project={project} />);
    const table = await screen.findByRole('table', { name: 'Timesheet entries of the project' });
    expect(within(table).getByRole('columnheader', { name: 'Developer' })).toBeInTheDocument();
    expect(within(table).getByText('Diana Ionescu')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByLabelText('Rejected: Wrong activity')).toBeInTheDocument();
    expect(screen.getByText('7.00 h')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    const today = DateTime.now();
    expect(sentQueries('ts-by-projectId/42')).toEqual([
      { startDate: today.startOf('month').toISODate(), endDate: today.toISODate(), page: '1', resPerPage: '100' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Developer' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Developer' }), 'Diana Ionescu');
    await waitFor(() => expect(sentQueries('ts-by-projectId/42').at(-1)).toMatchObject({ dev: '3' }));
  });

  it('lets a developer add entries and edit the editable ones, without the developer filter', async () => {
    signInAs('developer');
    answerGet<ProjectTimesheetResponse>(
      'ts-by-projectId/42',
      answer({
        sees_all: false,
        can_add: true,
        data: [entry({ id: 5, project_id: 42 }), entry({ id: 6, project_id: 42, editable: false })],
      }),
    );
    renderInPortal(<ProjectTimesheetPanel project={project} />);
    const table = await screen.findByRole('table', { name: 'Timesheet entries of the project' });
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Actions for/ })).toHaveLength(1);
    // The row menu names its entry by a date as the portal writes dates.
    expect(within(table).getByRole('button', { name: 'Actions for 16.11.2026, 3.00 h' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Developer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Developer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('reloads when another panel changes the project, and is hidden for limited PMs', async () => {
    signInAs('manager');
    answerGet<ProjectTimesheetResponse>('ts-by-projectId/42', answer({}));
    const { unmount } = renderInPortal(<ProjectTimesheetPanel project={project} />);
    await screen.findByRole('table', { name: 'Timesheet entries of the project' });
    const calls = requestCount('GET', 'ts-by-projectId/42');
    act(() => eventBus.emit('project-changed', { projectId: 42, part: 'status' }));
    await waitFor(() => expect(requestCount('GET', 'ts-by-projectId/42')).toBeGreaterThan(calls));
    unmount();

    signInAs('limited');
    const before = requestCount('GET', /./);
    renderInPortal(<ProjectTimesheetPanel project={project} />);
    expect(screen.queryByText('Timesheet entries')).not.toBeInTheDocument();
    // A moment for a call that should not be made to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestCount('GET', /./)).toBe(before);
  });
});
