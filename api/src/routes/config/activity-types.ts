/**
 * Activity types (document 3, sections 2-7): GET activity-types (paged, searched by name;
 * the timesheet and finance forms load it as one page of 1000, so every signed-in user may
 * read it), GET activity-type/:id, POST activity-types, PUT activity-types/:id and
 * DELETE activity-types/:id, which toggles `disabled` as the document says. Writes: full
 * project managers.
 */
import { asc, count, eq, ilike, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONFIG_PAGE_SIZE,
  type ActivityType,
  type ActivityTypesResponse,
  type ActivityTypeToggleResponse,
  type ItemResponse,
  type SaveResponse,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { activityTypes } from '../../db/schema';
import { pageOf, searchPatternOf } from '../../http/paging';
import { notFound } from '../../http/errors';
import { asInput, maxLength, required, string, validate } from '../../http/validation';
import { alphabetical, flag, idParam, requireConfigManager, textOf, toFlag } from './config-http';
import { MESSAGES } from './messages';

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

function valuesOf(body: unknown) {
  const raw = asInput(body);
  // Free text, as the document says (a number typed in a form may arrive as a number).
  const rate = typeof raw.rate === 'number' ? String(raw.rate) : raw.rate;
  const input = validate(
    { ...raw, rate },
    { name: [required(), string(), maxLength(255)], rate: [string(), maxLength(50)], usd_currency: [flag()] },
  );
  return {
    name: textOf(input.name) as string,
    rate: textOf(input.rate),
    usdCurrency: toFlag(input.usd_currency) ?? false,
  };
}

export function activityTypesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/activity-types', async (request) => {
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
    const body: ActivityTypesResponse = { data: { paginatedActivityTypes: rows }, totalResults: Number(total) };
    return body;
  });

  app.get('/activity-type/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const body: ItemResponse<ActivityType> = { data: await findActivityType(ctx.db, idParam(request.params)) };
    return body;
  });

  app.post('/activity-types', async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(activityTypes).values(valuesOf(request.body)).returning(columns);
    const body: SaveResponse<ActivityType> = { data: row, message: MESSAGES.activityTypeSaved };
    return reply.code(201).send(body);
  });

  app.put('/activity-types/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    await findActivityType(ctx.db, id);
    const [row] = await ctx.db.update(activityTypes).set(valuesOf(request.body)).where(eq(activityTypes.id, id)).returning(columns);
    const body: SaveResponse<ActivityType> = { data: row, message: MESSAGES.activityTypeSaved };
    return body;
  });

  app.delete('/activity-types/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    const [row] = await ctx.db
      .update(activityTypes)
      .set({ disabled: not(activityTypes.disabled) })
      .where(eq(activityTypes.id, id))
      .returning(columns);
    if (!row) throw notFound();
    const body: ActivityTypeToggleResponse = {
      data: row,
      message: row.disabled ? MESSAGES.activityTypeDisabled : MESSAGES.activityTypeEnabled,
    };
    return body;
  });
}
