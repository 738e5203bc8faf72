/**
 * The titles of the reports whose page names them itself (the entries and missing reports take
 * theirs from their kinds): the page's heading, and what report-routes shows while the page's
 * code loads. The words are @portal/shared's PAGE_HEADINGS, which index.html draws first.
 */
import { PAGE_HEADINGS } from '@portal/shared';

export const REPORT_TITLES = {
  projects: PAGE_HEADINGS['/reports/projects'],
  income: PAGE_HEADINGS['/reports/income'],
  missingTimesheet: PAGE_HEADINGS['/reports/missing-timesheet'],
  occupancy: PAGE_HEADINGS['/reports/occupancy'],
  loadingByActivityType: PAGE_HEADINGS['/reports/loading-activity-type'],
  projectsByCategory: PAGE_HEADINGS['/reports/by-project-category'],
  categoryOccupancyPerDay: PAGE_HEADINGS['/reports/cat-occupacy-per-day'],
} as const;
