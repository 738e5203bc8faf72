/**
 * Exposed to the shell for /timesheet: the week of timesheet entries with the entry form.
 * Default export because the shell loads every page module the same way (AreaModule renders its default).
 */
import type { ExposedComponent } from '@portal/shared';
import { TimesheetPage } from '../pages/timesheet-page';

export default TimesheetPage satisfies ExposedComponent<'mf_timesheet', './timesheet-page'>;
