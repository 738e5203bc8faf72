import { waitFor } from '@testing-library/react';
import { apiGet, useSessionStore } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { actionsKey, getActions, useActions } from '../dashboard/api/get-actions';
import { getProjectsStats, projectsStatsKey, useProjectsStats } from '../dashboard/api/get-projects-stats';
import { preloadPageCalls } from './preload-page-calls';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());

const get = apiGet as unknown as jest.Mock<Promise<unknown>, [string]>;
const sentCalls = () => get.mock.calls.map(([call]) => call).sort();
const preloadDashboard = () =>
  preloadPageCalls('/', [
    [actionsKey(), getActions],
    [projectsStatsKey(), getProjectsStats],
  ]);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((call) => Promise.resolve(call === 'actions' ? { data: { events: [] } } : { data: { last30: 3 } }));
  useSessionStore.setState({ signedIn: true });
  window.history.replaceState(null, '', '/');
});

describe('preloadPageCalls', () => {
  it('on the way to its page with a session, sends the calls, and the page’s hooks take their answers', async () => {
    preloadDashboard();
    expect(sentCalls()).toEqual(['actions', 'projects-stats']);

    const { result } = renderDataHooks(() => ({ actions: useActions(), stats: useProjectsStats() }));
    await waitFor(() => expect(result.current.stats.data).toEqual({ data: { last30: 3 } }));
    expect(result.current.actions.data).toEqual({ data: { events: [] } });
    expect(sentCalls()).toEqual(['actions', 'projects-stats']);
  });

  it('sends nothing without a session: the code loads while a password is typed', () => {
    useSessionStore.setState({ signedIn: false });
    preloadDashboard();
    expect(get).not.toHaveBeenCalled();
  });

  it('sends nothing when the code loads ahead of a visit to another page', () => {
    window.history.replaceState(null, '', '/projects');
    preloadDashboard();
    expect(get).not.toHaveBeenCalled();
  });
});
