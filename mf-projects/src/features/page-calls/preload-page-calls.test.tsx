import { waitFor } from '@testing-library/react';
import { apiGet, useSessionStore } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { getHome, homeKey, useHome } from '../dashboard/api/get-home';
import { getProjectsStats, projectsStatsKey, useProjectsStats } from '../dashboard/api/get-projects-stats';
import { preloadPageCalls } from './preload-page-calls';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());

const get = apiGet as unknown as jest.Mock<Promise<unknown>, [string]>;
const sentCalls = () => get.mock.calls.map(([call]) => call).sort();
const preloadDashboard = () =>
  preloadPageCalls('/', [
    [homeKey(), getHome],
    [projectsStatsKey(), getProjectsStats],
  ]);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((call) => Promise.resolve(call === 'home' ? { data: { week: null } } : { data: { last30: 3 } }));
  useSessionStore.setState({ signedIn: true });
  window.history.replaceState(null, '', '/');
});

describe('preloadPageCalls', () => {
  it('on the way to its page with a session, sends the calls, and the page’s hooks take their answers', async () => {
    preloadDashboard();
    expect(sentCalls()).toEqual(['home', 'projects-stats']);

    const { result } = renderDataHooks(() => ({ home: useHome(), stats: useProjectsStats() }));
    await waitFor(() => expect(result.current.stats.data).toEqual({ data: { last30: 3 } }));
    expect(result.current.home.data).toEqual({ data: { week: null } });
    expect(sentCalls()).toEqual(['home', 'projects-stats']);
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
