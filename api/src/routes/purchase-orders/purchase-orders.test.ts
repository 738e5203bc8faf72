import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  InvoiceActionResponse,
  PlajasResponse,
  PurchaseOrder,
  PurchaseOrdersResponse,
  SaveResponse,
  ValidationErrorBody,
} from '@portal/shared/contract';
import { loadConfig } from '../../config';
import { queryRows } from '../../test/query-rows';
import { setUpTestKit } from '../../test/test-kit';
import { createEstimate, financeProjects, purchaseOrderPayload } from './finance-fixture';
import { INVOICE_MESSAGES } from './invoice-actions';
import { PO_MESSAGES } from './purchase-orders';

const kit = setUpTestKit();
let projectId: number;
let otherProjectId: number;
let subprojectId: number;
let ceId: number;
let lineIds: number[];

beforeAll(async () => {
  ({ projectId, otherProjectId, subprojectId } = await financeProjects(kit.t.database.db));
  ({ ceId, lineIds } = await createEstimate(kit.t.database.db, projectId));
});

const createPo = async (overrides: Record<string, unknown> = {}) => {
  const response = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<SaveResponse<PurchaseOrder>>().data;
};
const action = async (path: string, poId: number, payload?: unknown) => {
  const response = await kit.call('pm', path === 'generate-invoice' ? 'POST' : 'GET', `${path}/${poId}`, payload);
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceActionResponse>();
};
const rowsOf = async () => (await kit.call('pm', 'GET', `purchase-orders/${projectId}`)).json<PurchaseOrdersResponse>().data;
const documentAt = (url: string) => kit.t.inject({ method: 'GET', url: url.replace(kit.t.config.invoicingUrl, '/api/invoicing') });

describe('who may work with purchase orders', () => {
  it('refuses everyone but a full project manager, whatever the call (403)', async () => {
    const po = await createPo();
    // dev@ is role 1 (and a team lead on some projects), limited@ a limited PM.
    for (const account of ['dev', 'dev2', 'limited', 'it', 'clientPm'] as const) {
      const calls = [
        kit.call(account, 'GET', `purchase-orders/${projectId}`),
        kit.call(account, 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId)),
        kit.call(account, 'PUT', `purchase-orders/${po.id}`, purchaseOrderPayload(projectId, ceId)),
        kit.call(account, 'DELETE', `purchase-orders/${po.id}`),
        kit.call(account, 'POST', `generate-invoice/${po.id}`),
        kit.call(account, 'GET', `storno-invoice/${po.id}`),
        kit.call(account, 'GET', `reset-invoice-data/${po.id}`),
        kit.call(account, 'GET', `plajas/${ceId}`),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    expect((await kit.call(null, 'GET', `purchase-orders/${projectId}`)).statusCode).toBe(401);
    expect((await rowsOf()).find((row) => row.id === po.id)?.invoice_state).toBe('none');
  });

  it('refuses a team lead of the project', async () => {
    const [led] = await queryRows<{ id: number }>(
      kit.t.database.db,
      sql`select id from projects where parent_id is null and teamlead_ids @> '[2]'::jsonb order by id limit 1`,
    );
    expect((await kit.call('dev', 'GET', `purchase-orders/${led.id}`)).statusCode).toBe(403);
  });

  it('keeps purchase orders to projects without a parent (403) and answers 404 for unknown ones', async () => {
    const sub = await kit.call('pm', 'GET', `purchase-orders/${subprojectId}`);
    expect(sub.statusCode).toBe(403);
    const subEstimate = await createEstimate(kit.t.database.db, subprojectId);
    expect((await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(subprojectId, subEstimate.ceId))).statusCode).toBe(403);
    expect((await kit.call('pm', 'GET', 'purchase-orders/999999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'PUT', 'purchase-orders/999999', purchaseOrderPayload(projectId, ceId))).statusCode).toBe(404);
    expect((await kit.call('pm', 'POST', 'generate-invoice/999999')).statusCode).toBe(404);
  });
});

describe('saving a purchase order', () => {
  it('requires every field of the form (422 per field)', async () => {
    const response = await kit.call('pm', 'POST', 'purchase-orders', {});
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<ValidationErrorBody>();
    expect(Object.keys(errors).sort()).toEqual(
      ['client_pm_id', 'client_unit_id', 'cost_estimate_id', 'date', 'plaja_id', 'po_number', 'project_id', 'value'].sort(),
    );
    expect(errors.po_number).toEqual(['The po number field is required.']);
  });

  it('refuses an invoice date before 8 March 2022, a bad value and ids that do not fit together', async () => {
    const early = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { invoice_date: '2022-03-07' }));
    expect(early.statusCode).toBe(422);
    expect(early.json<ValidationErrorBody>().errors.invoice_date).toEqual([PO_MESSAGES.invoiceDate]);
    expect(
      (await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { invoice_date: '2022-03-08' }))).statusCode,
    ).toBe(201);

    for (const value of ['0', '-5', '12.345', 'abc']) {
      const bad = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { value }));
      expect(Object.keys(bad.json<ValidationErrorBody>().errors)).toEqual(['value']);
    }

    const foreign = await createEstimate(kit.t.database.db, otherProjectId);
    const wrongEstimate = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, foreign.ceId));
    expect(wrongEstimate.json<ValidationErrorBody>().errors).toEqual({ cost_estimate_id: [PO_MESSAGES.costEstimate] });
    // Plaja 2 is IDG unit 2's series; the estimate is unit 1's.
    const wrongPlaja = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { plaja_id: 2 }));
    expect(wrongPlaja.json<ValidationErrorBody>().errors).toEqual({ plaja_id: [PO_MESSAGES.plaja] });
    const unknown = await kit.call(
      'pm',
      'POST',
      'purchase-orders',
      purchaseOrderPayload(projectId, ceId, { client_unit_id: 9999, client_pm_id: 9999 }),
    );
    expect(unknown.json<ValidationErrorBody>().errors).toEqual({
      client_unit_id: [PO_MESSAGES.clientUnit],
      client_pm_id: [PO_MESSAGES.clientPm],
    });
  });

  it('creates with status 2 whatever is sent, lists it and edits it', async () => {
    const created = await kit.call(
      'pm',
      'POST',
      'purchase-orders',
      purchaseOrderPayload(projectId, ceId, { status_id: 1, po_number: 'PO-NEW' }),
    );
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<PurchaseOrder>>();
    expect(message).toBe(PO_MESSAGES.saved);
    expect(data).toMatchObject({
      project_id: projectId,
      cost_estimate_id: ceId,
      po_number: 'PO-NEW',
      value: '1250.50',
      status_id: 2,
      po_status_name: 'Not invoiced',
      client_unit_id: 2,
      client_pm_id: 6,
      client_pm_name: 'Claire Porter',
      infodesign_pm_id: 1,
      plaja_id: 1,
      invoice_state: 'none',
      invoice_url: null,
    });
    expect((await rowsOf()).map((row) => row.id)).toContain(data.id);

    const edited = await kit.call(
      'pm',
      'PUT',
      `purchase-orders/${data.id}`,
      purchaseOrderPayload(projectId, ceId, { po_number: 'PO-EDITED', value: 99, plaja_id: 13 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SaveResponse<PurchaseOrder>>().data).toMatchObject({ po_number: 'PO-EDITED', value: '99.00', plaja_id: 13 });
  });

  it('offers the plajas of the estimate’s IDG unit', async () => {
    const response = await kit.call('pm', 'GET', `plajas/${ceId}`);
    expect(
      response
        .json<PlajasResponse>()
        .data.map((plaja) => plaja.id)
        .sort(),
    ).toEqual([1, 13]);
    expect((await kit.call('pm', 'GET', 'plajas/999999')).statusCode).toBe(404);
  });
});

describe('invoice, storno and reset', () => {
  it('follows the states of document 2: none -> invoiced -> reversed -> invoiced -> reversed -> none', async () => {
    const po = await createPo({ po_number: 'PO-FLOW' });
    expect((await action('storno-invoice', po.id)).data).toEqual({ message: INVOICE_MESSAGES.noInvoice });
    expect((await action('reset-invoice-data', po.id)).data).toEqual({ message: INVOICE_MESSAGES.noInvoiceData });

    const generated = await action('generate-invoice', po.id, { ceLines: [lineIds[0]] });
    expect(generated.status).toBe('success');
    if (generated.status !== 'success') return;
    expect(generated.message).toBe(INVOICE_MESSAGES.generated);
    const invoiced = generated.data.purchase_order;
    expect(invoiced).toMatchObject({ invoice_state: 'invoiced', status_id: 1, po_status_name: 'Invoiced', storno_id: null });
    expect(invoiced.hash_factura).toMatch(/^[a-f0-9]{64}$/);
    expect(invoiced.invoice_url).toBe(`${kit.t.config.invoicingUrl}/invoice/${invoiced.invoice_id}/${invoiced.hash_factura}`);
    expect(invoiced.invoice_number).toMatch(/^IDG01 \d{4}$/);

    const twice = await action('generate-invoice', po.id);
    expect(twice).toEqual({ status: 'error', data: { message: INVOICE_MESSAGES.alreadyInvoiced } });
    const removeInvoiced = await kit.call('pm', 'DELETE', `purchase-orders/${po.id}`);
    expect(removeInvoiced.statusCode).toBe(422);
    expect(removeInvoiced.json<ValidationErrorBody>().message).toBe(PO_MESSAGES.invoiced);
    // A standing invoice is reversed before its data is reset.
    const resetInvoiced = await kit.call('pm', 'GET', `reset-invoice-data/${po.id}`);
    expect(resetInvoiced.statusCode).toBe(422);
    expect(resetInvoiced.json<ValidationErrorBody>().errors).toEqual({ invoice_id: [INVOICE_MESSAGES.resetInvoiced] });

    const storno = await action('storno-invoice', po.id);
    if (storno.status !== 'success') throw new Error(JSON.stringify(storno));
    expect(storno.message).toBe(INVOICE_MESSAGES.stornoGenerated);
    const reversed = storno.data.purchase_order;
    expect(reversed).toMatchObject({ invoice_state: 'reversed', invoice_id: invoiced.invoice_id, status_id: 2 });
    // The storno takes the next number of the same series.
    const number = (text: string | null) => Number(text?.split(' ')[1]);
    expect(number(reversed.storno_number)).toBe(number(invoiced.invoice_number) + 1);
    expect(await action('storno-invoice', po.id)).toEqual({ status: 'error', data: { message: INVOICE_MESSAGES.alreadyReversed } });

    const again = await action('generate-invoice', po.id);
    if (again.status !== 'success') throw new Error(JSON.stringify(again));
    expect(again.data.purchase_order).toMatchObject({ invoice_state: 'invoiced', storno_id: null, hash_storno: null });
    expect(again.data.purchase_order.invoice_id).not.toBe(invoiced.invoice_id);
    expect((await action('storno-invoice', po.id)).status).toBe('success');

    const reset = await action('reset-invoice-data', po.id);
    if (reset.status !== 'success') throw new Error(JSON.stringify(reset));
    expect(reset.message).toBe(INVOICE_MESSAGES.reset);
    expect(reset.data.purchase_order).toMatchObject({
      invoice_state: 'none',
      invoice_id: null,
      hash_factura: null,
      storno_id: null,
      hash_storno: null,
      status_id: 2,
      has_documents: true,
    });
    // Issued documents outlive the reset: their addresses still serve them, and the order stays.
    expect((await documentAt(invoiced.invoice_url!)).statusCode).toBe(200);
    expect((await documentAt(reversed.storno_url!)).statusCode).toBe(200);
    const removeReset = await kit.call('pm', 'DELETE', `purchase-orders/${po.id}`);
    expect(removeReset.statusCode).toBe(422);
    expect(removeReset.json<ValidationErrorBody>().message).toBe(PO_MESSAGES.hasDocuments);
  });

  it('removes an order without documents, never one whose invoice was reversed', async () => {
    const plain = await createPo();
    expect(plain.has_documents).toBe(false);
    const removed = await kit.call('pm', 'DELETE', `purchase-orders/${plain.id}`);
    expect(removed.json()).toEqual({ message: PO_MESSAGES.removed });
    const reversed = await createPo();
    await action('generate-invoice', reversed.id);
    await action('storno-invoice', reversed.id);
    const refused = await kit.call('pm', 'DELETE', `purchase-orders/${reversed.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ValidationErrorBody>().errors).toEqual({ invoice_id: [PO_MESSAGES.hasDocuments] });
    const ids = (await rowsOf()).map((row) => row.id);
    expect(ids).not.toContain(plain.id);
    expect(ids).toContain(reversed.id);
  });

  it('refuses estimate lines of another estimate', async () => {
    const po = await createPo();
    const foreign = await createEstimate(kit.t.database.db, projectId);
    const response = await kit.call('pm', 'POST', `generate-invoice/${po.id}`, { ceLines: [foreign.lineIds[0]] });
    expect(response.statusCode).toBe(422);
    expect((await rowsOf()).find((row) => row.id === po.id)?.invoice_state).toBe('none');
  });
});

describe('the document addresses', () => {
  it('serve the PDF only for the right kind, id and hash', async () => {
    const po = await createPo({ po_number: 'PO-PDF' });
    const generated = await action('generate-invoice', po.id);
    if (generated.status !== 'success') throw new Error('not generated');
    const { invoice_id: id, hash_factura: hash, invoice_url: url, invoice_number: number } = generated.data.purchase_order;

    const pdf = await documentAt(url!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(`Invoice ${number}`);

    const wrongHash = `${hash!.slice(0, -1)}${hash!.endsWith('0') ? '1' : '0'}`;
    for (const path of [
      `invoice/${id}/${wrongHash}`,
      `storno/${id}/${hash}`,
      `invoice/${id! + 1000}/${hash}`,
      `invoice/${id}/short`,
      `receipt/${id}/${hash}`,
    ]) {
      expect((await kit.t.inject({ method: 'GET', url: `/api/invoicing/${path}` })).statusCode).toBe(404);
    }

    const storno = await action('storno-invoice', po.id);
    if (storno.status !== 'success') throw new Error('not reversed');
    const stornoPdf = await documentAt(storno.data.purchase_order.storno_url!);
    expect(stornoPdf.statusCode).toBe(200);
    expect(stornoPdf.rawPayload.toString('latin1')).toContain(`Storno invoice ${storno.data.purchase_order.storno_number}`);
  });

  it('point at the deploy’s invoicing site: INVOICING_URL, by default this API’s own route on the portal’s origin', () => {
    expect(loadConfig({ INVOICING_URL: 'https://invoices.example.com/docs/' }).invoicingUrl).toBe('https://invoices.example.com/docs');
    // The portal forwards /api: the link stays on its address, not the API's (issue 32).
    expect(loadConfig({ PUBLIC_API_URL: 'https://api.example.com/api', PORTAL_URL: 'https://portal.example.com/' }).invoicingUrl).toBe(
      'https://portal.example.com/api/invoicing',
    );
  });
});

describe('invoice numbers under concurrent requests', () => {
  it('numbers every document of a series once, without gaps, when many are generated at once', async () => {
    const [before] = await queryRows<{ next: number }>(kit.t.database.db, sql`select next_number as next from plajas where id = 13`);
    const orders = await Promise.all(Array.from({ length: 8 }, (_, i) => createPo({ plaja_id: 13, po_number: `PO-PAR-${i}` })));
    const answers = await Promise.all(orders.map((po) => action('generate-invoice', po.id)));
    expect(answers.every((answer) => answer.status === 'success')).toBe(true);
    const numbers = await queryRows<{ number: number }>(
      kit.t.database.db,
      sql`select number from invoices where plaja_id = 13 and number >= ${before.next} order by number`,
    );
    expect(numbers.map((row) => Number(row.number))).toEqual(Array.from({ length: 8 }, (_, i) => Number(before.next) + i));
  });

  it('generates one invoice when the same order is asked for several at once', async () => {
    const po = await createPo();
    const answers = await Promise.all(Array.from({ length: 5 }, () => action('generate-invoice', po.id)));
    expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 'error')).toHaveLength(4);
    const [{ count }] = await queryRows<{ count: number }>(
      kit.t.database.db,
      sql`select count(*)::int as count from invoices where purchase_order_id = ${po.id}`,
    );
    expect(Number(count)).toBe(1);
  });

  it('gives a number back when the document cannot be stored', async () => {
    const po = await createPo({ plaja_id: 13 });
    const [before] = await queryRows<{ next: number }>(kit.t.database.db, sql`select next_number as next from plajas where id = 13`);
    // A foreign line makes the generation fail inside the transaction, after nothing else.
    const foreign = await createEstimate(kit.t.database.db, projectId);
    expect((await kit.call('pm', 'POST', `generate-invoice/${po.id}`, { ceLines: [foreign.lineIds[0]] })).statusCode).toBe(422);
    const [after] = await queryRows<{ next: number }>(kit.t.database.db, sql`select next_number as next from plajas where id = 13`);
    expect(Number(after.next)).toBe(Number(before.next));
  });
});
