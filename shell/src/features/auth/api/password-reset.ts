/** POST password/reset: sets the new password. */
import { apiPost, type PasswordMessageResponse, type PasswordResetRequest } from '@portal/shared';

export function postPasswordReset(request: PasswordResetRequest): Promise<PasswordMessageResponse> {
  return apiPost<PasswordMessageResponse>('password/reset', request);
}
