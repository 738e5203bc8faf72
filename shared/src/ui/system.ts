/**
 * The portal's one Chakra system (tokens, recipes, conditions). Built here, in the shared
 * singleton, so every area renders with the same theme; dark mode follows the `dark` class
 * that applyTheme puts on <html>.
 *
 * Built from Chakra's base config, its theme tokens and only the recipes the portal's
 * components use (Chakra's documented way to leave the other ~70 recipes out of the first
 * load). The recipes come in two parts: the sign-in pages' few are built in; the rest
 * (area-recipes.ts, a chunk of its own) join with loadAllRecipes(), which the shell awaits
 * before it renders anything signed in, so a sign-in page downloads only what it draws.
 * Joining them adds recipe lookups to the same system: the tokens are not computed twice.
 *
 * A component whose recipe is missing renders unstyled, so system.test.ts reads every
 * `@chakra-ui/react/<component>` import in the repository and fails until its recipes are
 * listed: here when the shell's start-up imports it, in area-recipes.ts otherwise.
 */
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { create } from 'zustand';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
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
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

const portalConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
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

let builtSignInSystem: SystemContext | undefined;

/**
 * The system of the sign-in pages: tokens and the recipes of what the start-up renders. Built on
 * first use, in the first render's task: built at import, it made the start-up's long task about
 * twice as long (turning the theme's tokens into CSS variables is most of the work).
 */
export const signInSystem = (): SystemContext => (builtSignInSystem ??= createSystem(defaultBaseConfig, chakraTheme, portalConfig));

type Recipes = Record<string, Parameters<SystemContext['cva']>[0]>;
type SlotRecipes = Record<string, Parameters<SystemContext['sva']>[0]>;

function memoized<Fn>(cache: Map<string, Fn>, key: string, create: () => Fn): Fn {
  let fn = cache.get(key);
  if (!fn) {
    fn = create();
    cache.set(key, fn);
  }
  return fn;
}

/** `system` answering for more recipes too; recipes are looked up (and compiled) on first use. */
function withRecipes(system: SystemContext, recipes: Recipes, slotRecipes: SlotRecipes): SystemContext {
  const isRecipe = (key: string) => Object.hasOwn(recipes, key) || system.isRecipe(key);
  const isSlotRecipe = (key: string) => Object.hasOwn(slotRecipes, key) || system.isSlotRecipe(key);
  const recipeFns = new Map<string, unknown>();
  const slotRecipeFns = new Map<string, unknown>();
  return {
    ...system,
    isRecipe,
    isSlotRecipe,
    hasRecipe: (key) => isRecipe(key) || isSlotRecipe(key),
    getRecipe: (key, fallback): unknown => (Object.hasOwn(recipes, key) ? recipes[key] : system.getRecipe(key, fallback)),
    getSlotRecipe: (key, fallback): unknown => (Object.hasOwn(slotRecipes, key) ? slotRecipes[key] : system.getSlotRecipe(key, fallback)),
    getRecipeFn: (key, fallback): unknown =>
      Object.hasOwn(recipes, key) ? memoized(recipeFns, key, () => system.cva(recipes[key])) : system.getRecipeFn(key, fallback),
    getSlotRecipeFn: (key, fallback): unknown =>
      Object.hasOwn(slotRecipes, key)
        ? memoized(slotRecipeFns, key, () => system.sva(slotRecipes[key]))
        : system.getSlotRecipeFn(key, fallback),
  };
}

/** The system AppProvider renders with once loadAllRecipes() resolved; the sign-in one until then (null). */
export const usePortalSystem = create<SystemContext | null>()(() => null);

let allRecipesLoading: Promise<void> | undefined;

/** Adds the recipes of everything signed in (area-recipes.ts) to the portal's system, once. */
export function loadAllRecipes(): Promise<void> {
  allRecipesLoading ??= import(/* webpackChunkName: "area-recipes" */ './area-recipes')
    .then(({ areaRecipes, areaSlotRecipes }) => usePortalSystem.setState(withRecipes(signInSystem(), areaRecipes, areaSlotRecipes), true))
    .catch((error: unknown) => {
      // A failed download may succeed on the next try (the frame's Retry, the next toast).
      allRecipesLoading = undefined;
      throw error;
    });
  return allRecipesLoading;
}

/** Resolves what `module` resolves once the signed-in pages' recipes are in the system too. */
export const withAllRecipes = <Module>(module: Promise<Module>): Promise<Module> =>
  Promise.all([module, loadAllRecipes()]).then(([loaded]) => loaded);
