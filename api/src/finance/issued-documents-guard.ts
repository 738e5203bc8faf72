/**
 * Issued documents are final (docs/spec-deviations.md): an estimate whose purchase order has a
 * standing invoice (issued, not reversed) keeps its lines, and an estimate whose orders have
 * issued documents (an invoice or a storno, even reset since) is never removed. Both run inside
 * the caller's transaction and first lock the estimate's orders, as the invoice actions do, so
 * an invoice generated at the same moment is either seen here or issued after the change.
 */
import { and, asc, eq, exists, isNotNull, isNull, or } from 'drizzle-orm';
import { COST_ESTIMATE_LINES_LOCKED_MESSAGE } from '@portal/shared/contract';
import type { Db } from '../db/client';
import { invoices, purchaseOrders } from '../db/schema';
import { ValidationError } from '../http/errors';

export const ISSUED_DOCUMENT_MESSAGES = {
  linesInvoiced: COST_ESTIMATE_LINES_LOCKED_MESSAGE,
  estimateHasDocuments: 'A cost estimate whose purchase orders were invoiced cannot be removed.',
} as const;

async function lockOrdersOf(tx: Db, costEstimateId: number): Promise<void> {
  await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.costEstimateId, costEstimateId))
    .orderBy(asc(purchaseOrders.id))
    .for('update');
}

/** 422 on `lines` while one of the estimate's orders has a standing invoice. */
export async function refuseLinesWhileInvoiced(tx: Db, costEstimateId: number): Promise<void> {
  await lockOrdersOf(tx, costEstimateId);
  const standing = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.costEstimateId, costEstimateId), isNotNull(purchaseOrders.invoiceId), isNull(purchaseOrders.stornoId)))
    .limit(1);
  if (standing.length > 0) throw new ValidationError({ lines: [ISSUED_DOCUMENT_MESSAGES.linesInvoiced] });
}

/** 422 on `id` when an order of the estimate is invoiced or documents were issued for one. */
export async function refuseRemovalWithDocuments(tx: Db, costEstimateId: number): Promise<void> {
  await lockOrdersOf(tx, costEstimateId);
  const documents = tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.purchaseOrderId, purchaseOrders.id));
  const issued = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.costEstimateId, costEstimateId), or(isNotNull(purchaseOrders.invoiceId), exists(documents))))
    .limit(1);
  if (issued.length > 0) throw new ValidationError({ id: [ISSUED_DOCUMENT_MESSAGES.estimateHasDocuments] });
}
