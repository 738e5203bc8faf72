/** GET password/find/{token}: the e-mail a recovery link belongs to. */
import { apiGet, type PasswordFindResponse } from '@portal/shared';

export function getPasswordFind(token: string): Promise<PasswordFindResponse> {
  return apiGet<PasswordFindResponse>(`password/find/${encodeURIComponent(token)}`, undefined, { retry: 0 });
}
