/**
 * How the API checks input against the route schemas (@portal/shared/schemas): one Ajv for JSON
 * bodies, which takes types as sent (a date sent as an array is refused, not unwrapped), and one
 * for paths and query strings, which arrive as text and are coerced to the schema's types first.
 * Both collect every error (allErrors) so a form gets a message under each wrong field, and keep
 * the failing value and schema (verbose) for the messages of ./schema-errors.ts.
 */
import { Ajv, type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD, years 2000-2100 (what the portal's date columns hold). */
export function isPortalDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const day = new Date(`${value}T00:00:00Z`);
  return year >= 2000 && year <= 2100 && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  return new Ajv({
    allErrors: true,
    verbose: true,
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    strict: false,
    unicodeRegExp: true,
    // Annotations the formatter and the OpenAPI document read; Ajv itself checks nothing with them.
    keywords: ['x-messages'],
    formats: {
      date: { type: 'string', validate: isPortalDate },
      'date-time': { type: 'string', validate: (value: string) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) },
      binary: true,
    },
  });
}

const bodyAjv = createAjv(false);
const textAjv = createAjv('array');
/** Form fields read by a handler: text becomes the schema's number, but a list stays a wrong value. */
export const formAjv = createAjv(true);

/** Fastify's validator compiler: strict JSON types for bodies, coerced text for params and query strings. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
