/** Webpack loads .css files as their source text (asset/source); jest maps them to a stub. */
declare module '*.css' {
  const source: string;
  export default source;
}
