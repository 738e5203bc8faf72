/**
 * The portal's one Chakra system (tokens, recipes, conditions). Built here, in the shared
 * singleton, so every area renders with the same theme; dark mode follows the `dark` class
 * that applyTheme puts on <html>.
 */
import { defaultConfig } from '@chakra-ui/react/preset';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';

const portalConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

export const portalSystem = createSystem(defaultConfig, portalConfig);
