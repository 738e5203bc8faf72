/** The hours per activity of the report's filters as a pie (its own chunk), with its table for screen readers. */
import type { ActivityHours } from '@portal/shared';
import { LazyPieChart } from '../../report-kit/lazy-charts';
import { ChartCard } from '../../report-kit/chart-card';

const hoursText = (hours: number) => `${hours} h`;

export function ActivityHoursPie({ activities }: { activities: readonly ActivityHours[] }) {
  return (
    <ChartCard
      title="Hours by activity"
      figures={{ headers: ['Activity', 'Hours'], rows: activities.map((activity) => [activity.activity_name, activity.hours]) }}
    >
      <LazyPieChart
        slices={activities.map((activity) => ({
          id: activity.activity_name,
          label: activity.activity_name,
          value: Number(activity.hours),
        }))}
        valueFormat={hoursText}
      />
    </ChartCard>
  );
}
