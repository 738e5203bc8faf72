/**
 * Issued documents are final (issue 29): while an order's invoice stands its printed fields and
 * its estimate's lines stay as invoiced, the status follows the invoice, a standing invoice is
 * reversed before it is reset, an order or estimate with documents is never removed, invoice
 * dates follow the numbers of their series, and the order's inputs fit their columns.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  CostEstimateResponse,
  CostEstimatesResponse,
  InvoiceActionResponse,
  PurchaseOrder,
  PurchaseOrdersResponse,
  SaveResponse,
  ValidationErrorBody,
} from '@portal/shared/contract';
import { COST_ESTIMATE_LINES_LOCKED_MESSAGE, PURCHASE_ORDER_LOCKED_FIELDS, PURCHASE_ORDER_LOCKED_MESSAGE } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { ISSUED_DOCUMENT_MESSAGES } from '../../finance/issued-documents-guard';
import { seriesDateMessage } from '../../invoicing/issue-document';
import { addDays, today } from '../../lib/dates';
import { setUpTestKit } from '../../test/test-kit';
import { purchaseOrderPayload } from './finance-fixture';
import { INVOICE_MESSAGES } from './invoice-actions';
import { PO_MESSAGES } from './purchase-orders';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0];

let projectId: number;
let jobNumberId: number;
let activityId: number;

beforeAll(async () => {
  const project = await one<{ id: number; job_number_id: number }>(sql`select p.id, min(pj.job_number_id) as job_number_id
    from projects p join project_job_numbers pj on pj.project_id = p.id where p.parent_id is null group by p.id order by p.id limit 1`);
  projectId = Number(project.id);
  jobNumberId = Number(project.job_number_id);
  activityId = Number(
    (await one<{ id: number }>(sql`select id from activity_types where rate ~ '^[0-9]+$' and not disabled order by id limit 1`)).id,
  );
});

const line = (details: string, unitCost = 100) => ({
  details,
  item_type_id: 2,
  activity_type_id: activityId,
  quantity: 2,
  unit_cost: unitCost,
});
const estimateBody = (lines?: unknown[]) => ({
  project_id: projectId,
  status_id: 1,
  job_numbers: [jobNumberId],
  client_unit_id: 2,
  // IDG unit 1: plajas 1 and 13.
  infodesign_unit_id: 1,
  ...(lines ? { lines } : {}),
});

async function createEstimate(): Promise<number> {
  const response = await kit.call('pm', 'POST', 'cost-estimates', estimateBody([line('Key visual'), line('Banner set')]));
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

async function createPo(ceId: number, overrides: Record<string, unknown> = {}): Promise<PurchaseOrder> {
  const response = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<SaveResponse<PurchaseOrder>>().data;
}

async function act(path: 'generate-invoice' | 'storno-invoice' | 'reset-invoice-data', poId: number): Promise<PurchaseOrder> {
  const response = await kit.call('pm', path === 'generate-invoice' ? 'POST' : 'GET', `${path}/${poId}`);
  expect(response.statusCode).toBe(200);
  const body = response.json<InvoiceActionResponse>();
  if (body.status !== 'success') throw new Error(JSON.stringify(body));
  return body.data.purchase_order;
}

/** An order of a fresh estimate whose invoice stands. */
async function invoicedOrder(overrides: Record<string, unknown> = {}): Promise<{ ceId: number; po: PurchaseOrder }> {
  const ceId = await createEstimate();
  const po = await createPo(ceId, overrides);
  return { ceId, po: await act('generate-invoice', po.id) };
}

const put = (po: PurchaseOrder, overrides: Record<string, unknown>) =>
  kit.call(
    'pm',
    'PUT',
    `purchase-orders/${po.id}`,
    purchaseOrderPayload(projectId, po.cost_estimate_id, { ...unchanged(po), ...overrides }),
  );

/** The payload of the order as it is stored. */
const unchanged = (po: PurchaseOrder) => ({
  cost_estimate_id: po.cost_estimate_id,
  plaja_id: po.plaja_id,
  po_number: po.po_number,
  date: po.date,
  invoice_date: po.invoice_date,
  value: po.value,
  client_unit_id: po.client_unit_id,
  client_pm_id: po.client_pm_id,
  po_invoice_um: po.po_invoice_um,
});

describe('an order whose invoice stands', () => {
  it('keeps what its invoice printed or depends on: 422 naming each changed field; the rest still saves', async () => {
    const { po } = await invoicedOrder();
    const otherEstimate = await createEstimate();
    const [clientUnit] = await queryRows<{ id: number }>(
      db(),
      sql`select id from client_units where id <> ${po.client_unit_id} order by id limit 1`,
    );
    const changes: Record<(typeof PURCHASE_ORDER_LOCKED_FIELDS)[number], unknown> = {
      cost_estimate_id: otherEstimate,
      plaja_id: 13,
      po_number: 'PO-CHANGED',
      date: '2026-09-01',
      invoice_date: '2026-09-02',
      value: '999999.00',
      client_unit_id: clientUnit.id,
      client_pm_id: 1,
    };
    for (const [field, value] of Object.entries(changes)) {
      const refused = await put(po, { [field]: value });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ValidationErrorBody>()).toEqual({
        message: PURCHASE_ORDER_LOCKED_MESSAGE,
        errors: { [field]: [PURCHASE_ORDER_LOCKED_MESSAGE] },
      });
    }
    const several = await put(po, { value: 1, po_number: 'PO-X' });
    expect(Object.keys(several.json<ValidationErrorBody>().errors).sort()).toEqual(['po_number', 'value']);

    // The same value written otherwise, the unlocked unit of measure, and a status the caller would like: saved, status untouched.
    const saved = await put(po, { value: Number(po.value), po_invoice_um: 'hours', status_id: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SaveResponse<PurchaseOrder>>().data).toMatchObject({ ...unchanged(po), po_invoice_um: 'hours', status_id: 1 });

    // Reversed, it is an ordinary order again.
    await act('storno-invoice', po.id);
    const edited = await put(po, { value: '180.00', po_number: 'PO-AFTER-STORNO' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SaveResponse<PurchaseOrder>>().data).toMatchObject({ value: '180.00', po_number: 'PO-AFTER-STORNO', status_id: 2 });
  });

  it('never takes the status from the caller: it follows the invoice', async () => {
    const ceId = await createEstimate();
    const po = await createPo(ceId);
    const marked = await put(po, { status_id: 1 });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<SaveResponse<PurchaseOrder>>().data).toMatchObject({ status_id: 2, po_status_name: 'Not invoiced' });
    expect((await act('generate-invoice', po.id)).status_id).toBe(1);
    expect((await act('storno-invoice', po.id)).status_id).toBe(2);
  });

  it('keeps its estimate’s lines (both ways of saving them) until the invoice is reversed; the header still saves', async () => {
    const { ceId, po } = await invoicedOrder();
    const newLines = [line('Something else', 900)];
    const expected = { message: ISSUED_DOCUMENT_MESSAGES.linesInvoiced, errors: { lines: [ISSUED_DOCUMENT_MESSAGES.linesInvoiced] } };
    const viaLines = await kit.call('pm', 'POST', `cost-estimate-lines/${ceId}`, { lines: newLines });
    expect(viaLines.statusCode).toBe(422);
    expect(viaLines.json()).toEqual(expected);
    const viaEstimate = await kit.call('pm', 'PUT', `cost-estimates/${ceId}`, estimateBody(newLines));
    expect(viaEstimate.statusCode).toBe(422);
    expect(viaEstimate.json()).toEqual(expected);
    const [{ count }] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from cost_estimate_lines where cost_estimate_id = ${ceId} and details in ('Key visual', 'Banner set')`,
    );
    expect(Number(count)).toBe(2);
    expect((await kit.call('pm', 'PUT', `cost-estimates/${ceId}`, { ...estimateBody(), status_id: 3 })).statusCode).toBe(200);

    await act('storno-invoice', po.id);
    expect((await kit.call('pm', 'POST', `cost-estimate-lines/${ceId}`, { lines: newLines })).statusCode).toBe(200);
  });

  it('says so on the estimate: lines_locked while an order’s invoice stands, in the list and alone', async () => {
    const ceId = await createEstimate();
    const locked = async () => {
      const alone = (await kit.call('pm', 'GET', `cost-estimate/${ceId}`)).json<CostEstimateResponse>().data.lines_locked;
      const list = (await kit.call('pm', 'GET', `cost-estimates/${projectId}`)).json<CostEstimatesResponse>();
      const listed = list.data.cost_estimates.find((row) => row.id === ceId)?.lines_locked;
      expect(listed).toBe(alone);
      return alone;
    };
    const po = await createPo(ceId);
    await createPo(ceId);
    expect(await locked()).toBe(false);
    await act('generate-invoice', po.id);
    expect(await locked()).toBe(true);
    await act('storno-invoice', po.id);
    expect(await locked()).toBe(false);
  });

  it('refuses the lines with the words the form shows', () => {
    expect(ISSUED_DOCUMENT_MESSAGES.linesInvoiced).toBe(COST_ESTIMATE_LINES_LOCKED_MESSAGE);
  });
});

describe('issued documents stay', () => {
  it('refuses to reset a standing invoice (storno first), and keeps every document, its PDF, its order and estimate', async () => {
    const { ceId, po } = await invoicedOrder();
    const refused = await kit.call('pm', 'GET', `reset-invoice-data/${po.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ValidationErrorBody>().message).toBe(INVOICE_MESSAGES.resetInvoiced);
    expect((await kit.call('pm', 'DELETE', `cost-estimates/${ceId}`)).statusCode).toBe(422);

    const reversed = await act('storno-invoice', po.id);
    const reset = await act('reset-invoice-data', po.id);
    expect(reset).toMatchObject({ invoice_state: 'none', invoice_id: null, has_documents: true });

    const removeOrder = await kit.call('pm', 'DELETE', `purchase-orders/${po.id}`);
    expect(removeOrder.json<ValidationErrorBody>()).toEqual({
      message: PO_MESSAGES.hasDocuments,
      errors: { invoice_id: [PO_MESSAGES.hasDocuments] },
    });
    const removeEstimate = await kit.call('pm', 'DELETE', `cost-estimates/${ceId}`);
    expect(removeEstimate.statusCode).toBe(422);
    expect(removeEstimate.json<ValidationErrorBody>().errors).toEqual({ id: [ISSUED_DOCUMENT_MESSAGES.estimateHasDocuments] });

    const documents = await queryRows<{ kind: string }>(
      db(),
      sql`select kind from invoices where purchase_order_id = ${po.id} order by number`,
    );
    expect(documents.map((row) => row.kind)).toEqual(['invoice', 'storno']);
    for (const url of [reversed.invoice_url!, reversed.storno_url!]) {
      const pdf = await kit.t.inject({ method: 'GET', url: url.replace(kit.t.config.invoicingUrl, '/api/invoicing') });
      expect(pdf.statusCode).toBe(200);
    }
    // The database holds the line too: a document's order cannot be deleted under it.
    await expect(db().execute(sql`delete from purchase_orders where id = ${po.id}`)).rejects.toThrow();

    // An estimate whose orders never had a document can still go.
    const plain = await createEstimate();
    await createPo(plain);
    expect((await kit.call('pm', 'DELETE', `cost-estimates/${plain}`)).statusCode).toBe(200);
  });
});

describe('invoice dates', () => {
  const day = () => today(kit.now);
  const lastOfSeries = async (plajaId: number) =>
    one<{ issued_on: string | null; series: string; next: number }>(
      sql`select i.issued_on::text as issued_on, p.series, p.next_number as next from plajas p
          left join invoices i on i.plaja_id = p.id where p.id = ${plajaId} order by i.number desc nulls last limit 1`,
    );

  it('are never ahead: a future invoice date is refused on the order', async () => {
    const ceId = await createEstimate();
    const future = await kit.call(
      'pm',
      'POST',
      'purchase-orders',
      purchaseOrderPayload(projectId, ceId, { invoice_date: addDays(day(), 1) }),
    );
    expect(future.json<ValidationErrorBody>().errors).toEqual({ invoice_date: [PO_MESSAGES.invoiceDateFuture] });
    expect(future.statusCode).toBe(422);
    const po = await createPo(ceId, { invoice_date: day() });
    expect((await put(po, { invoice_date: '9999-12-31' })).statusCode).toBe(422);
  });

  it('are the chosen day or the issue day, never before the last document of the series (422, no number spent)', async () => {
    const ceId = await createEstimate();
    const issuedOn = async (po: PurchaseOrder) =>
      (await one<{ issued_on: string }>(sql`select issued_on::text as issued_on from invoices where id = ${po.invoice_id}`)).issued_on;
    // Plaja 13 (the export series) has no document yet: a past day may be chosen.
    expect((await lastOfSeries(13)).issued_on).toBeNull();
    const threeDaysAgo = addDays(day(), -3);
    expect(await issuedOn(await act('generate-invoice', (await createPo(ceId, { plaja_id: 13, invoice_date: threeDaysAgo })).id))).toBe(
      threeDaysAgo,
    );
    expect(await issuedOn(await act('generate-invoice', (await createPo(ceId, { plaja_id: 13 })).id))).toBe(day());

    const before = await lastOfSeries(13);
    const backDated = await createPo(ceId, { plaja_id: 13, invoice_date: threeDaysAgo });
    const refused = await kit.call('pm', 'POST', `generate-invoice/${backDated.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ValidationErrorBody>().errors).toEqual({ invoice_date: [seriesDateMessage(before.series, day())] });
    expect(Number((await lastOfSeries(13)).next)).toBe(Number(before.next));
    const rows = (await kit.call('pm', 'GET', `purchase-orders/${projectId}`)).json<PurchaseOrdersResponse>().data;
    expect(rows.find((row) => row.id === backDated.id)?.invoice_state).toBe('none');
  });

  it('follow the numbers in every series', async () => {
    const disorder = await queryRows(
      db(),
      sql`select 1 from invoices a join invoices b on b.plaja_id = a.plaja_id and b.number > a.number and b.issued_on < a.issued_on limit 1`,
    );
    expect(disorder).toEqual([]);
    const [{ max }] = await queryRows<{ max: string }>(db(), sql`select max(issued_on)::text as max from invoices`);
    expect(max <= day()).toBe(true);
  });
});

describe('what an order accepts', () => {
  it('refuses a value its column cannot hold with “The value is too large.”', async () => {
    const ceId = await createEstimate();
    for (const value of ['1000000000000', '99999999999999.99', 1e15, 1e21]) {
      const response = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { value }));
      expect(response.statusCode).toBe(422);
      expect(response.json<ValidationErrorBody>().errors).toEqual({ value: [PO_MESSAGES.tooLarge] });
    }
    expect((await createPo(ceId, { value: '999999999999.99' })).value).toBe('999999999999.99');
  });

  it('names on an invoice only lines of the order’s estimate, at most 500', async () => {
    const ceId = await createEstimate();
    const other = await createEstimate();
    const [otherLine] = await queryRows<{ id: number }>(
      db(),
      sql`select id from cost_estimate_lines where cost_estimate_id = ${other} limit 1`,
    );
    const po = await createPo(ceId);
    const foreign = await kit.call('pm', 'POST', `generate-invoice/${po.id}`, { ceLines: [otherLine.id] });
    expect(foreign.json<ValidationErrorBody>().errors).toEqual({ ceLines: [INVOICE_MESSAGES.ceLines] });
    const tooMany = await kit.call('pm', 'POST', `generate-invoice/${po.id}`, { ceLines: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<ValidationErrorBody>().errors).toEqual({ ceLines: [INVOICE_MESSAGES.tooManyCeLines] });
    const rows = (await kit.call('pm', 'GET', `purchase-orders/${projectId}`)).json<PurchaseOrdersResponse>().data;
    expect(rows.find((row) => row.id === po.id)?.invoice_state).toBe('none');
  });

  it('refuses a disabled user as client PM, but keeps one the order already names', async () => {
    const ceId = await createEstimate();
    const po = await createPo(ceId);
    const [disabled] = await queryRows<{ id: number }>(
      db(),
      sql`insert into users (name, email, password_hash, role, disabled) values ('Dana Disabled', 'dana.disabled@agency.test', 'x', 3, true) returning id`,
    );
    const chosen = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { client_pm_id: disabled.id }));
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json<ValidationErrorBody>().errors).toEqual({ client_pm_id: [PO_MESSAGES.clientPmDisabled] });
    expect((await put(po, { client_pm_id: disabled.id })).statusCode).toBe(422);

    await db().execute(sql`update users set disabled = false where id = ${disabled.id}`);
    expect((await put(po, { client_pm_id: disabled.id })).statusCode).toBe(200);
    await db().execute(sql`update users set disabled = true where id = ${disabled.id}`);
    expect((await put(po, { client_pm_id: disabled.id, po_number: 'PO-KEPT-PM' })).statusCode).toBe(200);
  });
});

describe('input the schemas refuse (issue 31)', () => {
  it('refuses 100,000 ceLines, naming ceLines, and issues nothing', async () => {
    const po = await createPo(await createEstimate());
    const response = await kit.call('pm', 'POST', `generate-invoice/${po.id}`, {
      ceLines: Array.from({ length: 100_000 }, (_, i) => i + 1),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationErrorBody>().errors).toEqual({ ceLines: [INVOICE_MESSAGES.tooManyCeLines] });
    const rows = (await kit.call('pm', 'GET', `purchase-orders/${projectId}`)).json<PurchaseOrdersResponse>().data;
    expect(rows.find((row) => row.id === po.id)?.invoice_state).toBe('none');
  });

  it('refuses a date sent as an array, a NUL byte in the PO number and an id past int32 in the body', async () => {
    const ceId = await createEstimate();
    const response = await kit.call(
      'pm',
      'POST',
      'purchase-orders',
      purchaseOrderPayload(projectId, ceId, { date: ['2026-10-01'], po_number: 'PO\u00004711', client_pm_id: 2147483648 }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationErrorBody>().errors).toEqual({
      date: ['The date field must be a string.'],
      po_number: ['The po number field must not contain a NUL character.'],
      client_pm_id: ['The selected client pm id is invalid.'],
    });
  });

  it('answers 404 for a purchase order id past int32 in the path, and for such an invoice on the public site', async () => {
    for (const [method, url] of [
      ['PUT', 'purchase-orders/2147483648'],
      ['DELETE', 'purchase-orders/2147483648'],
      ['POST', 'generate-invoice/2147483648'],
      ['GET', 'storno-invoice/99999999999'],
      ['GET', 'plajas/2147483648'],
    ] as const) {
      const response = await kit.call('pm', method, url, method === 'PUT' ? purchaseOrderPayload(projectId, 1) : undefined);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const hash = 'a'.repeat(64);
    const site = await kit.t.inject({ method: 'GET', url: `/api/invoicing/invoice/2147483648/${hash}` });
    expect([site.statusCode, site.json()]).toEqual([404, { message: 'Not Found.' }]);
  });
});
