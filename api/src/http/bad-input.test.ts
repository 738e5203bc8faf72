/**
 * No 5xx for client mistakes (issue 31), generated from the OpenAPI document at test time: every
 * operation's path parameters, query parameters and JSON body fields (nested objects and list
 * items too) get wrong types, ids out of range, NUL bytes, 100,000-character text, oversized
 * lists and invalid or absurd dates, one field at a time beside well-formed values for the
 * others; every body is also sent as malformed JSON, an array and a string, and every multipart
 * operation a body without a boundary, a truncated one and one with too many parts. Each call is
 * made as the full project manager, or, where a well-formed call refuses them (403), as the
 * first demo account that may make it. Every answer must be a 4xx with a JSON `message`; the
 * test collects every other answer and fails listing them all.
 */
import { expect, it } from '@jest/globals';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_USERS } from '../db/seed-data';
import { fetchOpenApiDocument, operationsOf, urlOf, type JsonSchema, type Operation } from '../test/openapi-document';
import { loadSampleValues, type SampleValues } from '../test/sample-values';
import { bearer, multipartBody, type DemoAccount } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';

// Wrong sign-ins are part of the input: no backoff, so no call waits.
const kit = setUpTestKit({ config: { loginBackoff: { freeFailures: 1_000_000, baseMs: 0, maxMs: 0 } } });

/** Who calls an operation: the full PM first, then those who may make what the PM may not. */
const ROLES: DemoAccount[] = ['pm', 'dev', 'it', 'limited'];

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(100_000);

/** What every JSON field gets in turn. */
const JSON_VALUES: [string, unknown][] = [
  ['an object', { a: 1 }],
  ['true', true],
  ['null', null],
  ['text', 'abc'],
  ['a fraction', 1.5],
  ['id 0', 0],
  ['id -1', -1],
  ['id 2^31', 2 ** 31],
  ['id 10^11', 1e11],
  ['a NUL byte', NUL],
  ['100,000 characters', LONG],
  ['2026-02-30', '2026-02-30'],
  ['9999-12-31', '9999-12-31'],
  ['a date in an array', ['2026-01-05']],
];

/** What every path and query parameter gets in turn (they travel as text). */
const TEXT_VALUES: [string, string][] = [
  ['text', 'abc'],
  ['a fraction', '1.5'],
  ['id 0', '0'],
  ['id -1', '-1'],
  ['id 2^31', '2147483648'],
  ['id 10^11', '100000000000'],
  ['a NUL byte', NUL],
  ['100,000 characters', LONG],
  ['2026-02-30', '2026-02-30'],
  ['9999-12-31', '9999-12-31'],
  ['true', 'true'],
];

type Call = { method: InjectOptions['method']; url: string; headers?: Record<string, string>; payload?: string | Buffer };

type Finding = { operation: string; field: string; value: string; status: number; body: string };

/** The first schema of a union that is not `null` (the shape a well-formed value has). */
function mainOf(schema: JsonSchema | undefined): JsonSchema {
  const branches = schema?.anyOf ?? schema?.oneOf;
  if (branches) return mainOf(branches.find((branch) => branch.type !== 'null') ?? branches[0]);
  return schema ?? {};
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** A well-formed value for a schema, with real ids where the field's name says what it is. */
function sampleOf(schema: JsonSchema | undefined, name: string, samples: SampleValues, today: string): unknown {
  const main = mainOf(schema);
  if (main.const !== undefined) return main.const;
  if (main.enum) return main.enum[0];
  switch (typeOf(main) ?? (main.properties ? 'object' : undefined)) {
    case 'integer':
    case 'number':
      return samples.bodyId(name) ?? Math.max(1, main.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sampleOf(main.items, name, samples, today)];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of main.required ?? []) value[key] = sampleOf(main.properties?.[key], key, samples, today);
      return value;
    }
    case 'string':
      if (main.format === 'date') return today;
      if (main.format === 'date-time') return `${today}T09:00:00.000Z`;
      if (main.format === 'email') return 'sample@agency.test';
      if (main.pattern?.includes('\\d')) return '1';
      return 'a'.repeat(Math.max(1, Number(main.minLength ?? 1)));
    default:
      return 'a';
  }
}

/** The body's fields to spoil: each property, the properties of nested objects and of list items. */
function fieldsOf(schema: JsonSchema, path: (string | number)[] = [], depth = 0): { path: (string | number)[]; schema: JsonSchema }[] {
  const main = mainOf(schema);
  if (depth > 3 || !main.properties) return [];
  const fields: { path: (string | number)[]; schema: JsonSchema }[] = [];
  for (const [key, property] of Object.entries(main.properties)) {
    const at = [...path, key];
    fields.push({ path: at, schema: property });
    const inner = mainOf(property);
    if (inner.properties) fields.push(...fieldsOf(inner, at, depth + 1));
    if (typeOf(inner) === 'array' && inner.items) {
      fields.push({ path: [...at, 0], schema: inner.items });
      fields.push(...fieldsOf(inner.items, [...at, 0], depth + 1));
    }
  }
  return fields;
}

/** A copy of `base` with `value` at `path`, creating the objects and lists on the way. */
function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

it('answers every bad input with a 4xx and a message, never a 5xx', async () => {
  const started = Date.now();
  const samples = await loadSampleValues(kit.t.ctx.db, kit.now);
  const today = kit.now.toISOString().slice(0, 10);
  const operations = operationsOf(await fetchOpenApiDocument(kit.t));
  // Deletions last, so the records the other operations are called with still exist.
  operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  const findings: Finding[] = [];
  let calls = 0;

  /** The call as the account; a 401 from a session another call ended signs the account in again and repeats it. */
  async function send(account: DemoAccount, call: Call): Promise<LightMyRequestResponse> {
    const inject = () =>
      kit.t.inject({
        method: call.method,
        url: call.url,
        headers: { ...bearer(kit.tokens[account]), ...call.headers },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      });
    calls++;
    const response = await inject();
    if (response.statusCode !== 401) return response;
    const session = await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(kit.tokens[account]) });
    if (session.statusCode !== 401) return response;
    kit.tokens[account] = await kit.t.login(DEMO_USERS[account].email);
    return inject();
  }

  async function check(account: DemoAccount, operation: Operation, field: string, value: string, call: Call): Promise<void> {
    const response = await send(account, call);
    let message: unknown;
    try {
      message = response.json<{ message?: unknown }>().message;
    } catch {
      message = undefined;
    }
    const refused = response.statusCode >= 400 && response.statusCode < 500;
    if (response.statusCode >= 500 || (refused && typeof message !== 'string')) {
      findings.push({ operation: operation.name, field, value, status: response.statusCode, body: response.body.slice(0, 300) });
    }
  }

  for (const operation of operations) {
    const pathValues = Object.fromEntries(
      operation.pathParams.map((param) => [param.name, samples.path(operation.path, param.name) ?? '1']),
    );
    const baseQuery = Object.fromEntries(
      operation.queryParams
        .filter((param) => param.required)
        .map((param) => [param.name, samples.query(param.name) ?? String(sampleOf(param.schema, param.name, samples, today))]),
    );
    const json = (body: unknown): Pick<Call, 'headers' | 'payload'> => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const baseBody = operation.jsonBody ? sampleOf(operation.jsonBody, '', samples, today) : undefined;
    const wellFormed: Call = {
      method: operation.method,
      url: urlOf(operation, pathValues, baseQuery),
      ...(baseBody === undefined ? {} : json(baseBody)),
    };

    let account: DemoAccount = 'pm';
    for (const role of ROLES) {
      account = role;
      if ((await send(role, wellFormed)).statusCode !== 403) break;
    }

    for (const param of operation.pathParams) {
      for (const [label, value] of TEXT_VALUES) {
        const url = urlOf(operation, { ...pathValues, [param.name]: value }, baseQuery);
        await check(account, operation, `path ${param.name}`, label, { ...wellFormed, url });
      }
    }

    for (const param of operation.queryParams) {
      for (const [label, value] of TEXT_VALUES) {
        const url = urlOf(operation, pathValues, { ...baseQuery, [param.name]: value });
        await check(account, operation, `query ${param.name}`, label, { ...wellFormed, url });
      }
      const twice = `${urlOf(operation, pathValues, baseQuery)}${Object.keys(baseQuery).length > 0 ? '&' : '?'}${encodeURIComponent(param.name)}=1&${encodeURIComponent(param.name)}=2`;
      await check(account, operation, `query ${param.name}`, 'given twice (a list)', { ...wellFormed, url: twice });
    }

    if (operation.jsonBody) {
      for (const field of fieldsOf(operation.jsonBody)) {
        const name = field.path.join('.');
        for (const [label, value] of JSON_VALUES) {
          const body = withValueAt(baseBody, field.path, value);
          await check(account, operation, `body ${name}`, label, { ...wellFormed, ...json(body) });
        }
        const list = mainOf(field.schema);
        if (typeOf(list) === 'array') {
          const size = (list.maxItems ?? 100_000) + 1;
          const item = sampleOf(list.items, String(field.path.at(-1)), samples, today);
          const body = withValueAt(
            baseBody,
            field.path,
            Array.from({ length: size }, () => item),
          );
          await check(account, operation, `body ${name}`, `a list of ${size} items`, { ...wellFormed, ...json(body) });
        }
      }
    }

    if (operation.method !== 'GET') {
      const raw = (payload: string) => ({ ...wellFormed, headers: { 'content-type': 'application/json' }, payload });
      await check(account, operation, 'body', 'malformed JSON', raw('{"name": "a",'));
      await check(account, operation, 'body', 'an array', raw('[1, 2]'));
      await check(account, operation, 'body', 'a string', raw('"text"'));
    }

    if (operation.multipart) {
      const form = multipartBody(
        { name: 'a' },
        { field: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4') },
      );
      const boundless = { 'content-type': 'multipart/form-data' };
      await check(account, operation, 'multipart body', 'no boundary', { ...wellFormed, headers: boundless, payload: form.payload });
      const truncated = form.payload.subarray(0, Math.floor(form.payload.length / 2));
      await check(account, operation, 'multipart body', 'truncated', { ...wellFormed, headers: form.headers, payload: truncated });
      const many = multipartBody(Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`field${index}`, 'a'])));
      await check(account, operation, 'multipart body', '40 parts', { ...wellFormed, headers: many.headers, payload: many.payload });
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`bad-input: ${operations.length} operations, ${calls} calls, ${findings.length} findings, ${seconds} s\n`);
  expect(findings.map((finding) => `${finding.operation} ${finding.field} = ${finding.value}: ${finding.status} ${finding.body}`)).toEqual(
    [],
  );
}, 900_000);
