/**
 * The resource form's hours rule (document 2, section 5): digits and dots ending in a digit,
 * from 0 to 1,000,000, else "Required"; not checked for activity 83.
 */
export const HOURS_EXEMPT_ACTIVITY_ID = 83;
export const MAX_RESOURCE_HOURS = 1_000_000;
const HOURS_PATTERN = /^[\d.]*\d$/;

export type ResourceFormValues = {
  id: number | null;
  user_id?: number;
  activity_type_id?: number;
  max_hours?: string;
};

export function maxHoursError(hours: string | undefined, activityTypeId: number | undefined): string | undefined {
  if (activityTypeId === HOURS_EXEMPT_ACTIVITY_ID) return undefined;
  const text = (hours ?? '').trim();
  const value = Number(text);
  return HOURS_PATTERN.test(text) && Number.isFinite(value) && value >= 0 && value <= MAX_RESOURCE_HOURS ? undefined : 'Required';
}
