import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProjectActivityTypesResponse, type TimesheetEntryResponse, type TimesheetViewBody, type WeekResponse } from '@portal/shared';
import { answerGet, answerPost, answerPut, apiError, requestCount, sentBodies, sentQueries } from '@portal/shared/testing';
import { answerTimesheetPage, entry, renderInPortal, signInAs, timesheetProject as project } from '../testing/timesheet-testing';
import { TimesheetPage } from './timesheet-page';

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
function weekOf(entries: ReturnType<typeof entry>[], startDate = DAYS[0]): WeekResponse {
  return {
    startDate,
    endDate: DAYS[6],
    weekNo: 47,
    entries: Object.fromEntries(
      DAYS.map((day) => {
        const ofDay = entries.filter((e) => e.manual_date === day);
        return [day, { total_hours: ofDay.reduce((total, e) => total + e.hours, 0), timesheet_entries: ofDay }];
      }),
    ),
  };
}

const WEEK = weekOf([
  entry({ id: 1, hours: 8, manual_date: '2026-11-16' }),
  entry({ id: 2, hours: 3, manual_date: '2026-11-17' }),
  entry({ id: 3, hours: 2, manual_date: '2026-11-17', details: 'Review' }),
  entry({ id: 4, hours: 6, manual_date: '2026-11-18', approval_state: 1, is_approved: true, editable: false }),
]);
const LAST_WEEK = weekOf([entry({ id: 9, project_id: 8, project_title: 'Retainer hours', mjn: 'MJN-1', manual_date: '2026-11-16' })]);

const PROJECTS = [project({}), project({ id: 8, title: 'Retainer hours', type_id: 2, mjn: 'MJN-1' })];

/** The page's answers: the stored view (PUT ts-view changes it), this week and the one before. */
function answer(view: 'grid' | 'list') {
  let first: number | undefined;
  let stored = view;
  answerTimesheetPage({ view, projects: PROJECTS });
  answerGet<TimesheetViewBody>('ts-view', () => ({ view: stored }));
  answerPut<TimesheetViewBody>('ts-view', async ({ request }) => {
    stored = ((await request.json()) as TimesheetViewBody).view;
    return { view: stored };
  });
  answerGet<ProjectActivityTypesResponse>('activity-types-by-project-user/:id', {
    data: [{ id: 2, name: 'Front-end Development', rate: '35', usd_currency: false, disabled: false }],
  });
  answerGet<WeekResponse>('ts-by-week/:week', ({ params }) => {
    const number = Number(params.week);
    first ??= number;
    return number < first ? LAST_WEEK : WEEK;
  });
  answerPost<TimesheetEntryResponse>('ts', { data: entry() });
  answerPut<TimesheetEntryResponse>('ts/:id', { data: entry() });
}

const row = 'Spring campaign, Front-end Development';
const cell = (day: string) => screen.getByRole('textbox', { name: `${row}, ${day}` });

describe('TimesheetPage: the week grid (issue 32)', () => {
  it('shows one row per project and activity with the days, row, day and week totals, the choice remembered on the server', async () => {
    signInAs('developer');
    answer('list');
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Week grid' }));
    const grid = await screen.findByRole('table', { name: 'Week grid' });
    expect(await sentBodies('PUT', 'ts-view')).toEqual([{ view: 'grid' }]);
    expect(await within(grid).findByText('Spring campaign')).toBeInTheDocument();
    expect(cell('Monday, 16.11.2026')).toHaveValue('8');
    expect(cell('Thursday, 19.11.2026')).toHaveValue('');
    // An approved entry cannot change: read-only, and it says why.
    expect(cell('Wednesday, 18.11.2026')).toHaveAttribute('readonly');
    expect(cell('Wednesday, 18.11.2026')).toHaveAttribute('title', 'Approved: it can no longer be changed');
    expect(within(grid).getByLabelText(`Total of ${row}`)).toHaveTextContent('19.00');
    expect(within(grid).getByLabelText('Monday, 16.11.2026: total 8.00 hours')).toHaveAttribute('data-state', 'complete');
    expect(within(grid).getByLabelText('Wednesday, 18.11.2026: total 6.00 hours')).toHaveAttribute('data-state', 'shortfall');
    expect(within(grid).getByLabelText('Week total 19.00 hours')).toBeInTheDocument();
    // Two entries in one cell open as a list.
    await user.click(within(grid).getByRole('button', { name: /Tuesday, 17.11.2026: 5.00 hours in 2 entries/ }));
    const dialog = await screen.findByRole('dialog', { name: `${row}, Tuesday, 17.11.2026` });
    expect(within(dialog).getByText('Review')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Edit the entry/ })).toHaveLength(2);
  });

  it('creates a day\'s entry from the typed hours ("1,5") with Enter and changes one, through the entry calls', async () => {
    signInAs('developer');
    answer('grid');
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Week grid' });
    await user.click(cell('Thursday, 19.11.2026'));
    await user.keyboard('1,5{Enter}');
    await waitFor(() => expect(requestCount('POST', 'ts')).toBe(1));
    expect(await sentBodies('POST', 'ts')).toEqual([
      {
        project_id: 7,
        activity_type_id: 2,
        hours: 1.5,
        manual_date: '2026-11-19',
        extra_request: 0,
        overtime: 0,
        qa_issue: 0,
        details: null,
        mjn: null,
      },
    ]);
    await user.click(cell('Monday, 16.11.2026'));
    await user.keyboard('7.5{Enter}');
    await waitFor(() => expect(requestCount('PUT', 'ts/1')).toBe(1));
    expect(await sentBodies('PUT', 'ts/1')).toEqual([
      expect.objectContaining({ hours: 7.5, details: 'Landing page', manual_date: '2026-11-16' }),
    ]);
  });

  it('shows a refusal on the cell and keeps what was typed; refuses what it cannot read before calling', async () => {
    signInAs('developer');
    answer('grid');
    // Each try is refused (a fresh response each time: a response's body is read once).
    answerPut('ts/:id', () =>
      apiError(422, { message: 'Invalid', errors: { hours: ['Only 2 h are left on this day: one day holds at most 24 hours.'] } }),
    );
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Week grid' });
    await user.click(cell('Monday, 16.11.2026'));
    await user.keyboard('20{Enter}');
    expect(await screen.findByText('Only 2 h are left on this day: one day holds at most 24 hours.')).toBeInTheDocument();
    expect(cell('Monday, 16.11.2026')).toHaveValue('20');
    expect(cell('Monday, 16.11.2026')).toHaveAttribute('aria-invalid', 'true');
    await user.click(cell('Friday, 20.11.2026'));
    await user.keyboard('1x{Enter}');
    expect(await screen.findByText('Type the hours as 1.5, 1,5 or 1:30')).toBeInTheDocument();
    expect(requestCount('POST', /./)).toBe(0);
  });

  it('moves between cells with the arrow keys and Tab', async () => {
    signInAs('developer');
    answer('grid');
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Week grid' });
    await user.click(cell('Thursday, 19.11.2026'));
    await user.keyboard('{ArrowRight}');
    expect(cell('Friday, 20.11.2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell('Wednesday, 18.11.2026')).toHaveFocus();
    await user.tab();
    expect(cell('Thursday, 19.11.2026')).toHaveFocus();
  });

  it("copies last week's rows without their hours, and adds a row with the project's MJN", async () => {
    signInAs('developer');
    answer('grid');
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: 'Week grid' });
    await user.click(screen.getByRole('button', { name: "Copy last week's rows" }));
    expect(await within(grid).findByText('Retainer hours')).toBeInTheDocument();
    expect(within(grid).getByLabelText('Total of Retainer hours, Front-end Development, MJN MJN-1')).toHaveTextContent('0.00');
    expect(screen.getByRole('textbox', { name: 'Retainer hours, Front-end Development, MJN MJN-1, Monday, 16.11.2026' })).toHaveValue('');

    const form = screen.getByRole('form', { name: 'Add a row' });
    await user.click(within(form).getByRole('button', { name: 'Add row' }));
    expect(await within(form).findByText('Required: choose a project')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Project/ }), 'Retainer hours (8)');
    const mjn = within(form).getByRole('textbox', { name: /MJN/ });
    expect(mjn).toHaveValue('MJN-1');
    await user.clear(mjn);
    await user.type(mjn, 'MJN-2');
    await user.click(within(form).getByRole('button', { name: 'Add row' }));
    expect(await within(grid).findByLabelText('Total of Retainer hours, Front-end Development, MJN MJN-2')).toBeInTheDocument();
  });

  it('lets a full PM log their own hours: New entry, and the grid of their own week', async () => {
    signInAs('manager');
    answer('grid');
    renderInPortal(<TimesheetPage />);
    await screen.findByRole('table', { name: 'Week grid' });
    expect(screen.getByRole('button', { name: 'New entry' })).toBeInTheDocument();
    await waitFor(() => expect(sentQueries(/^ts-by-week\//)).toContainEqual({ user_id: '1' }));
  });
});
