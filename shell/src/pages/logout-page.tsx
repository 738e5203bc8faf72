/** /logout: revokes the session on the server (best effort), clears it here and goes to /login. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingState, useSessionStore } from '@portal/shared';
import { postLogout } from '../features/auth/api/logout';

export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const leave = () => {
      useSessionStore.getState().signOut();
      void navigate('/login', { replace: true });
    };
    // Signing out locally must not depend on the server being reachable.
    if (useSessionStore.getState().signedIn) postLogout().then(leave, leave);
    else leave();
  }, [navigate]);
  return <LoadingState label="Signing you out…" />;
}
