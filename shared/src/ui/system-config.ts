/**
 * The configuration of the portal's Chakra system: Chakra's default config (its base config and
 * theme, every recipe included) less the colour palettes the portal never names, with the
 * portal's own adjustments. Data only: system.ts builds the system from it.
 */
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defineConfig, type SystemConfig } from '@chakra-ui/react/styled-system';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  slotRecipes,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes the portal never names (system.test.ts holds the code to it): left out, so the
 * browser does not build and hold their 76 CSS variables on every page.
 */
export const LEFT_OUT_PALETTES = ['yellow', 'teal', 'cyan', 'pink'];
const withoutLeftOutPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !LEFT_OUT_PALETTES.includes(name))) as T;

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutLeftOutPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutLeftOutPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

const portalConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // A field's keyboard focus ring as wide as a button's (2px), not Chakra's 1px inside one.
    'input, textarea, select': { '--focus-ring-width': '2px' },
  },
  theme: {
    // Text and solid fills that Chakra draws below WCAG AA's 4.5:1 on the light background
    // (red.500 text 3.8:1, white on green.600 3.3:1, on orange.600 3.6:1): one shade darker.
    semanticTokens: {
      colors: {
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } } },
      },
    },
    tokens: {
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

/** The configs createSystem merges, in order. */
export const PORTAL_SYSTEM_CONFIGS: SystemConfig[] = [defaultBaseConfig, chakraTheme, portalConfig];
