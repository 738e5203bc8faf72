/** A normal build: no area is bundled into the shell, every one loads through federation (bundled-areas.cjs). */
export const bundledAreaModules = null;
