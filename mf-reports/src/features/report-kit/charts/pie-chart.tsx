/** A pie of labelled values (hours by activity, projects by PM...). Loaded lazily: see lazy-charts.tsx. */
import { ResponsivePie } from '@nivo/pie';
import { CHART_COLORS, useChartTheme } from './chart-theme';

export type PieSlice = { id: string; label: string; value: number };

export function PieChart({ slices, valueFormat }: { slices: readonly PieSlice[]; valueFormat?: (value: number) => string }) {
  return (
    <ResponsivePie
      data={[...slices]}
      theme={useChartTheme()}
      colors={CHART_COLORS}
      margin={{ top: 20, right: 80, bottom: 20, left: 80 }}
      innerRadius={0.5}
      padAngle={1}
      cornerRadius={3}
      arcLinkLabelsSkipAngle={12}
      arcLabelsSkipAngle={12}
      valueFormat={valueFormat}
    />
  );
}
