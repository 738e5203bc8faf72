/**
 * Client units and IDG (agency) units (document 3, sections 2-7), two identical lists:
 * GET client-units / idg-units (paged, searched by name), GET client-unit/:id / idg-unit/:id,
 * POST, PUT :id and DELETE :id. Name and legal entity are required; a unit that cost estimates,
 * purchase orders or plajas name cannot be deleted (422). Full project managers;
 * the cost estimate form (document 2) loads the lists as one page of 1000.
 */
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONFIG_PAGE_SIZE,
  type ClientUnitsResponse,
  type IdgUnitsResponse,
  type ItemResponse,
  type MessageResponse,
  type SaveResponse,
  type Unit,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { clientUnits, costEstimates, idgUnits, plajas, purchaseOrders } from '../../db/schema';
import { pageOf, searchPatternOf } from '../../http/paging';
import { notFound } from '../../http/errors';
import { maxLength, required, string, validate } from '../../http/validation';
import { alphabetical, deleteById, idParam, refuseWhileUsed, requireConfigManager, textOf, type Usage } from './config-http';
import { MESSAGES } from './messages';

type UnitKind = {
  table: typeof clientUnits | typeof idgUnits;
  list: string;
  item: string;
  saved: string;
  deleted: string;
  /** What the unit's name is in a refusal, and who references it. */
  entry: string;
  usages: Usage[];
  answer: (rows: Unit[], total: number) => ClientUnitsResponse | IdgUnitsResponse;
};

export const UNIT_KINDS = {
  client: {
    table: clientUnits,
    list: '/client-units',
    item: '/client-unit',
    saved: MESSAGES.clientUnitSaved,
    deleted: MESSAGES.clientUnitDeleted,
    entry: 'client unit',
    usages: [
      { table: costEstimates, column: costEstimates.clientUnitId, what: ['cost estimate', 'cost estimates'] },
      { table: purchaseOrders, column: purchaseOrders.clientUnitId, what: ['purchase order', 'purchase orders'] },
    ],
    answer: (rows, total): ClientUnitsResponse => ({ data: { paginatedClientUnits: rows }, totalResults: total }),
  },
  idg: {
    table: idgUnits,
    list: '/idg-units',
    item: '/idg-unit',
    saved: MESSAGES.idgUnitSaved,
    deleted: MESSAGES.idgUnitDeleted,
    entry: 'IDG unit',
    usages: [
      { table: costEstimates, column: costEstimates.infodesignUnitId, what: ['cost estimate', 'cost estimates'] },
      { table: plajas, column: plajas.idgUnitId, what: ['plaja', 'plajas'] },
    ],
    answer: (rows, total): IdgUnitsResponse => ({ data: { paginatedInfodesignUnits: rows }, totalResults: total }),
  },
} satisfies Record<string, UnitKind>;

function unitRoutes(app: FastifyInstance, ctx: AppContext, kind: UnitKind): void {
  const { table } = kind;
  const columns = { id: table.id, name: table.name, legal_entity: table.legalEntity };
  const valuesOf = (body: unknown) => {
    const input = validate(body, { name: [required(), string(), maxLength(255)], legal_entity: [required(), string(), maxLength(255)] });
    return { name: textOf(input.name) as string, legalEntity: textOf(input.legal_entity) as string };
  };

  app.get(kind.list, async (request) => {
    requireConfigManager(currentUser(request));
    const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
    const pattern = searchPatternOf(request.query);
    const where = pattern ? or(ilike(table.name, pattern), ilike(table.legalEntity, pattern)) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      ctx.db.select(columns).from(table).where(where).orderBy(alphabetical(table.name), asc(table.id)).limit(limit).offset(offset),
      ctx.db.select({ total: count() }).from(table).where(where),
    ]);
    return kind.answer(rows, Number(total));
  });

  app.get(`${kind.item}/:id`, async (request) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db
      .select(columns)
      .from(table)
      .where(eq(table.id, idParam(request.params)));
    if (!row) throw notFound();
    const body: ItemResponse<Unit> = { data: row };
    return body;
  });

  app.post(kind.list, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(table).values(valuesOf(request.body)).returning(columns);
    const body: SaveResponse<Unit> = { data: row, message: kind.saved };
    return reply.code(201).send(body);
  });

  app.put(`${kind.list}/:id`, async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    const values = valuesOf(request.body);
    const [row] = await ctx.db.update(table).set(values).where(eq(table.id, id)).returning(columns);
    if (!row) throw notFound();
    const body: SaveResponse<Unit> = { data: row, message: kind.saved };
    return body;
  });

  app.delete(`${kind.list}/:id`, async (request) => {
    requireConfigManager(currentUser(request));
    await refuseWhileUsed(ctx, idParam(request.params), 'unit', kind.entry, kind.usages);
    await deleteById(ctx, table, request.params);
    const body: MessageResponse = { message: kind.deleted };
    return body;
  });
}

export function unitsRoutes(app: FastifyInstance, ctx: AppContext): void {
  unitRoutes(app, ctx, UNIT_KINDS.client);
  unitRoutes(app, ctx, UNIT_KINDS.idg);
}
