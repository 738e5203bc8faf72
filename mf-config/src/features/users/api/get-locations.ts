/** GET locations: where a developer works, for the developer form. */
import useSWR from 'swr';
import { apiGet, callKey, type LocationsResponse } from '@portal/shared';

export const locationsKey = callKey('locations');

export function getLocations(): Promise<LocationsResponse> {
  return apiGet<LocationsResponse>('locations');
}

export function useLocations(enabled: boolean) {
  return useSWR(enabled ? locationsKey() : null, getLocations);
}
