/**
 * Issue 29: every generated PDF (estimate, invoice, storno) prints the characters its data
 * holds, in an embedded Unicode font, with DD.MM.YYYY dates and the currency on every amount.
 * The text is read back by a PDF text library (src/test/pdf-text.ts).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { InvoiceActionResponse, PurchaseOrder, SaveResponse } from '@portal/shared/contract';
import { queryRows } from '../test/query-rows';
import { createEstimate, purchaseOrderPayload } from '../routes/purchase-orders/finance-fixture';
import { bearer } from '../test/test-app';
import { pdfText } from '../test/pdf-text';
import { setUpTestKit } from '../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const DIACRITICS = 'ăîșțâ ĂÎȘȚÂ';
let projectId: number;
let ceId: number;

const money = (value: string) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(Number(value));
const dotted = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
const documentAt = (url: string) => kit.t.inject({ method: 'GET', url: url.replace(kit.t.config.invoicingUrl, '/api/invoicing') });

beforeAll(async () => {
  const [project] = await queryRows<{ id: number }>(
    db(),
    sql`update projects set title = ${`Campanie ${DIACRITICS}`}
        where id = (select id from projects where parent_id is null order by id desc limit 1) returning id`,
  );
  projectId = Number(project.id);
  ({ ceId } = await createEstimate(db(), projectId));
  await db().execute(sql`update cost_estimate_lines set details = ${`Grafică ${DIACRITICS}`} where cost_estimate_id = ${ceId}`);
  await db().execute(sql`update client_units set name = ${`Unitate ${DIACRITICS}`} where id = 2`);
});

describe('the PDFs print every character, the dates as DD.MM.YYYY and the currency on every amount', () => {
  it('the cost estimate', async () => {
    const [estimate] = await queryRows<{ value: string; created_at: string }>(
      db(),
      sql`select value::text as value, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as created_at from cost_estimates where id = ${ceId}`,
    );
    const pdf = await kit.t.inject({ method: 'GET', url: `/api/cost-estimates/${ceId}/pdf`, headers: bearer(kit.tokens.pm) });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Project: Campanie ${DIACRITICS}`);
    expect(text).toContain(`Grafică ${DIACRITICS}`);
    expect(text).toContain(`Client unit: Unitate ${DIACRITICS}`);
    expect(text).toContain(`Created: ${dotted(estimate.created_at)}`);
    expect(text).toContain(`Total: ${money(estimate.value)} EUR`);
    // Unit costs and line values carry the currency too: 10 x 100.00 and 5 x 100.00.
    expect(text).toContain('100.00 EUR');
    expect(text).toContain('1,000.00 EUR');
    expect(text).toContain('500.00 EUR');
    // The first PDF reads the embedded font and the text library loads PDF.js.
  }, 30_000);

  it('the invoice and the storno that reverses it', async () => {
    const created = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { po_number: 'PO-ȘȚ-1' }));
    expect(created.statusCode).toBe(201);
    const po = created.json<SaveResponse<PurchaseOrder>>().data;
    const generated = (await kit.call('pm', 'POST', `generate-invoice/${po.id}`)).json<InvoiceActionResponse>();
    if (generated.status !== 'success') throw new Error(generated.data.message);
    const reversed = (await kit.call('pm', 'GET', `storno-invoice/${po.id}`)).json<InvoiceActionResponse>();
    if (reversed.status !== 'success') throw new Error(reversed.data.message);
    const { invoice_url: invoiceUrl, storno_url: stornoUrl, invoice_number: invoiceNumber } = reversed.data.purchase_order;

    const documents = await queryRows<{ kind: string; issued_on: string; total: string }>(
      db(),
      sql`select kind, issued_on::text as issued_on, total::text as total from invoices where purchase_order_id = ${po.id} order by id`,
    );
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'storno']);
    for (const [url, document] of [
      [invoiceUrl!, documents[0]],
      [stornoUrl!, documents[1]],
    ] as const) {
      const pdf = await documentAt(url);
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(`Project: Campanie ${DIACRITICS}`);
      expect(text).toContain('Purchase order: PO-ȘȚ-1');
      expect(text).toContain(`Unitate ${DIACRITICS}`);
      expect(text).toContain(`Date: ${dotted(document.issued_on)}`);
      expect(text).toContain(`Total: ${money(document.total)} EUR`);
      if (document.kind === 'storno') expect(text).toContain(`Reverses invoice ${invoiceNumber}`);
    }
    expect(money(documents[1].total)).toBe(`-${money(documents[0].total)}`);
  }, 30_000);
});
