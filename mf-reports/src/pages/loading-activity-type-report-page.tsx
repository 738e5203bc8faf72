/**
 * /reports/loading-activity-type (document 3, section 2): one activity type's hours (last 7
 * days by default) against the capacity of the developers who have it, as areas per day, and
 * tables of its hours per user and per project.
 */
import { useMemo } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { ErrorState, LoadingState, PAGE_HEADINGS } from '@portal/shared';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { useActivityTypeChoices } from '../features/occupancy-report/api/get-report-choices';
import { useReportsOccupancyActivityType } from '../features/occupancy-report/api/get-reports-occupancy-activity-type';
import { DayLoadChart } from '../features/occupancy-report/components/day-load-chart';
import { HoursTable } from '../features/occupancy-report/components/hours-table';
import { lastDays } from '../features/report-kit/report-period';
import { ReportFilterBar } from '../features/report-kit/report-filter-bar';
import { ReportHeader } from '../features/report-kit/report-header';
import { useReportFilters } from '../features/report-kit/use-report-filters';

export function LoadingActivityTypeReportPage() {
  const defaults = useMemo(() => ({ ...lastDays(7), activityTypeId: '' }), []);
  const report = useReportFilters(defaults);
  const loading = useReportsOccupancyActivityType(report.filters);
  const activities = useActivityTypeChoices().data?.data.paginatedActivityTypes ?? [];
  const answer = loading.data;

  return (
    <Stack gap="5">
      <ReportHeader
        title={
          answer
            ? `${PAGE_HEADINGS['/reports/loading-activity-type']} (${answer.total_hours} of ${answer.capacity} h)`
            : PAGE_HEADINGS['/reports/loading-activity-type']
        }
      />
      <ReportFilterBar report={report} period>
        <AutocompleteField
          name="activityTypeId"
          label="Activity"
          options={activities.map((activity) => ({ value: String(activity.id), label: activity.name, disabled: activity.disabled }))}
        />
      </ReportFilterBar>
      {loading.error && !answer && <ErrorState message="The report could not be loaded." onRetry={() => void loading.mutate()} />}
      {!answer && !loading.error && <LoadingState />}
      {answer && (
        <>
          <DayLoadChart title="Hours against capacity" days={answer.by_day} kind="area" />
          <Flex gap="4" wrap="wrap" align="start">
            <HoursTable label="Hours per user" rows={answer.by_user} />
            <HoursTable label="Hours per project" rows={answer.by_project} projects />
          </Flex>
        </>
      )}
    </Stack>
  );
}
