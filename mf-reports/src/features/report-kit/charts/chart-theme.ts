/**
 * The one nivo theme of the reports, in the portal's light or dark colours (the session's
 * theme, which the header's profile menu switches), so axis labels, grid, legends and tooltips
 * stay readable in both modes. Series colours are one fixed palette (document 3, section 9);
 * text drawn on a slice or a bar is black or white, whichever reads better on that colour.
 */
import { useMediaQuery } from '@chakra-ui/react/hooks';
import type { PartialTheme } from '@nivo/theming';
import { useMe } from '@portal/shared';

export const CHART_COLORS = ['#3182ce', '#dd6b20', '#38a169', '#d53f8c', '#805ad5', '#d69e2e', '#319795', '#e53e3e', '#718096', '#2b6cb0'];

// Text and muted text reach 7:1 or more on the card in both modes (white; Chakra's gray.950 in
// dark), the grid stays a hint behind the data.
const palette = {
  light: { text: '#1a202c', muted: '#4a5568', grid: '#e2e8f0', surface: '#ffffff' },
  dark: { text: '#f7fafc', muted: '#cbd5e0', grid: '#4a5568', surface: '#1a202c' },
};

export type ChartMode = keyof typeof palette;

export function chartTheme(mode: ChartMode): PartialTheme {
  const colors = palette[mode];
  return {
    background: 'transparent',
    text: { fill: colors.text, fontSize: 12 },
    axis: {
      domain: { line: { stroke: colors.grid } },
      ticks: { line: { stroke: colors.grid }, text: { fill: colors.muted, fontSize: 12 } },
      legend: { text: { fill: colors.text, fontSize: 13 } },
    },
    grid: { line: { stroke: colors.grid } },
    legends: { text: { fill: colors.text, fontSize: 12 } },
    labels: { text: { fill: colors.text, fontSize: 12 } },
    tooltip: {
      container: { background: colors.surface, color: colors.text, fontSize: 13, border: `1px solid ${colors.grid}`, maxWidth: '18rem' },
    },
  };
}

export function useChartTheme(): PartialTheme {
  return chartTheme(useMe().theme === 'theme-dark' ? 'dark' : 'light');
}

/** Whether the chart may move: not for a user who asked the system for reduced motion. */
export function useChartMotion(): boolean {
  const [reduced] = useMediaQuery(['(prefers-reduced-motion: reduce)'], { ssr: false });
  return !reduced;
}

// WCAG's relative luminance of a #rrggbb colour.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever contrasts more with `background`: at least 4.58:1 on any colour,
 * where the theme's one text colour fell under 3:1 on the palette's darker or lighter entries.
 */
export function textColorOn(background: string): string {
  const shade = luminance(background);
  return (shade + 0.05) / 0.05 >= 1.05 / (shade + 0.05) ? '#000000' : '#ffffff';
}

const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A value axis' tick (1.3k, 250k): never wider than five characters, so the axis title keeps
 * a fixed place clear of the ticks (VALUE_AXIS); the tooltips write the full value.
 */
export const tickNumber = (value: number | string) => compact.format(Number(value));

/** The value axis' room: five characters of ticks, the tick line, a gap, then the title. */
export const VALUE_AXIS = { margin: 72, legendOffset: -58 } as const;
