/**
 * A small rule-based validator for request bodies and queries. Messages follow the
 * "The email field is required." style that the portal shows verbatim in its toasts.
 */
import { ValidationError } from './errors';

export type Input = Record<string, unknown>;
/** A rule answers an error message, or null when the value passes. */
export type Rule = (value: unknown, field: string, input: Input) => string | null;

const label = (field: string) => field.replace(/_/g, ' ');

export const isPresent = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

export const required = (): Rule => (value, field) => (isPresent(value) ? null : `The ${label(field)} field is required.`);

/** Required only when another field is present (e.g. the confirmation of a new password). */
export const requiredWith =
  (other: string): Rule =>
  (value, field, input) =>
    isPresent(input[other]) && !isPresent(value) ? `The ${label(field)} field is required when ${label(other)} is present.` : null;

export const string = (): Rule => (value, field) =>
  !isPresent(value) || typeof value === 'string' ? null : `The ${label(field)} field must be a string.`;

// Deliberately simple: one @, no spaces, a dot in the domain. Real checking is the mail itself.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email = (): Rule => (value, field) =>
  !isPresent(value) || (typeof value === 'string' && EMAIL.test(value.trim()) && value.length <= 255)
    ? null
    : `The ${label(field)} field must be a valid email address.`;

export const minLength =
  (min: number): Rule =>
  (value, field) =>
    !isPresent(value) || (typeof value === 'string' && value.length >= min)
      ? null
      : `The ${label(field)} field must be at least ${min} characters.`;

export const maxLength =
  (max: number): Rule =>
  (value, field) =>
    !isPresent(value) || (typeof value === 'string' && value.length <= max)
      ? null
      : `The ${label(field)} field must not be greater than ${max} characters.`;

/** The field must equal `<field>_confirmation`. */
export const confirmed = (): Rule => (value, field, input) =>
  !isPresent(value) || value === input[`${field}_confirmation`] ? null : `The ${label(field)} field confirmation does not match.`;

export const boolean = (): Rule => (value, field) =>
  !isPresent(value) || typeof value === 'boolean' ? null : `The ${label(field)} field must be true or false.`;

export const integer = (): Rule => (value, field) =>
  !isPresent(value) || toInteger(value) !== null ? null : `The ${label(field)} field must be an integer.`;

export const oneOf =
  (allowed: readonly (string | number)[]): Rule =>
  (value, field) => {
    if (!isPresent(value)) return null;
    const candidate = typeof value === 'string' && typeof allowed[0] === 'number' ? toInteger(value) : value;
    return allowed.includes(candidate as string | number) ? null : `The selected ${label(field)} is invalid.`;
  };

/** Integers arrive as numbers in JSON and as strings in queries and multipart fields. */
export function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

export function asInput(body: unknown): Input {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {};
}

/** Runs every rule of every field and throws one ValidationError with all the messages. */
export function validate(body: unknown, rules: Record<string, Rule[]>): Input {
  const input = asInput(body);
  const errors: Record<string, string[]> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const message = rule(input[field], field, input);
      if (message) {
        (errors[field] ??= []).push(message);
        // Later rules would only repeat the problem (e.g. "must be a string" after "is required").
        break;
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return input;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Money as decimal text with at most two decimals, greater than 0 (numbers are taken as their text). */
export const positiveAmount = (): Rule => (value, field) => {
  if (!isPresent(value)) return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return AMOUNT.test(text) && /[1-9]/.test(text) ? null : `The ${label(field)} must be an amount greater than 0 with at most two decimals.`;
};

/** The decimal text of an amount that passed positiveAmount. */
export function amountOf(value: unknown): string {
  return String(value).trim();
}
