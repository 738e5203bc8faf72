/**
 * Exposed to the shell for the route "/": the 30-day project overview and recent activity.
 * Default export because the shell loads every page module the same way (AreaModule renders its default).
 * Loading it on the way to "/" sends the page's calls at once (preload-dashboard-calls.ts).
 */
import type { ExposedComponent } from '@portal/shared';
import { preloadDashboardCalls } from '../features/dashboard/api/preload-dashboard-calls';
import { DashboardPage } from '../pages/dashboard-page';

preloadDashboardCalls();

export default DashboardPage satisfies ExposedComponent<'mf_projects', './dashboard-page'>;
