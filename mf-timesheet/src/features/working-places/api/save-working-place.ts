/**
 * POST uwp (a place for each chosen date) or PUT uwp/{id} (the place only; the date stays).
 * Reloads the list, the entry and the days the calendar disables.
 */
import { apiPost, apiPut, type NewWorkingPlacesPayload, type WorkingPlaceMessageResponse, type WorkingPlacePayload } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { workingPlaceKey } from './get-working-place';
import { workingPlacesKey } from './get-working-places';
import { selectedDaysKey } from './get-selected-days';

export function saveWorkingPlace(
  payload: NewWorkingPlacesPayload | WorkingPlacePayload,
  id?: number,
): Promise<WorkingPlaceMessageResponse> {
  return id === undefined
    ? apiPost<WorkingPlaceMessageResponse>('uwp', payload)
    : apiPut<WorkingPlaceMessageResponse>(`uwp/${id}`, payload);
}

export function useSaveWorkingPlace() {
  return useApiMutation(saveWorkingPlace, { invalidates: () => [workingPlacesKey(), workingPlaceKey(), selectedDaysKey()] });
}
