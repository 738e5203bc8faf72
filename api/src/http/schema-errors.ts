/**
 * Turns Ajv's errors into the portal's 422 answer ({message, errors: {field: [message]}}, the
 * Laravel-style sentences the forms show under each field). One message per field, the most
 * telling one: a missing or blank value says "required" before anything says "must be a string".
 * A schema part can give a keyword its own sentence in `x-messages` (`:attribute` is the field).
 */
import type { ErrorObject } from 'ajv';
import { HttpError, ValidationError } from './errors';

type SchemaWithMessages = { 'x-messages'?: Record<string, string> } | undefined;

const label = (field: string) => field.replace(/_/g, ' ');

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

const TYPE_WORDS: Record<string, string> = {
  string: 'must be a string',
  integer: 'must be an integer',
  number: 'must be a number',
  boolean: 'must be true or false',
  array: 'must be an array',
  object: 'must be an object',
};

/** The field an error is about, as the portal names it: `lines.0.quantity`. */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String((error.params as { missingProperty: string }).missingProperty));
  return path.join('.');
}

const ownMessage = (error: ErrorObject) => (error.parentSchema as SchemaWithMessages)?.['x-messages']?.[error.keyword];

/**
 * How telling an error is; the lowest wins for its field: a missing or blank value, then a
 * sentence the schema chose, then a broken rule, then a wrong type (within a union, "text or a
 * number", the value matched one branch's type and broke its rule), then the union itself.
 */
function rank(error: ErrorObject): number {
  if (error.keyword === 'required' || isBlank(error.data)) return 0;
  if (ownMessage(error)) return 1;
  if (error.keyword === 'type') return 3;
  if (error.keyword === 'anyOf' || error.keyword === 'oneOf') return 4;
  return 2;
}

/** "The manual dates.0 field ...": a list item is named with its list, as Laravel does. */
function attributeOf(field: string): string {
  const parts = field.split('.');
  const last = parts.at(-1) ?? field;
  return label(/^\d+$/.test(last) ? field : last);
}

function messageOf(error: ErrorObject, field: string): string {
  const attribute = attributeOf(field);
  if (error.keyword === 'required' || isBlank(error.data)) return `The ${attribute} field is required.`;
  const own = ownMessage(error);
  if (own) return own.replace(/:attribute/g, attribute);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const type = String(params.type).split(',')[0];
      return `The ${attribute} field ${TYPE_WORDS[type] ?? `must be of type ${type}`}.`;
    }
    case 'maxLength':
      return `The ${attribute} field must not be greater than ${String(params.limit)} characters.`;
    case 'minLength':
      return `The ${attribute} field must be at least ${String(params.limit)} characters.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `The ${attribute} field must not be greater than ${String(params.limit)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `The ${attribute} field must be at least ${String(params.limit)}.`;
    case 'maxItems':
      return `The ${attribute} field must not have more than ${String(params.limit)} items.`;
    case 'minItems':
      return `The ${attribute} field must have at least ${String(params.limit)} items.`;
    case 'enum':
    case 'const':
      return `The selected ${attribute} is invalid.`;
    case 'format':
      return params.format === 'date' ? `The ${attribute} is not a valid date.` : `The ${attribute} field format is invalid.`;
    default:
      return `The ${attribute} field is invalid.`;
  }
}

/**
 * The answer for input that failed its schema: 404 for a path that names nothing (an id out of
 * range is no record), 400 for a body that is not an object, else 422 with a message per field.
 */
export function schemaErrorOf(errors: ErrorObject[], context: string): HttpError {
  if (context === 'params') return new HttpError(404, 'Not Found.');
  const best = new Map<string, ErrorObject>();
  // A value that is not null fails a Nullable's null branch too; when its items or fields say
  // what is wrong, that branch (and the union's own error) would only add noise on the parent.
  const explainedDeeper = (error: ErrorObject) =>
    (error.keyword === 'anyOf' || (error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null')) &&
    errors.some((other) => other.instancePath.startsWith(`${error.instancePath}/`));
  for (const error of errors) {
    if (explainedDeeper(error)) continue;
    const field = fieldOf(error);
    if (field === '') return new HttpError(400, context === 'body' ? 'The request body must be a JSON object.' : 'Bad request.');
    const current = best.get(field);
    if (!current || rank(error) < rank(current)) best.set(field, error);
  }
  const messages: Record<string, string[]> = {};
  for (const [field, error] of best) messages[field] = [messageOf(error, field)];
  return new ValidationError(messages);
}
