/** The routes under /reports that this area serves (the shell owns the prefix and its guard). */
import { Route, Routes } from 'react-router-dom';
import { EmptyState } from '@portal/shared';
import { ProjectsReportPage } from './projects-report-page';

export function ReportRoutes() {
  return (
    <Routes>
      <Route path="projects" element={<ProjectsReportPage />} />
      <Route path="*" element={<EmptyState>This report is not available yet.</EmptyState>} />
    </Routes>
  );
}
