/**
 * Purchase orders of a project (document 2, sections 4, 5 and 7): GET purchase-orders/{projectId},
 * POST purchase-orders, PUT purchase-orders/{id}, DELETE purchase-orders/{id}, and the plajas
 * a purchase order of an estimate can be invoiced in, GET plajas/{ceId}.
 *
 * Full project managers, on a project without a parent (403 otherwise). Cost estimate, plaja,
 * PO number, date, value, client unit and client PM are required (422 per field); the invoice
 * date is not before 8 March 2022; the estimate must be the project's and the plaja one of the
 * estimate's agency unit. A new order is saved with status 2. An order whose invoice stands
 * (not reversed) cannot be removed: storno it or reset its invoice data first.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canSeeFinance } from '@portal/shared/access';
import {
  MIN_INVOICE_DATE,
  PURCHASE_ORDER_ACTIONS,
  PURCHASE_ORDER_STATUS,
  type MessageResponse,
  type PlajasResponse,
  type PurchaseOrdersResponse,
  type SaveResponse,
  type PurchaseOrder,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import type { Db } from '../../db/client';
import { clientUnits, costEstimates, plajas, purchaseOrders, users } from '../../db/schema';
import { fieldError, notFound, ValidationError } from '../../http/errors';
import {
  amountOf,
  integer,
  isPresent,
  maxLength,
  oneOf,
  positiveAmount,
  required,
  string,
  toInteger,
  validate,
  type Input,
  type Rule,
} from '../../http/validation';
import { requireTopLevelFinanceProject } from '../../projects/top-level-finance-project';
import type { AuthUser } from '../../users/auth-user';
import { textOf } from '../config/config-http';
import { isoDate } from '../projects/date-rule';
import { routeId } from '../projects/project';
import { purchaseOrderSnapshot, recordPurchaseOrder } from './purchase-order-audit';
import { invoiceStateOf, projectOfPurchaseOrder, purchaseOrderRows } from './purchase-order-rows';

export const PO_MESSAGES = {
  saved: 'Purchase order has been saved.',
  removed: 'Purchase order has been removed.',
  invoiceDate: 'The invoice date must be 08.03.2022 or later.',
  costEstimate: 'The selected cost estimate is not one of this project.',
  plaja: "The selected plaja is not one of the cost estimate's IDG unit.",
  clientUnit: 'The selected client unit does not exist.',
  clientPm: 'The selected client PM does not exist.',
  infodesignPm: 'The selected IDG PM does not exist.',
  invoiced: 'A purchase order with an invoice cannot be removed: storno the invoice or reset the invoice data first.',
} as const;

const notBefore =
  (min: string, message: string): Rule =>
  (value) =>
    isPresent(value) && String(value) < min ? message : null;

const RULES: Record<string, Rule[]> = {
  cost_estimate_id: [required(), integer()],
  plaja_id: [required(), integer()],
  po_number: [required(), string(), maxLength(100)],
  date: [required(), isoDate()],
  invoice_date: [isoDate(), notBefore(MIN_INVOICE_DATE, PO_MESSAGES.invoiceDate)],
  value: [required(), positiveAmount()],
  client_unit_id: [required(), integer()],
  client_pm_id: [required(), integer()],
  infodesign_pm_id: [integer()],
  po_invoice_um: [string(), maxLength(100)],
  status_id: [oneOf([PURCHASE_ORDER_STATUS.invoiced, PURCHASE_ORDER_STATUS.notInvoiced])],
};

const idOf = (value: unknown) => toInteger(value) as number;

/** Checks what the rules cannot: the ids name rows that fit together. One 422 with every problem. */
async function checkReferences(ctx: AppContext, projectId: number, input: Input): Promise<void> {
  const ceId = idOf(input.cost_estimate_id);
  const [[estimate], [plaja], [unit], [clientPm], [idgPm]] = await Promise.all([
    ctx.db
      .select({ unitId: costEstimates.infodesignUnitId })
      .from(costEstimates)
      .where(and(eq(costEstimates.id, ceId), eq(costEstimates.projectId, projectId))),
    ctx.db
      .select({ unitId: plajas.idgUnitId })
      .from(plajas)
      .where(eq(plajas.id, idOf(input.plaja_id))),
    ctx.db
      .select({ id: clientUnits.id })
      .from(clientUnits)
      .where(eq(clientUnits.id, idOf(input.client_unit_id))),
    ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, idOf(input.client_pm_id))),
    isPresent(input.infodesign_pm_id)
      ? ctx.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, idOf(input.infodesign_pm_id)))
      : Promise.resolve([{ id: 0 }]),
  ]);
  const errors: Record<string, string[]> = {};
  if (!estimate) errors.cost_estimate_id = [PO_MESSAGES.costEstimate];
  else if (!plaja || plaja.unitId !== estimate.unitId) errors.plaja_id = [PO_MESSAGES.plaja];
  if (!unit) errors.client_unit_id = [PO_MESSAGES.clientUnit];
  if (!clientPm) errors.client_pm_id = [PO_MESSAGES.clientPm];
  if (!idgPm) errors.infodesign_pm_id = [PO_MESSAGES.infodesignPm];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function columnsOf(input: Input) {
  return {
    costEstimateId: idOf(input.cost_estimate_id),
    plajaId: idOf(input.plaja_id),
    poNumber: String(input.po_number).trim(),
    date: String(input.date),
    invoiceDate: textOf(input.invoice_date),
    value: amountOf(input.value),
    clientUnitId: idOf(input.client_unit_id),
    clientPmId: idOf(input.client_pm_id),
    poInvoiceUm: textOf(input.po_invoice_um),
  };
}

async function rowOf(ctx: AppContext, id: number): Promise<PurchaseOrder> {
  const [row] = await purchaseOrderRows(ctx, eq(purchaseOrders.id, id));
  return row;
}

/** The project of an existing order, after the finance guard; 404 when the order does not exist. */
export async function requirePurchaseOrderProject(ctx: AppContext, user: AuthUser, poId: number): Promise<number> {
  requireAccess(user, canSeeFinance);
  const projectId = await projectOfPurchaseOrder(ctx, poId);
  if (projectId === null) throw notFound();
  await requireTopLevelFinanceProject(ctx, user, projectId);
  return projectId;
}

export function purchaseOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { projectId: string } }>('/purchase-orders/:projectId', async (request) => {
    const project = await requireTopLevelFinanceProject(ctx, currentUser(request), routeId(request.params.projectId));
    const body: PurchaseOrdersResponse = { data: await purchaseOrderRows(ctx, eq(costEstimates.projectId, project.id)) };
    return body;
  });

  app.post('/purchase-orders', { config: { idempotent: true } }, async (request, reply) => {
    const user = currentUser(request);
    requireAccess(user, canSeeFinance);
    const input = validate(request.body, { project_id: [required(), integer()], ...RULES });
    await requireTopLevelFinanceProject(ctx, user, idOf(input.project_id));
    await checkReferences(ctx, idOf(input.project_id), input);
    const created = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [inserted] = await tx
        .insert(purchaseOrders)
        .values({
          ...columnsOf(input),
          infodesignPmId: isPresent(input.infodesign_pm_id) ? idOf(input.infodesign_pm_id) : user.id,
          statusId: PURCHASE_ORDER_STATUS.notInvoiced,
        })
        .returning({ id: purchaseOrders.id });
      await recordPurchaseOrder(tx, user.id, 'created', null, await purchaseOrderSnapshot(ctx, tx, inserted.id));
      return inserted;
    });
    const body: SaveResponse<PurchaseOrder> = { data: await rowOf(ctx, created.id), message: PO_MESSAGES.saved };
    return reply.code(201).send(body);
  });

  app.put<{ Params: { id: string } }>('/purchase-orders/:id', async (request) => {
    const user = currentUser(request);
    const id = routeId(request.params.id);
    const projectId = await requirePurchaseOrderProject(ctx, user, id);
    const input = validate(request.body, RULES);
    await checkReferences(ctx, projectId, input);
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Locked, so the trail's "before" is what this change replaces.
      await tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
      const before = await purchaseOrderSnapshot(ctx, tx, id);
      await tx
        .update(purchaseOrders)
        .set({
          ...columnsOf(input),
          ...(isPresent(input.infodesign_pm_id) ? { infodesignPmId: idOf(input.infodesign_pm_id) } : {}),
          ...(isPresent(input.status_id) ? { statusId: idOf(input.status_id) } : {}),
        })
        .where(eq(purchaseOrders.id, id));
      await recordPurchaseOrder(tx, user.id, 'changed', before, await purchaseOrderSnapshot(ctx, tx, id));
    });
    const body: SaveResponse<PurchaseOrder> = { data: await rowOf(ctx, id), message: PO_MESSAGES.saved };
    return body;
  });

  app.delete<{ Params: { id: string } }>('/purchase-orders/:id', async (request) => {
    const id = routeId(request.params.id);
    const user = currentUser(request);
    await requirePurchaseOrderProject(ctx, user, id);
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Locked, so an invoice generated meanwhile cannot be orphaned by the removal.
      const [po] = await tx
        .select({ invoiceId: purchaseOrders.invoiceId, stornoId: purchaseOrders.stornoId })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, id))
        .for('update');
      if (!po) throw notFound();
      if (!PURCHASE_ORDER_ACTIONS[invoiceStateOf(po)].includes('remove')) throw fieldError('invoice_id', PO_MESSAGES.invoiced);
      await recordPurchaseOrder(tx, user.id, 'deleted', await purchaseOrderSnapshot(ctx, tx, id), null);
      await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
    });
    const body: MessageResponse = { message: PO_MESSAGES.removed };
    return body;
  });

  app.get<{ Params: { ceId: string } }>('/plajas/:ceId', async (request) => {
    const user = currentUser(request);
    requireAccess(user, canSeeFinance);
    const [estimate] = await ctx.db
      .select({ unitId: costEstimates.infodesignUnitId })
      .from(costEstimates)
      .where(eq(costEstimates.id, routeId(request.params.ceId)));
    if (!estimate) throw notFound();
    const rows =
      estimate.unitId === null
        ? []
        : await ctx.db
            .select({ id: plajas.id, nume: plajas.nume })
            .from(plajas)
            .where(eq(plajas.idgUnitId, estimate.unitId))
            .orderBy(asc(plajas.nume), asc(plajas.id));
    const body: PlajasResponse = { data: rows };
    return body;
  });
}
