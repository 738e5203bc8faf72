/** POST password/create: mails a recovery link. */
import { apiPost, type PasswordCreateRequest, type PasswordMessageResponse } from '@portal/shared';

export function postPasswordCreate(request: PasswordCreateRequest): Promise<PasswordMessageResponse> {
  return apiPost<PasswordMessageResponse>('password/create', request);
}
