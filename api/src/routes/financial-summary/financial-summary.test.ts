import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  FinancialSummaryResponse,
  InvoiceActionResponse,
  PurchaseOrder,
  PurchaseOrdersResponse,
  SaveResponse,
} from '@portal/shared/contract';
import { createEstimate, purchaseOrderPayload } from '../purchase-orders/finance-fixture';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0];

/** A fresh project with nothing on it, so every figure is the test's own. */
async function emptyProject(): Promise<number> {
  const row = await one<{
    id: number;
  }>(sql`insert into projects (title, client_id, brand_id, owner_id, type_id, category_id, start_date, deadline)
    select 'Summary project', client_id, brand_id, owner_id, type_id, category_id, start_date, deadline from projects order by id limit 1 returning id`);
  return Number(row.id);
}

const summary = async (projectId: number) =>
  (await kit.call('pm', 'GET', `financial-summary/${projectId}`)).json<FinancialSummaryResponse>().data;

describe('GET /api/financial-summary/:projectId', () => {
  it('is all zero for a project without estimates, timesheet entries or expenses', async () => {
    const projectId = await emptyProject();
    expect(await summary(projectId)).toEqual({
      currency: 'EURO',
      estimate_cost: '0.00',
      invoiced: '0.00',
      development_cost: '0.00',
      external_cost: [],
      profit: [{ currency: 'EURO', value: '0.00' }],
      cost_estimate_items: [],
      timesheet_lines: [],
      external_expense_lines: [],
    });
  });

  it('is approved estimates minus timesheet cost minus external expenses, each listed', async () => {
    const projectId = await emptyProject();
    const activity = await one<{ id: number; name: string }>(sql`select id, name from activity_types order by id limit 1`);
    const estimate = (status: number, value: string) =>
      one<{ id: number }>(
        sql`insert into cost_estimates (project_id, status_id, value) values (${projectId}, ${status}, ${value}) returning id`,
      );
    const approved = await estimate(1, '1000.10');
    await estimate(1, '500.00');
    await estimate(3, '99999.00');
    await estimate(2, '88888.00');
    await db().execute(sql`insert into cost_estimate_lines (cost_estimate_id, details, item_type_id, activity_type_id, quantity, unit_cost)
      values (${approved.id}, 'Hours', 1, ${activity.id}, 10, 100.01)`);
    for (const [hours, unitCost] of [
      ['1.50', '40.00'],
      ['2.25', '40.00'],
      ['3.00', '45.50'],
    ]) {
      await db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, unit_cost)
        values (${projectId}, ${DEMO_USERS.dev.id}, ${activity.id}, '2026-02-02', ${hours}, ${unitCost})`);
    }
    await db().execute(sql`insert into external_expenses (project_id, init_date, value, currency, description)
      values (${projectId}, '2026-02-01', 120.30, 'USD', 'Stock photos'), (${projectId}, '2026-02-03', 79.70, 'EURO', null)`);

    const figures = await summary(projectId);
    // Euro: 1500.10 - (1.5*40 + 2.25*40 + 3*45.5 = 286.50) - 79.70; the dollars stay apart (issue 29).
    expect([figures.estimate_cost, figures.development_cost]).toEqual(['1500.10', '286.50']);
    expect(figures.external_cost).toEqual([
      { currency: 'EURO', value: '79.70' },
      { currency: 'USD', value: '120.30' },
    ]);
    expect(figures.profit).toEqual([
      { currency: 'EURO', value: '1133.90' },
      { currency: 'USD', value: '-120.30' },
    ]);
    expect(figures.timesheet_lines).toEqual([
      { activity_name: activity.name, hours: '3.75', unit_cost: '40.00', cost: '150.00' },
      { activity_name: activity.name, hours: '3.00', unit_cost: '45.50', cost: '136.50' },
    ]);
    expect(figures.external_expense_lines.map((line) => [line.currency, line.value, line.description])).toEqual([
      ['USD', '120.30', 'Stock photos'],
      ['EURO', '79.70', null],
    ]);
    expect(figures.cost_estimate_items).toEqual([
      expect.objectContaining({
        cost_estimate_id: approved.id,
        activity_name: activity.name,
        status_id: 1,
        quantity: '10.00',
        unit_cost: '100.01',
      }),
    ]);
  });

  it('never adds two currencies: each is summed on its own, and dollars alone leave the euro profit whole', async () => {
    const projectId = await emptyProject();
    await db().execute(sql`insert into cost_estimates (project_id, status_id, value) values (${projectId}, 1, 1000.00)`);
    await db().execute(sql`insert into external_expenses (project_id, init_date, value, currency) values
      (${projectId}, '2026-02-01', 100.25, 'USD'), (${projectId}, '2026-02-02', 199.75, 'USD'),
      (${projectId}, '2026-02-03', 1200.00, 'EURO')`);
    const figures = await summary(projectId);
    expect(figures.external_cost).toEqual([
      { currency: 'EURO', value: '1200.00' },
      { currency: 'USD', value: '300.00' },
    ]);
    expect(figures.profit).toEqual([
      { currency: 'EURO', value: '-200.00' },
      { currency: 'USD', value: '-300.00' },
    ]);

    const dollarsOnly = await emptyProject();
    await db().execute(sql`insert into cost_estimates (project_id, status_id, value) values (${dollarsOnly}, 1, 500.00)`);
    await db().execute(
      sql`insert into external_expenses (project_id, init_date, value, currency) values (${dollarsOnly}, '2026-02-01', 80, 'USD')`,
    );
    const only = await summary(dollarsOnly);
    expect(only.external_cost).toEqual([{ currency: 'USD', value: '80.00' }]);
    expect(only.profit).toEqual([
      { currency: 'EURO', value: '500.00' },
      { currency: 'USD', value: '-80.00' },
    ]);
  });

  it('counts as invoiced the standing invoices of its orders, as the orders panel shows them (issue 32)', async () => {
    const projectId = await emptyProject();
    const { ceId } = await createEstimate(db(), projectId);
    const order = async (value: string) => {
      const created = await kit.call(
        'pm',
        'POST',
        'purchase-orders',
        purchaseOrderPayload(projectId, ceId, { value, po_number: `PO-${value}` }),
      );
      expect(created.statusCode).toBe(201);
      return created.json<SaveResponse<PurchaseOrder>>().data;
    };
    const act = async (path: 'generate-invoice' | 'storno-invoice', id: number) => {
      const response = await kit.call('pm', path === 'generate-invoice' ? 'POST' : 'GET', `${path}/${id}`);
      expect(response.json<InvoiceActionResponse>().status).toBe('success');
    };
    const [kept, reversed] = [await order('700.25'), await order('300.00')];
    await order('99.00'); // never invoiced
    expect((await summary(projectId)).invoiced).toBe('0.00');
    await act('generate-invoice', kept.id);
    await act('generate-invoice', reversed.id);
    expect((await summary(projectId)).invoiced).toBe('1000.25');
    // A storno takes its invoice out; the estimate's approved value is unchanged.
    await act('storno-invoice', reversed.id);
    const figures = await summary(projectId);
    expect(figures).toMatchObject({ currency: 'EURO', estimate_cost: '1500.00', invoiced: '700.25' });
    const orders = (await kit.call('pm', 'GET', `purchase-orders/${projectId}`)).json<PurchaseOrdersResponse>().data;
    const standing = orders.filter((po) => po.invoice_state === 'invoiced');
    expect(standing.map((po) => po.id)).toEqual([kept.id]);
    expect(Number(figures.invoiced)).toBe(Number(standing[0].value));
  });

  it('answers 404 for an unknown project and 403 to the team lead and everyone but a full project manager', async () => {
    expect((await kit.call('pm', 'GET', 'financial-summary/999999')).statusCode).toBe(404);
    const led = await one<{ id: number }>(
      sql`select id from projects where teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev.id}::int) limit 1`,
    );
    expect(led).toBeDefined();
    for (const account of ['dev', 'dev2', 'limited', 'it', 'clientPm'] as const) {
      expect((await kit.call(account, 'GET', `financial-summary/${led.id}`)).statusCode).toBe(403);
    }
  });
});
