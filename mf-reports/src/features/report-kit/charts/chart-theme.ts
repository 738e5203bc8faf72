/**
 * The one nivo theme of the reports, in the portal's light or dark colours (the session's
 * theme, which the header's profile menu switches), so axis labels, grid and tooltips stay
 * readable in both modes. Series colours are one fixed palette (document 3, section 9).
 */
import type { PartialTheme } from '@nivo/theming';
import { useMe } from '@portal/shared';

export const CHART_COLORS = ['#3182ce', '#dd6b20', '#38a169', '#d53f8c', '#805ad5', '#d69e2e', '#319795', '#e53e3e', '#718096', '#2b6cb0'];

const palette = {
  light: { text: '#1a202c', muted: '#4a5568', grid: '#e2e8f0', surface: '#ffffff' },
  dark: { text: '#f7fafc', muted: '#cbd5e0', grid: '#4a5568', surface: '#1a202c' },
};

export function chartTheme(mode: 'light' | 'dark'): PartialTheme {
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
    legends: { text: { fill: colors.text } },
    labels: { text: { fill: colors.text } },
    tooltip: { container: { background: colors.surface, color: colors.text, fontSize: 13, border: `1px solid ${colors.grid}` } },
  };
}

export function useChartTheme(): PartialTheme {
  return chartTheme(useMe().theme === 'theme-dark' ? 'dark' : 'light');
}
