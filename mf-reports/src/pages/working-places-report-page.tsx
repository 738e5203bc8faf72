/**
 * /reports/working-places (document 3, section 2): the management variant of the working-places
 * list (every user, user filter and column, working-places.csv), which mf-timesheet serves to
 * project managers: loaded through the shared loader, not copied, as the projects report
 * loads mf-projects' list.
 */
import { AreaModule } from '@portal/shared';

export function WorkingPlacesReportPage() {
  return <AreaModule remote="mf_timesheet" module="./working-places-page" label="The working places report" props={{}} />;
}
