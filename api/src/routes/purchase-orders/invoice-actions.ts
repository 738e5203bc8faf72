/**
 * The invoice actions of a purchase order (document 2, sections 4 and 7):
 * POST generate-invoice/{poId} (payload ceLines: the estimate lines the invoice names),
 * GET storno-invoice/{poId}, GET reset-invoice-data/{poId}. GETs that change data, as the
 * document's server has them.
 *
 * Each runs in one transaction holding the purchase order's row lock, so two clicks (or two
 * managers) cannot generate two invoices for one order; the document's number comes from
 * src/invoicing. An action the order's state does not offer (PURCHASE_ORDER_ACTIONS) answers
 * `status: 'error'` with the message the portal shows; but resetting a standing invoice is a
 * 422: the invoice must be reversed (storno) first, so no issued invoice is ever forgotten
 * while it counts. The invoice is dated its order's invoice date, or the day it is issued;
 * never a day ahead, and never before the last document of its series (src/invoicing). Full
 * project managers, on a project without a parent.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  PURCHASE_ORDER_ACTIONS,
  PURCHASE_ORDER_STATUS,
  type InvoiceActionResponse,
  type PurchaseOrderAction,
} from '@portal/shared/contract';
import {
  CE_LINES_MESSAGE,
  GenerateInvoiceRequestSchema,
  InvoiceActionResponseSchema,
  PoIdParams,
  TOO_MANY_CE_LINES_MESSAGE,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { clientUnits, costEstimateLines, costEstimates, idgUnits, plajas, projects, purchaseOrders } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound, ValidationError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { issueInvoice, issueStorno, type IssuedDocument } from '../../invoicing/issue-document';
import { today } from '../../lib/dates';
import { purchaseOrderSnapshot, recordInvoiceDocument, recordPurchaseOrder } from './purchase-order-audit';
import { invoiceStateOf, purchaseOrderRows } from './purchase-order-rows';
import { PO_MESSAGES, requirePurchaseOrderProject } from './purchase-orders';

export const INVOICE_MESSAGES = {
  generated: 'The invoice has been generated.',
  stornoGenerated: 'The storno invoice has been generated.',
  reset: 'Invoice data has been removed.',
  alreadyInvoiced: 'An invoice has already been generated for this purchase order.',
  noInvoice: 'This purchase order has no invoice to reverse.',
  alreadyReversed: 'A storno invoice has already been generated for this invoice.',
  noInvoiceData: 'This purchase order has no invoice data.',
  ceLines: CE_LINES_MESSAGE,
  tooManyCeLines: TOO_MANY_CE_LINES_MESSAGE,
  resetInvoiced: 'The invoice of this purchase order stands: reverse it (storno) before resetting the invoice data.',
} as const;

type LockedOrder = typeof purchaseOrders.$inferSelect;

/** The message when the order's state does not offer the action. */
const REFUSALS: Partial<Record<PurchaseOrderAction, (po: LockedOrder) => string>> = {
  'generate-invoice': () => INVOICE_MESSAGES.alreadyInvoiced,
  storno: (po) => (po.invoiceId === null ? INVOICE_MESSAGES.noInvoice : INVOICE_MESSAGES.alreadyReversed),
  reset: () => INVOICE_MESSAGES.noInvoiceData,
};

class ActionRefused extends Error {}

/** Runs `change` on the locked order when its state offers `action`; answers the action's outcome. */
async function runAction(
  ctx: AppContext,
  poId: number,
  action: PurchaseOrderAction,
  success: string,
  change: (tx: Db, po: LockedOrder) => Promise<void>,
): Promise<InvoiceActionResponse> {
  try {
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId)).for('update');
      if (!po) throw notFound();
      if (action === 'reset' && invoiceStateOf(po) === 'invoiced') throw fieldError('invoice_id', INVOICE_MESSAGES.resetInvoiced);
      if (!PURCHASE_ORDER_ACTIONS[invoiceStateOf(po)].includes(action)) throw new ActionRefused(REFUSALS[action]?.(po));
      await change(tx, po);
    });
  } catch (error) {
    if (error instanceof ActionRefused) return { status: 'error', data: { message: error.message } };
    throw error;
  }
  const [row] = await purchaseOrderRows(ctx, eq(purchaseOrders.id, poId));
  return { status: 'success', message: success, data: { purchase_order: row } };
}

/** What the invoice names: the chosen lines' details, after the PO number. */
async function invoiceDetails(tx: Db, po: LockedOrder, lineIds: number[] | null): Promise<string> {
  const lines = await tx
    .select({ id: costEstimateLines.id, details: costEstimateLines.details })
    .from(costEstimateLines)
    .where(and(eq(costEstimateLines.costEstimateId, po.costEstimateId), lineIds ? inArray(costEstimateLines.id, lineIds) : undefined))
    .orderBy(asc(costEstimateLines.id));
  if (lineIds && lines.length !== new Set(lineIds).size) throw new ValidationError({ ceLines: [INVOICE_MESSAGES.ceLines] });
  const named = lines.map((line) => line.details?.trim()).filter(Boolean);
  return [`Services under purchase order ${po.poNumber}`, ...named].join('\n');
}

async function generateInvoice(
  ctx: AppContext,
  tx: Db,
  po: LockedOrder,
  lineIds: number[] | null,
  userId: number,
): Promise<IssuedDocument> {
  const issuedOn = po.invoiceDate ?? today(ctx.now());
  if (issuedOn > today(ctx.now())) throw fieldError('invoice_date', PO_MESSAGES.invoiceDateFuture);
  const [parties] = await tx
    .select({
      projectTitle: projects.title,
      sellerName: idgUnits.name,
      sellerLegalEntity: idgUnits.legalEntity,
      buyerName: clientUnits.name,
      buyerLegalEntity: clientUnits.legalEntity,
    })
    .from(costEstimates)
    .innerJoin(projects, eq(projects.id, costEstimates.projectId))
    .innerJoin(plajas, eq(plajas.id, po.plajaId as number))
    .innerJoin(idgUnits, eq(idgUnits.id, plajas.idgUnitId))
    .innerJoin(clientUnits, eq(clientUnits.id, po.clientUnitId as number))
    .where(eq(costEstimates.id, po.costEstimateId));
  const issued = await issueInvoice(
    tx,
    {
      purchaseOrderId: po.id,
      plajaId: po.plajaId as number,
      poNumber: po.poNumber,
      projectTitle: parties.projectTitle,
      seller: { name: parties.sellerName, legalEntity: parties.sellerLegalEntity },
      buyer: { name: parties.buyerName, legalEntity: parties.buyerLegalEntity },
      total: po.value,
      details: await invoiceDetails(tx, po, lineIds),
    },
    issuedOn,
    userId,
  );
  await tx
    .update(purchaseOrders)
    .set({ invoiceId: issued.id, hashFactura: issued.hash, stornoId: null, hashStorno: null, statusId: PURCHASE_ORDER_STATUS.invoiced })
    .where(eq(purchaseOrders.id, po.id));
  return issued;
}

const tags = ['Invoices'];
const answers = { 200: InvoiceActionResponseSchema, ...errorAnswers };

export function invoiceActionRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/generate-invoice/:poId',
    {
      config: { idempotent: true },
      // The portal may post no body at all: that names every line.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags, params: PoIdParams, body: GenerateInvoiceRequestSchema, response: answers },
    },
    async (request) => {
      const user = currentUser(request);
      const { poId } = request.params;
      await requirePurchaseOrderProject(ctx, user, poId);
      const lineIds = request.body.ceLines ?? null;
      const body = await runAction(ctx, poId, 'generate-invoice', INVOICE_MESSAGES.generated, async (tx, po) => {
        const issued = await generateInvoice(ctx, tx, po, lineIds, user.id);
        await recordInvoiceDocument(tx, user.id, (await purchaseOrderSnapshot(ctx, tx, po.id))!, 'issued', issued);
      });
      return body;
    },
  );

  app.get('/storno-invoice/:poId', { schema: { tags, params: PoIdParams, response: answers } }, async (request) => {
    const user = currentUser(request);
    const { poId } = request.params;
    await requirePurchaseOrderProject(ctx, user, poId);
    const body = await runAction(ctx, poId, 'storno', INVOICE_MESSAGES.stornoGenerated, async (tx, po) => {
      const storno = await issueStorno(tx, po.invoiceId as number, today(ctx.now()), user.id);
      await recordInvoiceDocument(tx, user.id, (await purchaseOrderSnapshot(ctx, tx, po.id))!, 'reversed', storno);
      await tx
        .update(purchaseOrders)
        .set({ stornoId: storno.id, hashStorno: storno.hash, statusId: PURCHASE_ORDER_STATUS.notInvoiced })
        .where(eq(purchaseOrders.id, po.id));
    });
    return body;
  });

  app.get('/reset-invoice-data/:poId', { schema: { tags, params: PoIdParams, response: answers } }, async (request) => {
    const { poId } = request.params;
    const user = currentUser(request);
    await requirePurchaseOrderProject(ctx, user, poId);
    const body = await runAction(ctx, poId, 'reset', INVOICE_MESSAGES.reset, async (tx, po) => {
      const before = await purchaseOrderSnapshot(ctx, tx, po.id);
      // The documents stay: their numbers are spent, only the order forgets them.
      await tx
        .update(purchaseOrders)
        .set({ invoiceId: null, hashFactura: null, stornoId: null, hashStorno: null, statusId: PURCHASE_ORDER_STATUS.notInvoiced })
        .where(eq(purchaseOrders.id, po.id));
      await recordPurchaseOrder(tx, user.id, 'reset', before, await purchaseOrderSnapshot(ctx, tx, po.id));
    });
    return body;
  });
}
