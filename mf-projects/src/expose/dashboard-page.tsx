/**
 * Exposed to the shell for the route "/": the 30-day project overview and recent activity.
 * Default export because the shell loads every page module the same way (AreaModule renders its default).
 * Loaded on the way to "/", it sends the page's calls at once (preload-page-calls.ts).
 */
import type { ExposedComponent } from '@portal/shared';
import { actionsKey, getActions } from '../features/dashboard/api/get-actions';
import { getProjectsStats, projectsStatsKey } from '../features/dashboard/api/get-projects-stats';
import { preloadPageCalls } from '../features/page-calls/preload-page-calls';
import { DashboardPage } from '../pages/dashboard-page';

preloadPageCalls('/', [
  [actionsKey(), getActions],
  [projectsStatsKey(), getProjectsStats],
]);

export default DashboardPage satisfies ExposedComponent<'mf_projects', './dashboard-page'>;
