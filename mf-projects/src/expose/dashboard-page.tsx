/**
 * Exposed to the shell for the route "/": the personal home (the cards of the user's role, the
 * 30-day project overview and the recent changes).
 * Default export because the shell loads every page module the same way (AreaModule renders its default).
 * Loaded on the way to "/", it sends the page's calls at once (preload-page-calls.ts): the
 * project calls only for users who see projects, as the page asks them.
 */
import { accessSubjectOf, canSeeProjects } from '@portal/shared/access';
import { type ExposedComponent, useSessionStore } from '@portal/shared';
import { getHome, homeKey } from '../features/dashboard/api/get-home';
import { getHomeFeed, homeFeedKey } from '../features/dashboard/api/get-home-feed';
import { getProjectsStats, projectsStatsKey } from '../features/dashboard/api/get-projects-stats';
import { preloadPageCalls } from '../features/page-calls/preload-page-calls';
import { DashboardPage } from '../pages/dashboard-page';

const { me, hasApproval } = useSessionStore.getState();
const seesProjects = me !== null && canSeeProjects(accessSubjectOf(me, hasApproval));

const projectCalls: Parameters<typeof preloadPageCalls>[1] = [
  [homeFeedKey(), getHomeFeed],
  [projectsStatsKey(), getProjectsStats],
];
preloadPageCalls('/', [[homeKey(), getHome], ...(seesProjects ? projectCalls : [])]);

export default DashboardPage satisfies ExposedComponent<'mf_projects', './dashboard-page'>;
