/**
 * A donut of labelled values (hours by activity, projects by PM...). Loaded lazily: see
 * lazy-charts.tsx. At most eight slices and "Other" (fold-slices.ts); the names stand in a
 * legend beside the donut rather than on leader lines, since on a phone's card (about 300 px)
 * leader lines and their names left the donut too small to read, or ran off the card. Long
 * names are cut in the legend; the tooltip writes the whole name and, for "Other", what it holds.
 */
import { type ComputedDatum, ResponsivePie, type PieTooltipProps } from '@nivo/pie';
import { truncate } from '@portal/shared/format';
import { CHART_COLORS, textColorOn, useChartMotion, useChartTheme } from './chart-theme';
import { foldSlices, type FoldedSlice, type PieSlice } from './fold-slices';

export type { PieSlice };

type PieChartProps = { slices: readonly PieSlice[]; valueFormat?: (value: number) => string };

/** A legend name longer than this is cut: the legend keeps 130 px beside the donut. */
const LEGEND_CHARS = 15;
const LEGEND_WIDTH = 130;
const LEGEND_ROW = 20;
const CHAR_WIDTH = 7;
/** The donut and its legend stay together on a wide card instead of drifting apart. */
const MOST_WIDTH = '34rem';

type DrawnSlice = FoldedSlice & { name: string };

const plainNumber = (value: number) => String(value);

/**
 * The number written on a slice (its unit is in the card's title), or nothing where it would
 * not fit: the slice's ring must be wider than the number, and its arc long enough that the
 * neighbours' numbers never meet it, whichever way round the donut the slice lies.
 */
function sliceValue({ value, arc }: ComputedDatum<DrawnSlice>): string {
  const text = plainNumber(value);
  const width = text.length * CHAR_WIDTH;
  const ring = arc.outerRadius - arc.innerRadius;
  const along = (arc.endAngle - arc.startAngle) * ((arc.innerRadius + arc.outerRadius) / 2);
  return ring >= width + 4 && along >= width * 1.15 + 4 ? text : '';
}

function SliceTooltip({
  datum,
  valueFormat,
  style,
}: PieTooltipProps<DrawnSlice> & { valueFormat: (value: number) => string; style: object }) {
  const { name, folded } = datum.data;
  return (
    <div style={{ ...style, padding: '6px 9px', borderRadius: 4 }}>
      <strong>{name}</strong>: {valueFormat(datum.value)}
      {folded.length > 0 && <div>{folded.join(', ')}</div>}
    </div>
  );
}

export function PieChart({ slices, valueFormat = plainNumber }: PieChartProps) {
  const theme = useChartTheme();
  const drawn: DrawnSlice[] = foldSlices(slices).map((slice) => ({
    ...slice,
    name: slice.label,
    label: truncate(slice.label, LEGEND_CHARS),
  }));
  return (
    <div style={{ height: '100%', maxWidth: MOST_WIDTH }}>
      <ResponsivePie<DrawnSlice>
        data={drawn}
        theme={theme}
        colors={CHART_COLORS}
        animate={useChartMotion()}
        margin={{ top: 16, right: LEGEND_WIDTH + 12, bottom: 16, left: 12 }}
        innerRadius={0.5}
        padAngle={1}
        cornerRadius={3}
        enableArcLinkLabels={false}
        arcLabel={sliceValue}
        arcLabelsTextColor={(datum) => textColorOn(datum.color)}
        valueFormat={valueFormat}
        tooltip={(props) => <SliceTooltip {...props} valueFormat={valueFormat} style={theme.tooltip?.container ?? {}} />}
        legends={[
          {
            anchor: 'right',
            direction: 'column',
            translateX: LEGEND_WIDTH + 12,
            itemWidth: LEGEND_WIDTH,
            itemHeight: LEGEND_ROW,
            itemsSpacing: 2,
            symbolSize: 12,
            symbolShape: 'circle',
          },
        ]}
      />
    </div>
  );
}
