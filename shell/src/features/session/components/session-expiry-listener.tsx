/** Any 401 (from any area's call) clears the session and sends the user to /login. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventBus, useSessionStore } from '@portal/shared';

export function SessionExpiryListener() {
  const navigate = useNavigate();
  useEffect(
    () =>
      eventBus.on('session-expired', () => {
        useSessionStore.getState().signOut();
        void navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return null;
}
