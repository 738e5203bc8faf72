/** Areas of values over an ordered axis (income by month, hours against capacity per day). Loaded lazily: see lazy-charts.tsx. */
import { ResponsiveLine } from '@nivo/line';
import { CHART_COLORS, useChartTheme } from './chart-theme';

export type AreaSeries = { id: string; points: readonly { x: string; y: number }[] };

type AreaChartProps = {
  series: readonly AreaSeries[];
  valueLegend?: string;
  valueFormat?: (value: number) => string;
};

export function AreaChart({ series, valueLegend, valueFormat }: AreaChartProps) {
  return (
    <ResponsiveLine
      data={series.map((line) => ({ id: line.id, data: line.points.map((point) => ({ ...point })) }))}
      theme={useChartTheme()}
      colors={CHART_COLORS}
      enableArea
      areaOpacity={0.25}
      useMesh
      margin={{ top: 20, right: 20, bottom: 70, left: 70 }}
      axisBottom={{ tickRotation: -35 }}
      axisLeft={{ legend: valueLegend, legendPosition: 'middle', legendOffset: -60, format: valueFormat }}
      yFormat={valueFormat && ((value) => valueFormat(Number(value)))}
      legends={series.length > 1 ? [{ anchor: 'top-right', direction: 'row', itemWidth: 110, itemHeight: 18, translateY: -20 }] : []}
    />
  );
}
