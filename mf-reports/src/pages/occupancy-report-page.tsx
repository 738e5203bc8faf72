/**
 * /reports/occupancy (document 3, section 2): the developers' hours of the last 7 days by
 * default, filtered by developer, client and brand: a pie per activity type, bars of hours
 * against capacity per day, and a card per developer with their projects.
 */
import { useMemo } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { EmptyState, ErrorState, LoadingState, PAGE_HEADINGS, useSessionStore } from '@portal/shared';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { SelectField } from '@portal/shared/fields';
import { ActivityHoursPie } from '../features/entries-report/components/activity-hours-pie';
import { useReportsOccupancy } from '../features/occupancy-report/api/get-reports-occupancy';
import { DayLoadChart } from '../features/occupancy-report/components/day-load-chart';
import { DeveloperCards } from '../features/occupancy-report/components/developer-cards';
import { lastDays } from '../features/report-kit/report-period';
import { ReportFilterBar } from '../features/report-kit/report-filter-bar';
import { NO_RESULTS_MESSAGE, ReportHeader } from '../features/report-kit/report-header';
import { useReportFilters } from '../features/report-kit/use-report-filters';

const option = (lookup: { id: number; name: string }) => ({ value: String(lookup.id), label: lookup.name });

export function OccupancyReportPage() {
  const defaults = useMemo(() => ({ ...lastDays(7), userId: '', clientId: '', brandId: '' }), []);
  const report = useReportFilters(defaults);
  const occupancy = useReportsOccupancy(report.filters);
  const users = useSessionStore((state) => state.users);
  const clients = useSessionStore((state) => state.clients);
  const brands = useSessionStore((state) => state.brands);
  const answer = occupancy.data;

  return (
    <Stack gap="5">
      <ReportHeader
        title={
          answer
            ? `${PAGE_HEADINGS['/reports/occupancy']} (${answer.total_hours} of ${answer.capacity} h)`
            : PAGE_HEADINGS['/reports/occupancy']
        }
      />
      <ReportFilterBar report={report} period>
        <AutocompleteField
          name="userId"
          label="Developer"
          options={users.filter((user) => user.role === 4 && !user.disabled).map(option)}
        />
        <SelectField
          name="clientId"
          label="Client"
          placeholder="All clients"
          options={clients.filter((client) => !client.disabled).map(option)}
        />
        <SelectField name="brandId" label="Brand" placeholder="All brands" options={brands.map(option)} />
      </ReportFilterBar>
      {occupancy.error && !answer && <ErrorState message="The report could not be loaded." onRetry={() => void occupancy.mutate()} />}
      {!answer && !occupancy.error && <LoadingState />}
      {answer && answer.devs.length === 0 && <EmptyState>{NO_RESULTS_MESSAGE}</EmptyState>}
      {answer && answer.devs.length > 0 && (
        <>
          <Flex gap="4" wrap="wrap">
            <ActivityHoursPie activities={answer.by_activity} />
            <DayLoadChart title="Hours per day" days={answer.by_day} kind="bar" />
          </Flex>
          <DeveloperCards developers={answer.devs} />
        </>
      )}
    </Stack>
  );
}
