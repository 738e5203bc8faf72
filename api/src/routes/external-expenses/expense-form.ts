/**
 * The external expense form is multipart (document 2, section 5): @fastify/multipart streams
 * the body to the handler, so Fastify cannot check it before. The route declares the form in
 * its schema for the OpenAPI document, lets the body pass Fastify's validator, and the handler
 * checks the fields it read with the same schema and the same Ajv as JSON bodies, so the form
 * gets the same 422 sentences.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { schemaErrorOf } from '../../http/schema-errors';
import { validatorCompiler } from '../../http/schema-validation';

/** The route's validator compiler: the streamed body passes, params and query are checked as everywhere. */
export const multipartValidatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

type Check = (fields: Record<string, unknown>) => boolean;
const checks = new WeakMap<TSchema, Check & { errors?: unknown }>();

/**
 * The form's text fields as the schema types them (ids as numbers), or the 422 of the first
 * wrong ones. A blank field is one the form left empty: it counts as not sent, as it always did.
 */
export function checkFormFields<S extends TSchema>(schema: S, fields: Record<string, string>): Static<S> {
  let check = checks.get(schema);
  if (!check) {
    // Form fields are text, like a query string: the text validator coerces them to the schema's types.
    check = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'querystring' }) as Check;
    checks.set(schema, check);
  }
  const given: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
  if (!check(given)) throw schemaErrorOf((check.errors ?? []) as Parameters<typeof schemaErrorOf>[0], 'body');
  return given as Static<S>;
}
