import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type RunningTimer, type RunningTimerResponse, type StartedTimerResponse, type WeekResponse } from '@portal/shared';
import { answerGet, answerPost, apiError, requestCount, sentBodies } from '@portal/shared/testing';
import { answerTimesheetPage, entry, renderInPortal, signInAs, timesheetProject } from '../testing/timesheet-testing';
import { TimesheetPage } from './timesheet-page';

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const ENTRIES = [
  entry({ id: 1, hours: 8, manual_date: '2026-11-16' }),
  entry({ id: 2, project_id: 8, project_title: 'Retainer hours', mjn: 'MJN-1', activity_type_id: 3, activity_name: 'Design' }),
];
const WEEK: WeekResponse = {
  startDate: DAYS[0],
  endDate: DAYS[6],
  weekNo: 47,
  entries: Object.fromEntries(
    DAYS.map((day) => {
      const ofDay = ENTRIES.filter((e) => e.manual_date === day);
      return [day, { total_hours: ofDay.reduce((total, e) => total + e.hours, 0), timesheet_entries: ofDay }];
    }),
  ),
};
const PROJECTS = [timesheetProject(), timesheetProject({ id: 8, title: 'Retainer hours', type_id: 2, mjn: 'MJN-1' })];

const timer = (overrides: Partial<RunningTimer> = {}): RunningTimer => ({
  project_id: 8,
  project_title: 'Retainer hours',
  job_number: 'JN-26-00002',
  activity_type_id: 3,
  activity_name: 'Design',
  mjn: 'MJN-1',
  details: null,
  started_at: '2026-11-16T08:00:00.000Z',
  manual_date: '2026-11-16',
  running_seconds: 60,
  ...overrides,
});

/** The API's timer: what GET ts-timer answers now. */
let running: RunningTimer | null = null;
function answer() {
  answerTimesheetPage({ view: 'grid', projects: PROJECTS });
  answerGet<WeekResponse>('ts-by-week/:week', WEEK);
  answerGet<RunningTimerResponse>('ts-timer', () => ({ data: running }));
}

const SPRING = 'Spring campaign, Front-end Development';
const RETAINER = 'Retainer hours, Design, MJN MJN-1';

describe('TimesheetPage: the timer on a week-grid row (issue 32)', () => {
  beforeEach(() => {
    running = null;
    signInAs('developer');
    answer();
  });

  it("starts the timer on the row's project, activity and MJN, then marks that row and offers no second start", async () => {
    answerPost<StartedTimerResponse>('ts-timer', () => {
      running = timer();
      return { data: running };
    });
    const heard: unknown[] = [];
    const off = eventBus.on('timer-changed', (payload) => heard.push(payload));
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: 'Week grid' });
    await user.click(await within(grid).findByRole('button', { name: `Start timer on ${RETAINER}` }));
    expect(await within(grid).findByText('Timer running')).toBeInTheDocument();
    expect(await sentBodies('POST', 'ts-timer')).toEqual([{ project_id: 8, activity_type_id: 3, mjn: 'MJN-1' }]);
    expect(within(grid).queryByRole('button', { name: `Start timer on ${RETAINER}` })).not.toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: `Start timer on ${SPRING}` })).toBeDisabled();
    expect(heard).toEqual([{}]);
    off();
  });

  it('offers the start again once the header stopped the timer', async () => {
    running = timer();
    renderInPortal(<TimesheetPage />);
    const grid = await screen.findByRole('table', { name: 'Week grid' });
    await waitFor(() => expect(within(grid).getByRole('button', { name: `Start timer on ${SPRING}` })).toBeDisabled());
    running = null;
    act(() => eventBus.emit('timer-changed', {}));
    await waitFor(() => expect(within(grid).getByRole('button', { name: `Start timer on ${SPRING}` })).toBeEnabled());
    expect(within(grid).queryByText('Timer running')).not.toBeInTheDocument();
  });

  it("says why a start is refused: the project's rules (422) or a timer started on another device (409)", async () => {
    const mjn = 'The MJN field is required for a time and material project.';
    const busy = 'A timer is already running: stop or discard it first.';
    answerPost('ts-timer', apiError(409, { message: busy }));
    answerPost('ts-timer', apiError(422, { message: mjn, errors: { mjn: [mjn] } }), { once: true });
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: 'Week grid' });
    await user.click(await within(grid).findByRole('button', { name: `Start timer on ${SPRING}` }));
    expect(await screen.findByText(mjn)).toBeInTheDocument();

    running = timer(); // started meanwhile on another device
    await user.click(within(grid).getByRole('button', { name: `Start timer on ${SPRING}` }));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(await within(grid).findByText('Timer running')).toBeInTheDocument();
    expect(requestCount('POST', 'ts-timer')).toBe(2);
  });
});
