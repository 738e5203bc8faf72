import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet, apiPost, eventBus, type RunningTimer as Timer, useSessionStore } from '@portal/shared';
import { FreshSwrCache, httpFailure, me, renderWithPortal } from '@portal/shared/testing';
import { elapsedText, RunningTimer } from './running-timer';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());
const get = apiGet as jest.Mock;
const post = apiPost as jest.Mock;
const del = apiDelete as jest.Mock;

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
  beforeEach(() => jest.clearAllMocks());

  it('reads h:mm:ss like a stopwatch', () => {
    expect(elapsedText(0)).toBe('0:00:00');
    expect(elapsedText(5_400)).toBe('1:30:00');
    expect(elapsedText(36_061)).toBe('10:01:01');
  });

  it('shows the running timer with its time and row; Stop logs the hours, says so and tells the timesheet', async () => {
    get.mockResolvedValueOnce({ data: TIMER }).mockResolvedValue({ data: null });
    post.mockResolvedValue({ data: { id: 41, user_id: 2, project_id: 7, hours: 1.5, manual_date: '2026-11-16' } });
    const changes: unknown[] = [];
    const off = eventBus.on('timesheet-changed', (change) => changes.push(change));
    const user = renderTimer();

    const timer = await screen.findByRole('group', { name: 'Running timer: Spring campaign, Front-end Development' });
    expect(within(timer).getByText('1:30:00')).toBeInTheDocument();
    await user.click(within(timer).getByRole('button', { name: 'Stop' }));
    expect(post).toHaveBeenCalledWith('ts-timer/stop');
    expect(await screen.findByText('1.5 h logged on 16.11.2026.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: /Running timer/ })).not.toBeInTheDocument());
    expect(changes).toEqual([{ entryId: 41, userId: 2, projectId: 7 }]);
    off();
  });

  it('keeps the timer when the stop is refused, and shows why', async () => {
    get.mockResolvedValue({ data: TIMER });
    const tooShort = 'The timer has run 5 min; an entry takes more than 0.1 h (6 min). Let it run or discard it.';
    post.mockRejectedValue(httpFailure(422, { message: tooShort, errors: { hours: [tooShort] } }));
    const user = renderTimer();
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Running timer/ })).toBeInTheDocument();
  });

  it('discards the timer without logging anything', async () => {
    get.mockResolvedValueOnce({ data: TIMER }).mockResolvedValue({ data: null });
    del.mockResolvedValue({ message: 'The timer has been discarded.' });
    const user = renderTimer();
    await user.click(await screen.findByRole('button', { name: 'Discard the timer' }));
    expect(del).toHaveBeenCalledWith('ts-timer');
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('group', { name: /Running timer/ })).not.toBeInTheDocument());
  });

  it('shows a timer the week grid starts (timer-changed)', async () => {
    get.mockResolvedValueOnce({ data: null }).mockResolvedValue({ data: TIMER });
    renderTimer();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    eventBus.emit('timer-changed', {});
    expect(await screen.findByRole('group', { name: /Running timer/ })).toBeInTheDocument();
  });

  it('asks nothing for an IT user, who logs no time', async () => {
    renderTimer({ role: 6, is_it: true });
    eventBus.emit('timer-changed', {});
    await waitFor(() => expect(get).not.toHaveBeenCalled());
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
