/**
 * A refused save (422) of the project form or the set-parent dialog: each field's first
 * message is also an error toast (document 1, section 8), since in a long form the field may be
 * scrolled out of sight; the modal still shows it under the field. Rethrows for the modal.
 */
import { apiErrorStatus, reportApiError } from '@portal/shared';

export async function toastRefusal(error: unknown): Promise<never> {
  if (apiErrorStatus(error) === 422) await reportApiError(error);
  throw error;
}
