/** Resolved by webpack (scripts/webpack/bundled-areas.cjs): null, or every remote's exposed modules as dynamic imports. */
declare module '@portal/bundled-areas' {
  export const bundledAreaModules: Record<string, Record<string, () => Promise<unknown>>> | null;
}
