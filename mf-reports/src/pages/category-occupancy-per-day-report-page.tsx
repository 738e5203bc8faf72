/**
 * /reports/cat-occupacy-per-day (document 3, section 2): a category's developers' capacity against
 * the hours they logged per day of the period (last 7 days by default) with the totals, and those
 * developers at 8 hours a day each.
 */
import { useMemo } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { type DayLoad, ErrorState, LoadingState, PAGE_HEADINGS } from '@portal/shared';
import { formatDate } from '@portal/shared/format';
import { type Column, DataTable } from '@portal/shared/lists';
import { useReportsOccupancyPerDay } from '../features/occupancy-report/api/get-reports-occupancy-per-day';
import { CategoryField } from '../features/occupancy-report/components/category-field';
import { DayLoadChart } from '../features/occupancy-report/components/day-load-chart';
import { lastDays } from '../features/report-kit/report-period';
import { ReportFilterBar } from '../features/report-kit/report-filter-bar';
import { NO_RESULTS_MESSAGE, ReportHeader } from '../features/report-kit/report-header';
import { useReportFilters } from '../features/report-kit/use-report-filters';

const DAY_COLUMNS: Column<DayLoad>[] = [
  { key: 'day', header: 'Day', cell: (day) => (day.day === 'TOTAL' ? 'TOTAL' : formatDate(day.day)) },
  { key: 'capacity', header: 'Capacity', align: 'end' },
  { key: 'hours', header: 'Consumed', align: 'end' },
];

export function CategoryOccupancyPerDayReportPage() {
  const defaults = useMemo(() => ({ ...lastDays(7), projectCategoryId: '' }), []);
  const report = useReportFilters(defaults);
  const perDay = useReportsOccupancyPerDay(report.filters);
  const answer = perDay.data;
  const days = answer ? [...answer.days, { day: 'TOTAL', hours: answer.total_hours, capacity: answer.capacity }] : [];

  return (
    <Stack gap="5">
      <ReportHeader
        title={
          answer
            ? `${PAGE_HEADINGS['/reports/cat-occupacy-per-day']} (${answer.total_hours} of ${answer.capacity} h)`
            : PAGE_HEADINGS['/reports/cat-occupacy-per-day']
        }
      />
      <ReportFilterBar report={report} period>
        <CategoryField />
      </ReportFilterBar>
      {perDay.error && !answer && <ErrorState message="The report could not be loaded." onRetry={() => void perDay.mutate()} />}
      {!answer && !perDay.error && <LoadingState />}
      {answer && (
        <>
          <DayLoadChart title="Capacity against consumed hours" days={answer.days} kind="bar" />
          <Flex gap="4" wrap="wrap" align="start">
            <DataTable label="Per day" columns={DAY_COLUMNS} rows={days} rowKey={(day) => day.day} />
            <DataTable
              label="Developers"
              columns={[
                { key: 'name', header: 'Developer' },
                { key: 'hours_per_day', header: 'Hours per day', align: 'end' },
              ]}
              rows={answer.developers}
              rowKey={(developer) => developer.id}
              emptyMessage={NO_RESULTS_MESSAGE}
            />
          </Flex>
        </>
      )}
    </Stack>
  );
}
