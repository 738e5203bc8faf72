/**
 * A failed save as react-final-form submission errors, so the form stays as typed: a 422's
 * first message per field goes under that field, messages for fields the form does not show
 * (and a 422 without field messages) go to the whole form; any other failure only raises the
 * generic error toast; a 401 says nothing, because the session ends. A field named by a path
 * (`lines.0.details`, a row of a list in the form) gets its message at that path.
 */
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { apiErrorStatus, GENERIC_ERROR, notifyError, type ValidationErrorBody } from '@portal/shared';

type HttpFailure = { response: Response };

async function body(error: unknown): Promise<Partial<ValidationErrorBody> | null> {
  return ((await (error as HttpFailure).response
    .clone()
    .json()
    .catch(() => null)) ?? null) as Partial<ValidationErrorBody> | null;
}

export async function toSubmissionErrors(
  error: unknown,
  shownFields: readonly string[],
  genericMessage = GENERIC_ERROR,
): Promise<SubmissionErrors> {
  const status = apiErrorStatus(error);
  if (status === 401) return undefined;
  if (status !== 422) {
    notifyError(genericMessage);
    return undefined;
  }
  const answer = await body(error);
  let errors: Record<string, unknown> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(answer?.errors ?? {})) {
    const first = messages?.[0];
    if (!first) continue;
    if (shownFields.includes(field)) errors = setIn(errors, field, first) as Record<string, unknown>;
    else elsewhere.push(first);
  }
  if (elsewhere.length > 0 || Object.keys(errors).length === 0) {
    errors = { ...errors, [FORM_ERROR]: elsewhere.length > 0 ? elsewhere.join(' ') : (answer?.message ?? genericMessage) };
  }
  return errors;
}
