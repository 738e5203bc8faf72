/** POST wildcards: gives a developer a wildcard (user_id). */
import { apiPost, type WildcardRequest } from '@portal/shared';

export function saveWildcard(fields: WildcardRequest): Promise<unknown> {
  return apiPost('wildcards', { user_id: fields.user_id } satisfies WildcardRequest);
}
