/** The portal: providers, the public pages, and every area route behind the session and its guard. */
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProvider, loadedPart, PortalToaster } from '@portal/shared';
import { RegionErrorBoundary } from '../features/errors/components/error-boundary';
import { RequireSession } from '../features/session/components/require-session';
import { SessionExpiryListener } from '../features/session/components/session-expiry-listener';
import { AppLayout, AreaRoute, LoginPage } from './preload';
import { AREA_ROUTES } from './route-table';

// The sign-in page, the signed-in frame and the area routes are chunks of their own, preloaded
// where the destination is known (preload.ts); the other pages without a session load when opened.
const ForgotPage = loadedPart(() => import('../pages/forgot-page').then((module) => module.ForgotPage));
const ChangePasswordPage = loadedPart(() => import('../pages/change-password-page').then((module) => module.ChangePasswordPage));
const LogoutPage = loadedPart(() => import('../pages/logout-page').then((module) => module.LogoutPage));
const NotFoundPage = loadedPart(() => import('../pages/not-found-page').then((module) => module.NotFoundPage));

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <SessionExpiryListener />
        {/* The last line of defence: the signed-in layout has boundaries per region, the sign-in pages only this one. */}
        <RegionErrorBoundary region="Portal">
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot" element={<ForgotPage />} />
            <Route path="/change-password/:token" element={<ChangePasswordPage />} />
            <Route path="/logout" element={<LogoutPage />} />
            <Route
              element={
                <RequireSession>
                  <AppLayout />
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
        </RegionErrorBoundary>
      </BrowserRouter>
      <PortalToaster />
    </AppProvider>
  );
}
