import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  eventBus,
  type MessageResponse,
  type RunningTimerResponse,
  type RunningTimer as Timer,
  type TimesheetEntryResponse,
  useSessionStore,
} from '@portal/shared';
import { answerDelete, answerGet, answerPost, apiError, FreshSwrCache, me, renderWithPortal, requestCount } from '@portal/shared/testing';
import { elapsedText, RunningTimer } from './running-timer';

const TIMER: Timer = {
  project_id: 7,
  project_title: 'Spring campaign',
  job_number: 'JN-26-00001',
  activity_type_id: 2,
  activity_name: 'Front-end Development',
  mjn: null,
  details: null,
  started_at: '2026-11-16T08:00:00.000Z',
  manual_date: '2026-11-16',
  running_seconds: 5_400,
};

/** The day's entry the stopped timer became (POST ts-timer/stop). */
const LOGGED: TimesheetEntryResponse = {
  data: {
    id: 41,
    project_id: 7,
    project_title: 'Spring campaign',
    project_status: 2,
    project_inactive: false,
    business_units: 'Digital',
    clients_name: 'Acme',
    brands_name: 'Acme Snacks',
    job_number: 'JN-26-00001',
    manual_date: '2026-11-16',
    user_id: 2,
    user_name: 'Daniel Evans',
    activity_type_id: 2,
    activity_name: 'Front-end Development',
    hours: 1.5,
    unit_cost: 35,
    extra_request: false,
    overtime: false,
    qa_issue: false,
    details: null,
    mjn: null,
    approval_state: 0,
    is_approved: false,
    approve_feedback: null,
    editable: true,
    locked: false,
  },
};

/** The API's timer: `running` is what GET ts-timer answers now; a stop or discard clears it. */
function serveTimer(initially: Timer | null) {
  const api = { running: initially };
  answerGet<RunningTimerResponse>('ts-timer', () => ({ data: api.running }));
  answerPost<TimesheetEntryResponse>('ts-timer/stop', () => {
    api.running = null;
    return LOGGED;
  });
  answerDelete<MessageResponse>('ts-timer', () => {
    api.running = null;
    return { message: 'The timer has been discarded.' };
  });
  return api;
}

function renderTimer(session: Parameters<typeof me>[0] = { id: 2, role: 1 }) {
  useSessionStore.setState({ signedIn: true, me: me(session) });
  renderWithPortal(
    <FreshSwrCache>
      <RunningTimer />
    </FreshSwrCache>,
    { toasts: true },
  );
  return userEvent.setup();
}

describe('RunningTimer (the header, issue 32)', () => {
  it('reads h:mm:ss like a stopwatch', () => {
    expect(elapsedText(0)).toBe('0:00:00');
    expect(elapsedText(5_400)).toBe('1:30:00');
    expect(elapsedText(36_061)).toBe('10:01:01');
  });

  it('shows the running timer with its time and row; Stop logs the hours, says so and tells the timesheet', async () => {
    serveTimer(TIMER);
    const changes: unknown[] = [];
    const off = eventBus.on('timesheet-changed', (change) => changes.push(change));
    const user = renderTimer();

    const timer = await screen.findByRole('group', { name: 'Running timer: Spring campaign, Front-end Development' });
    expect(within(timer).getByText('1:30:00')).toBeInTheDocument();
    await user.click(within(timer).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('1.5 h logged on 16.11.2026.')).toBeInTheDocument();
    expect(requestCount('POST', 'ts-timer/stop')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('group', { name: /Running timer/ })).not.toBeInTheDocument());
    expect(changes).toEqual([{ entryId: 41, userId: 2, projectId: 7 }]);
    off();
  });

  it('keeps the timer when the stop is refused, and shows why', async () => {
    serveTimer(TIMER);
    const tooShort = 'The timer has run 5 min; an entry takes more than 0.1 h (6 min). Let it run or discard it.';
    answerPost('ts-timer/stop', apiError(422, { message: tooShort, errors: { hours: [tooShort] } }));
    const user = renderTimer();
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Running timer/ })).toBeInTheDocument();
  });

  it('discards the timer without logging anything', async () => {
    serveTimer(TIMER);
    const user = renderTimer();
    await user.click(await screen.findByRole('button', { name: 'Discard the timer' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /Running timer/ })).not.toBeInTheDocument());
    expect(requestCount('DELETE', 'ts-timer')).toBe(1);
    expect(requestCount('POST', /^ts-timer/)).toBe(0);
  });

  it('shows a timer the week grid starts (timer-changed)', async () => {
    const api = serveTimer(null);
    renderTimer();
    await waitFor(() => expect(requestCount('GET', 'ts-timer')).toBe(1));
    api.running = TIMER;
    eventBus.emit('timer-changed', {});
    expect(await screen.findByRole('group', { name: /Running timer/ })).toBeInTheDocument();
  });

  it('asks nothing for an IT user, who logs no time', async () => {
    serveTimer(TIMER);
    renderTimer({ role: 6, is_it: true });
    eventBus.emit('timer-changed', {});
    // Long enough for a request the page would send to reach the API.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestCount('GET', 'ts-timer')).toBe(0);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
