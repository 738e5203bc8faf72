/**
 * Business units (document 3, sections 2-7): GET business-units (paged, searched by name or
 * type; answered as {data, total}), GET business-units/all (every unit, for the brand form),
 * GET business-unit/:id, POST business-units, PUT/DELETE business-units/:id. Name and type
 * are required. Brands carry their units' names, so a change publishes brands-update; a unit
 * that brands still use cannot be deleted (422). Full project managers.
 */
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { CONFIG_PAGE_SIZE, type BusinessUnitRequest } from '@portal/shared/contract';
import {
  AllBusinessUnitsResponseSchema,
  BusinessUnitRequestSchema,
  BusinessUnitSchema,
  BusinessUnitsResponseSchema,
  DataOf,
  IdParams,
  MessageSchema,
  PageQuerySchema,
  SavedOf,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { brandBusinessUnits, businessUnits } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound } from '../../http/errors';
import { pageOf, searchPatternOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { LOOKUP_EVENT } from '../../realtime/events';
import { alphabetical, publishLookup, requireConfigManager, toFlag } from './config-http';
import { MESSAGES } from './messages';

const tags = ['Business units'];

const businessUnitInUse = (brandCount: number) =>
  `This business unit belongs to ${brandCount} ${brandCount === 1 ? 'brand' : 'brands'} and cannot be deleted.`;

const columns = {
  id: businessUnits.id,
  name: businessUnits.name,
  type: businessUnits.type,
  show_on_project: businessUnits.showOnProject,
};

function valuesOf(body: BusinessUnitRequest) {
  return { name: body.name.trim(), type: body.type.trim(), showOnProject: toFlag(body.show_on_project) ?? true };
}

export function businessUnitsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/business-units',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: BusinessUnitsResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
      const pattern = searchPatternOf(request.query);
      const where = pattern ? or(ilike(businessUnits.name, pattern), ilike(businessUnits.type, pattern)) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select(columns)
          .from(businessUnits)
          .where(where)
          .orderBy(alphabetical(businessUnits.name), asc(businessUnits.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: count() }).from(businessUnits).where(where),
      ]);
      return { data: rows, total: Number(total) };
    },
  );

  app.get(
    '/business-units/all',
    { schema: { tags, response: { 200: AllBusinessUnitsResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      return {
        data: await ctx.db.select(columns).from(businessUnits).orderBy(alphabetical(businessUnits.name), asc(businessUnits.id)),
      };
    },
  );

  app.get(
    '/business-unit/:id',
    { schema: { tags, params: IdParams, response: { 200: DataOf(BusinessUnitSchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db.select(columns).from(businessUnits).where(eq(businessUnits.id, request.params.id));
      if (!row) throw notFound();
      return { data: row };
    },
  );

  const saved = { 200: SavedOf(BusinessUnitSchema), 201: SavedOf(BusinessUnitSchema), ...errorAnswers };

  app.post('/business-units', { schema: { tags, body: BusinessUnitRequestSchema, response: saved } }, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(businessUnits).values(valuesOf(request.body)).returning(columns);
    return reply.code(201).send({ data: row, message: MESSAGES.businessUnitSaved });
  });

  app.put(
    '/business-units/:id',
    { schema: { tags, params: IdParams, body: BusinessUnitRequestSchema, response: saved } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { id } = request.params;
      const [row] = await ctx.db.update(businessUnits).set(valuesOf(request.body)).where(eq(businessUnits.id, id)).returning(columns);
      if (!row) throw notFound();
      await publishLookup(ctx, request.log, LOOKUP_EVENT.brands, { business_unit_id: id });
      return { data: row, message: MESSAGES.businessUnitSaved };
    },
  );

  app.delete(
    '/business-units/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { id } = request.params;
      const [[unit], [{ used }]] = await Promise.all([
        ctx.db.select({ id: businessUnits.id }).from(businessUnits).where(eq(businessUnits.id, id)),
        ctx.db.select({ used: count() }).from(brandBusinessUnits).where(eq(brandBusinessUnits.businessUnitId, id)),
      ]);
      if (!unit) throw notFound();
      if (Number(used) > 0) throw fieldError('business_unit', businessUnitInUse(Number(used)));
      await ctx.db.delete(businessUnits).where(eq(businessUnits.id, id));
      return { message: MESSAGES.businessUnitDeleted };
    },
  );
}
