/** GET brand/{id}: the brand as stored now, with its business units, to edit. */
import { apiGet, type Brand, type ItemResponse } from '@portal/shared';

export async function getBrand(id: number): Promise<Brand> {
  return (await apiGet<ItemResponse<Brand>>(`brand/${id}`)).data;
}
