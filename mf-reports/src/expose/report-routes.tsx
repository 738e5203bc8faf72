/** Exposed to the shell for /reports/*: every report page, loaded only when a report is opened. */
import type { ExposedComponent } from '@portal/shared';
import { ReportRoutes } from '../pages/report-routes';

export default ReportRoutes satisfies ExposedComponent<'mf_reports', './report-routes'>;
