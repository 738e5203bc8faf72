import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler, Options } from 'pusher-js';
import { eventBus, type Me, type RealtimeAuthResponse, setPortalConfig, useSessionStore } from '@portal/shared';
import { answerPost, apiError, me, renderWithPortal, sentBodies, TEST_API_URL } from '@portal/shared/testing';
import { LookupSubscription } from './lookup-subscription';

/**
 * The pusher-js the portal talks to, as far as the shell uses it: channels joined and their
 * listeners. Mocked: the real one opens a WebSocket to a Pusher server, which no test runs.
 */
const connections: { key: string; options: Options; channels: Map<string, Map<string, (data: unknown) => void>> }[] = [];
jest.mock('pusher-js', () => ({
  __esModule: true,
  default: class {
    channels = new Map<string, Map<string, (data: unknown) => void>>();
    constructor(key: string, options: Options) {
      connections.push({ key, options, channels: this.channels });
    }
    subscribe(name: string) {
      const listeners = new Map<string, (data: unknown) => void>();
      this.channels.set(name, listeners);
      return { bind: (event: string, listener: (data: unknown) => void) => listeners.set(event, listener) };
    }
    unsubscribe(name: string) {
      this.channels.delete(name);
    }
    disconnect() {
      this.channels.clear();
    }
  },
}));

function OpenProjects() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/projects')}>Projects</button>;
}

async function connectAs(user: Me, route = '/') {
  useSessionStore.setState({ signedIn: true, me: user });
  renderWithPortal(
    <>
      <LookupSubscription />
      <OpenProjects />
    </>,
    { route },
  );
  act(() => jest.advanceTimersByTime(2_000));
  await waitFor(() => expect(connections).toHaveLength(1));
  return connections[0];
}

const joined = () => [...connections[0].channels.keys()].sort();

beforeEach(() => {
  jest.useFakeTimers();
  connections.length = 0;
  setPortalConfig({
    apiUrl: TEST_API_URL,
    realtime: { key: 'portal-key', wsHost: 'localhost', wsPort: 4000, forceTLS: false, cluster: 'local' },
  });
});

afterEach(() => {
  jest.useRealTimers();
  useSessionStore.setState({ signedIn: false, me: null });
});

describe('LookupSubscription', () => {
  it("joins a full PM to the lookups and every timesheet entry's changes, and passes them on", async () => {
    await connectAs(me({ id: 1, role: 2 }));
    expect(joined()).toEqual(['private-portal', 'private-timesheet']);
    const heard = jest.fn();
    const stop = eventBus.on('timesheet-changed', heard);
    act(() => connections[0].channels.get('private-timesheet')?.get('timesheet-update')?.({ entryId: 3, userId: 9, projectId: 7 }));
    stop();
    expect(heard).toHaveBeenCalledWith({ entryId: 3, userId: 9, projectId: 7 });
  });

  it("joins a developer to their own channel, not to everyone's entries, and to an open project's channel while it is open", async () => {
    await connectAs(me({ id: 344, role: 1 }), '/project/42/summary');
    expect(joined()).toEqual(['private-portal', 'private-project.42', 'private-user.344']);
    const heard = jest.fn();
    const stop = eventBus.on('project-changed', heard);
    act(() => connections[0].channels.get('private-project.42')?.get('project-update')?.({ project_id: 42, part: 'status' }));
    stop();
    expect(heard).toHaveBeenCalledWith({ projectId: 42, part: 'status' });

    await userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }).click(screen.getByRole('button', { name: 'Projects' }));
    expect(joined()).toEqual(['private-portal', 'private-user.344']);
  });

  it('joins an IT user to the lookups only, even on a project address', async () => {
    await connectAs(me({ id: 5, role: 6, is_it: true }), '/project/42');
    expect(joined()).toEqual(['private-portal']);
  });

  it("asks the API to authorize each channel for the connection's socket and hands pusher-js its answer or its refusal", async () => {
    const { options } = await connectAs(me({ id: 1, role: 2 }));
    // The connection is made; the authorizations go over the network, which runs on real timers.
    jest.useRealTimers();
    const authorize = (options.channelAuthorization as { customHandler: ChannelAuthorizationHandler }).customHandler;
    const answer = (channelName: string) =>
      new Promise<Parameters<ChannelAuthorizationCallback>>((resolve) =>
        authorize({ socketId: '123.456', channelName }, (...result) => resolve(result)),
      );

    answerPost<RealtimeAuthResponse>('realtime-auth', { auth: 'portal-key:abc' }, { once: true });
    expect(await answer('private-timesheet')).toEqual([null, { auth: 'portal-key:abc' }]);
    expect(await sentBodies('POST', 'realtime-auth')).toEqual([{ socket_id: '123.456', channel_name: 'private-timesheet' }]);

    answerPost('realtime-auth', apiError(403, { message: 'This action is unauthorized.' }));
    const [error, data] = await answer('private-user.2');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBeNull();
  });
});
