/** Exposed to the shell for /reports/*: every report page, loaded only when a report is opened. */
import { ReportRoutes } from '../pages/report-routes';

export default ReportRoutes;
