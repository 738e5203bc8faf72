/**
 * /reports/income (document 3, section 2): the income of a period (1 January to today by
 * default), its total in the title, an area chart by month, the invoiced orders with links to
 * the project and the invoice, and income.csv. Filters live in the URL.
 */
import { useDeferredValue, useMemo } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { PAGE_HEADINGS } from '@portal/shared';
import { formatCost } from '@portal/shared/format';
import { useReportsIncome } from '../features/income-report/api/get-reports-income';
import { useReportsIncomeByMonth } from '../features/income-report/api/get-reports-income-by-month';
import { IncomeByMonthChart } from '../features/income-report/components/income-by-month-chart';
import { IncomeFilterFields } from '../features/income-report/components/income-filters-fields';
import { IncomeTable } from '../features/income-report/components/income-table';
import { INCOME_CSV_COLUMNS, INCOME_CSV_FILE } from '../features/income-report/income-csv';
import { incomeDefaults } from '../features/income-report/income-filters';
import { useReportFilters } from '../features/report-kit/use-report-filters';
import { ReportFilterBar } from '../features/report-kit/report-filter-bar';
import { ReportHeader } from '../features/report-kit/report-header';

export function IncomeReportPage() {
  const defaults = useMemo(() => incomeDefaults(), []);
  const report = useReportFilters(defaults);
  const income = useReportsIncome(report.filters);
  const byMonth = useReportsIncomeByMonth(report.filters);
  const rows = income.data?.data ?? [];
  const total = income.data && ` (${formatCost(income.data.total_income)} EUR)`;
  // The chart and the table show together, once both calls have answered: a chart arriving after
  // the table was drawn above it and pushed it down. Both wait for one deferred pass (the table's
  // rows are deferred too, in DataTable): a table frame drawn in the urgent pass before the chart
  // was pushed down on a busy phone, where the folded filters put it in the first screen.
  const answered = Boolean((income.data || income.error) && (byMonth.data || byMonth.error));
  const drawn = useDeferredValue(answered);
  const chartShown = drawn && byMonth.data !== undefined && rows.length > 0;

  return (
    <Stack gap="5">
      <ReportHeader
        title={
          <>
            {PAGE_HEADINGS['/reports/income']}
            {total}
          </>
        }
        csv={{ fileName: INCOME_CSV_FILE, rows, columns: INCOME_CSV_COLUMNS }}
      />
      <ReportFilterBar report={report} period textFilters={['projectTitle']}>
        <IncomeFilterFields />
      </ReportFilterBar>
      {chartShown && byMonth.data && <IncomeByMonthChart months={byMonth.data.data} />}
      <IncomeTable
        rows={rows}
        isLoading={!drawn}
        isRefreshing={income.isValidating}
        error={income.error}
        onRetry={() => void income.mutate()}
      />
    </Stack>
  );
}
