/** GET idg-units as one page of 1000: the form's IDG unit choices. */
import useSWR from 'swr';
import { apiGet, callKey, type IdgUnitsResponse, type Unit } from '@portal/shared';

export const idgUnitsKey = callKey('idg-units');

export function useIdgUnits() {
  return useSWR<Unit[]>(
    idgUnitsKey(),
    async () => (await apiGet<IdgUnitsResponse>('idg-units', { page: 0, resPerPage: 1000 })).data.paginatedInfodesignUnits,
    { revalidateOnFocus: false },
  );
}
