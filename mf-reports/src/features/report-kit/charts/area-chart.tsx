/**
 * Areas of values over an ordered axis (income by month, hours against capacity per day).
 * Loaded lazily: see lazy-charts.tsx. The labels below follow the chart's measured width
 * (category-axis.ts); the values are read from the axis and the tooltips.
 */
import { useState } from 'react';
import { ResponsiveLine } from '@nivo/line';
import { categoryAxis, tickLabel } from './category-axis';
import { CHART_COLORS, tickNumber, useChartMotion, useChartTheme, VALUE_AXIS } from './chart-theme';

export type AreaSeries = { id: string; points: readonly { x: string; y: number }[] };

type AreaChartProps = {
  series: readonly AreaSeries[];
  valueLegend?: string;
  valueFormat?: (value: number) => string;
};

// A level label under the last point is centred on the plot's right edge: half of "Sep 2026" must fit.
const RIGHT = 32;
/** Room above the plot: the series' legend when there are several, else the top tick's half line. */
const top = (series: readonly unknown[]) => (series.length > 1 ? 32 : 12);

export function AreaChart({ series, valueLegend, valueFormat }: AreaChartProps) {
  const [width, setWidth] = useState(0);
  const axis = categoryAxis(
    (series[0]?.points ?? []).map((point) => point.x),
    width - VALUE_AXIS.margin - RIGHT,
  );
  return (
    <ResponsiveLine
      data={series.map((line) => ({ id: line.id, data: line.points.map((point) => ({ ...point })) }))}
      theme={useChartTheme()}
      colors={CHART_COLORS}
      animate={useChartMotion()}
      onResize={(size) => setWidth(size.width)}
      enableArea
      areaOpacity={0.25}
      useMesh
      margin={{ top: top(series), right: RIGHT, bottom: axis.bottomMargin, left: VALUE_AXIS.margin }}
      axisBottom={{ tickValues: axis.tickValues, tickRotation: axis.tickRotation, format: tickLabel }}
      axisLeft={{ legend: valueLegend, legendPosition: 'middle', legendOffset: VALUE_AXIS.legendOffset, format: tickNumber }}
      yFormat={valueFormat && ((value) => valueFormat(Number(value)))}
      legends={
        series.length > 1
          ? [{ anchor: 'top-right', direction: 'row', itemWidth: 90, itemHeight: 18, translateY: -top(series), symbolSize: 12 }]
          : []
      }
    />
  );
}
