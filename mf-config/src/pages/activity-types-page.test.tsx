import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityType, ActivityTypesResponse, ActivityTypeToggleResponse, ItemResponse, SaveResponse } from '@portal/shared';
import { answerDelete, answerGet, answerPost, answerPut, requestCount, sentRequests } from '@portal/shared/testing';
import { chooseRowAction, renderPage } from '../testing/render-page';
import { ActivityTypesPage } from './activity-types-page';

const TYPES: ActivityType[] = [
  { id: 1, name: 'Design', rate: '45', usd_currency: false, disabled: false },
  { id: 2, name: 'Copywriting', rate: '30', usd_currency: true, disabled: true },
];

const byId = (id: unknown) => TYPES.find((type) => type.id === Number(id))!;

describe('ActivityTypesPage', () => {
  beforeEach(() => {
    answerGet<ActivityTypesResponse>('activity-types', { data: { paginatedActivityTypes: TYPES }, totalResults: 2 });
    answerGet<ItemResponse<ActivityType>>('activity-type/:id', ({ params }) => ({ data: byId(params.id) }));
  });

  it('lists the types with their USD and Enabled checkboxes', async () => {
    renderPage(<ActivityTypesPage />);
    expect(await screen.findByText('Design')).toBeInTheDocument();
    expect((await sentRequests('GET', 'activity-types')).map((request) => request.query)).toContainEqual({ page: '1', resPerPage: '10' });
    expect(screen.getByRole('checkbox', { name: 'Design enabled' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Copywriting enabled' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Copywriting in USD' })).toBeChecked();
  });

  // Before the toggle test: the toaster is one store per file, and that test leaves a "disabled" toast on screen.
  it('says what the call did when someone else toggled the type since the list loaded', async () => {
    // Design shows as enabled, but another manager disabled it meanwhile: the flip enables it.
    answerDelete<ActivityTypeToggleResponse>('activity-types/:id', {
      data: { ...TYPES[0], disabled: false },
      message: 'Activity type has been enabled.',
    });
    renderPage(<ActivityTypesPage />);
    await chooseRowAction(userEvent.setup(), 'Design', 'Disable');
    expect(await screen.findByText('Activity type has been enabled.')).toBeInTheDocument();
    expect(screen.queryByText('Activity type has been disabled.')).not.toBeInTheDocument();
  });

  it('disables an enabled type and enables a disabled one through the delete call, with the matching toast', async () => {
    answerDelete<ActivityTypeToggleResponse>('activity-types/:id', ({ params }) => {
      const type = byId(params.id);
      return { data: { ...type, disabled: !type.disabled }, message: '' };
    });
    renderPage(<ActivityTypesPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Design', 'Disable');
    expect(await screen.findByText('Activity type has been disabled.')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map((request) => request.path)).toEqual(['activity-types/1']);

    await chooseRowAction(user, 'Copywriting', 'Enable');
    expect(await screen.findByText('Activity type has been enabled.')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map((request) => request.path)).toEqual(['activity-types/1', 'activity-types/2']);
  });

  it('requires a name, then creates the type and reloads the list', async () => {
    answerPost<SaveResponse<ActivityType>>('activity-types', {
      data: { id: 3, name: 'Motion', rate: 'fifty', usd_currency: true, disabled: false },
      message: 'Activity type has been saved.',
    });
    renderPage(<ActivityTypesPage />);
    const user = userEvent.setup();
    await screen.findByText('Design');
    await user.click(screen.getByRole('button', { name: 'Add activity type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add activity type' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(requestCount('POST', 'activity-types')).toBe(0);

    const loads = requestCount('GET', 'activity-types');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Motion');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate' }), 'fifty');
    await user.click(within(dialog).getByRole('checkbox', { name: 'USD currency' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Activity type has been saved.')).toBeInTheDocument();
    expect((await sentRequests('POST', 'activity-types')).map((request) => request.body)).toEqual([
      { name: 'Motion', rate: 'fifty', usd_currency: true },
    ]);
    await waitFor(() => expect(requestCount('GET', 'activity-types')).toBeGreaterThan(loads));
  });

  it('edits a type with its current values', async () => {
    answerPut<SaveResponse<ActivityType>>('activity-types/:id', {
      data: { ...TYPES[1], rate: '35' },
      message: 'Activity type has been saved.',
    });
    renderPage(<ActivityTypesPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Copywriting', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity type' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Copywriting');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Rate' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate' }), '35');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestCount('PUT', 'activity-types/2')).toBe(1));
    expect((await sentRequests('PUT', 'activity-types/2'))[0].body).toEqual({ name: 'Copywriting', rate: '35', usd_currency: true });
  });
});
