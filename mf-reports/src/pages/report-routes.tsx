/**
 * The routes under /reports that this area serves (the shell owns the prefix and its guard).
 * Each report is its own chunk: opening one downloads neither the others nor their chart types.
 */
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, loadAreaModule, loadedPart, pageHeadingOf } from '@portal/shared';
import { ReportLoading } from '../features/report-kit/report-loading';

type LoadPage = () => Promise<ComponentType>;

/**
 * The projects report shows the projects list's filters and table, from mf-projects: they load
 * beside the report's own code, and the page shows once they are here, drawn with it, instead of
 * its period fields first and a loading state that the filters then replace. Settled, not
 * required: an mf-projects that is down shows its own failure cards in the page.
 */
const PROJECTS_REPORT_PARTS = ['./projects-filters', './projects-table'] as const;
const loadProjectsReport: LoadPage = () =>
  Promise.all([
    import('./projects-report-page'),
    Promise.allSettled(PROJECTS_REPORT_PARTS.map((module) => loadAreaModule('mf_projects', module))),
  ]).then(([module]) => module.ProjectsReportPage);

/** Each report's path under /reports and how its page's code loads. */
const REPORT_PAGES: [path: string, load: LoadPage][] = [
  ['projects', loadProjectsReport],
  ['income', () => import('./income-report-page').then((module) => module.IncomeReportPage)],
  ['timesheet', () => import('./timesheet-report-page').then((module) => module.TimesheetReportPage)],
  ['overtime', () => import('./overtime-report-page').then((module) => module.OvertimeReportPage)],
  ['missing-timesheet', () => import('./missing-timesheet-report-page').then((module) => module.MissingTimesheetReportPage)],
  ['working-places', () => import('./working-places-report-page').then((module) => module.WorkingPlacesReportPage)],
  ['missing-pos', () => import('./missing-pos-report-page').then((module) => module.MissingPosReportPage)],
  ['missing-ces', () => import('./missing-ces-report-page').then((module) => module.MissingCesReportPage)],
  ['missing-resources', () => import('./missing-resources-report-page').then((module) => module.MissingResourcesReportPage)],
  ['occupancy', () => import('./occupancy-report-page').then((module) => module.OccupancyReportPage)],
  ['loading-activity-type', () => import('./loading-activity-type-report-page').then((module) => module.LoadingActivityTypeReportPage)],
  ['by-project-category', () => import('./project-category-report-page').then((module) => module.ProjectCategoryReportPage)],
  [
    'cat-occupacy-per-day',
    () => import('./category-occupancy-per-day-report-page').then((module) => module.CategoryOccupancyPerDayReportPage),
  ],
];

/**
 * Each report's page, drawing while its code loads the report's heading (PAGE_HEADINGS: where
 * index.html drew it first) above "Loading the report…"; the working places report, whose page
 * comes from mf-timesheet, has none listed and shows the line alone.
 */
const REPORT_ROUTES = REPORT_PAGES.map(([path, load]) => ({
  path,
  Page: loadedPart(load, <ReportLoading title={pageHeadingOf(`/reports/${path}`)} />),
}));

export function ReportRoutes() {
  return (
    <Routes>
      {REPORT_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<EmptyState>There is no such report.</EmptyState>} />
    </Routes>
  );
}
