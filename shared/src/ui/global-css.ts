/**
 * The Chakra system's global CSS as text, or null. The portal's build replaces this module with
 * the CSS computed from system-config.ts (scripts/webpack/precomputed-global-css.cjs), which
 * system.ts puts on the page instead of computing it at start-up; unbuilt (the unit tests), it
 * stays null and the system computes its global CSS itself.
 */
export const PRECOMPUTED_GLOBAL_CSS: string | null = null;
