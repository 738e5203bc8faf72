/** PUT users/{id} with is_teamlead 1 or 0: grants or revokes a developer's team lead role. */
import { apiPut } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { usersByRoleKey } from './get-users-by-role';

export function setTeamLead(id: number, isTeamLead: boolean): Promise<unknown> {
  return apiPut(`users/${id}`, { is_teamlead: isTeamLead ? 1 : 0 });
}

export function useSetTeamLead() {
  return useApiMutation(setTeamLead, { invalidates: () => [usersByRoleKey()] });
}
