/**
 * The brands administration (document 2, sections 2 and 7): GET brands (paged, searched by
 * name; each brand with its business units), GET brand/:id, and the save and delete calls
 * the document leaves out, designed like the clients' (api/README.md,
 * docs/spec-deviations.md): POST brands and PUT brands/:id {name, business_units: ids},
 * DELETE brands/:id, refused (422) while projects use the brand. Every change publishes
 * brands-update. Full project managers.
 */
import { asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { CONFIG_PAGE_SIZE, type Brand, type BrandRequest } from '@portal/shared/contract';
import {
  BrandRequestSchema,
  BrandSchema,
  BrandsQuerySchema,
  BrandsResponseSchema,
  DataOf,
  IdParams,
  MessageSchema,
  SavedOf,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { brandBusinessUnits, brands, businessUnits, projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { pageOf, searchPatternOf } from '../../http/paging';
import { LOOKUP_EVENT } from '../../realtime/events';
import { alphabetical, publishLookup, requireConfigManager } from '../config/config-http';
import { MESSAGES } from '../config/messages';

const brandInUse = (projectCount: number) =>
  `This brand has ${projectCount} ${projectCount === 1 ? 'project' : 'projects'} and cannot be deleted.`;

/** The brands with their business units by name. */
async function withUnits(db: Db, rows: { id: number; name: string }[]): Promise<Brand[]> {
  if (rows.length === 0) return [];
  const units = await db
    .select({ brandId: brandBusinessUnits.brandId, id: businessUnits.id, name: businessUnits.name })
    .from(brandBusinessUnits)
    .innerJoin(businessUnits, eq(businessUnits.id, brandBusinessUnits.businessUnitId))
    .where(
      inArray(
        brandBusinessUnits.brandId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(alphabetical(businessUnits.name), asc(businessUnits.id));
  return rows.map((row) => ({
    ...row,
    business_units: units.filter((unit) => unit.brandId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

async function findBrand(db: Db, id: number): Promise<Brand> {
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, id));
  if (rows.length === 0) throw notFound();
  return (await withUnits(db, rows))[0];
}

async function valuesOf(db: Db, body: BrandRequest): Promise<{ name: string; unitIds: number[] }> {
  const unitIds = [...new Set(body.business_units ?? [])];
  if (unitIds.length > 0) {
    const known = await db.select({ id: businessUnits.id }).from(businessUnits).where(inArray(businessUnits.id, unitIds));
    if (known.length !== unitIds.length) throw fieldError('business_units', 'The selected business units is invalid.');
  }
  return { name: body.name.trim(), unitIds };
}

const tags = ['Brands'];

async function saveUnits(db: Db, brandId: number, unitIds: number[]): Promise<void> {
  await db.delete(brandBusinessUnits).where(eq(brandBusinessUnits.brandId, brandId));
  if (unitIds.length > 0) await db.insert(brandBusinessUnits).values(unitIds.map((businessUnitId) => ({ brandId, businessUnitId })));
}

export function brandsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/brands',
    { schema: { tags, querystring: BrandsQuerySchema, response: { 200: BrandsResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
      const pattern = searchPatternOf(request.query);
      const where = pattern ? ilike(brands.name, pattern) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(where)
          .orderBy(alphabetical(brands.name), asc(brands.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: count() }).from(brands).where(where),
      ]);
      return { data: { paginatedBrands: await withUnits(ctx.db, rows) }, totalResults: Number(total) };
    },
  );

  app.get(
    '/brand/:id',
    { schema: { tags, params: IdParams, response: { 200: DataOf(BrandSchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      return { data: await findBrand(ctx.db, request.params.id) };
    },
  );

  const saved = { 200: SavedOf(BrandSchema), 201: SavedOf(BrandSchema), ...errorAnswers };

  app.post('/brands', { schema: { tags, body: BrandRequestSchema, response: saved } }, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const { name, unitIds } = await valuesOf(ctx.db, request.body);
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(brands).values({ name }).returning({ id: brands.id });
      await saveUnits(tx, row.id, unitIds);
      return row.id;
    });
    await publishLookup(ctx, request.log, LOOKUP_EVENT.brands, { id });
    return reply.code(201).send({ data: await findBrand(ctx.db, id), message: MESSAGES.brandSaved });
  });

  app.put('/brands/:id', { schema: { tags, params: IdParams, body: BrandRequestSchema, response: saved } }, async (request) => {
    requireConfigManager(currentUser(request));
    const { id } = request.params;
    await findBrand(ctx.db, id);
    const { name, unitIds } = await valuesOf(ctx.db, request.body);
    await ctx.db.transaction(async (tx) => {
      await tx.update(brands).set({ name }).where(eq(brands.id, id));
      await saveUnits(tx, id, unitIds);
    });
    await publishLookup(ctx, request.log, LOOKUP_EVENT.brands, { id });
    return { data: await findBrand(ctx.db, id), message: MESSAGES.brandSaved };
  });

  app.delete('/brands/:id', { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } }, async (request) => {
    requireConfigManager(currentUser(request));
    const { id } = request.params;
    await findBrand(ctx.db, id);
    const [{ used }] = await ctx.db.select({ used: count() }).from(projects).where(eq(projects.brandId, id));
    if (Number(used) > 0) throw fieldError('brand', brandInUse(Number(used)));
    await ctx.db.delete(brands).where(eq(brands.id, id));
    await publishLookup(ctx, request.log, LOOKUP_EVENT.brands, { id });
    return { message: MESSAGES.brandDeleted };
  });
}
