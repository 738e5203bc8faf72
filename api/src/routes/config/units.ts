/**
 * Client units and IDG (agency) units (document 3, sections 2-7), two identical lists:
 * GET client-units / idg-units (paged, searched by name), GET client-unit/:id / idg-unit/:id,
 * POST, PUT :id and DELETE :id. Name and legal entity are required; a unit that cost estimates,
 * purchase orders or plajas name cannot be deleted (422). Full project managers;
 * the cost estimate form (document 2) loads the lists as one page of 1000.
 */
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { CONFIG_PAGE_SIZE, type ClientUnitsResponse, type IdgUnitsResponse, type Unit, type UnitRequest } from '@portal/shared/contract';
import {
  ClientUnitsResponseSchema,
  DataOf,
  IdgUnitsResponseSchema,
  IdParams,
  MessageSchema,
  PageQuerySchema,
  SavedOf,
  UnitRequestSchema,
  UnitSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { clientUnits, costEstimates, idgUnits, plajas, purchaseOrders } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { pageOf, searchPatternOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { alphabetical, deleteById, refuseWhileUsed, requireConfigManager, type Usage } from './config-http';
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
  /** The list's answer: the same rows under the name the document gives each list. */
  answerSchema: typeof ClientUnitsResponseSchema | typeof IdgUnitsResponseSchema;
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
    answerSchema: ClientUnitsResponseSchema,
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
    answerSchema: IdgUnitsResponseSchema,
    answer: (rows, total): IdgUnitsResponse => ({ data: { paginatedInfodesignUnits: rows }, totalResults: total }),
  },
} satisfies Record<string, UnitKind>;

function unitRoutes(app: ApiApp, ctx: AppContext, kind: UnitKind): void {
  const { table } = kind;
  const tags = ['Units'];
  const columns = { id: table.id, name: table.name, legal_entity: table.legalEntity };
  const valuesOf = (body: UnitRequest) => ({ name: body.name.trim(), legalEntity: body.legal_entity.trim() });

  app.get(
    kind.list,
    { schema: { tags, querystring: PageQuerySchema, response: { 200: kind.answerSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
      const pattern = searchPatternOf(request.query);
      const where = pattern ? or(ilike(table.name, pattern), ilike(table.legalEntity, pattern)) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db.select(columns).from(table).where(where).orderBy(alphabetical(table.name), asc(table.id)).limit(limit).offset(offset),
        ctx.db.select({ total: count() }).from(table).where(where),
      ]);
      return kind.answer(rows, Number(total));
    },
  );

  app.get(
    `${kind.item}/:id`,
    { schema: { tags, params: IdParams, response: { 200: DataOf(UnitSchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db.select(columns).from(table).where(eq(table.id, request.params.id));
      if (!row) throw notFound();
      return { data: row };
    },
  );

  const saved = { 200: SavedOf(UnitSchema), 201: SavedOf(UnitSchema), ...errorAnswers };

  app.post(kind.list, { schema: { tags, body: UnitRequestSchema, response: saved } }, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(table).values(valuesOf(request.body)).returning(columns);
    return reply.code(201).send({ data: row, message: kind.saved });
  });

  app.put(`${kind.list}/:id`, { schema: { tags, params: IdParams, body: UnitRequestSchema, response: saved } }, async (request) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.update(table).set(valuesOf(request.body)).where(eq(table.id, request.params.id)).returning(columns);
    if (!row) throw notFound();
    return { data: row, message: kind.saved };
  });

  app.delete(
    `${kind.list}/:id`,
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { id } = request.params;
      await refuseWhileUsed(ctx, id, 'unit', kind.entry, kind.usages);
      await deleteById(ctx, table, id);
      return { message: kind.deleted };
    },
  );
}

export function unitsRoutes(app: ApiApp, ctx: AppContext): void {
  unitRoutes(app, ctx, UNIT_KINDS.client);
  unitRoutes(app, ctx, UNIT_KINDS.idg);
}
