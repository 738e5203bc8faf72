/**
 * For tests: every answer is checked against its route's answer schema before Fastify
 * serializes it. The serializer keeps only the fields a schema names, so a field the handler
 * sends but the schema forgot would silently vanish from the portal's answer; here it fails the
 * call instead (500 with the difference), as does a field of the wrong type or a missing one.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

type JsonSchema = Record<string, unknown>;

/** The schema with `additionalProperties: false` on every object that does not say otherwise. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) copy[key] = closed(value);
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined && copy.patternProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

export function checkAnswersAgainstSchemas(app: FastifyInstance): void {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    keywords: ['x-messages'],
    formats: { date: true, 'date-time': true, binary: true },
  });
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const answers = request.routeOptions.schema?.response as Record<string, object> | undefined;
    const schema = answers?.[String(reply.statusCode)];
    if (!schema) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(closed(schema) as object);
      compiled.set(schema, validate);
    }
    // The answer as the wire would carry it before the schema's serializer (Dates as text).
    const sent: unknown = JSON.parse(JSON.stringify(payload));
    if (!validate(sent)) {
      throw new HttpError(
        500,
        `The answer of ${request.method} ${request.routeOptions.url} does not match its schema: ${ajv.errorsText(validate.errors)}`,
      );
    }
    return payload;
  });
}
