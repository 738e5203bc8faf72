/**
 * "Your session has expired." on /login, when the user got there because the API ended the
 * session (SessionExpiryListener says so in the navigation state), not on a plain visit.
 */
import { Alert } from '@chakra-ui/react/alert';
import { useLocation } from 'react-router-dom';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired.';

export function SessionExpiredNotice() {
  const state = useLocation().state as { sessionExpired?: boolean } | null;
  if (!state?.sessionExpired) return null;
  return (
    <Alert.Root status="info" mb="4">
      <Alert.Indicator />
      <Alert.Title>{SESSION_EXPIRED_MESSAGE}</Alert.Title>
    </Alert.Root>
  );
}
