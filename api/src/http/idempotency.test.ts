import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { ValidationErrorBody } from '@portal/shared/contract';
import { queryRows } from '../test/query-rows';
import { DEMO_USERS } from '../db/seed-data';
import { createEstimate, financeProjects, purchaseOrderPayload } from '../routes/purchase-orders/finance-fixture';
import { daysFromToday, loggableProject, payload } from '../routes/timesheet/timesheet-fixture';
import { bearer, multipartBody } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(db(), query))[0].n);

type Account = 'pm' | 'dev' | 'dev2';

/** POST with an Idempotency-Key; a multipart body is sent as its exact bytes. */
function post(account: Account, url: string, body: object | ReturnType<typeof multipartBody>, key?: string) {
  const headers: Record<string, string> = { ...bearer(kit.tokens[account]), ...(key === undefined ? {} : { 'idempotency-key': key }) };
  const options: InjectOptions =
    'payload' in body && Buffer.isBuffer(body.payload)
      ? { method: 'POST', url: `/api/${url}`, headers: { ...headers, ...body.headers }, payload: body.payload }
      : { method: 'POST', url: `/api/${url}`, headers, payload: body };
  return kit.t.inject(options);
}

/** Entries are dated two days ago: on projects that had started by then. */
const startedLongAgo = sql`start_date <= current_date - 30`;
let projectId: number;
let tsProject: { projectId: number; activityId: number };

beforeAll(async () => {
  ({ projectId } = await financeProjects(db()));
  tsProject = await loggableProject(kit, 'dev', startedLongAgo);
});

const entryPayload = (details: string, overrides = {}) =>
  payload(tsProject.projectId, tsProject.activityId, { hours: 1, manual_date: daysFromToday(-2), details, ...overrides });
const entriesWith = (details: string) => count(sql`select count(*)::int as n from timesheet_entries where details = ${details}`);

describe('Idempotency-Key on POST ts', () => {
  it('answers a repeated key with the first answer and creates nothing more', async () => {
    const key = randomUUID();
    const first = await post('dev', 'ts', entryPayload('idempotent once'), key);
    expect(first.statusCode).toBe(201);
    const again = await post('dev', 'ts', entryPayload('idempotent once'), key);
    expect(again.statusCode).toBe(201);
    expect(again.json<unknown>()).toEqual(first.json<unknown>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await entriesWith('idempotent once')).toBe(1);
  });

  it('creates again without a key, with a new key, or for another user with the same key', async () => {
    const key = randomUUID();
    expect((await post('dev', 'ts', entryPayload('no key'))).statusCode).toBe(201);
    expect((await post('dev', 'ts', entryPayload('no key'))).statusCode).toBe(201);
    expect(await entriesWith('no key')).toBe(2);

    expect((await post('dev', 'ts', entryPayload('per user'), key)).statusCode).toBe(201);
    const dev2Project = await loggableProject(kit, 'dev2', startedLongAgo);
    const other = await post(
      'dev2',
      'ts',
      payload(dev2Project.projectId, dev2Project.activityId, { hours: 1, manual_date: daysFromToday(-2), details: 'per user' }),
      key,
    );
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await post('dev', 'ts', entryPayload('per user'), randomUUID())).statusCode).toBe(201);
    expect(await entriesWith('per user')).toBe(3);
  });

  it('refuses a key reused with another body, and a malformed key, with 422 naming idempotency_key', async () => {
    const key = randomUUID();
    expect((await post('dev', 'ts', entryPayload('first body'), key)).statusCode).toBe(201);
    const reused = await post('dev', 'ts', entryPayload('second body'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ValidationErrorBody>().errors).toEqual({ idempotency_key: [IDEMPOTENCY_MESSAGES.reused] });
    expect(await entriesWith('second body')).toBe(0);

    const malformed = await post('dev', 'ts', entryPayload('bad key'), 'a key with spaces');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<ValidationErrorBody>().errors).toEqual({ idempotency_key: [IDEMPOTENCY_MESSAGES.invalid] });
    expect(await entriesWith('bad key')).toBe(0);
  });

  it('replays a refusal too: the retry of a refused save is refused the same way', async () => {
    const key = randomUUID();
    const refused = await post('dev', 'ts', entryPayload('refused', { hours: 0 }), key);
    expect(refused.statusCode).toBe(422);
    const again = await post('dev', 'ts', entryPayload('refused', { hours: 0 }), key);
    expect({ status: again.statusCode, body: again.json<unknown>(), replayed: again.headers['idempotent-replayed'] }).toEqual({
      status: 422,
      body: refused.json<unknown>(),
      replayed: 'true',
    });
  });

  it('keeps a key 24 hours: an older one is purged and the call runs again', async () => {
    const key = randomUUID();
    expect((await post('dev', 'ts', entryPayload('expired key'), key)).statusCode).toBe(201);
    const aged = await queryRows(
      db(),
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key} returning key`,
    );
    expect(aged).toHaveLength(1);
    const later = await post('dev', 'ts', entryPayload('expired key'), key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await entriesWith('expired key')).toBe(2);
    expect(await count(sql`select count(*)::int as n from idempotency_keys where created_at < now() - interval '24 hours'`)).toBe(0);
  });

  it('runs a call whose first attempt died unanswered (its key pending for over a minute)', async () => {
    const key = randomUUID();
    await db().execute(
      sql`insert into idempotency_keys (key, user_id, route, created_at)
          values (${key}, ${DEMO_USERS.dev.id}, 'POST /api/ts', now() - interval '2 minutes')`,
    );
    expect((await post('dev', 'ts', entryPayload('abandoned key'), key)).statusCode).toBe(201);
    expect(await entriesWith('abandoned key')).toBe(1);
    expect(await count(sql`select count(*)::int as n from idempotency_keys where key = ${key} and status = 201`)).toBe(1);
  });

  it('lets one of many concurrent requests with one key create; the others get its answer (or 409)', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('dev', 'ts', entryPayload('concurrent key'), key)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409)).toBe(true);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    expect(await entriesWith('concurrent key')).toBe(1);
  }, 30_000);
});

describe('Idempotency-Key on the finance calls', () => {
  it('POST purchase-orders and POST generate-invoice/{id}: one order, one invoice', async () => {
    const { ceId, lineIds } = await createEstimate(db(), projectId);
    const key = randomUUID();
    const body = purchaseOrderPayload(projectId, ceId, { po_number: 'PO-IDEMPOTENT' });
    const first = await post('pm', 'purchase-orders', body, key);
    expect(first.statusCode).toBe(201);
    expect((await post('pm', 'purchase-orders', body, key)).json()).toEqual(first.json<unknown>());
    expect(await count(sql`select count(*)::int as n from purchase_orders where po_number = 'PO-IDEMPOTENT'`)).toBe(1);

    const poId = first.json<{ data: { id: number } }>().data.id;
    const invoiceKey = randomUUID();
    const issued = await post('pm', `generate-invoice/${poId}`, { ceLines: [lineIds[0]] }, invoiceKey);
    expect(issued.json<{ status: string }>().status).toBe('success');
    const retried = await post('pm', `generate-invoice/${poId}`, { ceLines: [lineIds[0]] }, invoiceKey);
    expect({ status: retried.statusCode, body: retried.json<unknown>() }).toEqual({
      status: issued.statusCode,
      body: issued.json<unknown>(),
    });
    expect(await count(sql`select count(*)::int as n from invoices where purchase_order_id = ${poId}`)).toBe(1);
    // The same key on another order is another request.
    expect((await post('pm', `generate-invoice/${poId + 100000}`, { ceLines: [lineIds[0]] }, invoiceKey)).statusCode).toBe(422);
  });

  it('POST cost-estimates: one estimate', async () => {
    const [project] = await queryRows<{ id: number; job: number }>(
      db(),
      sql`select pj.project_id as id, pj.job_number_id as job from project_job_numbers pj join projects p on p.id = pj.project_id
          where p.parent_id is null order by pj.project_id limit 1`,
    );
    const [activity] = await queryRows<{ id: number }>(db(), sql`select id from activity_types where not disabled order by id limit 1`);
    const [units] = await queryRows<{ client: number; idg: number }>(
      db(),
      sql`select (select min(id) from client_units) as client, (select min(id) from idg_units) as idg`,
    );
    const body = {
      project_id: Number(project.id),
      status_id: 3,
      job_numbers: [Number(project.job)],
      client_unit_id: Number(units.client),
      infodesign_unit_id: Number(units.idg),
      lines: [{ details: 'Idempotent banners', item_type_id: 2, activity_type_id: Number(activity.id), quantity: 2, unit_cost: '150.25' }],
    };
    const key = randomUUID();
    const first = await post('pm', 'cost-estimates', body, key);
    expect(first.statusCode).toBe(201);
    expect((await post('pm', 'cost-estimates', body, key)).json()).toEqual(first.json<unknown>());
    expect(await count(sql`select count(*)::int as n from cost_estimate_lines where details = 'Idempotent banners'`)).toBe(1);
  });

  it('POST external-expenses (multipart with a document): one expense; another file with the key is refused', async () => {
    const fields = {
      project_id: String(projectId),
      category_id: '3',
      init_date: '2026-11-02',
      value: '99.10',
      currency: 'EURO',
      author_id: '7',
      code: 'EXP-IDEMPOTENT',
      description: 'Retried upload',
    };
    const pdf = (text: string) => ({
      field: 'document',
      filename: 'receipt.pdf',
      contentType: 'application/pdf',
      data: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
    });
    const body = multipartBody(fields, pdf('first'));
    const key = randomUUID();
    const first = await post('pm', 'external-expenses', body, key);
    expect(first.statusCode).toBe(201);
    const again = await post('pm', 'external-expenses', body, key);
    expect({ status: again.statusCode, body: again.json<unknown>() }).toEqual({ status: 201, body: first.json<unknown>() });
    expect(await count(sql`select count(*)::int as n from external_expenses where code = 'EXP-IDEMPOTENT'`)).toBe(1);

    const otherFile = await post('pm', 'external-expenses', multipartBody(fields, pdf('second')), key);
    expect(otherFile.statusCode).toBe(422);
    expect(otherFile.json<ValidationErrorBody>().errors).toEqual({ idempotency_key: [IDEMPOTENCY_MESSAGES.reused] });
    expect(await count(sql`select count(*)::int as n from external_expenses where code = 'EXP-IDEMPOTENT'`)).toBe(1);
  });
});
