import { waitFor } from '@testing-library/react';
import { apiGet, useSessionStore } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { useActions } from './get-actions';
import { useProjectsStats } from './get-projects-stats';
import { preloadDashboardCalls } from './preload-dashboard-calls';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());

const get = apiGet as unknown as jest.Mock<Promise<unknown>, [string]>;
const sentCalls = () => get.mock.calls.map(([call]) => call).sort();

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((call) => Promise.resolve(call === 'actions' ? { data: { events: [] } } : { data: { last30: 3 } }));
  useSessionStore.setState({ token: 'a-token' });
  window.history.replaceState(null, '', '/');
});

describe('preloadDashboardCalls', () => {
  it('on the way to "/" with a session, sends both calls, and the dashboard takes their answers', async () => {
    preloadDashboardCalls();
    expect(sentCalls()).toEqual(['actions', 'projects-stats']);

    const { result } = renderDataHooks(() => ({ actions: useActions(), stats: useProjectsStats() }));
    await waitFor(() => expect(result.current.stats.data).toEqual({ data: { last30: 3 } }));
    expect(result.current.actions.data).toEqual({ data: { events: [] } });
    expect(sentCalls()).toEqual(['actions', 'projects-stats']);
  });

  it('sends nothing without a session: the code loads while a password is typed', () => {
    useSessionStore.setState({ token: null });
    preloadDashboardCalls();
    expect(get).not.toHaveBeenCalled();
  });

  it('sends nothing when the code loads ahead of a visit to another page', () => {
    window.history.replaceState(null, '', '/projects');
    preloadDashboardCalls();
    expect(get).not.toHaveBeenCalled();
  });
});
