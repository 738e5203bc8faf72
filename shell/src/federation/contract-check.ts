/**
 * Refuses a remote built for another major version of the federation contract than this shell
 * (AREA_CONTRACT_VERSION; a remote's build writes its own into its mf-manifest.json as
 * `metaData.portalContract`). Such a remote may expect props this shell does not pass, or lack
 * modules it asks for: its area shows a card saying so instead of breaking inside. A newer minor
 * only adds, and is accepted; a remote whose manifest declares nothing predates the declaration
 * and was built for 1.0. Checked where federation's runtime reads the manifest, before any of the
 * remote's code runs.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { AREA_CONTRACT_VERSION } from '@portal/shared';

const FIRST_VERSION = '1.0';

const majorOf = (version: string) => Number.parseInt(version, 10);

/** What a remote built for another major says it was built for, by remote name. */
const refused = new Map<string, string>();

/** Whether this shell runs a remote built for contract `version`. */
export function acceptsContract(version: string): boolean {
  return majorOf(version) === majorOf(AREA_CONTRACT_VERSION);
}

/** The contract `remote` was built for, when this shell refused it; undefined otherwise. */
export function refusedContract(remote: string): string | undefined {
  return refused.get(remote);
}

/** Whether a refused remote was built for a newer portal than this one (else an older one). */
export const builtForNewerPortal = (version: string) => majorOf(version) > majorOf(AREA_CONTRACT_VERSION);

export function contractCheck(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-contract-check',
    loadRemoteSnapshot(args) {
      if (!args.manifestJson) return args;
      const { metaData } = args.manifestJson;
      const declared =
        'portalContract' in metaData && typeof metaData.portalContract === 'string' ? metaData.portalContract : FIRST_VERSION;
      const remote = args.moduleInfo.name;
      if (acceptsContract(declared)) {
        // A redeploy or a rollback may bring a remote back within the contract.
        refused.delete(remote);
        return args;
      }
      refused.set(remote, declared);
      throw new Error(`${remote} was built for version ${declared} of the portal's contract; this portal has ${AREA_CONTRACT_VERSION}`);
    },
  };
}
