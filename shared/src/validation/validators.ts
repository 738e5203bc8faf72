/** Field validators for react-final-form, with the messages of document 1, section 5. */
import { DOCUMENT_MAX_BYTES } from '../contract';

export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

/** The message of a field's error as react-final-form hands it over (typed `any`): a non-empty string, or nothing. */
export const errorMessage = (error: unknown): string | undefined => (typeof error === 'string' && error !== '' ? error : undefined);

export const MESSAGES = {
  required: 'Required',
  email: 'Invalid email address',
  minLength: (min: number) => `Must be longer than ${min} characters`,
  mismatch: 'Passwords do not match',
} as const;

export const required: Validator = (value) => {
  const empty =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return empty ? MESSAGES.required : undefined;
};

// Deliberately loose: the server decides what it accepts; this only catches typos early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email: Validator = (value) =>
  typeof value === 'string' && value !== '' && !EMAIL_PATTERN.test(value) ? MESSAGES.email : undefined;

export const minLength =
  (min: number): Validator =>
  (value) =>
    typeof value === 'string' && value !== '' && value.length < min ? MESSAGES.minLength(min) : undefined;

/** The value must equal another field's value (password confirmation). */
export const sameAs =
  (field: string, message: string = MESSAGES.mismatch): Validator =>
  (value, allValues) =>
    value && value !== (allValues as Record<string, unknown> | undefined)?.[field] ? message : undefined;

/** Runs validators in order and returns the first message. */
export const composeValidators =
  (...validators: Validator[]): Validator =>
  (value, allValues) =>
    validators.reduce<string | undefined>((error, validate) => error ?? validate(value, allValues), undefined);

export const PASSWORD_MIN_LENGTH = 6;

/** Money: greater than 0, at most two decimals (the API's rule for values, caught before saving). */
export const positiveAmount: Validator = (value) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  return /^\d{1,12}(\.\d{1,2})?$/.test(text) && /[1-9]/.test(text)
    ? undefined
    : 'Must be an amount greater than 0 with at most two decimals';
};

/** A chosen file within the upload limit of documents. */
export const fileTooLarge: Validator<File | undefined> = (file) =>
  file && file.size > DOCUMENT_MAX_BYTES ? `The file may be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.` : undefined;
