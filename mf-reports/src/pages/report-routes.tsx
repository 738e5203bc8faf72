/**
 * The routes under /reports that this area serves (the shell owns the prefix and its guard).
 * Each report is its own chunk: opening one downloads neither the others nor their chart types.
 */
import { Route, Routes } from 'react-router-dom';
import { EmptyState, loadedPart } from '@portal/shared';

const LOADING = 'Loading the report…';

const ProjectsReportPage = loadedPart(() => import('./projects-report-page').then((module) => module.ProjectsReportPage), LOADING);
const IncomeReportPage = loadedPart(() => import('./income-report-page').then((module) => module.IncomeReportPage), LOADING);
const TimesheetReportPage = loadedPart(() => import('./timesheet-report-page').then((module) => module.TimesheetReportPage), LOADING);
const MissingTimesheetReportPage = loadedPart(
  () => import('./missing-timesheet-report-page').then((module) => module.MissingTimesheetReportPage),
  LOADING,
);
const WorkingPlacesReportPage = loadedPart(
  () => import('./working-places-report-page').then((module) => module.WorkingPlacesReportPage),
  LOADING,
);
const MissingPosReportPage = loadedPart(() => import('./missing-pos-report-page').then((module) => module.MissingPosReportPage), LOADING);
const MissingCesReportPage = loadedPart(() => import('./missing-ces-report-page').then((module) => module.MissingCesReportPage), LOADING);
const MissingResourcesReportPage = loadedPart(
  () => import('./missing-resources-report-page').then((module) => module.MissingResourcesReportPage),
  LOADING,
);
const OccupancyReportPage = loadedPart(() => import('./occupancy-report-page').then((module) => module.OccupancyReportPage), LOADING);
const LoadingActivityTypeReportPage = loadedPart(
  () => import('./loading-activity-type-report-page').then((module) => module.LoadingActivityTypeReportPage),
  LOADING,
);
const ProjectCategoryReportPage = loadedPart(
  () => import('./project-category-report-page').then((module) => module.ProjectCategoryReportPage),
  LOADING,
);
const CategoryOccupancyPerDayReportPage = loadedPart(
  () => import('./category-occupancy-per-day-report-page').then((module) => module.CategoryOccupancyPerDayReportPage),
  LOADING,
);
const OvertimeReportPage = loadedPart(() => import('./overtime-report-page').then((module) => module.OvertimeReportPage), LOADING);

export function ReportRoutes() {
  return (
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
  );
}
