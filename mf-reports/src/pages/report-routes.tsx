/**
 * The routes under /reports that this area serves (the shell owns the prefix and its guard).
 * Each report is its own chunk: opening one downloads neither the others nor their chart types.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, LoadingState } from '@portal/shared';

const ProjectsReportPage = lazy(() => import('./projects-report-page').then((module) => ({ default: module.ProjectsReportPage })));
const IncomeReportPage = lazy(() => import('./income-report-page').then((module) => ({ default: module.IncomeReportPage })));
const TimesheetReportPage = lazy(() => import('./timesheet-report-page').then((module) => ({ default: module.TimesheetReportPage })));
const MissingTimesheetReportPage = lazy(() =>
  import('./missing-timesheet-report-page').then((module) => ({ default: module.MissingTimesheetReportPage })),
);
const WorkingPlacesReportPage = lazy(() =>
  import('./working-places-report-page').then((module) => ({ default: module.WorkingPlacesReportPage })),
);
const MissingPosReportPage = lazy(() => import('./missing-pos-report-page').then((module) => ({ default: module.MissingPosReportPage })));
const MissingCesReportPage = lazy(() => import('./missing-ces-report-page').then((module) => ({ default: module.MissingCesReportPage })));
const MissingResourcesReportPage = lazy(() =>
  import('./missing-resources-report-page').then((module) => ({ default: module.MissingResourcesReportPage })),
);
const OccupancyReportPage = lazy(() => import('./occupancy-report-page').then((module) => ({ default: module.OccupancyReportPage })));
const LoadingActivityTypeReportPage = lazy(() =>
  import('./loading-activity-type-report-page').then((module) => ({ default: module.LoadingActivityTypeReportPage })),
);
const ProjectCategoryReportPage = lazy(() =>
  import('./project-category-report-page').then((module) => ({ default: module.ProjectCategoryReportPage })),
);
const CategoryOccupancyPerDayReportPage = lazy(() =>
  import('./category-occupancy-per-day-report-page').then((module) => ({ default: module.CategoryOccupancyPerDayReportPage })),
);
const OvertimeReportPage = lazy(() => import('./overtime-report-page').then((module) => ({ default: module.OvertimeReportPage })));

export function ReportRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading the report…" />}>
      <Routes>
        <Route path="projects" element={<ProjectsReportPage />} />
        <Route path="income" element={<IncomeReportPage />} />
        <Route path="timesheet" element={<TimesheetReportPage />} />
        <Route path="overtime" element={<OvertimeReportPage />} />
        <Route path="missing-timesheet" element={<MissingTimesheetReportPage />} />
        <Route path="working-places" element={<WorkingPlacesReportPage />} />
        <Route path="missing-pos" element={<MissingPosReportPage />} />
        <Route path="missing-ces" element={<MissingCesReportPage />} />
        <Route path="missing-resources" element={<MissingResourcesReportPage />} />
        <Route path="occupancy" element={<OccupancyReportPage />} />
        <Route path="loading-activity-type" element={<LoadingActivityTypeReportPage />} />
        <Route path="by-project-category" element={<ProjectCategoryReportPage />} />
        <Route path="cat-occupacy-per-day" element={<CategoryOccupancyPerDayReportPage />} />
        <Route path="*" element={<EmptyState>There is no such report.</EmptyState>} />
      </Routes>
    </Suspense>
  );
}
