/**
 * "Your session has expired." on /login, when the user got there because the API ended the
 * session (SessionExpiryListener notes it), not on a plain visit or after a chosen logout.
 */
import { Alert } from '@chakra-ui/react/alert';
import { sessionHasExpired } from '../session-expired';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired.';

export function SessionExpiredNotice() {
  if (!sessionHasExpired()) return null;
  return (
    <Alert.Root status="info" mb="4">
      <Alert.Indicator />
      <Alert.Title>{SESSION_EXPIRED_MESSAGE}</Alert.Title>
    </Alert.Root>
  );
}
