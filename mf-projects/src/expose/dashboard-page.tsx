/**
 * Exposed to the shell for the route "/": the 30-day project overview and recent activity.
 * Default export because the shell loads every page module the same way (AreaModule renders its default).
 */
import type { ExposedComponent } from '@portal/shared';
import { DashboardPage } from '../pages/dashboard-page';

export default DashboardPage satisfies ExposedComponent<'mf_projects', './dashboard-page'>;
