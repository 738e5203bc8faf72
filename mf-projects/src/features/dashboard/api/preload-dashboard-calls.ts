/**
 * The dashboard's two calls, sent as soon as its code has loaded when the browser is opening "/"
 * with a session: they leave beside the page's first render instead of after it, and the page's
 * hooks take their answers (SWR's preload). Nothing is sent for a sign-in page (no session yet,
 * the code loads while the password is typed) or when the code loads ahead of a visit elsewhere.
 */
import { preload } from 'swr';
import { useSessionStore } from '@portal/shared';
import { actionsKey, getActions } from './get-actions';
import { getProjectsStats, projectsStatsKey } from './get-projects-stats';

export function preloadDashboardCalls(): void {
  if (window.location.pathname !== '/' || !useSessionStore.getState().token) return;
  void preload(actionsKey(), getActions);
  void preload(projectsStatsKey(), getProjectsStats);
}
