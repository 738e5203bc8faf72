/**
 * Issued documents are final (docs/spec-deviations.md): an estimate whose purchase order has a
 * standing invoice (issued, not reversed) keeps its lines, and an estimate whose orders have
 * issued documents (an invoice or a storno, even reset since) is never removed. Both run inside
 * the caller's transaction and first lock the estimate's orders, as the invoice actions do, so
 * an invoice generated at the same moment is either seen here or issued after the change.
 */
import { sql } from 'drizzle-orm';
import { COST_ESTIMATE_LINES_LOCKED_MESSAGE } from '@portal/shared/contract';
import { queryRows, type Db } from '../db/client';
import { ValidationError } from '../http/errors';

export const ISSUED_DOCUMENT_MESSAGES = {
  linesInvoiced: COST_ESTIMATE_LINES_LOCKED_MESSAGE,
  estimateHasDocuments: 'A cost estimate whose purchase orders were invoiced cannot be removed.',
} as const;

async function lockOrdersOf(tx: Db, costEstimateId: number): Promise<void> {
  await queryRows(tx, sql`select id from purchase_orders where cost_estimate_id = ${costEstimateId} order by id for update`);
}

/** 422 on `lines` while one of the estimate's orders has a standing invoice. */
export async function refuseLinesWhileInvoiced(tx: Db, costEstimateId: number): Promise<void> {
  await lockOrdersOf(tx, costEstimateId);
  const standing = await queryRows(
    tx,
    sql`select 1 from purchase_orders where cost_estimate_id = ${costEstimateId} and invoice_id is not null and storno_id is null limit 1`,
  );
  if (standing.length > 0) throw new ValidationError({ lines: [ISSUED_DOCUMENT_MESSAGES.linesInvoiced] });
}

/** 422 on `id` when an order of the estimate is invoiced or documents were issued for one. */
export async function refuseRemovalWithDocuments(tx: Db, costEstimateId: number): Promise<void> {
  await lockOrdersOf(tx, costEstimateId);
  const issued = await queryRows(
    tx,
    sql`select 1 from purchase_orders po where po.cost_estimate_id = ${costEstimateId}
          and (po.invoice_id is not null or exists (select 1 from invoices i where i.purchase_order_id = po.id)) limit 1`,
  );
  if (issued.length > 0) throw new ValidationError({ id: [ISSUED_DOCUMENT_MESSAGES.estimateHasDocuments] });
}
