/**
 * Bars of one or more values per label (hours per day, hours against capacity, missing CEs
 * by PM). Loaded lazily: see lazy-charts.tsx. The labels below follow the chart's measured
 * width (category-axis.ts); a value is written on a bar only where it fits inside it.
 */
import { useState } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { categoryAxis, tickLabel } from './category-axis';
import { CHART_COLORS, textColorOn, tickNumber, useChartMotion, useChartTheme, VALUE_AXIS } from './chart-theme';

export type BarRow = { label: string } & Record<string, string | number>;

type BarChartProps = {
  rows: readonly BarRow[];
  /** The value fields of each row drawn as bars, side by side. */
  keys: readonly string[];
  valueLegend?: string;
};

const RIGHT = 16;
/** Room above the plot: the series' legend when there are several, else the top tick's half line. */
const top = (keys: readonly unknown[]) => (keys.length > 1 ? 32 : 12);

export function BarChart({ rows, keys, valueLegend }: BarChartProps) {
  const [width, setWidth] = useState(0);
  const axis = categoryAxis(
    rows.map((row) => row.label),
    width - VALUE_AXIS.margin - RIGHT,
  );
  return (
    <ResponsiveBar
      data={[...rows]}
      keys={[...keys]}
      indexBy="label"
      groupMode="grouped"
      theme={useChartTheme()}
      colors={CHART_COLORS}
      animate={useChartMotion()}
      onResize={(size) => setWidth(size.width)}
      margin={{ top: top(keys), right: RIGHT, bottom: axis.bottomMargin, left: VALUE_AXIS.margin }}
      padding={0.25}
      axisBottom={{ tickValues: axis.tickValues, tickRotation: axis.tickRotation, format: tickLabel }}
      axisLeft={{ legend: valueLegend, legendPosition: 'middle', legendOffset: VALUE_AXIS.legendOffset, format: tickNumber }}
      // Written as the ticks are (at most five characters), on bars wide and tall enough for
      // that: a smaller bar's value is in its tooltip.
      label={(bar) => tickNumber(bar.value ?? 0)}
      labelSkipWidth={38}
      labelSkipHeight={16}
      labelTextColor={(bar) => textColorOn(bar.color)}
      legends={
        keys.length > 1
          ? [
              {
                dataFrom: 'keys',
                anchor: 'top-right',
                direction: 'row',
                itemWidth: 90,
                itemHeight: 18,
                translateY: -top(keys),
                symbolSize: 12,
              },
            ]
          : []
      }
    />
  );
}
