/** GET users-by-role/{roleId}: one page of the users of a role, searched by name or e-mail (document 3, section 7). */
import { type AdminRoleId, apiGet, callKey, type ConfigUser, type UsersByRoleResponse } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export const usersByRoleKey = callKey<[roleId: AdminRoleId]>('users-by-role');

export async function getUsersByRole(roleId: AdminRoleId, query: ListQuery): Promise<ListPage<ConfigUser>> {
  const answer = await apiGet<UsersByRoleResponse>(`users-by-role/${roleId}`, query);
  return { rows: answer.data.users, total: answer.totalResults };
}

export function useUsersByRole(roleId: AdminRoleId) {
  return usePagedList({ key: usersByRoleKey(roleId), load: (query) => getUsersByRole(roleId, query) });
}
