/** GET business-units/all: every business unit, for choices (the brand form). */
import useSWR from 'swr';
import { type AllBusinessUnitsResponse, apiGet, callKey } from '@portal/shared';

export const allBusinessUnitsKey = callKey('business-units/all');

export function getAllBusinessUnits(): Promise<AllBusinessUnitsResponse> {
  return apiGet<AllBusinessUnitsResponse>('business-units/all');
}

export function useAllBusinessUnits() {
  return useSWR(allBusinessUnitsKey(), getAllBusinessUnits);
}
