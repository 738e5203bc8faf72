/**
 * The API's published OpenAPI document as the generic suites read it (openapi.test.ts,
 * bad-input.test.ts, contract-walk.test.ts): its operations with their parameters, JSON or
 * multipart body and answers, and a URL for an operation with chosen path values.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { TestApp } from './test-app';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  maxLength?: number;
  pattern?: string;
  [keyword: string]: unknown;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

type Answer = { description?: string; content?: Record<string, { schema?: JsonSchema }> };

type RawOperation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, Answer>;
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
  [key: string]: unknown;
};

export type Operation = {
  /** `GET /api/brand/{id}`: how the suites name an operation in their reports. */
  name: string;
  method: string;
  /** The document's path, `/api/brand/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  jsonBody?: JsonSchema;
  /** The operation reads a multipart/form-data body. */
  multipart: boolean;
  /** The schema of its first 2xx answer that declares one (JSON or not). */
  answerSchema?: JsonSchema;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export async function fetchOpenApiDocument(app: TestApp): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
  return response.json<OpenApiDocument>();
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const parameters = raw.parameters ?? [];
      const content = raw.requestBody?.content ?? {};
      const answer = Object.entries(raw.responses ?? {})
        .filter(([status]) => /^2\d\d$/.test(status))
        .map(([, declared]) => Object.values(declared.content ?? {})[0]?.schema)
        .find((schema) => schema !== undefined);
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        answerSchema: answer,
      });
    }
  }
  return operations;
}

/** The operation's URL with each `{name}` replaced by its value, and a query string. */
export function urlOf(operation: Operation, pathValues: Record<string, string>, query: Record<string, string> = {}): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Fastify's `/api/brand/:id` as the document writes it: `/api/brand/{id}`. */
export const documentPathOf = (fastifyUrl: string) => fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/$/, '');

/**
 * Checks the document against the OpenAPI schema of its version with
 * @seriousme/openapi-schema-validator. That package is ES-module only and finds its schemas
 * through import.meta.url, which jest's CommonJS sandbox cannot give it, so it runs in a child
 * Node process that reads the document on stdin.
 */
export function validateOpenApi(document: OpenApiDocument): { valid: boolean; version: string; errors: unknown } {
  const entry = pathToFileURL(require.resolve('@seriousme/openapi-schema-validator')).href;
  const script = `
    const { Validator } = await import(${JSON.stringify(entry)});
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? null }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(document) });
  return JSON.parse(output.toString('utf8')) as { valid: boolean; version: string; errors: unknown };
}
