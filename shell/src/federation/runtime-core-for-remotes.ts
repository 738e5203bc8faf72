/**
 * Federation runtime plugin of the shell: the shell's federation runtime core is the one the
 * remotes run on. They are built without a copy of their own (`externalRuntime` in
 * scripts/webpack/federation-sharing.cjs), which was two thirds of every remote's entry, and read
 * it from the global set here, before any remote's entry loads. Federation's own plugin for this
 * (`provideExternalRuntime`) brings a second, CommonJS copy of the core into main.js.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

// Federation's runtime plugins are factories exported by default.
export default function runtimeCoreForRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'runtime-core-for-remotes',
    beforeInit(args) {
      Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
      return args;
    },
  };
}
