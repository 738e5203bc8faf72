/**
 * Saving a user (document 3, sections 4 and 7): POST users then POST role for a new user
 * (PUT users/{id} when editing); for developers also POST user-activity-types with their
 * activity types and project categories.
 */
import {
  type AdminRoleId,
  apiPost,
  apiPut,
  type ConfigUser,
  type RoleRequest,
  type SaveResponse,
  type UserActivityTypesRequest,
  type UserRequest,
} from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { NEW_USER_DEFAULTS } from '../user-roles';
import { usersByRoleKey } from './get-users-by-role';

export type UserFields = {
  name: string;
  email: string;
  phone?: string;
  is_limited_pm?: boolean;
  location_id?: number;
  user_activities?: number[];
  user_project_categories?: number[];
};

/**
 * `onCreated` hears the new user's id as soon as POST users answers: if a later call fails,
 * saving again must edit that user instead of adding a twin (refused as "e-mail taken").
 */
export async function saveUser(roleId: AdminRoleId, fields: UserFields, id?: number, onCreated?: (id: number) => void): Promise<void> {
  const body: UserRequest = {
    name: fields.name,
    email: fields.email,
    phone: fields.phone ?? '',
    location_id: fields.location_id ?? NEW_USER_DEFAULTS.location_id,
    is_limited_pm: roleId === 3 && fields.is_limited_pm ? 1 : 0,
  };
  let userId = id;
  if (userId === undefined) {
    userId = (await apiPost<SaveResponse<ConfigUser>>('users', { ...body, role_id: roleId })).data.id;
    onCreated?.(userId);
    await apiPost('role', { user_id: userId, role_id: roleId } satisfies RoleRequest);
  } else {
    await apiPut(`users/${userId}`, body);
  }
  if (roleId === 4) {
    await apiPost('user-activity-types', {
      user_id: userId,
      user_activities: fields.user_activities ?? [],
      user_project_categories: fields.user_project_categories ?? [],
    } satisfies UserActivityTypesRequest);
  }
}

export function useSaveUser() {
  return useApiMutation(saveUser, { invalidates: (_, roleId) => [usersByRoleKey(roleId)] });
}
