/** Hours against capacity per day of the period, as bars or areas (each its own chunk), with the figures for screen readers. */
import type { DayLoad } from '@portal/shared';
import { formatDate } from '@portal/shared/format';
import { ChartCard } from '../../report-kit/chart-card';
import { LazyAreaChart, LazyBarChart } from '../../report-kit/lazy-charts';

type DayLoadChartProps = { title: string; days: readonly DayLoad[]; kind: 'bar' | 'area' };

const shortDay = (isoDate: string) => formatDate(isoDate).slice(0, 5);

export function DayLoadChart({ title, days, kind }: DayLoadChartProps) {
  const figures = { headers: ['Day', 'Hours', 'Capacity'], rows: days.map((day) => [formatDate(day.day), day.hours, day.capacity]) };
  return (
    <ChartCard title={title} figures={figures}>
      {kind === 'bar' ? (
        <LazyBarChart
          rows={days.map((day) => ({ label: shortDay(day.day), Hours: Number(day.hours), Capacity: day.capacity }))}
          keys={['Hours', 'Capacity']}
          valueLegend="Hours"
        />
      ) : (
        <LazyAreaChart
          series={[
            { id: 'Hours', points: days.map((day) => ({ x: shortDay(day.day), y: Number(day.hours) })) },
            { id: 'Capacity', points: days.map((day) => ({ x: shortDay(day.day), y: day.capacity })) },
          ]}
          valueLegend="Hours"
        />
      )}
    </ChartCard>
  );
}
