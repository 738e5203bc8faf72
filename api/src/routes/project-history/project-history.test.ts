import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PROJECT_HISTORY_PAGE_SIZE, type ProjectHistoryResponse, type PurchaseOrder, type SaveResponse } from '@portal/shared/contract';
import { recordChange } from '../../audit/record-change';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { createEstimate, financeProjects, purchaseOrderPayload } from '../purchase-orders/finance-fixture';

const kit = setUpTestKit();
const db = () => kit.t.database.db;
let projectId: number;
let quietProjectId: number;

beforeAll(async () => {
  ({ projectId, otherProjectId: quietProjectId } = await financeProjects(db()));
});

const history = async (id: number, query = '') => {
  const response = await kit.call('pm', 'GET', `project-history/${id}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ProjectHistoryResponse>();
};

describe('GET /api/project-history/:projectId', () => {
  it('is for full project managers only (403), and 404 for an unknown project', async () => {
    for (const account of ['dev', 'dev2', 'limited', 'it', 'clientPm'] as const) {
      expect((await kit.call(account, 'GET', `project-history/${projectId}`)).statusCode).toBe(403);
    }
    expect((await kit.call(null, 'GET', `project-history/${projectId}`)).statusCode).toBe(401);
    expect((await kit.call('pm', 'GET', 'project-history/999999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'GET', `project-history/${projectId}?page=x`)).statusCode).toBe(422);
  });

  it("lists a change made through the API with its author's name and what a sentence needs", async () => {
    const { ceId } = await createEstimate(db(), projectId);
    const created = await kit.call(
      'pm',
      'POST',
      'purchase-orders',
      purchaseOrderPayload(projectId, ceId, { po_number: 'PO-4047', value: '150' }),
    );
    const po = created.json<SaveResponse<PurchaseOrder>>().data;
    await kit.call('pm', 'PUT', `purchase-orders/${po.id}`, purchaseOrderPayload(projectId, ceId, { po_number: 'PO-4047', value: '180' }));
    const [latest, first] = (await history(projectId)).data;
    expect(latest).toMatchObject({
      user_id: DEMO_USERS.pm.id,
      user_name: DEMO_USERS.pm.name,
      action: 'changed',
      record_type: 'purchase-order',
      record_id: po.id,
      record_label: 'PO-4047',
      changes: { value: { from: '150.00', to: '180.00' } },
    });
    expect(latest.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(first).toMatchObject({ action: 'created', record_id: po.id });
    expect((await history(quietProjectId)).data).toEqual([]);
  });

  it('pages newest first, 20 a page, with the total and the last page', async () => {
    const [{ id: pageProject }] = await queryRows<{ id: number }>(db(), sql`select id from projects order by id desc limit 1`);
    const count = PROJECT_HISTORY_PAGE_SIZE + 5;
    await db().transaction(async (tx) => {
      for (let n = 1; n <= count; n += 1) {
        await recordChange(tx, {
          projectId: Number(pageProject),
          userId: DEMO_USERS.pm.id,
          recordType: 'purchase-order',
          recordId: n,
          recordLabel: `PO-${n}`,
          action: 'created',
        });
      }
    });
    const first = await history(Number(pageProject));
    expect(first).toMatchObject({ total: count, last_page: 2 });
    expect(first.data).toHaveLength(PROJECT_HISTORY_PAGE_SIZE);
    // Written in one transaction (one time): the later row comes first.
    expect(first.data[0].record_label).toBe(`PO-${count}`);
    const second = await history(Number(pageProject), '?page=2');
    expect(second.data.map((row) => row.record_label)).toEqual(['PO-5', 'PO-4', 'PO-3', 'PO-2', 'PO-1']);
  });
});

describe('GET /api/project-history/:projectId: what the schema refuses', () => {
  it('answers 404 for a project id above int32 and 422 for a page past any list', async () => {
    expect((await kit.call('pm', 'GET', 'project-history/2147483648')).statusCode).toBe(404);
    const response = await kit.call('pm', 'GET', 'project-history/1?page=100001');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The page field must not be greater than 100000.',
      errors: { page: ['The page field must not be greater than 100000.'] },
    });
  });
});
