/** The portal: providers, the public pages, and every area route behind the session and its guard. */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider, LoadingState, PortalToaster } from '@portal/shared';
import { RegionErrorBoundary } from '../features/errors/components/error-boundary';
import { RemoteArea } from '../federation/remote-area';
import { LoginPage } from '../pages/login-page';
import { RequireSession } from '../features/session/components/require-session';
import { RouteGuard } from '../features/session/components/route-guard';
import { SessionExpiryListener } from '../features/session/components/session-expiry-listener';
import { loadSignedInFrame } from './preload';
import { AREA_ROUTES } from './route-table';

// The signed-in frame (header, sidebar, real-time, reminder) is its own chunk: the sign-in
// pages download it only once the user starts typing a password (preload.ts).
const AppLayout = lazy(() => loadSignedInFrame().then((module) => ({ default: module.AppLayout })));
// The sign-in page is the one first visits land on; the other pages without a session load when opened.
const ForgotPage = lazy(() => import('../pages/forgot-page').then((module) => ({ default: module.ForgotPage })));
const ChangePasswordPage = lazy(() => import('../pages/change-password-page').then((module) => ({ default: module.ChangePasswordPage })));
const LogoutPage = lazy(() => import('../pages/logout-page').then((module) => ({ default: module.LogoutPage })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((module) => ({ default: module.NotFoundPage })));

export function App() {
  return (
    <AppProvider>
      {/* Load failures show in place (each screen's error state); mutations toast their own errors. */}
      <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: true }}>
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
                        <RouteGuard>
                          {/* Keyed by route: each area gets its own error boundary, so one area's failure does not stick to the next. */}
                          <RemoteArea key={path} {...page} />
                        </RouteGuard>
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
      </SWRConfig>
    </AppProvider>
  );
}
