/**
 * Any 401 while signed in (from any area's call) clears the session and sends the user to
 * /login, which says the session has expired (SessionExpiredNotice) until the next sign-in.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventBus, useSessionStore } from '@portal/shared';
import { forgetSessionExpired, noteSessionExpired } from '../session-expired';

export function SessionExpiryListener() {
  const navigate = useNavigate();
  useEffect(() => {
    const stopListening = eventBus.on('session-expired', () => {
      noteSessionExpired();
      useSessionStore.getState().signOut();
      void navigate('/login', { replace: true });
    });
    const stopWatching = useSessionStore.subscribe((session) => session.signedIn && forgetSessionExpired());
    return () => {
      stopListening();
      stopWatching();
    };
  }, [navigate]);
  return null;
}
