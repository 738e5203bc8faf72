/**
 * Forms the projects area reads itself: multipart bodies (the project form, the status change),
 * which @fastify/multipart streams to the handler, so Ajv cannot check them before it, and the
 * list filters other reports share. The handler checks what it read with the route's own schema
 * and answers its errors through the API's formatter, so they are the same 422s a JSON body gets.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { schemaErrorOf } from '../../http/schema-errors';
import { isPortalDate, validatorCompiler } from '../../http/schema-validation';

/** A route's validator compiler that leaves the streamed body to the handler (params and query as usual). */
export const streamedBodyValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

/**
 * The API's validator options (http/schema-validation.ts) with scalar coercion only: a form's
 * text becomes the schema's number, but a list or an object where a value belongs stays wrong
 * (a date sent as a list is refused, not unwrapped).
 */
const formAjv = new Ajv({
  allErrors: true,
  verbose: true,
  coerceTypes: true,
  useDefaults: true,
  removeAdditional: true,
  strict: false,
  unicodeRegExp: true,
  keywords: ['x-messages'],
  formats: { date: { type: 'string', validate: isPortalDate }, 'date-time': true, binary: true },
});

const checkers = new WeakMap<TSchema, ValidateFunction>();

/**
 * The fields checked against `schema`, or a 422 naming each wrong field as a JSON body's
 * would be. Ids and numbers given as text (multipart, query strings, JSON from forms) pass.
 */
export function checkFields<S extends TSchema>(schema: S, fields: Record<string, unknown>): Static<S> {
  let check = checkers.get(schema);
  if (!check) {
    check = formAjv.compile(schema);
    checkers.set(schema, check);
  }
  const copy = { ...fields };
  if (!check(copy)) throw schemaErrorOf(check.errors ?? [], 'body');
  return copy as Static<S>;
}
