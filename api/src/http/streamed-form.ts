/**
 * Forms the handler reads itself: @fastify/multipart streams a multipart body to the handler, so
 * Fastify cannot check it before. Such a route declares its form in its schema for the OpenAPI
 * document, lets the body pass Fastify's validator (streamedBodyValidator), and checks the fields
 * it read with the same schema (checkFormFields), answering the same 422s as a JSON body would.
 */
import type { ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { schemaErrorOf } from './schema-errors';
import { formAjv, validatorCompiler } from './schema-validation';

/** A route's validator compiler that leaves the streamed body to the handler (params and query as usual). */
export const streamedBodyValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

const checkers = new WeakMap<TSchema, ValidateFunction>();

/**
 * The fields checked against `schema` and typed by it (ids and numbers given as text pass), or a
 * 422 naming each wrong field as a JSON body's would.
 */
export function checkFormFields<S extends TSchema>(schema: S, fields: Record<string, unknown>): Static<S> {
  let check = checkers.get(schema);
  if (!check) {
    check = formAjv.compile(schema);
    checkers.set(schema, check);
  }
  const copy = { ...fields };
  if (!check(copy)) throw schemaErrorOf(check.errors ?? [], 'body');
  return copy as Static<S>;
}
