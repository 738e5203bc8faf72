/**
 * Starting downloads as soon as the destination is known, so the next screen is ready when the
 * user gets there: the signed-in frame and the dashboard while the user types a password, an
 * area's module when its sidebar link is pointed at or focused. A preload that fails is
 * ignored: the route itself loads again and shows the area's failure card if it must.
 */
import { matchPath } from 'react-router-dom';
import { loadAreaModule, preloadApiClient, withAllRecipes } from '@portal/shared';
import { AREA_ROUTES } from './route-table';

/** The sign-in page: without a session, index.tsx starts it at once, beside the configuration. */
export const loadSignInPage = () => import('../pages/login-page');

/** The signed-in frame's chunk (header, sidebar, real-time, reminder) and its recipes: app.tsx renders it lazily. */
export const loadSignedInFrame = () => withAllRecipes(import('../layout/app-layout'));

/** An area's route (the route rules and the remote loading): app.tsx renders it lazily. */
export const loadAreaRoute = () => import('../federation/area-route');

/** Loads the module of the area that serves `path` (e.g. /projects or /project/12). */
export function preloadArea(path: string): void {
  const route = AREA_ROUTES.find((candidate) => matchPath(candidate.path, path));
  if (route) loadAreaModule(route.remote, route.module).catch(() => undefined);
}

/** What signing in leads to: the call itself, the frame and the dashboard (login always lands on /). */
export function preloadSignedIn(): void {
  preloadApiClient();
  preloadSignedInFrame();
  preloadArea('/');
}

/**
 * The signed-in frame and the area route, at start-up with a session: they load beside the
 * session check instead of after it. The area's own code waits for the check: the route rules
 * decide whether this user may open it at all, and an area they may not open is never fetched.
 */
export function preloadSignedInFrame(): void {
  loadSignedInFrame().catch(() => undefined);
  loadAreaRoute().catch(() => undefined);
}
