/**
 * The missing reports' common page body: title with the number of projects, CSV of every row
 * of the filters, the filters (in the URL) with Clear filters, the three charts, the table
 * (each project a link) and the pager.
 */
import { useMemo } from 'react';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Link as RouterLink } from 'react-router-dom';
import type { MissingReportRow, ReportsMissingQuery } from '@portal/shared';
import { type Column, DataTable, Pager } from '@portal/shared/lists';
import { ReportFilterBar } from '../../report-kit/report-filter-bar';
import { CSV_PAGE_SIZE, NO_RESULTS_MESSAGE, ReportHeader } from '../../report-kit/report-header';
import { useReportFilters } from '../../report-kit/use-report-filters';
import { getReportsMissing, useReportsMissing } from '../api/get-reports-missing';
import { missingColumns } from '../missing-columns';
import { missingDefaults, type MissingReportKind } from '../missing-report-kinds';
import { MissingCharts } from './missing-charts';
import { MissingFilterFields } from './missing-filter-fields';

export function MissingReport({ kind }: { kind: MissingReportKind }) {
  const defaults = useMemo(() => missingDefaults(kind), [kind]);
  const report = useReportFilters(defaults);
  const query: ReportsMissingQuery = { ...report.filters, section: kind.section, page: report.page };
  const missing = useReportsMissing(query);
  const answer = missing.data;
  const csvColumns = missingColumns(kind.section === 'po');
  const columns: Column<MissingReportRow>[] = csvColumns.map((column) => ({
    key: column.key,
    header: column.label,
    align: column.key === 'value' ? 'end' : undefined,
    cell:
      column.key === 'project_title'
        ? (row) => (
            <Link asChild colorPalette="blue">
              <RouterLink to={`/project/${row.project_id}`}>{row.project_title}</RouterLink>
            </Link>
          )
        : column.text,
  }));
  const rows = answer?.data ?? [];

  return (
    <Stack gap="5">
      <ReportHeader
        title={answer ? `${kind.title} (${answer.total})` : kind.title}
        csv={{
          fileName: kind.csvFile,
          columns: csvColumns,
          count: answer?.total ?? 0,
          loadRows: async () => (await getReportsMissing({ ...query, page: 1, resPerPage: CSV_PAGE_SIZE })).data,
        }}
      />
      <ReportFilterBar report={report} period={kind.period} textFilters={['jn', 'title']} clearable>
        <MissingFilterFields />
      </ReportFilterBar>
      {answer && answer.total > 0 && <MissingCharts answer={answer} chart={kind.chart} />}
      <DataTable
        label={kind.title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.project_id}
        isLoading={!answer && !missing.error}
        isRefreshing={missing.isValidating}
        error={missing.error}
        onRetry={() => void missing.mutate()}
        emptyMessage={NO_RESULTS_MESSAGE}
      />
      {answer && answer.last_page > 1 && <Pager page={report.page} pageCount={answer.last_page} onPageChange={report.setPage} />}
    </Stack>
  );
}
