import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import {
  type AllWorkingPlacesResponse,
  dismissAllToasts,
  type SelectedDaysResponse,
  type WorkingPlace,
  type WorkingPlaceMessageResponse,
  type WorkingPlaceResponse,
  type WorkingPlacesResponse,
} from '@portal/shared';
import {
  answerDelete,
  answerGet,
  answerPost,
  answerPut,
  chooseRowAction,
  recordDownloads,
  requestCount,
  sentBodies,
  sentQueries,
  sentRequests,
} from '@portal/shared/testing';
import { renderInPortal, signInAs } from '../testing/timesheet-testing';
import { WorkingPlacesPage } from './working-places-page';

const today = DateTime.local();
const nextWeekday = (from: DateTime, after = 0) => {
  let day = from.plus({ days: after });
  while (day.weekday >= 6) day = day.plus({ days: 1 });
  return day;
};
const taken = nextWeekday(today, 1);
const free = nextWeekday(taken, 1);
// The first Saturday after today (within the month the calendar shows).
const saturday = today.plus({ days: today.weekday === 6 ? 7 : 6 - (today.weekday % 7) });
const dayLabel = (day: DateTime) => new RegExp(`^${day.setLocale('en-GB').toFormat('cccc d MMMM yyyy')}`);

const place = (overrides: Partial<WorkingPlace>): WorkingPlace => ({
  id: 1,
  working_place: 1,
  manual_date: taken.toISODate()!,
  user_id: 2,
  user: 'Daniel Evans',
  editable: true,
  ...overrides,
});

const LIST: WorkingPlacesResponse = {
  data: [place({ id: 1 }), place({ id: 2, working_place: 3, manual_date: free.plus({ days: 7 }).toISODate()!, editable: false })],
  last_page: 1,
  total: 2,
};

describe('WorkingPlacesPage', () => {
  beforeEach(() => {
    answerGet<WorkingPlacesResponse>('uwp', LIST);
    answerGet<SelectedDaysResponse>('uwp-selected-days', { data: [taken.toISODate()!] });
    answerGet<WorkingPlaceResponse>('uwp/1', { data: place({ id: 1 }) });
    answerGet<AllWorkingPlacesResponse>('uwp-all', { data: LIST.data });
    answerPost<WorkingPlaceMessageResponse>('uwp', { message: 'ok' });
    answerPut<WorkingPlaceMessageResponse>('uwp/:id', { message: 'ok' });
    answerDelete<WorkingPlaceMessageResponse>('uwp/:id', { message: 'ok' });
  });
  // The toaster outlives a test: each starts with none on screen.
  afterEach(() => act(() => dismissAllToasts()));

  it('lists the developer’s places from today to one month ahead, Holiday shown', async () => {
    signInAs('developer');
    renderInPortal(<WorkingPlacesPage />);
    expect(screen.getByRole('heading', { name: 'Working places' })).toBeInTheDocument();
    expect(await screen.findByText('Page: 1 / 1 (total: 2)')).toBeInTheDocument();
    expect(await screen.findByText('Holiday')).toBeInTheDocument();
    expect(sentQueries('uwp')).toContainEqual({
      page: '1',
      start_date: today.toISODate(),
      end_date: today.plus({ months: 1 }).toISODate(),
    });
    expect(screen.queryByRole('columnheader', { name: 'User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).not.toBeInTheDocument();
    // Only the own, editable entry has a menu.
    expect(screen.getAllByRole('button', { name: /Actions for/ })).toHaveLength(1);
  });

  it('adds places for picked days: weekends and days already set cannot be picked, one day is required', async () => {
    signInAs('developer');
    const user = userEvent.setup();
    renderInPortal(<WorkingPlacesPage />);
    await screen.findByText('Page: 1 / 1 (total: 2)');
    await user.click(screen.getByRole('button', { name: 'Add working places' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add working places' });
    const calendar = await within(dialog).findByRole('group', { name: 'Dates' });
    expect(within(calendar).getByRole('button', { name: dayLabel(taken) })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: dayLabel(saturday) })).toBeDisabled();
    expect(within(calendar).queryByRole('button', { name: dayLabel(today.minus({ days: 1 })) })).not.toBeInTheDocument();
    expect(within(calendar).queryByRole('button', { name: dayLabel(today.plus({ months: 1, days: 1 })) })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Working place/ })).not.toHaveTextContent('Holiday');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(requestCount('POST', 'uwp')).toBe(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Working place/ }), 'Work from home');
    await user.click(within(calendar).getByRole('button', { name: dayLabel(free) }));
    expect(within(calendar).getByRole('button', { name: dayLabel(free) })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Working place has been saved.')).toBeInTheDocument();
    expect(await sentBodies('POST', 'uwp')).toEqual([{ working_place: 2, manual_dates: [free.toISODate()] }]);
  });

  it('changes the place of an entry with its date read-only, and removes it after confirmation', async () => {
    signInAs('developer');
    const user = userEvent.setup();
    renderInPortal(<WorkingPlacesPage />);
    await screen.findByText('Page: 1 / 1 (total: 2)');
    await chooseRowAction(user, taken.toFormat('dd.MM.yyyy'), 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit working place' });
    expect(await within(dialog).findByText(taken.toFormat('dd.MM.yyyy'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Dates' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Working place/ }), 'Work from home');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Working place has been saved.')).toBeInTheDocument();
    expect(await sentBodies('PUT', 'uwp/1')).toEqual([{ working_place: 2 }]);

    await chooseRowAction(user, taken.toFormat('dd.MM.yyyy'), 'Remove');
    const confirmation = await screen.findByRole('alertdialog');
    await user.click(within(confirmation).getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('Working place entry has been deleted.')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map((request) => request.path)).toEqual(['uwp/1']);
  });

  it('offers Undo on the removal toast, which adds the same place on the same day again (issue 32)', async () => {
    signInAs('developer');
    const user = userEvent.setup();
    renderInPortal(<WorkingPlacesPage />);
    await screen.findByText('Page: 1 / 1 (total: 2)');
    await chooseRowAction(user, taken.toFormat('dd.MM.yyyy'), 'Remove');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'DELETE' }));
    const toast = (await screen.findByText('Working place entry has been deleted.')).closest<HTMLElement>('[data-testid="toast"]')!;
    const listLoads = requestCount('GET', 'uwp');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Working place entry has been restored.')).toBeInTheDocument();
    expect(await sentBodies('POST', 'uwp')).toEqual([{ working_place: 1, manual_dates: [taken.toISODate()] }]);
    await waitFor(() => expect(requestCount('GET', 'uwp')).toBeGreaterThan(listLoads));
  });

  it('offers no Undo for a removed Holiday, which can no longer be chosen (issue 32)', async () => {
    signInAs('developer');
    answerGet<WorkingPlacesResponse>('uwp', { ...LIST, data: [place({ id: 1, working_place: 3 })], total: 1 });
    const user = userEvent.setup();
    renderInPortal(<WorkingPlacesPage />);
    await screen.findByText('Page: 1 / 1 (total: 1)');
    await chooseRowAction(user, taken.toFormat('dd.MM.yyyy'), 'Remove');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'DELETE' }));
    const toast = (await screen.findByText('Working place entry has been deleted.')).closest<HTMLElement>('[data-testid="toast"]')!;
    expect(within(toast).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('shows project managers the user column and filter, no changes, and exports working-places.csv', async () => {
    signInAs('manager');
    const others = { ...LIST, data: LIST.data.map((row) => ({ ...row, editable: false })) };
    answerGet<WorkingPlacesResponse>('uwp', others);
    answerGet<AllWorkingPlacesResponse>('uwp-all', { data: others.data });
    const user = userEvent.setup();
    const downloads = recordDownloads();
    renderInPortal(<WorkingPlacesPage />);
    await screen.findByText('Page: 1 / 1 (total: 2)');
    expect(await screen.findByRole('columnheader', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add working places' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloads.map((download) => download.fileName)).toEqual(['working-places.csv']));
    expect(sentQueries('uwp-all').at(-1)).toMatchObject({ start_date: today.toISODate() });
    expect(await downloads[0].text()).toContain('Daniel Evans');
  });
});
