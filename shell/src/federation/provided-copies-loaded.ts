/**
 * Federation runtime plugin of the shell: every module the shell provides is registered in the
 * share scope as already loaded. The shell's own code imports its copies directly (they never pass
 * through the scope, see hostProvides in scripts/webpack/federation-sharing.cjs), yet they are the
 * ones on the page, and the `loaded-first` share strategy only prefers what it knows is loaded.
 * Without this, a remote deployed with a newer React (or any other singleton) in its fallback
 * would win the version choice and bring a second copy to the page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Federation's runtime plugins are factories exported by default.
export default function providedCopiesLoaded(): ModuleFederationRuntimePlugin {
  return {
    name: 'provided-copies-loaded',
    beforeRegisterShare(registration) {
      // Only the shell's instance runs this plugin; the check keeps it so if that ever changes.
      if (registration.origin.name === 'shell') registration.shared.loaded = true;
      return registration;
    },
  };
}
