/**
 * /reports/missing-timesheet (document 3, section 2): the total of missing days in the title,
 * the last 7 days by default, a row per developer with the number of days and a Details
 * dialog listing them.
 */
import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { type MissingTimesheetRow, PAGE_HEADINGS } from '@portal/shared';
import { type Column, DataTable } from '@portal/shared/lists';
import { useReportsMissingTimesheet } from '../features/missing-timesheet-report/api/get-reports-missing-timesheet';
import { MissingDaysDialog } from '../features/missing-timesheet-report/components/missing-days-dialog';
import { lastDays } from '../features/report-kit/report-period';
import { ReportFilterBar } from '../features/report-kit/report-filter-bar';
import { NO_RESULTS_MESSAGE, ReportHeader } from '../features/report-kit/report-header';
import { useReportFilters } from '../features/report-kit/use-report-filters';

export function MissingTimesheetReportPage() {
  const defaults = useMemo(() => lastDays(7), []);
  const report = useReportFilters(defaults);
  const missing = useReportsMissingTimesheet(report.filters);
  const [details, setDetails] = useState<MissingTimesheetRow | null>(null);
  const columns: Column<MissingTimesheetRow>[] = [
    { key: 'user_name', header: 'Name' },
    { key: 'count_days', header: 'Missing days', align: 'end' },
    {
      key: 'details',
      header: 'Details',
      cell: (row) => (
        <Button size="xs" variant="outline" aria-label={`Details of ${row.user_name}`} onClick={() => setDetails(row)}>
          Details
        </Button>
      ),
    },
  ];
  const total = missing.data && ` (${missing.data.total_missing_days} days)`;

  return (
    <Stack gap="5">
      <ReportHeader
        title={
          <>
            {PAGE_HEADINGS['/reports/missing-timesheet']}
            {total}
          </>
        }
      />
      <ReportFilterBar report={report} period />
      <DataTable
        label="Missing timesheet"
        columns={columns}
        rows={missing.data?.data ?? []}
        rowKey={(row) => row.user_id}
        isLoading={!missing.data && !missing.error}
        isRefreshing={missing.isValidating}
        error={missing.error}
        onRetry={() => void missing.mutate()}
        emptyMessage={NO_RESULTS_MESSAGE}
      />
      <MissingDaysDialog row={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
