/**
 * Activity types (document 3, sections 2-7): GET activity-types (paged, searched by name;
 * the timesheet and finance forms load it as one page of 1000, so every signed-in user may
 * read it), GET activity-type/:id, POST activity-types, PUT activity-types/:id and
 * DELETE activity-types/:id, which toggles `disabled` as the document says. Writes: full
 * project managers.
 */
import { asc, count, eq, ilike, not } from 'drizzle-orm';
import { CONFIG_PAGE_SIZE, type ActivityType, type ActivityTypeRequest } from '@portal/shared/contract';
import {
  ActivityTypeRequestSchema,
  ActivityTypeSchema,
  ActivityTypesResponseSchema,
  DataOf,
  IdParams,
  PageQuerySchema,
  SavedOf,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { activityTypes } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { pageOf, searchPatternOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { alphabetical, requireConfigManager, textOf, toFlag } from './config-http';
import { MESSAGES } from './messages';

const tags = ['Activity types'];

const columns = {
  id: activityTypes.id,
  name: activityTypes.name,
  rate: activityTypes.rate,
  usd_currency: activityTypes.usdCurrency,
  disabled: activityTypes.disabled,
};

async function findActivityType(db: Db, id: number): Promise<ActivityType> {
  const [row] = await db.select(columns).from(activityTypes).where(eq(activityTypes.id, id));
  if (!row) throw notFound();
  return row;
}

function valuesOf(body: ActivityTypeRequest) {
  return {
    name: body.name.trim(),
    // Free text, as the document says (a number typed in a form may arrive as a number).
    rate: typeof body.rate === 'number' ? String(body.rate) : textOf(body.rate),
    usdCurrency: toFlag(body.usd_currency) ?? false,
  };
}

export function activityTypesRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/activity-types',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: ActivityTypesResponseSchema, ...errorAnswers } } },
    async (request) => {
      currentUser(request);
      const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
      const pattern = searchPatternOf(request.query);
      const where = pattern ? ilike(activityTypes.name, pattern) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select(columns)
          .from(activityTypes)
          .where(where)
          .orderBy(alphabetical(activityTypes.name), asc(activityTypes.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: count() }).from(activityTypes).where(where),
      ]);
      return { data: { paginatedActivityTypes: rows }, totalResults: Number(total) };
    },
  );

  app.get(
    '/activity-type/:id',
    { schema: { tags, params: IdParams, response: { 200: DataOf(ActivityTypeSchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      return { data: await findActivityType(ctx.db, request.params.id) };
    },
  );

  const saved = { 200: SavedOf(ActivityTypeSchema), 201: SavedOf(ActivityTypeSchema), ...errorAnswers };

  app.post('/activity-types', { schema: { tags, body: ActivityTypeRequestSchema, response: saved } }, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(activityTypes).values(valuesOf(request.body)).returning(columns);
    return reply.code(201).send({ data: row, message: MESSAGES.activityTypeSaved });
  });

  app.put(
    '/activity-types/:id',
    { schema: { tags, params: IdParams, body: ActivityTypeRequestSchema, response: saved } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { id } = request.params;
      await findActivityType(ctx.db, id);
      const [row] = await ctx.db.update(activityTypes).set(valuesOf(request.body)).where(eq(activityTypes.id, id)).returning(columns);
      return { data: row, message: MESSAGES.activityTypeSaved };
    },
  );

  // Toggles `disabled`, as the document says; the message names the new state.
  app.delete(
    '/activity-types/:id',
    { schema: { tags, params: IdParams, response: { 200: SavedOf(ActivityTypeSchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db
        .update(activityTypes)
        .set({ disabled: not(activityTypes.disabled) })
        .where(eq(activityTypes.id, request.params.id))
        .returning(columns);
      if (!row) throw notFound();
      return { data: row, message: row.disabled ? MESSAGES.activityTypeDisabled : MESSAGES.activityTypeEnabled };
    },
  );
}
