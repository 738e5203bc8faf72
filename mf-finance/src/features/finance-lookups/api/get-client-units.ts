/** GET client-units as one page of 1000 (document 2, section 9): the client units forms choose from. */
import useSWR from 'swr';
import { apiGet, callKey, type ClientUnitsResponse } from '@portal/shared';

export const clientUnitsKey = callKey<[]>('client-units');

export function useClientUnits() {
  return useSWR<ClientUnitsResponse, Error>(clientUnitsKey(), () =>
    apiGet<ClientUnitsResponse>('client-units', { page: 0, resPerPage: 1000 }),
  );
}
