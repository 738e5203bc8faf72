/**
 * Lets only signed-in users through. After a reload only the token is known, so the user and
 * the shared lookups are fetched again before anything that needs them renders.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { applyTheme, ErrorState, LoadingState, useSessionStore } from '@portal/shared';
import { getUpdateUserStore } from '../api/update-user-store';

export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const me = useSessionStore((state) => state.me);
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Which attempt failed: a retry, or a new token, is a new attempt that has not failed (yet).
  const [failedAttempt, setFailedAttempt] = useState<{ token: string; attempt: number }>();
  const failed = failedAttempt?.token === token && failedAttempt.attempt === attempt;

  useEffect(() => {
    if (!token || me) return;
    let cancelled = false;
    getUpdateUserStore()
      .then(({ data }) => {
        if (cancelled) return;
        const { me: user, ...lookups } = data;
        useSessionStore.getState().setMe(user);
        useSessionStore.getState().setLookups(lookups);
        applyTheme(user.theme);
      })
      // A 401 ends the session through the expiry listener; anything else may be passing.
      .catch(() => !cancelled && setFailedAttempt({ token, attempt }));
    return () => {
      cancelled = true;
    };
  }, [token, me, attempt]);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (me) return <>{children}</>;
  if (failed) return <ErrorState message="The portal could not reach the server." onRetry={() => setAttempt((n) => n + 1)} />;
  return <LoadingState label="Signing you in…" />;
}
