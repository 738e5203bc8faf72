/** POST profile/update (multipart): password change and/or a new avatar. */
import { apiPost, type ProfileUpdateFields, type ProfileUpdateResponse } from '@portal/shared';

export function postProfileUpdate(fields: ProfileUpdateFields): Promise<ProfileUpdateResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) form.append(name, value);
    else if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  return apiPost<ProfileUpdateResponse>('profile/update', form);
}
