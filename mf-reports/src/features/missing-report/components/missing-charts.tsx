/** The missing reports' three charts: projects per PM, per client PM and per project type, as pies (POs) or bars (CEs, resources). */
import { Flex } from '@chakra-ui/react/flex';
import type { MissingGroup, ReportsMissingResponse } from '@portal/shared';
import { ChartCard } from '../../report-kit/chart-card';
import { LazyBarChart, LazyPieChart } from '../../report-kit/lazy-charts';

const BY = [
  ['by_pm', 'By PM'],
  ['by_client_pm', 'By client PM'],
  ['by_type', 'By project type'],
] as const;

function GroupChart({ title, groups, chart }: { title: string; groups: readonly MissingGroup[]; chart: 'pie' | 'bar' }) {
  return (
    <ChartCard title={title} figures={{ headers: ['Name', 'Projects'], rows: groups.map((group) => [group.name, group.projects]) }}>
      {chart === 'pie' ? (
        <LazyPieChart slices={groups.map((group) => ({ id: group.name, label: group.name, value: group.projects }))} />
      ) : (
        <LazyBarChart
          rows={groups.map((group) => ({ label: group.name, Projects: group.projects }))}
          keys={['Projects']}
          valueLegend="Projects"
          layout="rows"
        />
      )}
    </ChartCard>
  );
}

export function MissingCharts({ answer, chart }: { answer: ReportsMissingResponse; chart: 'pie' | 'bar' }) {
  return (
    <Flex gap="4" wrap="wrap">
      {BY.map(([key, title]) => (
        <GroupChart key={key} title={title} groups={answer[key]} chart={chart} />
      ))}
    </Flex>
  );
}
