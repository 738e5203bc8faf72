/**
 * Notices that an area's remote was redeployed while this page was open. A deploy publishes the
 * remote as a new version folder and re-points /remotes.json (docs/deploy.md); the page keeps
 * running the version it registered, whose files stay published, and compares when the user
 * navigates in the area. A running federation container cannot be swapped for another build of
 * itself (they would share the remote's chunk registry and module ids), so the switch is a
 * fresh page load: offered at once, made by the next navigation into the area.
 */
import { registeredEntry } from './remote-registry';

const redeployed = new Set<string>();

/** Whether /remotes.json now points `remote` elsewhere than this page registered it (false when it cannot tell). */
export async function checkRedeployed(remote: string): Promise<boolean> {
  if (redeployed.has(remote)) return true;
  try {
    // no-cache: a revalidation, answered 304 until a deploy changes the file.
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return false;
    const entry = ((await response.json()) as Record<string, string | undefined>)[remote];
    if (entry && entry !== registeredEntry(remote)) redeployed.add(remote);
  } catch {
    // Offline or mid-deploy: the page keeps the version it runs, and asks again next time.
  }
  return redeployed.has(remote);
}

/** Known already (no request): a navigation into this area should load the page anew. */
export function isKnownRedeployed(remote: string): boolean {
  return redeployed.has(remote);
}
