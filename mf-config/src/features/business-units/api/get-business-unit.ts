/** GET business-unit/{id}: the business unit as stored now, to edit. */
import { apiGet, type BusinessUnit, type ItemResponse } from '@portal/shared';

export async function getBusinessUnit(id: number): Promise<BusinessUnit> {
  return (await apiGet<ItemResponse<BusinessUnit>>(`business-unit/${id}`)).data;
}
