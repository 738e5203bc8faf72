/**
 * The schema parts every call is written from: ids, dates, money, text, lists and paging, each
 * with the bound the database can hold. The API validates its input with them (Fastify + Ajv),
 * publishes them in its OpenAPI document, and the contract types in `../contract` are their
 * `Static` types. `x-messages` gives a keyword's error its Laravel-style sentence (`:attribute`
 * is the field's name); the API's error formatter (api/src/http/schema-errors.ts) reads it.
 */
import { Type, type TSchema, type TString, type TInteger } from 'typebox';

/** The largest value of a PostgreSQL integer (and serial) column. */
export const INT32_MAX = 2147483647;
/** Paging bounds of every list call (document 1 sends page 0 for lookups, read as page 1). */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 10_000;

const NO_NUL = '^[^\\u0000]*$';
const FILLED_NO_NUL = '^(?=[\\s\\S]*\\S)[^\\u0000]*$';

/** A record's id: a positive int32. Out of range is "The selected :attribute is invalid." */
export const Id = (options: { description?: string } = {}): TInteger =>
  Type.Integer({
    minimum: 1,
    maximum: INT32_MAX,
    'x-messages': { minimum: 'The selected :attribute is invalid.', maximum: 'The selected :attribute is invalid.' },
    ...options,
  });

/** Text a column can hold: at most `max` characters, no NUL byte. */
export const Text = (max: number, options: Record<string, unknown> = {}): TString =>
  Type.String({
    maxLength: max,
    pattern: NO_NUL,
    'x-messages': { pattern: 'The :attribute field must not contain a NUL character.' },
    ...options,
  });

/** Text that must be given and not blank (blank answers "The :attribute field is required."). */
export const FilledText = (max: number, options: Record<string, unknown> = {}): TString =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: FILLED_NO_NUL,
    'x-messages': { pattern: 'The :attribute field must not contain a NUL character.' },
    ...options,
  });

/** A calendar day as YYYY-MM-DD between 2000-01-01 and 2100-12-31 (format checked by the API). */
export const IsoDateSchema = (options: Record<string, unknown> = {}): TString =>
  Type.String({ format: 'date', 'x-messages': { format: 'The :attribute is not a valid date.' }, ...options });

/** A moment as an ISO 8601 timestamp (answers only). */
export const IsoDateTimeSchema = (): TString => Type.String({ format: 'date-time' });

/** Money as the decimal text of a numeric(14,2) column: at most 12 digits before the point, two after. */
const MONEY_PATTERN = '^-?\\d{1,12}(\\.\\d{1,2})?$';

/** Money in an answer: the column's decimal text. */
export const MoneyText = (): TString => Type.String({ pattern: MONEY_PATTERN });

/** A list in a request with at most `max` entries. */
export const List = <T extends TSchema>(item: T, max: number, options: Record<string, unknown> = {}) =>
  Type.Array(item, { maxItems: max, ...options });

/** `null` allowed beside the schema (an optional field the form sends empty). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** page (1-based; 0 is read as 1), resPerPage and searchString of every paged list. */
export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
  resPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  searchString: Type.Optional(Text(255)),
});

/** A path's `{id}`. */
export const IdParams = Type.Object({ id: Id() });

/** An answer's saved record with the sentence the portal toasts. */
export const SavedOf = <T extends TSchema>(data: T) => Type.Object({ data, message: Type.String() });

/** The body of every answer that only says what happened. */
export const MessageSchema = Type.Object({ message: Type.String() });

/** The body of every 422 answer: the first message of each field is what the portal shows. */
export const ValidationErrorSchema = Type.Object({
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});

/** The body of every other error answer; a 5xx carries the request id its log line has. */
export const ErrorSchema = Type.Object({ message: Type.String(), request_id: Type.Optional(Type.String()) });

/** A record named in another's answer. */
export const NamedRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** `{ data: T }`, the envelope most answers use. */
export const DataOf = <T extends TSchema>(data: T) => Type.Object({ data });
