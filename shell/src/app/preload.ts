/**
 * Starting downloads as soon as the destination is known, so the next screen is ready when the
 * user gets there: the signed-in frame and the dashboard while the user types a password, an
 * area's module when its sidebar link is pointed at or focused. A preload that fails is
 * ignored: the route itself loads again and shows the area's failure card if it must.
 */
import { matchPath } from 'react-router-dom';
import { loadAreaModule, loadedPart, preloadApiClient } from '@portal/shared';
import { type AccessSubject, routeAccess } from '@portal/shared/access';
import { openedAreas } from '../federation/opened-areas';
import { AREA_ROUTES } from './route-table';

/** The sign-in page: without a session, index.tsx starts it at once, beside the configuration. */
export const LoginPage = loadedPart(() =>
  import(/* webpackChunkName: "login-page" */ '../pages/login-page').then((module) => module.LoginPage),
);

/** The signed-in frame (header, sidebar, real-time, reminder). */
export const AppLayout = loadedPart(() =>
  import(/* webpackChunkName: "app-layout" */ '../layout/app-layout').then((module) => module.AppLayout),
);

/** An area's route: the route rules and the remote loading. */
export const AreaRoute = loadedPart(() =>
  import(/* webpackChunkName: "area-route" */ '../federation/area-route').then((module) => module.AreaRoute),
);

/** Loads the module of the area that serves `path` (e.g. /projects or /project/12). */
export function preloadArea(path: string): void {
  const route = areaRouteOf(path);
  if (route) loadAreaModule(route.remote, route.module).catch(() => undefined);
}

const areaRouteOf = (path: string) => AREA_ROUTES.find((candidate) => matchPath(candidate.path, path));

/** What signing in leads to: the call itself, the frame and the dashboard (login always lands on /). */
export function preloadSignedIn(): void {
  preloadApiClient();
  AppLayout.preload().catch(() => undefined);
  AreaRoute.preload().catch(() => undefined);
  preloadArea('/');
}

/**
 * At start-up with a session: the signed-in frame, the area route and, when this user opened
 * that area before (opened-areas.ts), the area of `path` load beside the session check instead
 * of after it. Any other area waits for the check and its route rules.
 */
export function preloadSignedInPage(path: string): void {
  AppLayout.preload().catch(() => undefined);
  AreaRoute.preload().catch(() => undefined);
  const route = areaRouteOf(path);
  if (route && openedAreas().includes(route.remote)) preloadArea(path);
}

/** Once the session check answered: the area of `path`, when the route rules let this user open it. */
export function preloadAreaAllowed(path: string, subject: AccessSubject): void {
  if (routeAccess(path, subject).kind === 'allow') preloadArea(path);
}
