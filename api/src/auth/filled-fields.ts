/**
 * Rules between the fields of the sign-in and password forms that a schema cannot state: what
 * counts as filled in (the forms send empty text, or nothing, for a field left blank), and the
 * sentences of a password's confirmation and of the fields a new password brings along.
 */

/** A field the caller filled in: sent, and not empty or only spaces. */
export function isFilled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The new password and its `password_confirmation` differ. */
export const PASSWORD_CONFIRMATION_MESSAGE = 'The password field confirmation does not match.';

/** A field that a new password needs, left blank: `old_password` -> "The old password field is required when password is present." */
export const requiredWithPasswordMessage = (field: string): string =>
  `The ${field.replace(/_/g, ' ')} field is required when password is present.`;
