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
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canSeeFinance } from '@portal/shared/access';
import {
  MIN_INVOICE_DATE,
  PURCHASE_ORDER_LOCKED_FIELDS,
  PURCHASE_ORDER_LOCKED_MESSAGE,
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
import { queryRows, type Db } from '../../db/client';
import { clientUnits, costEstimates, plajas, purchaseOrders, users } from '../../db/schema';
import { fieldError, notFound, ValidationError } from '../../http/errors';
import { fitsColumn, TOO_LARGE_MESSAGE } from '../../http/money-bounds';
import {
  amountOf,
  integer,
  isPresent,
  maxLength,
  positiveAmount,
  required,
  string,
  toInteger,
  validate,
  type Input,
  type Rule,
} from '../../http/validation';
import { today } from '../../lib/dates';
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
  clientPmDisabled: 'The selected client PM is disabled.',
  invoiceDateFuture: 'The invoice date cannot be in the future.',
  tooLarge: TOO_LARGE_MESSAGE,
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

/** numeric(14,2): twelve digits before the point. */
const MAX_INTEGER_DIGITS = 12;

const notBefore =
  (min: string, message: string): Rule =>
  (value) =>
    isPresent(value) && String(value) < min ? message : null;

const notAfter =
  (max: string, message: string): Rule =>
  (value) =>
    isPresent(value) && String(value) > max ? message : null;

const RULES: Record<string, Rule[]> = {
  cost_estimate_id: [required(), integer()],
  plaja_id: [required(), integer()],
  po_number: [required(), string(), maxLength(100)],
  date: [required(), isoDate()],
  invoice_date: [isoDate(), notBefore(MIN_INVOICE_DATE, PO_MESSAGES.invoiceDate)],
  value: [required(), fitsColumn(MAX_INTEGER_DIGITS), positiveAmount()],
  client_unit_id: [required(), integer()],
  client_pm_id: [required(), integer()],
  infodesign_pm_id: [integer()],
  po_invoice_um: [string(), maxLength(100)],
};

/** The rules on the day of the request: an invoice is never dated ahead of its issue. */
const rulesOn = (day: string): Record<string, Rule[]> => ({
  ...RULES,
  invoice_date: [...RULES.invoice_date, notAfter(day, PO_MESSAGES.invoiceDateFuture)],
});

const idOf = (value: unknown) => toInteger(value) as number;

/**
 * Checks what the rules cannot: the ids name rows that fit together, and a disabled user is not
 * chosen as client PM (`keptClientPmId`, the one the order names already, may stay). One 422
 * with every problem.
 */
async function checkReferences(ctx: AppContext, projectId: number, input: Input, keptClientPmId: number | null = null): Promise<void> {
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
      .select({ id: users.id, disabled: users.disabled })
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
  else if (clientPm.disabled && clientPm.id !== keptClientPmId) errors.client_pm_id = [PO_MESSAGES.clientPmDisabled];
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
  const rows = await queryRows(db, sql`select 1 from invoices where purchase_order_id = ${poId} limit 1`);
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

export function purchaseOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { projectId: string } }>('/purchase-orders/:projectId', async (request) => {
    const project = await requireTopLevelFinanceProject(ctx, currentUser(request), routeId(request.params.projectId));
    const body: PurchaseOrdersResponse = { data: await purchaseOrderRows(ctx, eq(costEstimates.projectId, project.id)) };
    return body;
  });

  app.post('/purchase-orders', { config: { idempotent: true } }, async (request, reply) => {
    const user = currentUser(request);
    requireAccess(user, canSeeFinance);
    const input = validate(request.body, { project_id: [required(), integer()], ...rulesOn(today(ctx.now())) });
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
    const input = validate(request.body, rulesOn(today(ctx.now())));
    const [current] = await ctx.db.select({ clientPmId: purchaseOrders.clientPmId }).from(purchaseOrders).where(eq(purchaseOrders.id, id));
    await checkReferences(ctx, projectId, input, current?.clientPmId ?? null);
    const columns = columnsOf(input);
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
        .set({ ...columns, ...(isPresent(input.infodesign_pm_id) ? { infodesignPmId: idOf(input.infodesign_pm_id) } : {}) })
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
      if (invoiceStateOf(po) === 'invoiced') throw fieldError('invoice_id', PO_MESSAGES.invoiced);
      if (await hasIssuedDocuments(tx, id)) throw fieldError('invoice_id', PO_MESSAGES.hasDocuments);
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
