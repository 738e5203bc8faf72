/** POST login: the token, the user and the shared lookups, or a two-factor challenge. */
import { apiPost, type LoginAnswer, type LoginRequest } from '@portal/shared';

export function postLogin(credentials: LoginRequest): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('login', credentials);
}
