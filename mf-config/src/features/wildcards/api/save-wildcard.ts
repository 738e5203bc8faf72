/** POST wildcards: gives a developer a wildcard (user_id). */
import { apiPost, type WildcardRequest } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { wildcardsKey } from './get-wildcards';

export function saveWildcard(fields: WildcardRequest): Promise<unknown> {
  return apiPost('wildcards', { user_id: fields.user_id } satisfies WildcardRequest);
}

export function useSaveWildcard() {
  return useApiMutation(saveWildcard, { invalidates: () => [wildcardsKey()] });
}
