/** GET client-units as one page of 1000 (document 2, section 9): the form's client unit suggestions. */
import useSWR from 'swr';
import { apiGet, callKey, type ClientUnitsResponse, type Unit } from '@portal/shared';

export const clientUnitsKey = callKey('client-units');

export function useClientUnits() {
  return useSWR<Unit[]>(
    clientUnitsKey(),
    async () => (await apiGet<ClientUnitsResponse>('client-units', { page: 0, resPerPage: 1000 })).data.paginatedClientUnits,
    { revalidateOnFocus: false },
  );
}
