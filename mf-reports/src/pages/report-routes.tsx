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
        <Route path="*" element={<EmptyState>This report is not available yet.</EmptyState>} />
      </Routes>
    </Suspense>
  );
}
