/** The portal: providers, the public pages, and every area route behind the session and its guard. */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProvider, LoadingState, PortalToaster, withAllRecipes } from '@portal/shared';
import { RegionErrorBoundary } from '../features/errors/components/error-boundary';
import { RequireSession } from '../features/session/components/require-session';
import { SessionExpiryListener } from '../features/session/components/session-expiry-listener';
import { loadAreaRoute, loadSignedInFrame, loadSignInPage } from './preload';
import { AREA_ROUTES } from './route-table';

// The signed-in frame (header, sidebar, real-time, reminder) and the area routes are chunks of
// their own: the sign-in pages download them only once the user starts typing a password (preload.ts).
const AreaRoute = lazy(() => loadAreaRoute().then((module) => ({ default: module.AreaRoute })));
const AppLayout = lazy(() => loadSignedInFrame().then((module) => ({ default: module.AppLayout })));
// The sign-in page is the one first visits land on: index.tsx starts loading it beside the
// configuration, and it draws with the sign-in system. The other pages without a session load when opened.
const LoginPage = lazy(() => loadSignInPage().then((module) => ({ default: module.LoginPage })));
const ForgotPage = lazy(() => withAllRecipes(import('../pages/forgot-page')).then((module) => ({ default: module.ForgotPage })));
const ChangePasswordPage = lazy(() =>
  withAllRecipes(import('../pages/change-password-page')).then((module) => ({ default: module.ChangePasswordPage })),
);
const LogoutPage = lazy(() => withAllRecipes(import('../pages/logout-page')).then((module) => ({ default: module.LogoutPage })));
const NotFoundPage = lazy(() => withAllRecipes(import('../pages/not-found-page')).then((module) => ({ default: module.NotFoundPage })));

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <SessionExpiryListener />
        {/* The last line of defence: the signed-in layout has boundaries per region, the sign-in pages only this one. */}
        <RegionErrorBoundary region="Portal">
          <Suspense fallback={<LoadingState />}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/forgot" element={<ForgotPage />} />
              <Route path="/change-password/:token" element={<ChangePasswordPage />} />
              <Route path="/logout" element={<LogoutPage />} />
              <Route
                element={
                  <RequireSession>
                    <Suspense fallback={<LoadingState />}>
                      <AppLayout />
                    </Suspense>
                  </RequireSession>
                }
              >
                {AREA_ROUTES.map(({ path, ...page }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      // Keyed by route: each area gets its own error boundary, so one area's failure does not stick to the next.
                      <AreaRoute key={path} {...page} />
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </Suspense>
        </RegionErrorBoundary>
      </BrowserRouter>
      <PortalToaster />
    </AppProvider>
  );
}
