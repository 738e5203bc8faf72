/**
 * A page's first calls, sent as soon as its code has loaded when the browser is opening that
 * page with a session: they leave beside the page's first render instead of after it, and its
 * hooks take their answers (SWR's preload). Nothing is sent for a sign-in page (no session yet:
 * the dashboard's code loads while the password is typed) or when the code loads ahead of a
 * visit to another page. Used by the dashboard: for /projects, whose list waits for the statuses,
 * asking for them early moved nothing measurable (Lighthouse, five runs side by side).
 */
import { preload } from 'swr';
import { type SwrKey, useSessionStore } from '@portal/shared';

export function preloadPageCalls(path: string, calls: [key: SwrKey, fetch: () => Promise<unknown>][]): void {
  if (window.location.pathname !== path || !useSessionStore.getState().token) return;
  for (const [key, fetch] of calls) void preload(key, fetch);
}
