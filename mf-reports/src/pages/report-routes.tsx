/**
 * The routes under /reports that this area serves (the shell owns the prefix and its guard).
 * Each report is its own chunk: opening one downloads neither the others nor their chart types.
 */
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, loadAreaModule, loadedPart } from '@portal/shared';

const report = (load: () => Promise<ComponentType>) => loadedPart(load, 'Loading the report…');

/**
 * The projects report shows the projects list's filters and table, from mf-projects: they start
 * loading beside the report's own code rather than once it has rendered, so the page draws them
 * with it instead of loading states that the filters then push down. Not awaited: an
 * mf-projects that is down shows its own failure cards in the page.
 */
const projectsReport = report(() => {
  for (const module of ['./projects-filters', './projects-table'] as const) loadAreaModule('mf_projects', module).catch(() => undefined);
  return import('./projects-report-page').then((module) => module.ProjectsReportPage);
});

/** Each report's path under /reports and its page. */
const REPORT_PAGES: [string, ComponentType][] = [
  ['projects', projectsReport],
  ['income', report(() => import('./income-report-page').then((module) => module.IncomeReportPage))],
  ['timesheet', report(() => import('./timesheet-report-page').then((module) => module.TimesheetReportPage))],
  ['overtime', report(() => import('./overtime-report-page').then((module) => module.OvertimeReportPage))],
  ['missing-timesheet', report(() => import('./missing-timesheet-report-page').then((module) => module.MissingTimesheetReportPage))],
  ['working-places', report(() => import('./working-places-report-page').then((module) => module.WorkingPlacesReportPage))],
  ['missing-pos', report(() => import('./missing-pos-report-page').then((module) => module.MissingPosReportPage))],
  ['missing-ces', report(() => import('./missing-ces-report-page').then((module) => module.MissingCesReportPage))],
  ['missing-resources', report(() => import('./missing-resources-report-page').then((module) => module.MissingResourcesReportPage))],
  ['occupancy', report(() => import('./occupancy-report-page').then((module) => module.OccupancyReportPage))],
  [
    'loading-activity-type',
    report(() => import('./loading-activity-type-report-page').then((module) => module.LoadingActivityTypeReportPage)),
  ],
  ['by-project-category', report(() => import('./project-category-report-page').then((module) => module.ProjectCategoryReportPage))],
  [
    'cat-occupacy-per-day',
    report(() => import('./category-occupancy-per-day-report-page').then((module) => module.CategoryOccupancyPerDayReportPage)),
  ],
];

export function ReportRoutes() {
  return (
    <Routes>
      {REPORT_PAGES.map(([path, ReportPage]) => (
        <Route key={path} path={path} element={<ReportPage />} />
      ))}
      <Route path="*" element={<EmptyState>There is no such report.</EmptyState>} />
    </Routes>
  );
}
