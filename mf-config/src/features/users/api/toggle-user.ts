/** DELETE users/{id}: inactivates an active user and activates an inactive one; answers the user as they are now. */
import { type ConfigUser, apiDelete, type UserToggleResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { usersByRoleKey } from './get-users-by-role';

export async function toggleUser(id: number): Promise<ConfigUser> {
  return (await apiDelete<UserToggleResponse>(`users/${id}`)).data;
}

export function useToggleUser() {
  return useApiMutation(toggleUser, { invalidates: () => [usersByRoleKey()] });
}
