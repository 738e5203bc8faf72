/**
 * /reports/projects (document 1, section 2): the projects running in a period, with the
 * projects list's own filters and table (loaded from mf-projects, not copied), the total in
 * the title, and "Export to CSV". Limited PMs never get here (the shell's guard).
 */
import { useState } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { AreaModule, PAGE_HEADINGS, type ProjectFilters, type ProjectFilterValues, useSessionState } from '@portal/shared';
import { useReportsProjects } from '../features/projects-report/api/get-reports-projects';
import { ReportPeriodFields } from '../features/report-kit/report-period-fields';
import { PROJECTS_CSV_COLUMNS, PROJECTS_CSV_FILE } from '../features/projects-report/projects-csv';
import { ReportHeader } from '../features/report-kit/report-header';
import { type ReportPeriod, yearToDate } from '../features/report-kit/report-period';

export function ProjectsReportPage() {
  const [period, setPeriod] = useSessionState<ReportPeriod>('portal.reports.projects.period', yearToDate());
  const [filterValues, setFilterValues] = useSessionState<ProjectFilterValues>('portal.reports.projects.filters', {});
  const [filters, setFilters] = useState<ProjectFilters | null>(null);
  const report = useReportsProjects(filters && { ...filters, ...period });
  const rows = report.data?.data ?? [];
  const total = report.data?.totalResults;

  return (
    <Stack gap="5">
      <ReportHeader
        title={
          <>
            {PAGE_HEADINGS['/reports/projects']}
            {total !== undefined && ` (${total})`}
          </>
        }
        csv={{ fileName: PROJECTS_CSV_FILE, rows, columns: PROJECTS_CSV_COLUMNS }}
      />
      <ReportPeriodFields value={period} onChange={setPeriod} />
      <AreaModule
        remote="mf_projects"
        module="./projects-filters"
        label="The projects filters"
        props={{ value: filterValues, onChange: setFilterValues, onQueryChange: setFilters, list: '/reports/projects' }}
      />
      {/* The table follows the filters: its call needs their query, and a table drawn while the
          filters were still loading was pushed down the page when they arrived. */}
      {filters && (
        <AreaModule
          remote="mf_projects"
          module="./projects-table"
          label="The projects table"
          props={{
            rows,
            isLoading: !report.data && !report.error,
            isRefreshing: report.isValidating,
            error: report.error,
            onRetry: () => void report.mutate(),
          }}
        />
      )}
    </Stack>
  );
}
