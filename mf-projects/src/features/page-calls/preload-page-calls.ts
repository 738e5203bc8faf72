/**
 * A page's first calls, sent as soon as its code has loaded when the browser is opening that
 * page with a session: they leave beside the page's first render instead of after it, and its
 * hooks take their answers (SWR's preload). Nothing is sent for a sign-in page (no session yet:
 * the dashboard's code loads while the password is typed) or when the code loads ahead of a
 * visit to another page. Used by the dashboard; the projects list's calls depend on each other
 * (preload-projects-list.ts).
 */
import { preload } from 'swr';
import { type SwrKey, useSessionStore } from '@portal/shared';

/** Whether the browser is opening `path` with a session. */
export function isOpeningWithSession(path: string): boolean {
  return window.location.pathname === path && useSessionStore.getState().signedIn;
}

export function preloadPageCalls(path: string, calls: [key: SwrKey, fetch: () => Promise<unknown>][]): void {
  if (!isOpeningWithSession(path)) return;
  for (const [key, fetch] of calls) void preload(key, fetch);
}
