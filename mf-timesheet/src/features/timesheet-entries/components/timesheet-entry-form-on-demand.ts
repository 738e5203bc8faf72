/** The entry form, loaded when first opened: the week and the project's list show without its code. */
import { dialogOnDemand } from '@portal/shared';

export const TimesheetEntryFormOnDemand = dialogOnDemand(() =>
  import('./timesheet-entry-form').then((module) => module.TimesheetEntryForm),
);
