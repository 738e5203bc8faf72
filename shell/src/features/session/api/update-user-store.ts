/** GET update-user-store: the signed-in user and the shared lookups (all, or one section). */
import { apiGet, type UpdateUserStoreQuery, type UpdateUserStoreResponse } from '@portal/shared';

export function getUpdateUserStore(query: UpdateUserStoreQuery = {}): Promise<UpdateUserStoreResponse> {
  return apiGet<UpdateUserStoreResponse>('update-user-store', query);
}
