/** GET locations: where a developer works, for the developer form. */
import useSWR from 'swr';
import { apiGet, type LocationsResponse } from '@portal/shared';

export function getLocations(): Promise<LocationsResponse> {
  return apiGet<LocationsResponse>('locations');
}

export function useLocations(enabled: boolean) {
  return useSWR(enabled ? 'locations' : null, getLocations);
}
