/** The income of each month of the period as an area (nivo's line chart, its own chunk), with its table for screen readers. */
import type { ReportsIncomeByMonthResponse } from '@portal/shared';
import { formatCost, formatMonth } from '@portal/shared/format';
import { LazyAreaChart } from '../../report-kit/lazy-charts';
import { ChartCard } from '../../report-kit/chart-card';

export function IncomeByMonthChart({ months }: { months: ReportsIncomeByMonthResponse['data'] }) {
  // The API's months are YYYY-MM keys; the chart and its table both write them "Jan 2026".
  const entries = Object.entries(months).map(([month, income]) => [formatMonth(month), income] as const);
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
