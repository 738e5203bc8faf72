/** GET uwp-is-three-days-forward: whether the next three working days have a working place. */
import { apiGet, type WorkingPlacesForwardResponse } from '@portal/shared';

export function getUwpIsThreeDaysForward(): Promise<WorkingPlacesForwardResponse> {
  return apiGet<WorkingPlacesForwardResponse>('uwp-is-three-days-forward');
}
