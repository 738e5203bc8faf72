/**
 * Turns a failed call into what the user sees (document 1, section 8): nothing for a 401
 * (the session ends), the first message of each field for a 422, otherwise the generic error.
 */
import { isHTTPError } from 'ky';
import type { ValidationErrorBody } from '../contract';
import { GENERIC_ERROR, notifyError } from '../toast/toaster';

/** The field messages of a 422 answer, first message per field, or null for any other failure. */
export async function validationMessages(error: unknown): Promise<string[] | null> {
  if (!isHTTPError(error) || error.response.status !== 422) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as Partial<ValidationErrorBody> | null;
  const perField = Object.values(body?.errors ?? {})
    .map((messages) => messages[0])
    .filter((message): message is string => Boolean(message));
  if (perField.length > 0) return perField;
  return body?.message ? [body.message] : [GENERIC_ERROR];
}

export async function reportApiError(error: unknown, genericMessage = GENERIC_ERROR): Promise<void> {
  if (isHTTPError(error) && error.response.status === 401) return;
  const messages = await validationMessages(error);
  (messages ?? [genericMessage]).forEach((message) => notifyError(message));
}

/**
 * One sentence for a failed call, for screens that show the server's own words (sign-in,
 * password recovery): the field messages of a 422, the `message` of any other answer, or the
 * network error itself.
 */
export async function apiErrorMessage(error: unknown): Promise<string> {
  const fieldMessages = await validationMessages(error);
  if (fieldMessages) return fieldMessages.join(' ');
  if (isHTTPError(error)) {
    const body = (await error.response
      .clone()
      .json()
      .catch(() => null)) as { message?: string } | null;
    return body?.message ?? GENERIC_ERROR;
  }
  return error instanceof Error ? error.message : GENERIC_ERROR;
}

/** The HTTP status of a failed call, or null for a network failure. */
export function apiErrorStatus(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}
