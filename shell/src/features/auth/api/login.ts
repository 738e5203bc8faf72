/** POST login: the user and the shared lookups; the session comes back as an HttpOnly cookie. */
import { apiPost, type LoginRequest, type LoginResponse } from '@portal/shared';

export function postLogin(credentials: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('login', credentials);
}
