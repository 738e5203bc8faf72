/** GET business-units/all: every business unit, for choices (the brand form). */
import useSWR from 'swr';
import { type AllBusinessUnitsResponse, apiGet } from '@portal/shared';

export function getAllBusinessUnits(): Promise<AllBusinessUnitsResponse> {
  return apiGet<AllBusinessUnitsResponse>('business-units/all');
}

export function useAllBusinessUnits() {
  return useSWR('business-units/all', getAllBusinessUnits);
}
