/** GET business-units/all: the week's business unit filter. */
import useSWR from 'swr';
import { type AllBusinessUnitsResponse, apiGet, callKey } from '@portal/shared';

export const businessUnitsKey = callKey('business-units/all');

export function useBusinessUnits() {
  return useSWR(businessUnitsKey(), () => apiGet<AllBusinessUnitsResponse>('business-units/all'), { revalidateOnFocus: false });
}
