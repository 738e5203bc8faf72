/**
 * Starting downloads as soon as the destination is known, so the next screen is ready when the
 * user gets there: the signed-in frame and the dashboard while the user types a password, an
 * area's module when its sidebar link is pointed at or focused. A preload that fails is
 * ignored: the route itself loads again and shows the area's failure card if it must.
 */
import { matchPath } from 'react-router-dom';
import { loadAreaModule, preloadApiClient, withAllRecipes } from '@portal/shared';
import { openedAreas } from '../federation/opened-areas';
import { AREA_ROUTES } from './route-table';

/** The sign-in page: without a session, index.tsx starts it at once, beside the configuration. */
export const loadSignInPage = () => import('../pages/login-page');

/** The signed-in frame's chunk (header, sidebar, real-time, reminder) and its recipes: app.tsx renders it lazily. */
export const loadSignedInFrame = () => withAllRecipes(import('../layout/app-layout'));

/** An area's route (the route rules and the remote loading): app.tsx renders it lazily. */
export const loadAreaRoute = () => import('../federation/area-route');

/** Loads the module of the area that serves `path` (e.g. /projects or /project/12). */
export function preloadArea(path: string): void {
  const route = areaRouteOf(path);
  if (route) loadAreaModule(route.remote, route.module).catch(() => undefined);
}

const areaRouteOf = (path: string) => AREA_ROUTES.find((candidate) => matchPath(candidate.path, path));

/** What signing in leads to: the call itself, the frame and the dashboard (login always lands on /). */
export function preloadSignedIn(): void {
  preloadApiClient();
  loadSignedInFrame().catch(() => undefined);
  loadAreaRoute().catch(() => undefined);
  preloadArea('/');
}

/**
 * At start-up with a session: the signed-in frame, the area route and, when this user opened
 * that area before (opened-areas.ts), the area of `path` load beside the session check instead
 * of after it. Any other area waits for the check and its route rules.
 */
export function preloadSignedInPage(path: string): void {
  loadSignedInFrame().catch(() => undefined);
  loadAreaRoute().catch(() => undefined);
  const route = areaRouteOf(path);
  if (route && openedAreas().includes(route.remote)) preloadArea(path);
}
