import { describe, expect, it } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import type { ReportsIncomeByMonthResponse, ReportsIncomeResponse } from '@portal/shared/contract';
import { selectRows } from '../../db/client';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const one = async <S extends TSchema>(row: S, query: SQL) => (await selectRows(db(), row, query))[0];

const PERIOD = { startDate: '2025-03-01', endDate: '2025-06-30' };

/**
 * A client of the test's own with two projects: three orders invoiced in the period
 * (1000.50 and 200.25 in March on "Income alpha", 300.00 in May on "Income beta"), one
 * invoiced in April but reversed, one never invoiced, one invoiced in July.
 */
async function incomeFixture() {
  const client = await one(Type.Object({ id: Type.Integer() }), sql`insert into clients (name) values ('Income Test Client') returning id`);
  const project = (title: string, hogarthPm: number | null) =>
    one(
      Type.Object({ id: Type.Integer() }),
      sql`insert into projects (title, client_id, brand_id, owner_id, type_id, category_id, start_date, deadline, hogarth_pm_id)
      select ${title}, ${client.id}, brand_id, owner_id, type_id, category_id, start_date, deadline, ${hogarthPm} from projects order by id limit 1 returning id`,
    );
  const alpha = await project('Income alpha', DEMO_USERS.clientPm.id);
  const beta = await project('Income beta', null);
  let number = 90_000;
  const order = async (projectId: number, value: string, issuedOn: string | null, reversed = false) => {
    const estimate = await one(
      Type.Object({ id: Type.Integer() }),
      sql`insert into cost_estimates (project_id, status_id, value) values (${projectId}, 1, ${value}) returning id`,
    );
    const po = await one(
      Type.Object({ id: Type.Integer() }),
      sql`insert into purchase_orders (cost_estimate_id, po_number, date, value, client_pm_id, infodesign_pm_id)
      values (${estimate.id}, ${`PO-${value}`}, '2025-02-01', ${value}, ${DEMO_USERS.clientPm.id}, ${DEMO_USERS.pm.id}) returning id`,
    );
    if (!issuedOn) return po.id;
    number += 1;
    const invoice = await one(
      Type.Object({ id: Type.Integer() }),
      sql`insert into invoices (kind, plaja_id, series, number, hash, purchase_order_id, issued_on, total,
        po_number, project_title, seller_name, seller_legal_entity, buyer_name, buyer_legal_entity, lines)
      select 'invoice', id, series, ${number}, ${`hash${number}`}, ${po.id}, ${issuedOn}, ${value}, 'PO', 'P', 's', 's', 'b', 'b', '[]'::jsonb
      from plajas order by id limit 1 returning id`,
    );
    await db().execute(sql`update purchase_orders set invoice_id = ${invoice.id}, hash_factura = ${`hash${number}`},
      storno_id = ${reversed ? invoice.id : null} where id = ${po.id}`);
    return po.id;
  };
  await order(alpha.id, '1000.50', '2025-03-10');
  await order(alpha.id, '200.25', '2025-03-20');
  await order(beta.id, '300.00', '2025-05-02');
  await order(beta.id, '999.00', '2025-04-01', true);
  await order(beta.id, '50.00', null);
  await order(alpha.id, '70.00', '2025-07-01');
  return { clientId: client.id, alpha: alpha.id, beta: beta.id };
}

const queryString = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

const get = async <T>(path: string, query: Record<string, string | number>, account: 'pm' | 'dev' | 'limited' = 'pm') => {
  const response = await kit.call(account, 'GET', `${path}?${queryString(query)}`);
  return { statusCode: response.statusCode, json: () => response.json<T>() };
};

describe('GET /api/reports-income and /api/reports-income-by-month', () => {
  let fixture: Awaited<ReturnType<typeof incomeFixture>>;
  const income = async (query: Record<string, string | number> = {}) =>
    (await get<ReportsIncomeResponse>('reports-income', { ...PERIOD, clientId: fixture.clientId, ...query })).json();

  it('is for full project managers, with a valid period and integer ids', async () => {
    fixture = await incomeFixture();
    for (const path of ['reports-income', 'reports-income-by-month']) {
      expect((await get(path, PERIOD, 'dev')).statusCode).toBe(403);
      expect((await get(path, PERIOD, 'limited')).statusCode).toBe(403);
      expect((await get(path, { startDate: '2025-06-01', endDate: '2025-05-01' })).statusCode).toBe(422);
      expect((await get(path, { ...PERIOD, clientId: 'abc' })).statusCode).toBe(422);
    }
  });

  it('lists the orders invoiced in the period and not reversed, newest first, with the total and the invoice address', async () => {
    const body = await income();
    expect(body.total_income).toBe('1500.75');
    expect(body.data.map((row) => [row.project_title, row.value, row.invoice_date])).toEqual([
      ['Income beta', '300.00', '2025-05-02'],
      ['Income alpha', '200.25', '2025-03-20'],
      ['Income alpha', '1000.50', '2025-03-10'],
    ]);
    const [latest] = body.data;
    expect(latest).toMatchObject({
      project_id: fixture.beta,
      date: '2025-02-01',
      po_number: 'PO-300.00',
      client_name: 'Income Test Client',
      client_pm_name: DEMO_USERS.clientPm.name,
    });
    expect(latest.invoice_url).toBe(`${kit.t.config.invoicingUrl}/invoice/${latest.invoice_id}/${latest.hash}`);
  });

  it('filters by project title (3 characters are enough), Hogarth PM, client PM and IDG PM', async () => {
    expect((await income({ projectTitle: 'alp' })).total_income).toBe('1200.75');
    expect((await income({ hogarthPM: DEMO_USERS.clientPm.id })).data.map((row) => row.project_id)).toEqual([fixture.alpha, fixture.alpha]);
    expect((await income({ clientPM: DEMO_USERS.clientPm.id, idgPM: DEMO_USERS.pm.id })).total_income).toBe('1500.75');
    expect(await income({ idgPM: DEMO_USERS.dev.id })).toEqual({ data: [], total_income: '0.00' });
  });

  it('sums the income per month, every month of the period included', async () => {
    const response = await get<ReportsIncomeByMonthResponse>('reports-income-by-month', { ...PERIOD, clientId: fixture.clientId });
    expect(response.json().data).toEqual({ '2025-03': '1200.75', '2025-04': '0.00', '2025-05': '300.00', '2025-06': '0.00' });
    const july = await get<ReportsIncomeByMonthResponse>('reports-income-by-month', {
      startDate: '2025-06-15',
      endDate: '2025-07-15',
      clientId: fixture.clientId,
    });
    expect(july.json().data).toEqual({ '2025-06': '0.00', '2025-07': '70.00' });
  });

  it('counts what the issued invoices say, not the editable order, and not an invoice a storno reversed', async () => {
    const monthly = async () =>
      (await get<ReportsIncomeByMonthResponse>('reports-income-by-month', { ...PERIOD, clientId: fixture.clientId })).json().data;
    await db().execute(sql`update purchase_orders set value = 999999.00 where po_number = 'PO-300.00'`);
    const body = await income();
    expect(body.total_income).toBe('1500.75');
    expect(body.data.find((row) => row.po_number === 'PO-300.00')?.value).toBe('300.00');
    expect((await monthly())['2025-05']).toBe('300.00');

    // A storno document cancels its invoice, whatever the order says.
    const invoice = await one(
      Type.Object({ id: Type.Integer() }),
      sql`select po.invoice_id as id from purchase_orders po where po.po_number = 'PO-200.25'`,
    );
    await db().execute(sql`insert into invoices (kind, plaja_id, series, number, hash, purchase_order_id, reverses_id, issued_on, total,
        po_number, project_title, seller_name, seller_legal_entity, buyer_name, buyer_legal_entity, lines)
      select 'storno', plaja_id, series, 99999, 'storno-hash', purchase_order_id, id, '2025-03-25', -total, po_number, project_title,
        seller_name, seller_legal_entity, buyer_name, buyer_legal_entity, lines from invoices where id = ${invoice.id}`);
    expect((await income()).total_income).toBe('1300.50');
    expect((await monthly())['2025-03']).toBe('1000.50');
  });
});
