/** GET uwp-selected-days: the user's days from today on that already have a working place (disabled in the calendar). */
import useSWR from 'swr';
import { apiGet, callKey, type SelectedDaysResponse } from '@portal/shared';

export const selectedDaysKey = callKey('uwp-selected-days');

/** Loaded when the add form opens (`wanted`). */
export function useSelectedDays(wanted: boolean) {
  return useSWR(wanted ? selectedDaysKey() : null, () => apiGet<SelectedDaysResponse>('uwp-selected-days'));
}
