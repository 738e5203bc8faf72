/** POST logout: revokes the token on the server. */
import { apiPost } from '@portal/shared';

export function postLogout(): Promise<void> {
  return apiPost<void>('logout');
}
