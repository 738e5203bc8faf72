/**
 * The audit trail of purchase orders and their documents (issue 29): what an order looked like
 * before and after a change, read in the change's transaction, and the rows for an invoice
 * issued or reversed. Called by purchase-orders.ts and invoice-actions.ts.
 */
import { eq } from 'drizzle-orm';
import type { PurchaseOrder } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { changedFields, recordChange, type AuditAction } from '../../audit/record-change';
import type { Db } from '../../db/client';
import { purchaseOrders } from '../../db/schema';
import type { IssuedDocument } from '../../invoicing/issue-document';
import { purchaseOrderRows } from './purchase-order-rows';

/** The fields a sentence names, in the form's order. */
export const PURCHASE_ORDER_AUDITED = [
  'po_number',
  'value',
  'date',
  'invoice_date',
  'cost_estimate_id',
  'plaja_name',
  'client_unit_name',
  'client_pm_name',
  'po_invoice_um',
  'po_status_name',
  'invoice_number',
  'storno_number',
] as const satisfies readonly (keyof PurchaseOrder)[];

/** The order as the API answers it, read with the transaction's handle; null when it does not exist. */
export async function purchaseOrderSnapshot(ctx: AppContext, tx: Db, id: number): Promise<PurchaseOrder | null> {
  const [row] = await purchaseOrderRows({ ...ctx, db: tx }, eq(purchaseOrders.id, id));
  return row ?? null;
}

/** One row for a created, changed, removed or reset order; nothing for a save that changed nothing. */
export async function recordPurchaseOrder(
  tx: Db,
  userId: number,
  action: AuditAction,
  before: PurchaseOrder | null,
  after: PurchaseOrder | null,
): Promise<void> {
  const order = (after ?? before)!;
  const changes = changedFields(before, after, PURCHASE_ORDER_AUDITED);
  if (action === 'changed' && Object.keys(changes).length === 0) return;
  await recordChange(tx, {
    projectId: order.project_id,
    userId,
    recordType: 'purchase-order',
    recordId: order.id,
    recordLabel: (before ?? order).po_number,
    action,
    changes,
  });
}

/** An invoice issued for an order (action issued), or its storno (action reversed, on the invoice's row). */
export async function recordInvoiceDocument(
  tx: Db,
  userId: number,
  order: PurchaseOrder,
  action: 'issued' | 'reversed',
  document: IssuedDocument,
): Promise<void> {
  const reversed = action === 'reversed';
  await recordChange(tx, {
    projectId: order.project_id,
    userId,
    recordType: 'invoice',
    recordId: reversed ? (order.invoice_id as number) : document.id,
    recordLabel: reversed ? (order.invoice_number ?? '') : document.number,
    action,
    details: {
      po_number: order.po_number,
      purchase_order_id: order.id,
      value: order.value,
      ...(reversed ? { storno_number: document.number, storno_id: document.id } : {}),
    },
  });
}
