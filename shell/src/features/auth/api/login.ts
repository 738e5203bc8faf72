/** POST login: the user and the shared lookups (the session comes back as an HttpOnly cookie), or a two-factor challenge. */
import { apiPost, type LoginAnswer, type LoginRequest } from '@portal/shared';

export function postLogin(credentials: LoginRequest): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('login', credentials);
}
