/**
 * Purchase orders of a project (document 2, sections 4, 5 and 7): GET purchase-orders/{projectId},
 * POST purchase-orders, PUT purchase-orders/{id}, DELETE purchase-orders/{id}, and the plajas
 * a purchase order of an estimate can be invoiced in, GET plajas/{ceId}.
 *
 * Full project managers, on a project without a parent (403 otherwise). Cost estimate, plaja,
 * PO number, date, value, client unit and client PM are required (422 per field); the invoice
 * date is not before 8 March 2022; the estimate must be the project's and the plaja one of the
 * estimate's agency unit; the invoice date is not in the future; the value fits its column;
 * the client PM is not a disabled user (unless the order already names them). A new order is
 * saved with status 2, and the status is never taken from the caller: the invoice actions set it.
 * While the order's invoice stands (issued, not reversed by a storno) what the invoice printed
 * or depends on cannot change (LOCKED_WHILE_INVOICED; 422 naming the fields); the rest still
 * saves. An order that has issued documents (an invoice or a storno, even reset) cannot be
 * removed: the documents keep pointing at it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { canSeeFinance } from '@portal/shared/access';
import {
  MIN_INVOICE_DATE,
  PURCHASE_ORDER_LOCKED_FIELDS,
  PURCHASE_ORDER_LOCKED_MESSAGE,
  PURCHASE_ORDER_STATUS,
  type PurchaseOrder,
  type PurchaseOrderRequest,
} from '@portal/shared/contract';
import {
  CeIdParams,
  EditPurchaseOrderRequestSchema,
  FinanceProjectParams,
  IdParams,
  MessageSchema,
  PlajasResponseSchema,
  PurchaseOrderRequestSchema,
  PurchaseOrderSchema,
  PurchaseOrdersResponseSchema,
  SavedOf,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import type { Db } from '../../db/client';
import { clientUnits, costEstimates, invoices, plajas, purchaseOrders, users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound, ValidationError } from '../../http/errors';
import { amountText, TOO_LARGE_MESSAGE } from '../../http/money-bounds';
import { errorAnswers } from '../../http/route-schema';
import { today } from '../../lib/dates';
import { requireTopLevelFinanceProject } from '../../projects/top-level-finance-project';
import type { AuthUser } from '../../users/auth-user';
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
  clientPmDisabled: 'The selected client PM is disabled.',
  invoiceDateFuture: 'The invoice date cannot be in the future.',
  tooLarge: TOO_LARGE_MESSAGE,
  value: 'The value must be an amount greater than 0 with at most two decimals.',
  invoiced: PURCHASE_ORDER_LOCKED_MESSAGE,
  hasDocuments: 'A purchase order with issued documents (an invoice or a storno) cannot be removed: they keep referring to it.',
} as const;

/** The payload fields an issued invoice printed or depends on, with their columns: fixed while it stands. */
const LOCKED_WHILE_INVOICED = {
  cost_estimate_id: 'costEstimateId',
  plaja_id: 'plajaId',
  po_number: 'poNumber',
  date: 'date',
  invoice_date: 'invoiceDate',
  value: 'value',
  client_unit_id: 'clientUnitId',
  client_pm_id: 'clientPmId',
} as const satisfies Record<(typeof PURCHASE_ORDER_LOCKED_FIELDS)[number], keyof ReturnType<typeof columnsOf>>;

/** The fields of a save; the PUT's project_id, if sent, is not among them. */
type PurchaseOrderInput = Omit<PurchaseOrderRequest, 'project_id'>;

/** The invoice date's rules on the day of the request: not before 8 March 2022, never ahead of its issue. */
function checkInvoiceDate(input: PurchaseOrderInput, day: string): void {
  const invoiceDate = input.invoice_date || null;
  if (invoiceDate !== null && invoiceDate < MIN_INVOICE_DATE) throw fieldError('invoice_date', PO_MESSAGES.invoiceDate);
  if (invoiceDate !== null && invoiceDate > day) throw fieldError('invoice_date', PO_MESSAGES.invoiceDateFuture);
}

const infodesignPmOf = (input: PurchaseOrderInput): number | null =>
  typeof input.infodesign_pm_id === 'number' ? input.infodesign_pm_id : null;

/**
 * Checks what the rules cannot: the ids name rows that fit together, and a disabled user is not
 * chosen as client PM (`keptClientPmId`, the one the order names already, may stay). One 422
 * with every problem.
 */
async function checkReferences(
  ctx: AppContext,
  projectId: number,
  input: PurchaseOrderInput,
  keptClientPmId: number | null = null,
): Promise<void> {
  const ceId = input.cost_estimate_id;
  const infodesignPmId = infodesignPmOf(input);
  const [[estimate], [plaja], [unit], [clientPm], [idgPm]] = await Promise.all([
    ctx.db
      .select({ unitId: costEstimates.infodesignUnitId })
      .from(costEstimates)
      .where(and(eq(costEstimates.id, ceId), eq(costEstimates.projectId, projectId))),
    ctx.db.select({ unitId: plajas.idgUnitId }).from(plajas).where(eq(plajas.id, input.plaja_id)),
    ctx.db.select({ id: clientUnits.id }).from(clientUnits).where(eq(clientUnits.id, input.client_unit_id)),
    ctx.db.select({ id: users.id, disabled: users.disabled }).from(users).where(eq(users.id, input.client_pm_id)),
    infodesignPmId !== null
      ? ctx.db.select({ id: users.id }).from(users).where(eq(users.id, infodesignPmId))
      : Promise.resolve([{ id: 0 }]),
  ]);
  const errors: Record<string, string[]> = {};
  if (!estimate) errors.cost_estimate_id = [PO_MESSAGES.costEstimate];
  else if (!plaja || plaja.unitId !== estimate.unitId) errors.plaja_id = [PO_MESSAGES.plaja];
  if (!unit) errors.client_unit_id = [PO_MESSAGES.clientUnit];
  if (!clientPm) errors.client_pm_id = [PO_MESSAGES.clientPm];
  else if (clientPm.disabled && clientPm.id !== keptClientPmId) errors.client_pm_id = [PO_MESSAGES.clientPmDisabled];
  if (!idgPm) errors.infodesign_pm_id = [PO_MESSAGES.infodesignPm];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function columnsOf(input: PurchaseOrderInput) {
  return {
    costEstimateId: input.cost_estimate_id,
    plajaId: input.plaja_id,
    poNumber: input.po_number.trim(),
    date: input.date,
    invoiceDate: input.invoice_date || null,
    value: amountText(input.value, 'value', PO_MESSAGES.value),
    clientUnitId: input.client_unit_id,
    clientPmId: input.client_pm_id,
    poInvoiceUm: input.po_invoice_um?.trim() || null,
  };
}

type StoredOrder = typeof purchaseOrders.$inferSelect;

/** The locked fields the payload would change; compared as values (1250.5 is 1250.50). */
function lockedChanges(stored: StoredOrder, columns: ReturnType<typeof columnsOf>): string[] {
  return Object.entries(LOCKED_WHILE_INVOICED)
    .filter(([, column]) => {
      const [before, after] = [stored[column], columns[column]];
      return column === 'value' ? Number(before) !== Number(after) : before !== after;
    })
    .map(([field]) => field);
}

/** Whether documents were issued for the order (inside the caller's transaction, after its row lock). */
export async function hasIssuedDocuments(db: Db, poId: number): Promise<boolean> {
  const rows = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.purchaseOrderId, poId)).limit(1);
  return rows.length > 0;
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

const tags = ['Purchase orders'];

export function purchaseOrderRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/purchase-orders/:projectId',
    { schema: { tags, params: FinanceProjectParams, response: { 200: PurchaseOrdersResponseSchema, ...errorAnswers } } },
    async (request) => {
      const project = await requireTopLevelFinanceProject(ctx, currentUser(request), request.params.projectId);
      return { data: await purchaseOrderRows(ctx, eq(costEstimates.projectId, project.id)) };
    },
  );

  const saved = { 200: SavedOf(PurchaseOrderSchema), 201: SavedOf(PurchaseOrderSchema), ...errorAnswers };

  app.post(
    '/purchase-orders',
    { config: { idempotent: true }, schema: { tags, body: PurchaseOrderRequestSchema, response: saved } },
    async (request, reply) => {
      const user = currentUser(request);
      requireAccess(user, canSeeFinance);
      const input = request.body;
      checkInvoiceDate(input, today(ctx.now()));
      const columns = columnsOf(input);
      await requireTopLevelFinanceProject(ctx, user, input.project_id);
      await checkReferences(ctx, input.project_id, input);
      const created = await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [inserted] = await tx
          .insert(purchaseOrders)
          .values({ ...columns, infodesignPmId: infodesignPmOf(input) ?? user.id, statusId: PURCHASE_ORDER_STATUS.notInvoiced })
          .returning({ id: purchaseOrders.id });
        await recordPurchaseOrder(tx, user.id, 'created', null, await purchaseOrderSnapshot(ctx, tx, inserted.id));
        return inserted;
      });
      return reply.code(201).send({ data: await rowOf(ctx, created.id), message: PO_MESSAGES.saved });
    },
  );

  app.put(
    '/purchase-orders/:id',
    { schema: { tags, params: IdParams, body: EditPurchaseOrderRequestSchema, response: saved } },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const projectId = await requirePurchaseOrderProject(ctx, user, id);
      const input = request.body;
      checkInvoiceDate(input, today(ctx.now()));
      const columns = columnsOf(input);
      const [current] = await ctx.db
        .select({ clientPmId: purchaseOrders.clientPmId })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, id));
      await checkReferences(ctx, projectId, input, current?.clientPmId ?? null);
      const infodesignPmId = infodesignPmOf(input);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Locked, so an invoice generated meanwhile is either seen here or issued after this save.
        const [stored] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
        if (!stored) throw notFound();
        const before = await purchaseOrderSnapshot(ctx, tx, id);
        if (invoiceStateOf(stored) === 'invoiced') {
          const changed = lockedChanges(stored, columns);
          if (changed.length > 0)
            throw new ValidationError(Object.fromEntries(changed.map((field) => [field, [PO_MESSAGES.invoiced]])), PO_MESSAGES.invoiced);
        }
        await tx
          .update(purchaseOrders)
          .set({ ...columns, ...(infodesignPmId !== null ? { infodesignPmId } : {}) })
          .where(eq(purchaseOrders.id, id));
        await recordPurchaseOrder(tx, user.id, 'changed', before, await purchaseOrderSnapshot(ctx, tx, id));
      });
      return { data: await rowOf(ctx, id), message: PO_MESSAGES.saved };
    },
  );

  app.delete(
    '/purchase-orders/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      const { id } = request.params;
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
        if (invoiceStateOf(po) === 'invoiced') throw fieldError('invoice_id', PO_MESSAGES.invoiced);
        if (await hasIssuedDocuments(tx, id)) throw fieldError('invoice_id', PO_MESSAGES.hasDocuments);
        await recordPurchaseOrder(tx, user.id, 'deleted', await purchaseOrderSnapshot(ctx, tx, id), null);
        await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
      });
      return { message: PO_MESSAGES.removed };
    },
  );

  app.get(
    '/plajas/:ceId',
    { schema: { tags, params: CeIdParams, response: { 200: PlajasResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireAccess(user, canSeeFinance);
      const [estimate] = await ctx.db
        .select({ unitId: costEstimates.infodesignUnitId })
        .from(costEstimates)
        .where(eq(costEstimates.id, request.params.ceId));
      if (!estimate) throw notFound();
      const rows =
        estimate.unitId === null
          ? []
          : await ctx.db
              .select({ id: plajas.id, nume: plajas.nume })
              .from(plajas)
              .where(eq(plajas.idgUnitId, estimate.unitId))
              .orderBy(asc(plajas.nume), asc(plajas.id));
      return { data: rows };
    },
  );
}
