/**
 * The invoicing and expenses seed on estimates of its own (the base seed may have none):
 * purchase orders in every invoice state with real documents, and expenses with and without
 * receipts.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ExternalExpensesResponse, PurchaseOrder, PurchaseOrdersResponse } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { seedExternalExpenses } from '../../db/seed-external-expenses';
import { seedInvoicing } from '../../db/seed-invoicing';
import { setUpTestKit } from '../../test/test-kit';
import { createEstimate } from './finance-fixture';

const kit = setUpTestKit();
const orders: PurchaseOrder[] = [];
let expenseProjects: number[] = [];

beforeAll(async () => {
  const db = kit.t.database.db;
  // Start the finance part of the seed over, on six estimates of the first top-level projects.
  await db.execute(sql`delete from invoices`);
  await db.execute(sql`delete from purchase_orders`);
  await db.execute(sql`delete from plajas`);
  await db.execute(sql`delete from external_expenses`);
  const projects = await queryRows<{ id: number }>(db, sql`select id from projects where parent_id is null order by id limit 6`);
  for (const project of projects) await createEstimate(db, project.id, 1 + (project.id % 3));
  await seedInvoicing(db, { now: kit.now });
  await seedExternalExpenses(db, { now: kit.now, files: kit.t.ctx.files });
  for (const project of projects) {
    orders.push(...(await kit.call('pm', 'GET', `purchase-orders/${project.id}`)).json<PurchaseOrdersResponse>().data);
  }
  const rows = await queryRows<{ project_id: number }>(db, sql`select distinct project_id from external_expenses order by project_id`);
  expenseProjects = rows.map((row) => row.project_id);
  // Seeding the invoicing part (documents in series order, a storno before each reset) takes as long as the app's own setup.
}, 60_000);

describe('the seeded purchase orders', () => {
  it('cover every invoice state, and an order reset after its invoice', async () => {
    expect(new Set(orders.map((po) => po.invoice_state))).toEqual(new Set(['none', 'invoiced', 'reversed']));
    const [{ unlinked }] = await queryRows<{ unlinked: number }>(
      kit.t.database.db,
      sql`select count(*)::int as unlinked from invoices i where i.kind = 'invoice'
            and not exists (select 1 from purchase_orders po where po.invoice_id = i.id)`,
    );
    expect(Number(unlinked)).toBeGreaterThan(0);
  });

  it('carry invoices and stornos whose PDFs open at their addresses', async () => {
    const reversed = orders.find((po) => po.invoice_state === 'reversed')!;
    for (const url of [reversed.invoice_url!, reversed.storno_url!]) {
      const pdf = await kit.t.inject({ method: 'GET', url: url.replace(kit.t.config.invoicingUrl, '/api/invoicing') });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(orders.filter((po) => po.invoice_state === 'invoiced').every((po) => po.status_id === 1)).toBe(true);
  });
});

describe('the seeded external expenses', () => {
  it('come with and without documents, in both currencies, and the documents download', async () => {
    const expenses = [];
    for (const projectId of expenseProjects) {
      expenses.push(...(await kit.call('pm', 'GET', `external-expenses/${projectId}`)).json<ExternalExpensesResponse>().data);
    }
    expect(new Set(expenses.map((expense) => expense.currency))).toEqual(new Set(['USD', 'EURO']));
    const withDocument = expenses.filter((expense) => expense.document_url);
    expect(withDocument.length).toBeGreaterThan(0);
    expect(withDocument.length).toBeLessThan(expenses.length);
    const file = await kit.t.inject({
      method: 'GET',
      url: withDocument[0].document_url!.replace(kit.t.config.publicApiUrl, '/api'),
      headers: { authorization: `Bearer ${kit.tokens.pm}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fs.existsSync(kit.t.config.uploadDir)).toBe(true);
  });
});
