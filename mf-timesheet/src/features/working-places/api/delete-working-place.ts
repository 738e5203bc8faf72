/** DELETE uwp/{id}: removes an own entry; its day becomes selectable again. */
import { apiDelete, type WorkingPlaceMessageResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { workingPlacesKey } from './get-working-places';
import { selectedDaysKey } from './get-selected-days';

export function deleteWorkingPlace(id: number): Promise<WorkingPlaceMessageResponse> {
  return apiDelete<WorkingPlaceMessageResponse>(`uwp/${id}`);
}

export function useDeleteWorkingPlace() {
  return useApiMutation(deleteWorkingPlace, { invalidates: () => [workingPlacesKey(), selectedDaysKey()] });
}
