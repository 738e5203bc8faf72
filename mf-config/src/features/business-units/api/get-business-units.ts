/** GET business-units: one page of business units, searched by name (document 3, section 7). */
import { apiGet, type BusinessUnit, type BusinessUnitsResponse, callKey } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export const businessUnitsKey = callKey('business-units');

export async function getBusinessUnits(query: ListQuery): Promise<ListPage<BusinessUnit>> {
  const answer = await apiGet<BusinessUnitsResponse>('business-units', query);
  return { rows: answer.data, total: answer.total };
}

export function useBusinessUnits() {
  return usePagedList({ key: businessUnitsKey(), load: getBusinessUnits });
}
