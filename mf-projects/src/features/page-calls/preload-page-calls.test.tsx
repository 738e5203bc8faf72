import { waitFor } from '@testing-library/react';
import { type HomeResponse, type ProjectStatsResponse, useSessionStore } from '@portal/shared';
import { answerGet, renderDataHooks, sentRequests } from '@portal/shared/testing';
import { getHome, homeKey, useHome } from '../dashboard/api/get-home';
import { getProjectsStats, projectsStatsKey, useProjectsStats } from '../dashboard/api/get-projects-stats';
import { preloadPageCalls } from './preload-page-calls';

const HOME: HomeResponse = { data: { week: null, approval: null, deadlines: null, budget: null, orders: null, developers: null } };
const STATS: ProjectStatsResponse = { data: { wip: 3, wipPast: 1, pending: 0, pendingPast: 0, completed: 2, completedPast: 1 } };
const sentCalls = async () => (await sentRequests()).map((request) => request.path).sort();
/** A moment for requests that should not be made to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const preloadDashboard = () =>
  preloadPageCalls('/', [
    [homeKey(), getHome],
    [projectsStatsKey(), getProjectsStats],
  ]);

beforeEach(() => {
  answerGet<HomeResponse>('home', HOME);
  answerGet<ProjectStatsResponse>('projects-stats', STATS);
  useSessionStore.setState({ signedIn: true });
  window.history.replaceState(null, '', '/');
});

describe('preloadPageCalls', () => {
  it('on the way to its page with a session, sends the calls, and the page’s hooks take their answers', async () => {
    preloadDashboard();
    await waitFor(async () => expect(await sentCalls()).toEqual(['home', 'projects-stats']));

    const { result } = renderDataHooks(() => ({ home: useHome(), stats: useProjectsStats() }));
    await waitFor(() => expect(result.current.stats.data).toEqual(STATS));
    expect(result.current.home.data).toEqual(HOME);
    await settle();
    expect(await sentCalls()).toEqual(['home', 'projects-stats']);
  });

  it('sends nothing without a session: the code loads while a password is typed', async () => {
    useSessionStore.setState({ signedIn: false });
    preloadDashboard();
    await settle();
    expect(await sentCalls()).toEqual([]);
  });

  it('sends nothing when the code loads ahead of a visit to another page', async () => {
    window.history.replaceState(null, '', '/projects');
    preloadDashboard();
    await settle();
    expect(await sentCalls()).toEqual([]);
  });
});
