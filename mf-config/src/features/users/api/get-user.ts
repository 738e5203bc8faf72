/** GET user/{id}: the user as stored now, with a developer's activity types and project categories, to edit. */
import { apiGet, type ConfigUser, type ItemResponse } from '@portal/shared';

export async function getUser(id: number): Promise<ConfigUser> {
  return (await apiGet<ItemResponse<ConfigUser>>(`user/${id}`)).data;
}
