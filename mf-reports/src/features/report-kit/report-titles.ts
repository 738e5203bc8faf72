/**
 * The titles of the reports whose page names them itself (the entries and missing reports take
 * theirs from their kinds): the page's heading, and what report-routes shows while the page's
 * code loads.
 */
export const REPORT_TITLES = {
  projects: 'Projects report',
  income: 'Income',
  missingTimesheet: 'Missing timesheet',
  occupancy: 'Occupancy',
  loadingByActivityType: 'Loading by activity type',
  projectsByCategory: 'Projects by category',
  categoryOccupancyPerDay: 'Category occupancy per day',
} as const;
