/**
 * Bars of one or more values per label (hours per day, hours against capacity, missing CEs
 * by PM). Loaded lazily: see lazy-charts.tsx. Days stand as columns, with their labels below
 * laid out for the chart's measured width; names lie as rows, largest first, each name written
 * level beside its bar, which a column's turned or skipped label could not do on a 300 px card
 * (category-axis.ts). A value is written on a bar only where it fits inside it.
 */
import { useState } from 'react';
import { type BarLegendProps, ResponsiveBar } from '@nivo/bar';
import { categoryAxis, rowsAxis, tickLabel } from './category-axis';
import { CHART_COLORS, textColorOn, tickNumber, useChartMotion, useChartTheme, VALUE_AXIS } from './chart-theme';

export type BarRow = { label: string } & Record<string, string | number>;

type BarChartProps = {
  rows: readonly BarRow[];
  /** The value fields of each row drawn as bars, side by side. */
  keys: readonly string[];
  valueLegend?: string;
  /** Columns over an ordered axis (days), or rows, one per name, in the order given. */
  layout?: 'columns' | 'rows';
};

const RIGHT = 16;
/** Room above the plot: the series' legend when there are several, else the top tick's half line. */
const top = (keys: readonly unknown[]) => (keys.length > 1 ? 32 : 12);
/** A lying bar's value axis: a few compact ticks below, the title under them. */
const ROWS_BOTTOM = { margin: 52, legendOffset: 40, ticks: 4 };

/** The series' names above the plot, at its right. */
const seriesLegend = (keys: readonly unknown[]): BarLegendProps => ({
  dataFrom: 'keys',
  anchor: 'top-right',
  direction: 'row',
  itemWidth: 90,
  itemHeight: 18,
  translateY: -top(keys),
  symbolSize: 12,
});

export function BarChart({ rows, keys, valueLegend, layout = 'columns' }: BarChartProps) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const labels = rows.map((row) => row.label);
  const margin = { top: top(keys), right: RIGHT };
  const shared = {
    keys: [...keys],
    indexBy: 'label',
    groupMode: 'grouped',
    theme: useChartTheme(),
    colors: CHART_COLORS,
    animate: useChartMotion(),
    onResize: setSize,
    padding: 0.25,
    // Written as the ticks are (at most five characters), on bars long and thick enough for
    // that: a smaller bar's value is in its tooltip.
    label: (bar: { value: number | null }) => tickNumber(bar.value ?? 0),
    labelSkipWidth: 38,
    labelSkipHeight: 16,
    labelTextColor: (bar: { color: string }) => textColorOn(bar.color),
    legends: keys.length > 1 ? [seriesLegend(keys)] : [],
  } as const;

  if (layout === 'rows') {
    const axis = rowsAxis(labels, size.height - margin.top - ROWS_BOTTOM.margin);
    return (
      <ResponsiveBar
        {...shared}
        // nivo stacks rows from the bottom up: reversed, the first row stands on top.
        data={[...rows].reverse()}
        layout="horizontal"
        margin={{ ...margin, bottom: ROWS_BOTTOM.margin, left: axis.leftMargin }}
        enableGridX
        enableGridY={false}
        axisLeft={{ tickValues: axis.tickValues, format: tickLabel }}
        axisBottom={{
          tickValues: ROWS_BOTTOM.ticks,
          format: tickNumber,
          legend: valueLegend,
          legendPosition: 'middle',
          legendOffset: ROWS_BOTTOM.legendOffset,
        }}
      />
    );
  }
  const axis = categoryAxis(labels, size.width - VALUE_AXIS.margin - RIGHT);
  return (
    <ResponsiveBar
      {...shared}
      data={[...rows]}
      margin={{ ...margin, bottom: axis.bottomMargin, left: VALUE_AXIS.margin }}
      axisBottom={{ tickValues: axis.tickValues, tickRotation: axis.tickRotation, format: tickLabel }}
      axisLeft={{ legend: valueLegend, legendPosition: 'middle', legendOffset: VALUE_AXIS.legendOffset, format: tickNumber }}
    />
  );
}
