/**
 * The purchase order as the portal lists it (PurchaseOrder of the contract): its estimate's
 * project, client unit, client PM, plaja, and the numbers and addresses of its invoice and
 * storno, the day its invoice was issued, and whether documents were issued for it at all. One query for a project's list and
 * for the row an action answers with.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PURCHASE_ORDER_STATUS, type InvoiceState, type PurchaseOrder } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { clientUnits, costEstimates, invoices, plajas, purchaseOrders, users } from '../../db/schema';
import { documentUrl } from '../../invoicing/document-address';
import { documentNumber } from '../../invoicing/numbering';

export function invoiceStateOf(po: { invoiceId: number | null; stornoId: number | null }): InvoiceState {
  if (po.stornoId !== null) return 'reversed';
  return po.invoiceId !== null ? 'invoiced' : 'none';
}

const STATUS_NAMES: Record<number, string> = {
  [PURCHASE_ORDER_STATUS.invoiced]: 'Invoiced',
  [PURCHASE_ORDER_STATUS.notInvoiced]: 'Not invoiced',
};

export async function purchaseOrderRows(ctx: AppContext, where: SQL): Promise<PurchaseOrder[]> {
  const invoice = alias(invoices, 'invoice');
  const storno = alias(invoices, 'storno');
  const rows = await ctx.db
    .select({
      po: purchaseOrders,
      projectId: costEstimates.projectId,
      clientPmName: users.name,
      clientUnitName: clientUnits.name,
      plajaName: plajas.nume,
      invoiceSeries: invoice.series,
      invoiceNumber: invoice.number,
      invoicedOn: invoice.issuedOn,
      stornoSeries: storno.series,
      stornoNumber: storno.number,
      hasDocuments: sql<boolean>`exists (select 1 from invoices d where d.purchase_order_id = ${purchaseOrders.id})`,
    })
    .from(purchaseOrders)
    .innerJoin(costEstimates, eq(costEstimates.id, purchaseOrders.costEstimateId))
    .leftJoin(users, eq(users.id, purchaseOrders.clientPmId))
    .leftJoin(clientUnits, eq(clientUnits.id, purchaseOrders.clientUnitId))
    .leftJoin(plajas, eq(plajas.id, purchaseOrders.plajaId))
    .leftJoin(invoice, eq(invoice.id, purchaseOrders.invoiceId))
    .leftJoin(storno, eq(storno.id, purchaseOrders.stornoId))
    .where(where)
    .orderBy(desc(purchaseOrders.date), desc(purchaseOrders.id));
  const number = (series: string | null, n: number | null) => (series !== null && n !== null ? documentNumber(series, n) : null);
  return rows.map(({ po, ...row }) => ({
    id: po.id,
    project_id: row.projectId,
    cost_estimate_id: po.costEstimateId,
    po_number: po.poNumber,
    date: po.date,
    invoice_date: po.invoiceDate,
    value: po.value,
    client_pm_id: po.clientPmId as number,
    client_pm_name: row.clientPmName,
    infodesign_pm_id: po.infodesignPmId,
    client_unit_id: po.clientUnitId as number,
    client_unit_name: row.clientUnitName ?? '',
    status_id: po.statusId,
    po_status_name: STATUS_NAMES[po.statusId] ?? '',
    po_invoice_um: po.poInvoiceUm,
    plaja_id: po.plajaId as number,
    plaja_name: row.plajaName ?? '',
    invoice_state: invoiceStateOf(po),
    invoice_id: po.invoiceId,
    hash_factura: po.hashFactura,
    invoice_number: number(row.invoiceSeries, row.invoiceNumber),
    invoice_url: documentUrl(ctx.config.invoicingUrl, 'invoice', po.invoiceId, po.hashFactura),
    invoiced_on: row.invoicedOn,
    storno_id: po.stornoId,
    hash_storno: po.hashStorno,
    storno_number: number(row.stornoSeries, row.stornoNumber),
    storno_url: documentUrl(ctx.config.invoicingUrl, 'storno', po.stornoId, po.hashStorno),
    has_documents: row.hasDocuments,
  }));
}

/** The project a purchase order belongs to (through its estimate); null when the order does not exist. */
export async function projectOfPurchaseOrder(ctx: AppContext, poId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ projectId: costEstimates.projectId })
    .from(purchaseOrders)
    .innerJoin(costEstimates, eq(costEstimates.id, purchaseOrders.costEstimateId))
    .where(eq(purchaseOrders.id, poId));
  return row?.projectId ?? null;
}
