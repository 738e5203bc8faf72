/** The income of each month of the period as an area (nivo's line chart, its own chunk), with its table for screen readers. */
import type { ReportsIncomeByMonthResponse } from '@portal/shared';
import { formatCost } from '@portal/shared/format';
import { LazyAreaChart } from '../../report-kit/lazy-charts';
import { ChartCard } from '../../report-kit/chart-card';

export function IncomeByMonthChart({ months }: { months: ReportsIncomeByMonthResponse['data'] }) {
  const entries = Object.entries(months);
  return (
    <ChartCard
      title="Income by month"
      figures={{ headers: ['Month', 'Income (EUR)'], rows: entries.map(([month, income]) => [month, formatCost(income)]) }}
    >
      <LazyAreaChart
        series={[{ id: 'Income', points: entries.map(([month, income]) => ({ x: month, y: Number(income) })) }]}
        valueLegend="EUR"
        valueFormat={formatCost}
      />
    </ChartCard>
  );
}
