/**
 * The timesheet and overtime reports' common page body: title, CSV of every entry of the
 * filters, the filters (in the URL), the hours-by-activity pie, the entries of the page grouped
 * per day, and the pager.
 */
import { useMemo } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { EmptyState, ErrorState, LoadingState, type ReportsTimesheetQuery } from '@portal/shared';
import { Pager } from '@portal/shared/lists';
import { ReportFilterBar } from '../../report-kit/report-filter-bar';
import { CSV_PAGE_SIZE, NO_RESULTS_MESSAGE, ReportHeader } from '../../report-kit/report-header';
import { useReportFilters } from '../../report-kit/use-report-filters';
import { getReportsEntries, useReportsEntries } from '../api/get-reports-entries';
import { ENTRIES_CSV_COLUMNS } from '../entries-csv';
import { entriesDefaults, type EntriesReportKind } from '../entries-report-kinds';
import { ActivityHoursPie } from './activity-hours-pie';
import { EntriesByDay } from './entries-by-day';
import { EntriesFilterFields } from './entries-filter-fields';

export function EntriesReport({ kind }: { kind: EntriesReportKind }) {
  const defaults = useMemo(() => entriesDefaults(kind), [kind]);
  const report = useReportFilters(defaults);
  const { type, ...common } = report.filters;
  const query: ReportsTimesheetQuery = kind.typeFilter ? { ...common, type, page: report.page } : { ...common, page: report.page };
  const entries = useReportsEntries(kind.call, query);
  const answer = entries.data;

  return (
    <Stack gap="5">
      <ReportHeader
        title={answer ? `${kind.title} (${answer.total_hours} h)` : kind.title}
        csv={{
          fileName: kind.csvFile,
          columns: ENTRIES_CSV_COLUMNS,
          count: answer?.total ?? 0,
          loadRows: async () => (await getReportsEntries(kind.call, { ...query, page: 1, resPerPage: CSV_PAGE_SIZE })).data,
        }}
      />
      <ReportFilterBar report={report} period>
        <EntriesFilterFields typeFilter={kind.typeFilter} />
      </ReportFilterBar>
      {entries.error && !answer && <ErrorState message="The report could not be loaded." onRetry={() => void entries.mutate()} />}
      {!answer && !entries.error && <LoadingState />}
      {answer && answer.total === 0 && <EmptyState>{NO_RESULTS_MESSAGE}</EmptyState>}
      {answer && answer.total > 0 && (
        <>
          <ActivityHoursPie activities={answer.by_activity} />
          <Stack gap="5" opacity={entries.isValidating ? 0.6 : 1} aria-busy={entries.isValidating}>
            <EntriesByDay entries={answer.data} />
          </Stack>
          <Pager page={report.page} pageCount={answer.last_page} onPageChange={report.setPage} />
        </>
      )}
    </Stack>
  );
}
