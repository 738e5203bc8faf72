import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, eventBus, type RunningTimer, type WeekResponse } from '@portal/shared';
import { httpFailure } from '@portal/shared/testing';
import { entry, renderInPortal, signInAs, timesheetProject } from '../testing/timesheet-testing';
import { TimesheetPage } from './timesheet-page';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());
const get = apiGet as jest.Mock;
const post = apiPost as jest.Mock;

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
const PROJECTS = { data: [timesheetProject(), timesheetProject({ id: 8, title: 'Retainer hours', type_id: 2, mjn: 'MJN-1' })] };

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

let running: RunningTimer | null = null;
function answer() {
  get.mockImplementation(async (path: string) => {
    if (path === 'ts-view') return { view: 'grid' };
    if (path === 'ts-projects') return PROJECTS;
    if (path === 'timesheet-lock') return { data: { locked_until: null } };
    if (path === 'ts-timer') return { data: running };
    if (path.startsWith('ts-by-week/')) return WEEK;
    return { data: [] };
  });
}

const SPRING = 'Spring campaign, Front-end Development';
const RETAINER = 'Retainer hours, Design, MJN MJN-1';

describe('TimesheetPage: the timer on a week-grid row (issue 32)', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    running = null;
    signInAs('developer');
    answer();
  });

  it("starts the timer on the row's project, activity and MJN, then marks that row and offers no second start", async () => {
    post.mockImplementation(async () => {
      running = timer();
      return { data: running };
    });
    const heard: unknown[] = [];
    const off = eventBus.on('timer-changed', (payload) => heard.push(payload));
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: 'Week grid' });
    await user.click(await within(grid).findByRole('button', { name: `Start timer on ${RETAINER}` }));
    expect(post).toHaveBeenCalledWith('ts-timer', { project_id: 8, activity_type_id: 3, mjn: 'MJN-1' });
    expect(await within(grid).findByText('Timer running')).toBeInTheDocument();
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
    eventBus.emit('timer-changed', {});
    await waitFor(() => expect(within(grid).getByRole('button', { name: `Start timer on ${SPRING}` })).toBeEnabled());
    expect(within(grid).queryByText('Timer running')).not.toBeInTheDocument();
  });

  it("says why a start is refused: the project's rules (422) or a timer started on another device (409)", async () => {
    const mjn = 'The MJN field is required for a time and material project.';
    post.mockRejectedValueOnce(httpFailure(422, { message: mjn, errors: { mjn: [mjn] } }));
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    const grid = await screen.findByRole('table', { name: 'Week grid' });
    await user.click(await within(grid).findByRole('button', { name: `Start timer on ${SPRING}` }));
    expect(await screen.findByText(mjn)).toBeInTheDocument();

    const busy = 'A timer is already running: stop or discard it first.';
    post.mockRejectedValueOnce(httpFailure(409, { message: busy }));
    running = timer(); // started meanwhile on another device
    await user.click(within(grid).getByRole('button', { name: `Start timer on ${SPRING}` }));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(await within(grid).findByText('Timer running')).toBeInTheDocument();
  });
});
