/** POST login: the token, the user and the shared lookups. */
import { apiPost, type LoginRequest, type LoginResponse } from '@portal/shared';

export function postLogin(credentials: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('login', credentials);
}
