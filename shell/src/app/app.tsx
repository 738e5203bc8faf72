/** The portal: providers, the public pages, and every area route behind the session and its guard. */
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider, PortalToaster } from '@portal/shared';
import { RemoteArea } from '../federation/remote-area';
import { AppLayout } from '../layout/app-layout';
import { ChangePasswordPage } from '../pages/change-password-page';
import { ForgotPage } from '../pages/forgot-page';
import { LoginPage } from '../pages/login-page';
import { LogoutPage } from '../pages/logout-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RequireSession } from '../features/session/components/require-session';
import { RouteGuard } from '../features/session/components/route-guard';
import { SessionExpiryListener } from '../features/session/components/session-expiry-listener';
import { AREA_ROUTES } from './route-table';

export function App() {
  return (
    <AppProvider>
      {/* Load failures show in place (each screen's error state); mutations toast their own errors. */}
      <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: true }}>
        <BrowserRouter>
          <SessionExpiryListener />
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
        </BrowserRouter>
        <PortalToaster />
      </SWRConfig>
    </AppProvider>
  );
}
