/**
 * The portal's one Chakra system (tokens, recipes, conditions). Built here, in the shared
 * singleton, so every area renders with the same theme; dark mode follows the `dark` class
 * that applyTheme puts on <html>.
 *
 * Built from Chakra's base config, its theme tokens and only the recipes the portal's
 * components use (Chakra's documented way to leave the other ~70 recipes out of the first
 * load), as system-config.ts lists them. The recipes come in two parts: the sign-in pages' few
 * are built in; the rest (area-recipes.ts, a chunk of its own) join with loadAllRecipes(),
 * which the shell awaits before it renders anything signed in, so a sign-in page downloads only
 * what it draws. Joining them adds recipe lookups to the same system: the tokens are not
 * computed twice.
 *
 * A component whose recipe is missing renders unstyled, so system.test.ts reads every
 * `@chakra-ui/react/<component>` import in the repository and fails until its recipes are
 * listed: in system-config.ts when the shell's start-up imports it, in area-recipes.ts otherwise.
 */
import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { create } from 'zustand';
import { PRECOMPUTED_GLOBAL_CSS } from './global-css';
import { SIGN_IN_SYSTEM_CONFIGS } from './system-config';

let builtSignInSystem: SystemContext | undefined;

/**
 * The system of the sign-in pages: tokens and the recipes of what the start-up renders. Built on
 * first use, in the first render's task: built at import, it made the start-up's long task about
 * twice as long (the theme's tokens are most of the work).
 */
export const signInSystem = (): SystemContext => (builtSignInSystem ??= buildSignInSystem());

/** Tells createSystem its global CSS is on the page already (scripts/webpack/precomputed-global-css.cjs). */
const GLOBAL_CSS_PRECOMPUTED = { globalCssPrecomputed: true } as SystemConfig;

/**
 * In the built portal the system's global CSS (preflight, global styles, keyframes, every token's
 * CSS variable) was computed by the build (global-css.ts): the browser parses it as one style
 * sheet, and createSystem and Emotion skip computing and inserting it rule by rule, about a
 * third of the system's start-up cost. Unbuilt (the unit tests), the system computes it.
 */
function buildSignInSystem(): SystemContext {
  if (PRECOMPUTED_GLOBAL_CSS === null) return createSystem(...SIGN_IN_SYSTEM_CONFIGS);
  const sheet = document.createElement('style');
  sheet.textContent = PRECOMPUTED_GLOBAL_CSS;
  // First in the document: its @layer statement orders the layers before any of Emotion's styles.
  document.head.prepend(sheet);
  return createSystem(...SIGN_IN_SYSTEM_CONFIGS, GLOBAL_CSS_PRECOMPUTED);
}

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
