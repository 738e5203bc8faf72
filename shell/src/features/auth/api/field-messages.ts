/** The first message per field of a 422 answer (the two-factor forms place them), or null for any other failure. */
import { apiErrorStatus, type ValidationErrorBody } from '@portal/shared';

export async function fieldMessagesOf(error: unknown): Promise<Record<string, string> | null> {
  if (apiErrorStatus(error) !== 422) return null;
  const body = (await (error as { response: Response }).response
    .clone()
    .json()
    .catch(() => null)) as Partial<ValidationErrorBody> | null;
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(body?.errors ?? {})) if (list?.[0]) messages[field] = list[0];
  if (Object.keys(messages).length === 0 && body?.message) messages.message = body.message;
  return messages;
}
