/**
 * How the shell's build groups the modules pages ask for together into chunks (splitChunks'
 * cache groups): fewer requests in a row before a page renders, on HTTP/1.1's six connections
 * per origin, while a page still downloads only what it renders.
 */

/** Packages every page of the portal runs. */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@emotion',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  '@pandacss',
  'zustand',
];
/** Chakra's styling engine and theme, its recipes included (the theme module holds them all). */
const CHAKRA_ENGINE = [
  'styled-system/',
  'theme/',
  'utils/',
  'preset-base.js',
  'preset.js',
  'anatomy.js',
  'create-context.js',
  'merge-props.js',
  'merge-refs.js',
  'components/icons.js',
];
/** The layout and form components on every page, sign-in included: each alone is a file of a few hundred bytes. */
const CHAKRA_EVERYWHERE = [
  'box',
  'flex',
  'stack',
  'center',
  'text',
  'heading',
  'link',
  'badge',
  'spinner',
  'loader',
  'button',
  'group',
  'icon',
  'absolute-center',
  'field',
  'input',
  'card',
];

function isFrameworkModule(resource) {
  const file = resource.replaceAll('\\', '/');
  const packageAt = file.lastIndexOf('/node_modules/');
  if (packageAt < 0) return false;
  const inPackages = file.slice(packageAt + '/node_modules/'.length);
  const chakra = '@chakra-ui/react/dist/esm/';
  if (!inPackages.startsWith(chakra)) return FRAMEWORK_PACKAGES.some((name) => inPackages.startsWith(`${name}/`));
  const inChakra = inPackages.slice(chakra.length);
  return (
    CHAKRA_ENGINE.some((start) => inChakra.startsWith(start)) ||
    CHAKRA_EVERYWHERE.some((name) => inChakra.startsWith(`components/${name}/`))
  );
}

/**
 * What every page runs, in one chunk of the shell. Shared modules are otherwise one chunk each
 * (and duplicate what they have in common), and a first visit would pay a round trip for each
 * of some thirty files before the sign-in page could render.
 */
const frameworkChunk = {
  test: (module) => Boolean(module.resource) && isFrameworkModule(module.resource),
  name: 'framework',
  chunks: 'all',
  enforce: true,
};

/** Chakra components of a few hundred bytes each that the signed-in pages use (not the sign-in page). */
const CHAKRA_SMALL_PARTS = [
  'alert',
  'grid',
  'native-select',
  'simple-grid',
  'spacer',
  'stat',
  'table',
  'tag',
  'textarea',
  'visually-hidden',
  'wrap',
];

/** Small modules of the shell that the areas' pages ask for, besides the Chakra components above. */
const PAGE_KIT_FILES = [
  '/node_modules/swr/dist/index/index.mjs',
  '/shared/src/format/',
  '/shared/src/access/index.ts',
  '/scripts/webpack/react-router-facade.mjs',
];

/**
 * What every area's signed-in page asks the shell for, in one chunk that the start of a signed-in
 * page preloads beside main.js (preload-start-chunks.cjs). Apart, each is a request of its own,
 * made only once the area's entry has run: with the form chunks below, a list page asks for three
 * of the shell's chunks instead of eleven at once on HTTP/1.1's six connections per origin (two
 * round trips in a row). Only from async chunks: main.js and the sign-in page keep their own copies.
 */
const pageKitChunk = {
  test: (module) => {
    const file = module.resource?.replaceAll('\\', '/') ?? '';
    return (
      CHAKRA_SMALL_PARTS.some((name) => file.includes(`/@chakra-ui/react/dist/esm/components/${name}/`)) ||
      PAGE_KIT_FILES.some((part) => file.includes(part))
    );
  },
  name: 'page-kit',
  chunks: 'async',
  enforce: true,
};

/**
 * Final Form and its React bindings, which every form needs together (the sign-in page's too), as
 * one chunk, with the one Babel helper both import (alone, a request of 300 bytes).
 */
const finalFormChunk = {
  test: /[\\/]node_modules[\\/]((react-)?final-form[\\/]|@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/]objectWithoutPropertiesLoose\.js)/,
  name: 'final-form',
  chunks: 'async',
  enforce: true,
};

/**
 * The shell's chunks for the shared modules `shareKeys` as one chunk named `name`. Only the chunks
 * their provide modules load are selected, so what those share with other chunks stays there too.
 */
function providedTogether(name, shareKeys) {
  const isProvideOf = (module) =>
    shareKeys.some((key) => module?.identifier().startsWith('provide module') && module.identifier().includes(` ${key}@`));
  return {
    chunks: (chunk) => [...chunk.groupsIterable].some((group) => group.origins.some((origin) => isProvideOf(origin.module))),
    name,
    enforce: true,
    priority: -10,
  };
}

/**
 * The fields, the combobox fields and Chakra's checkbox, which list pages ask for together: apart,
 * one request each once the area's entry has run, and each with its own copy of Ark's field parts.
 */
const formFieldsChunk = providedTogether('form-fields', [
  '@portal/shared/fields',
  '@portal/shared/combobox-fields',
  '@chakra-ui/react/checkbox',
]);

/** The shell's cache groups (remotes keep webpack's defaults). */
const shellCacheGroups = { framework: frameworkChunk, pageKit: pageKitChunk, finalForm: finalFormChunk, formFields: formFieldsChunk };

module.exports = { shellCacheGroups };
