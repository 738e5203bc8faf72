/**
 * Bars of one or more values per label (hours per day, hours against capacity, missing CEs
 * by PM). Loaded lazily: see lazy-charts.tsx.
 */
import { ResponsiveBar } from '@nivo/bar';
import { CHART_COLORS, useChartTheme } from './chart-theme';

export type BarRow = { label: string } & Record<string, string | number>;

type BarChartProps = {
  rows: readonly BarRow[];
  /** The value fields of each row drawn as bars, side by side. */
  keys: readonly string[];
  valueLegend?: string;
};

export function BarChart({ rows, keys, valueLegend }: BarChartProps) {
  return (
    <ResponsiveBar
      data={[...rows]}
      keys={[...keys]}
      indexBy="label"
      groupMode="grouped"
      theme={useChartTheme()}
      colors={CHART_COLORS}
      margin={{ top: 20, right: 20, bottom: 70, left: 60 }}
      padding={0.25}
      axisBottom={{ tickRotation: -35 }}
      axisLeft={{ legend: valueLegend, legendPosition: 'middle', legendOffset: -48 }}
      labelSkipHeight={14}
      legends={
        keys.length > 1
          ? [{ dataFrom: 'keys', anchor: 'top-right', direction: 'row', itemWidth: 110, itemHeight: 18, translateY: -20 }]
          : []
      }
    />
  );
}
