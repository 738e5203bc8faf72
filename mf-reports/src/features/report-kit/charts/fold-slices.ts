/**
 * A pie reads only while its slices are few: past eight, the smallest are folded into one
 * "Other" slice that carries their sum and their names (issue 32). The table beside the chart
 * keeps every row.
 */

export type PieSlice = { id: string; label: string; value: number };

/** The most slices a pie draws on their own; the rest become "Other". */
export const MAX_SLICES = 8;

export type FoldedSlice = PieSlice & {
  /** The names folded into the "Other" slice; empty for a slice of its own. */
  folded: readonly string[];
};

/** The id of the "Other" slice: no report row can carry it, so it never meets a real name. */
export const OTHER_SLICE_ID = '\u0000other';

/**
 * The slices largest first, the ones with nothing to draw left out, and past MAX_SLICES the
 * rest summed into "Other". A ninth slice stays itself: folding one slice only hides its name.
 */
export function foldSlices(slices: readonly PieSlice[]): FoldedSlice[] {
  const drawn = slices.filter((slice) => slice.value > 0).sort((a, b) => b.value - a.value);
  if (drawn.length <= MAX_SLICES + 1) return drawn.map((slice) => ({ ...slice, folded: [] }));
  const rest = drawn.slice(MAX_SLICES);
  return [
    ...drawn.slice(0, MAX_SLICES).map((slice) => ({ ...slice, folded: [] })),
    {
      id: OTHER_SLICE_ID,
      label: 'Other',
      // To the hundredth, as the figures come: summing 0.1s in floating point leaves 18.490000000000002.
      value: Math.round(rest.reduce((sum, slice) => sum + slice.value, 0) * 100) / 100,
      folded: rest.map((slice) => slice.label),
    },
  ];
}
