/**
 * Every management report's route (document 3, section 7; document 1 for the projects report).
 * Each report is one file here beginning with `reportPeriodRequest` or `reportReader`
 * (report-request.ts), so the access rule and the period checks are the same for all.
 */
import { reportsIncomeRoutes } from './reports-income';
import { reportsMissingRoutes } from './reports-missing';
import { reportsMissingTimesheetRoutes } from './reports-missing-timesheet';
import { reportsOccupancyRoutes } from './reports-occupancy';
import { reportsProjectsRoutes } from './reports-projects';
import { reportsTimesheetRoutes } from './reports-timesheet';

export const reportRoutes = [
  reportsProjectsRoutes,
  reportsIncomeRoutes,
  reportsTimesheetRoutes,
  reportsMissingTimesheetRoutes,
  reportsMissingRoutes,
  reportsOccupancyRoutes,
];
