/**
 * The routes under /reports that this area serves (the shell owns the prefix and its guard).
 * Each report is its own chunk: opening one downloads neither the others nor their chart types.
 */
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, loadAreaModule, loadedPart, PAGE_HEADINGS } from '@portal/shared';
import { OVERTIME_REPORT, TIMESHEET_REPORT } from '../features/entries-report/entries-report-kinds';
import { MISSING_CES, MISSING_POS, MISSING_RESOURCES } from '../features/missing-report/missing-report-kinds';
import { ReportLoading } from '../features/report-kit/report-loading';

/** `title`: the report's own heading, drawn while its code loads (none where another area draws the page). */
const report = (load: () => Promise<ComponentType>, title?: string) => loadedPart(load, <ReportLoading title={title} />);

/**
 * The projects report shows the projects list's filters and table, from mf-projects: they load
 * beside the report's own code, and the page shows once they are here, drawn with it, instead of
 * its period fields first and a loading state that the filters then replace. Settled, not
 * required: an mf-projects that is down shows its own failure cards in the page.
 */
const PROJECTS_REPORT_PARTS = ['./projects-filters', './projects-table'] as const;
const projectsReport = report(
  () =>
    Promise.all([
      import('./projects-report-page'),
      Promise.allSettled(PROJECTS_REPORT_PARTS.map((module) => loadAreaModule('mf_projects', module))),
    ]).then(([module]) => module.ProjectsReportPage),
  PAGE_HEADINGS['/reports/projects'],
);

/** Each report's path under /reports and its page. */
const REPORT_PAGES: [string, ComponentType][] = [
  ['projects', projectsReport],
  ['income', report(() => import('./income-report-page').then((module) => module.IncomeReportPage), PAGE_HEADINGS['/reports/income'])],
  ['timesheet', report(() => import('./timesheet-report-page').then((module) => module.TimesheetReportPage), TIMESHEET_REPORT.title)],
  ['overtime', report(() => import('./overtime-report-page').then((module) => module.OvertimeReportPage), OVERTIME_REPORT.title)],
  [
    'missing-timesheet',
    report(
      () => import('./missing-timesheet-report-page').then((module) => module.MissingTimesheetReportPage),
      PAGE_HEADINGS['/reports/missing-timesheet'],
    ),
  ],
  ['working-places', report(() => import('./working-places-report-page').then((module) => module.WorkingPlacesReportPage))],
  ['missing-pos', report(() => import('./missing-pos-report-page').then((module) => module.MissingPosReportPage), MISSING_POS.title)],
  ['missing-ces', report(() => import('./missing-ces-report-page').then((module) => module.MissingCesReportPage), MISSING_CES.title)],
  [
    'missing-resources',
    report(() => import('./missing-resources-report-page').then((module) => module.MissingResourcesReportPage), MISSING_RESOURCES.title),
  ],
  [
    'occupancy',
    report(() => import('./occupancy-report-page').then((module) => module.OccupancyReportPage), PAGE_HEADINGS['/reports/occupancy']),
  ],
  [
    'loading-activity-type',
    report(
      () => import('./loading-activity-type-report-page').then((module) => module.LoadingActivityTypeReportPage),
      PAGE_HEADINGS['/reports/loading-activity-type'],
    ),
  ],
  [
    'by-project-category',
    report(
      () => import('./project-category-report-page').then((module) => module.ProjectCategoryReportPage),
      PAGE_HEADINGS['/reports/by-project-category'],
    ),
  ],
  [
    'cat-occupacy-per-day',
    report(
      () => import('./category-occupancy-per-day-report-page').then((module) => module.CategoryOccupancyPerDayReportPage),
      PAGE_HEADINGS['/reports/cat-occupacy-per-day'],
    ),
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
