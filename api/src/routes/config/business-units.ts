/**
 * Business units (document 3, sections 2-7): GET business-units (paged, searched by name or
 * type; answered as {data, total}), GET business-units/all (every unit, for the brand form),
 * GET business-unit/:id, POST business-units, PUT/DELETE business-units/:id. Name and type
 * are required. Brands carry their units' names, so a change publishes brands-update; a unit
 * that brands still use cannot be deleted (422). Full project managers.
 */
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONFIG_PAGE_SIZE,
  type AllBusinessUnitsResponse,
  type BusinessUnit,
  type BusinessUnitsResponse,
  type ItemResponse,
  type MessageResponse,
  type SaveResponse,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { brandBusinessUnits, businessUnits } from '../../db/schema';
import { pageOf, searchPatternOf } from '../../http/paging';
import { fieldError, notFound } from '../../http/errors';
import { maxLength, required, string, validate } from '../../http/validation';
import { LOOKUP_EVENT } from '../../realtime/events';
import { alphabetical, flag, idParam, publishLookup, requireConfigManager, textOf, toFlag } from './config-http';
import { MESSAGES } from './messages';

const businessUnitInUse = (brandCount: number) =>
  `This business unit belongs to ${brandCount} ${brandCount === 1 ? 'brand' : 'brands'} and cannot be deleted.`;

const columns = {
  id: businessUnits.id,
  name: businessUnits.name,
  type: businessUnits.type,
  show_on_project: businessUnits.showOnProject,
};

function valuesOf(body: unknown) {
  const input = validate(body, {
    name: [required(), string(), maxLength(255)],
    type: [required(), string(), maxLength(100)],
    show_on_project: [flag()],
  });
  return { name: textOf(input.name) as string, type: textOf(input.type) as string, showOnProject: toFlag(input.show_on_project) ?? true };
}

export function businessUnitsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/business-units', async (request) => {
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
    const body: BusinessUnitsResponse = { data: rows, total: Number(total) };
    return body;
  });

  app.get('/business-units/all', async (request) => {
    requireConfigManager(currentUser(request));
    const body: AllBusinessUnitsResponse = {
      data: await ctx.db.select(columns).from(businessUnits).orderBy(alphabetical(businessUnits.name), asc(businessUnits.id)),
    };
    return body;
  });

  app.get('/business-unit/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db
      .select(columns)
      .from(businessUnits)
      .where(eq(businessUnits.id, idParam(request.params)));
    if (!row) throw notFound();
    const body: ItemResponse<BusinessUnit> = { data: row };
    return body;
  });

  app.post('/business-units', async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(businessUnits).values(valuesOf(request.body)).returning(columns);
    const body: SaveResponse<BusinessUnit> = { data: row, message: MESSAGES.businessUnitSaved };
    return reply.code(201).send(body);
  });

  app.put('/business-units/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    const [row] = await ctx.db.update(businessUnits).set(valuesOf(request.body)).where(eq(businessUnits.id, id)).returning(columns);
    if (!row) throw notFound();
    await publishLookup(ctx, request.log, LOOKUP_EVENT.brands, { business_unit_id: id });
    const body: SaveResponse<BusinessUnit> = { data: row, message: MESSAGES.businessUnitSaved };
    return body;
  });

  app.delete('/business-units/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    const [[unit], [{ used }]] = await Promise.all([
      ctx.db.select({ id: businessUnits.id }).from(businessUnits).where(eq(businessUnits.id, id)),
      ctx.db.select({ used: count() }).from(brandBusinessUnits).where(eq(brandBusinessUnits.businessUnitId, id)),
    ]);
    if (!unit) throw notFound();
    if (Number(used) > 0) throw fieldError('business_unit', businessUnitInUse(Number(used)));
    await ctx.db.delete(businessUnits).where(eq(businessUnits.id, id));
    const body: MessageResponse = { message: MESSAGES.businessUnitDeleted };
    return body;
  });
}
