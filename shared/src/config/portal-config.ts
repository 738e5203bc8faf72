/**
 * Deploy-time settings of the portal (API address, real-time endpoint), read by the shell
 * from /config.json at start-up and handed to every area through this module.
 */
import type { RealtimeConfig } from '../contract';

export type PortalConfig = {
  /**
   * Base URL of the API, without a trailing slash: "/api" when the shell's origin forwards it
   * (no CORS preflights; serve-static.mjs --api), or another origin's, e.g. https://api.example.com/api.
   */
  apiUrl: string;
  realtime: RealtimeConfig;
  /** The limited PM's client and business unit marker texts (the API's LIMITED_PM_*_MARKER). */
  limitedPm?: LimitedPmMarkers;
};

export type LimitedPmMarkers = { clientMarker: string; businessUnitMarker: string };

const DEFAULT_LIMITED_PM_MARKERS: LimitedPmMarkers = { clientMarker: 'Hogarth', businessUnitMarker: 'Hogarth' };

let current: PortalConfig | null = null;

export function setPortalConfig(config: PortalConfig): void {
  current = { ...config, apiUrl: config.apiUrl.replace(/\/+$/, '') };
}

export function getPortalConfig(): PortalConfig {
  if (!current) throw new Error('Portal configuration read before the shell loaded it');
  return current;
}

/** The marker texts a limited PM's clients and brands must carry (document 1, section 5). */
export function getLimitedPmMarkers(): LimitedPmMarkers {
  return current?.limitedPm ?? DEFAULT_LIMITED_PM_MARKERS;
}
