/**
 * Lets only signed-in users through. After a reload only the session marker is known, so the
 * user and the shared lookups are fetched again (the check index.tsx started) before anything
 * that needs them renders.
 */
import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { applyTheme, ErrorState, LoadingState, useSessionStore } from '@portal/shared';
import { takeSessionCheck } from '../session-check';

export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.signedIn);
  const me = useSessionStore((state) => state.me);
  const shownMe = useDeferredValue(me);
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Which attempt failed: a retry is a new attempt that has not failed (yet).
  const [failedAttempt, setFailedAttempt] = useState<number>();
  const failed = failedAttempt === attempt;

  useEffect(() => {
    if (!signedIn || me) return;
    let cancelled = false;
    takeSessionCheck()
      .then(({ data }) => {
        if (cancelled) return;
        const { me: user, ...lookups } = data;
        useSessionStore.getState().setMe(user);
        useSessionStore.getState().setLookups(lookups);
        applyTheme(user.theme);
      })
      // A 401 ends the session through the expiry listener; anything else may be passing.
      .catch(() => !cancelled && setFailedAttempt(attempt));
    return () => {
      cancelled = true;
    };
  }, [signedIn, me, attempt]);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  // The check's answer arrives as a store update, which React renders in one go; the frame and the
  // page it lets in render after it, as a transition, in slices that yield to the browser.
  if (me && shownMe) return <>{children}</>;
  if (failed) return <ErrorState message="The portal could not reach the server." onRetry={() => setAttempt((n) => n + 1)} />;
  return <LoadingState label="Signing you in…" />;
}
