/**
 * Any 401 while signed in (from any area's call) clears the session and sends the user to
 * /login, which says the session has expired (SessionExpiredNotice).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventBus, useSessionStore } from '@portal/shared';

export function SessionExpiryListener() {
  const navigate = useNavigate();
  useEffect(
    () =>
      eventBus.on('session-expired', () => {
        useSessionStore.getState().signOut();
        void navigate('/login', { replace: true, state: { sessionExpired: true } });
      }),
    [navigate],
  );
  return null;
}
