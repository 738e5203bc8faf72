/**
 * The category axis of a bar or area chart (days, months, names) laid out for the room the
 * chart has (issue 32: no tick labels that collide). Below the plot: labels level while each
 * fits its place, turned 45° when they do not, and only every n-th one drawn when even turned
 * they would touch. Beside the plot (bars lying down, one per name): each name level, as wide
 * as the longest. Long names are cut; the tooltip keeps the full one.
 */
import { truncate } from '@portal/shared/format';

/** The widest a character of the axis' 12px text draws, rounded up (digits and capitals). */
const CHAR_WIDTH = 7;
const TEXT_HEIGHT = 14;
/** Tick line plus padding: where the tick's text starts below the axis. */
const TICK_SPACE = 10;
/** Space left between two level labels. */
const LEVEL_GAP = 8;
/** The closest two turned labels may stand along the axis and still not touch. */
const TURNED_STEP = 20;
const TURNED = -45;
const SIN_45 = Math.SQRT1_2;

/** A category name longer than this is cut with an ellipsis. */
export const MAX_TICK_CHARS = 14;

export type CategoryAxis = {
  /** The categories that get a label, in order. */
  tickValues: string[];
  tickRotation: number;
  /** Room below the plot for the labels. */
  bottomMargin: number;
};

export const tickLabel = (category: string) => truncate(category, MAX_TICK_CHARS);

/** How to label `categories` on a plot `plotWidth` pixels wide (0 before it is measured). */
export function categoryAxis(categories: readonly string[], plotWidth: number): CategoryAxis {
  const longest = Math.max(0, ...categories.map((category) => tickLabel(category).length)) * CHAR_WIDTH;
  const step = categories.length > 0 ? plotWidth / categories.length : plotWidth;
  if (plotWidth > 0 && longest + LEVEL_GAP <= step) {
    return { tickValues: [...categories], tickRotation: 0, bottomMargin: TICK_SPACE + TEXT_HEIGHT + LEVEL_GAP };
  }
  const every = step > 0 ? Math.ceil(TURNED_STEP / step) : 1;
  return {
    tickValues: categories.filter((_, index) => index % every === 0),
    tickRotation: TURNED,
    bottomMargin: TICK_SPACE + Math.ceil((longest + TEXT_HEIGHT) * SIN_45) + LEVEL_GAP,
  };
}

export type RowsAxis = {
  /** The categories that get a label, in order. */
  tickValues: string[];
  /** Room left of the plot for the labels. */
  leftMargin: number;
};

/** How to label `categories` beside a plot `plotHeight` pixels high: all of them while a row is a line of text high. */
export function rowsAxis(categories: readonly string[], plotHeight: number): RowsAxis {
  const longest = Math.max(0, ...categories.map((category) => tickLabel(category).length)) * CHAR_WIDTH;
  const step = categories.length > 0 ? plotHeight / categories.length : plotHeight;
  const every = step > 0 ? Math.ceil((TEXT_HEIGHT + 2) / step) : 1;
  return { tickValues: categories.filter((_, index) => index % every === 0), leftMargin: TICK_SPACE + longest + LEVEL_GAP };
}
