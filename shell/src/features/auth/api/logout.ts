/** POST logout and logout-everywhere: revoke this session, or every session of the user, on the server. */
import { apiPost } from '@portal/shared';

export function postLogout(): Promise<void> {
  return apiPost<void>('logout');
}

export function postLogoutEverywhere(): Promise<void> {
  return apiPost<void>('logout-everywhere');
}
