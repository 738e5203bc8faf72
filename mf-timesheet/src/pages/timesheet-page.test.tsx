import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type MessageResponse, type WeekResponse } from '@portal/shared';
import { answerDelete, answerGet, chooseRowAction, requestCount, sentQueries, sentRequests } from '@portal/shared/testing';
import { todayIso } from '../features/timesheet-entries/entry-rules';
import { answerTimesheetPage, entry, renderInPortal, signInAs } from '../testing/timesheet-testing';
import { TimesheetPage } from './timesheet-page';

const WEEK: WeekResponse = {
  startDate: '2026-11-16',
  endDate: '2026-11-22',
  weekNo: 47,
  entries: {
    '2026-11-16': {
      total_hours: 8,
      timesheet_entries: [
        entry({ id: 1, hours: 3 }),
        entry({ id: 2, hours: 5, project_title: 'Winter sale', approval_state: 2, approve_feedback: 'Wrong project' }),
      ],
    },
    '2026-11-17': { total_hours: 6, timesheet_entries: [entry({ id: 3, hours: 6, manual_date: '2026-11-17' })] },
    '2026-11-18': {
      total_hours: 4,
      timesheet_entries: [
        entry({ id: 4, hours: 4, project_title: 'Old launch', project_status: 3, project_inactive: true, editable: false }),
      ],
    },
    '2026-11-19': { total_hours: 0, timesheet_entries: [] },
    '2026-11-20': { total_hours: 0, timesheet_entries: [] },
    '2026-11-21': { total_hours: 0, timesheet_entries: [] },
    '2026-11-22': { total_hours: 0, timesheet_entries: [] },
  },
};

// The week's days render as a transition after the week's answer.
const section = (name: RegExp) => screen.findByRole('region', { name });

/** The list view, with `week` for every week asked. */
function answerPage(week: WeekResponse = WEEK, lockedUntil: string | null = null) {
  answerTimesheetPage({ lockedUntil });
  answerGet<WeekResponse>('ts-by-week/:week', week);
}

const weekLoads = () => requestCount('GET', /^ts-by-week\//);
/** The number of the first week the page asked for (this week). */
const firstWeek = async () => Number((await sentRequests('GET', /^ts-by-week\//))[0].path.split('/')[1]);
/** A moment for requests that should not be made to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('TimesheetPage', () => {
  beforeEach(() => answerPage());

  it("groups the developer's week per day with each day's total, red under 8 hours", async () => {
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    expect(await screen.findByText('Week: 16.11.2026 - 22.11.2026')).toBeInTheDocument();
    const monday = await section(/Monday, 16.11.2026/);
    expect(within(monday).getByLabelText('Total 8.00 hours')).toHaveAttribute('data-state', 'complete');
    expect(await within(monday).findByText('Winter sale')).toBeInTheDocument();
    expect(within(await section(/Tuesday, 17.11.2026/)).getByLabelText('Total 6.00 hours')).toHaveAttribute('data-state', 'shortfall');
    expect(within(await section(/Thursday, 19.11.2026/)).getByText('No entries.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Saturday/ })).not.toBeInTheDocument();
    expect(within(monday).getByRole('link', { name: 'Spring campaign' })).toHaveAttribute('href', '/project/7');
    expect(screen.getByRole('button', { name: 'New entry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).not.toBeInTheDocument();
  });

  it('labels entries of closed projects inactive, without a menu', async () => {
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    const wednesday = await screen.findByRole('region', { name: /Wednesday, 18.11.2026/ });
    expect(await within(wednesday).findByText('Inactive')).toBeInTheDocument();
    expect(within(wednesday).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(await within(await section(/Monday/)).findAllByRole('button', { name: /Actions for/ })).toHaveLength(2);
  });

  it('moves a week back and forth by its number', async () => {
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    await screen.findByText('Week: 16.11.2026 - 22.11.2026');
    const first = await firstWeek();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(requestCount('GET', `ts-by-week/${first + 1}`)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(requestCount('GET', `ts-by-week/${first - 1}`)).toBe(1));
    // A developer's own week: no filters in the query.
    expect(sentQueries(/^ts-by-week\//).every((query) => Object.keys(query).length === 0)).toBe(true);
  });

  it('answers the keyboard: [ and ] move a week, T comes back, N opens a new entry (and keys typed there stay there)', async () => {
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    await screen.findByText('Week: 16.11.2026 - 22.11.2026');
    const first = await firstWeek();
    const user = userEvent.setup();
    await user.keyboard(']]');
    await waitFor(() => expect(requestCount('GET', `ts-by-week/${first + 2}`)).toBe(1));
    expect(screen.getByRole('button', { name: 'This week' })).toBeEnabled();
    await user.keyboard('t');
    await waitFor(() => expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled());
    await user.keyboard('[[');
    await waitFor(() => expect(requestCount('GET', `ts-by-week/${first - 1}`)).toBe(1));
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'New timesheet entry' });
    const loads = weekLoads();
    await user.type(await within(dialog).findByRole('textbox', { name: /Details/ }), '[[]tn');
    expect(within(dialog).getByRole('textbox', { name: /Details/ })).toHaveValue('[]tn');
    await settle();
    expect(weekLoads()).toBe(loads);
  });

  it("reloads the developer's week when one of its entries, or a new one of theirs, changed elsewhere; not for others' entries", async () => {
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    await screen.findByText('Week: 16.11.2026 - 22.11.2026');
    const loads = weekLoads();
    // An approver rejected entry 2 of this week.
    act(() => eventBus.emit('timesheet-changed', { entryId: 2, userId: 2, projectId: 7 }));
    await waitFor(() => expect(weekLoads()).toBe(loads + 1));
    // Another developer's entry (not in this week, not this developer's), then the developer's
    // own new entry saved in another tab: only the second reloads.
    act(() => eventBus.emit('timesheet-changed', { entryId: 99, userId: 3, projectId: 7 }));
    await act(() => settle());
    expect(weekLoads()).toBe(loads + 1);
    act(() => eventBus.emit('timesheet-changed', { entryId: 100, userId: 2, projectId: 7 }));
    await waitFor(() => expect(weekLoads()).toBe(loads + 2));
  });

  it('removes an entry after confirmation, with the toast', async () => {
    answerDelete<MessageResponse>('ts/3', { message: 'Timesheet entry has been deleted.' });
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Spring campaign, 6.00 h', 'Remove');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('Timesheet entry has been deleted.')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map(({ path }) => path)).toEqual(['ts/3']);
  });

  it("gives a project manager the filters and Export to CSV, and sends the filters with the week's call", async () => {
    signInAs('manager');
    renderInPortal(<TimesheetPage />);
    await screen.findByText('Week: 16.11.2026 - 22.11.2026');
    // A full PM logs their own hours too (issue 32).
    expect(screen.getByRole('button', { name: 'New entry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    expect((await within(await section(/Monday/)).findAllByText('Daniel Evans')).length).toBeGreaterThan(0);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'User' }), 'Diana Ionescu');
    await waitFor(() => expect(sentQueries(/^ts-by-week\//).at(-1)).toEqual({ user_id: '3' }));
  });
});

describe('TimesheetPage with a period lock', () => {
  const lockedWeek = (): WeekResponse => ({
    ...WEEK,
    entries: {
      ...WEEK.entries,
      '2026-11-16': {
        total_hours: 3,
        timesheet_entries: [entry({ id: 1, hours: 3, locked: true, editable: false })],
      },
    },
  });

  it('shows locked entries and days as locked: no menu, no new entry on them; later days still take entries', async () => {
    answerPage(lockedWeek(), '2026-11-17');
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    const monday = await section(/Monday, 16.11.2026/);
    expect(await within(monday).findAllByText('Locked')).toHaveLength(2);
    expect(within(monday).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(within(monday).queryByRole('button', { name: /Add entry on/ })).not.toBeInTheDocument();
    const tuesday = await section(/Tuesday, 17.11.2026/);
    expect(within(tuesday).getByText('Locked')).toBeInTheDocument();
    expect(within(tuesday).queryByRole('button', { name: /Add entry on/ })).not.toBeInTheDocument();
    const thursday = await section(/Thursday, 19.11.2026/);
    expect(within(thursday).queryByText('Locked')).not.toBeInTheDocument();
    expect(within(thursday).getByRole('button', { name: /Add entry on/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New entry' })).toBeInTheDocument();
  });

  it('offers no New entry while today itself is locked', async () => {
    answerPage(lockedWeek(), todayIso());
    signInAs('developer');
    renderInPortal(<TimesheetPage />);
    const monday = await section(/Monday, 16.11.2026/);
    await within(monday).findAllByText('Locked');
    expect(screen.queryByRole('button', { name: 'New entry' })).not.toBeInTheDocument();
  });
});
