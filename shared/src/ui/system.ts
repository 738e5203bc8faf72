/**
 * The portal's one Chakra system (tokens, recipes, conditions). Built here, in the shared
 * singleton, so every area renders with the same theme; dark mode follows the `dark` class
 * that applyTheme puts on <html>.
 *
 * Built on first use, in the first render's task: built at import, it made the start-up's long
 * task about twice as long (turning the theme's tokens into CSS variables is most of the work).
 */
import { createSystem, type SystemContext } from '@chakra-ui/react/styled-system';
import { PORTAL_SYSTEM_CONFIGS } from './system-config';

let builtSystem: SystemContext | undefined;

export const portalSystem = (): SystemContext => (builtSystem ??= createSystem(...PORTAL_SYSTEM_CONFIGS));
