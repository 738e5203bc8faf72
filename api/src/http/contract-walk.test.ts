/**
 * The contract walk (issue 31): every GET operation of the OpenAPI document is called on the
 * seed, with real ids and dates (test/sample-values.ts), as the first demo account that may
 * call it, and must answer 2xx. The test app checks each answer against its route's answer
 * schema with no field left out (src/http/answer-check.ts: a field the handler sends that the
 * schema lacks fails the call), so a pass means every field the portal reads is in the contract.
 * The test prints the operations that have no answer schema yet and those it cannot call (the
 * seed has nothing to put in a parameter), and fails on any non-2xx answer.
 */
import { expect, it } from '@jest/globals';
import { fetchOpenApiDocument, operationsOf, urlOf } from '../test/openapi-document';
import { loadSampleValues } from '../test/sample-values';
import { bearer, type DemoAccount } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';

const QUERY_PERIOD = new Set(['startDate', 'endDate']);

const kit = setUpTestKit();

/** The full PM first: most reads are theirs; then the accounts whose own records some reads are. */
const ROLES: DemoAccount[] = ['pm', 'dev', 'limited', 'it', 'dev2', 'clientPm'];

/** Reads that change something (document 2's invoice calls are GETs): called after the others. */
const CHANGING = /\/(storno-invoice|reset-invoice-data)\//;

it('answers every GET of the document with 2xx and an answer that matches its schema, called on the seed as a role that may', async () => {
  const samples = await loadSampleValues(kit.t.ctx.db, kit.now);
  const reads = operationsOf(await fetchOpenApiDocument(kit.t))
    .filter((operation) => operation.method === 'GET')
    .sort((a, b) => Number(CHANGING.test(a.path)) - Number(CHANGING.test(b.path)));
  expect(reads.length).toBeGreaterThan(50);
  const withoutSchema: string[] = [];
  const cannotCall: string[] = [];
  const failures: string[] = [];
  let answered = 0;

  for (const operation of reads) {
    if (!operation.answerSchema) withoutSchema.push(operation.name);
    const pathValues: Record<string, string> = {};
    const query: Record<string, string> = {};
    const missing: string[] = [];
    for (const param of operation.pathParams) {
      const value = samples.path(operation.path, param.name);
      if (value === undefined) missing.push(`{${param.name}}`);
      else pathValues[param.name] = value;
    }
    for (const param of operation.queryParams) {
      const choice = (param.schema?.enum ?? param.schema?.anyOf?.map((branch) => branch.const))?.[0];
      const value = samples.query(param.name) ?? (typeof choice === 'string' || typeof choice === 'number' ? String(choice) : undefined);
      // An optional period (e.g. reports-missing's, which only some sections need) is given too.
      if (value !== undefined && (param.required || QUERY_PERIOD.has(param.name))) query[param.name] = value;
      else if (param.required) missing.push(`?${param.name}`);
    }
    if (missing.length > 0) {
      cannotCall.push(`${operation.name}: the seed gives no ${missing.join(', ')}`);
      continue;
    }
    const url = urlOf(operation, pathValues, query);
    const refusals: string[] = [];
    for (const account of ROLES) {
      const response = await kit.t.inject({ method: 'GET', url, headers: bearer(kit.tokens[account]) });
      if (response.statusCode >= 200 && response.statusCode < 300) {
        answered++;
        refusals.length = 0;
        break;
      }
      refusals.push(`${account}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      // Anything but "not yours" is the answer every account gets.
      if (response.statusCode !== 403 && response.statusCode !== 404) break;
    }
    if (refusals.length > 0) failures.push(`${operation.name} (${url}): ${refusals.join(' | ')}`);
  }

  process.stdout.write(
    [
      `contract walk: ${reads.length} GET operations, ${answered} answered 2xx, ${failures.length} failed`,
      `without an answer schema yet (${withoutSchema.length}): ${withoutSchema.join(', ') || 'none'}`,
      `not called (${cannotCall.length}): ${cannotCall.join('; ') || 'none'}`,
      '',
    ].join('\n'),
  );
  expect(failures).toEqual([]);
}, 300_000);
