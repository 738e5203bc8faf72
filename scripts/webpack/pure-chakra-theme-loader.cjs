/**
 * Marks the `defineConfig(...)` call of Chakra's theme module as pure. That module builds
 * `defaultThemeConfig` (every recipe of every component) at load time; as a call, webpack must
 * keep it even when unused, and with it all ~90 recipes. Annotated, it drops out, and the
 * portal's system (shared/src/ui/system.ts) ships only the recipes it lists.
 */
module.exports = function pureChakraTheme(source) {
  return source.replace(/= defineConfig\(/g, '= /* @__PURE__ */ defineConfig(');
};
