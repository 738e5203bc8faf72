/**
 * Working places (document 3, /user-working-places): GET uwp (paged in SQL; start_date,
 * end_date, and user_id for full project managers, who see everyone's), GET uwp/:id, and for
 * developers (role 1) POST uwp (working_place and manual_dates, one entry per date), PUT uwp/:id
 * (the place only: the date stays) and DELETE uwp/:id on their own entries, from today on (a
 * past day answers 422). GET
 * uwp-selected-days lists the caller's days from today on that are taken (the calendar disables
 * them); GET uwp-all answers every matching row for working-places.csv (full PMs).
 * Limited PMs and IT users: 403 everywhere.
 */
import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canKeepTimesheetAndWorkingPlaces, isDeveloper, isFullProjectManager } from '@portal/shared/access';
import { WORKING_PLACES_PAGE_SIZE, type WorkingPlace, type WorkingPlacesQuery } from '@portal/shared/contract';
import {
  AllWorkingPlacesResponseSchema,
  IdParams,
  NewWorkingPlacesPayloadSchema,
  SelectedDaysResponseSchema,
  WorkingPlaceMessageResponseSchema,
  WorkingPlacePayloadSchema,
  WorkingPlaceResponseSchema,
  WorkingPlacesFiltersSchema,
  WorkingPlacesQuerySchema,
  WorkingPlacesResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import type { Db } from '../../db/client';
import { workingPlaces } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { today } from '../../lib/dates';
import type { AuthUser } from '../../users/auth-user';
import { PLACE_MESSAGES, refusePastPlace, validNewPlaces } from '../../working-places/place-rules';
import { placesOrder, selectPlaces, toPlace } from '../../working-places/place-query';
import { END_BEFORE_START_MESSAGE } from '../reports/report-request';

const SAVED = 'Working place has been saved.';
const DELETED = 'Working place entry has been deleted.';
const tags = ['Working places'];

/** The signed-in caller, who must keep working places: neither limited PMs nor IT users. */
function placesUser(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  requireAccess(user, canKeepTimesheetAndWorkingPlaces);
  return user;
}

/** Full PMs read everyone's entries (narrowed by user_id); everyone else their own. */
function listCondition(user: AuthUser, query: Omit<WorkingPlacesQuery, 'page'>): SQL | undefined {
  const { user_id: userId, start_date: start, end_date: end } = query;
  if (start && end && end < start) throw fieldError('end_date', END_BEFORE_START_MESSAGE);
  const owner = isFullProjectManager(user.access) ? userId : user.id;
  return and(
    owner === undefined ? undefined : eq(workingPlaces.userId, owner),
    start ? gte(workingPlaces.manualDate, start) : undefined,
    end ? lte(workingPlaces.manualDate, end) : undefined,
  );
}

async function placeById(db: Db, user: AuthUser, day: string, id: number): Promise<WorkingPlace> {
  const [row] = await selectPlaces(db, user, day).where(eq(workingPlaces.id, id));
  if (!row) throw notFound();
  const place = toPlace(row);
  if (place.user_id !== user.id && !isFullProjectManager(user.access)) throw forbidden();
  return place;
}

/** The caller's own entry, for a change (role 1 only). */
async function ownPlace(db: Db, user: AuthUser, day: string, id: number): Promise<WorkingPlace> {
  requireAccess(user, isDeveloper);
  const place = await placeById(db, user, day, id);
  if (place.user_id !== user.id) throw forbidden();
  return place;
}

export function uwpRoutes(app: ApiApp, ctx: AppContext): void {
  const message = { 200: WorkingPlaceMessageResponseSchema, ...errorAnswers };

  app.get(
    '/uwp',
    { schema: { tags, querystring: WorkingPlacesQuerySchema, response: { 200: WorkingPlacesResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = placesUser(request);
      const where = listCondition(user, request.query);
      // The page size is the list's own (resPerPage is not offered here).
      const { limit, offset } = pageOf({ page: request.query.page }, WORKING_PLACES_PAGE_SIZE);
      const [rows, [{ total }]] = await Promise.all([
        selectPlaces(ctx.db, user, today(ctx.now()))
          .where(where)
          .orderBy(...placesOrder)
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: count() }).from(workingPlaces).where(where),
      ]);
      return { data: rows.map(toPlace), last_page: Math.max(1, Math.ceil(total / WORKING_PLACES_PAGE_SIZE)), total };
    },
  );

  app.get(
    '/uwp-all',
    { schema: { tags, querystring: WorkingPlacesFiltersSchema, response: { 200: AllWorkingPlacesResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = placesUser(request);
      requireAccess(user, isFullProjectManager);
      const rows = await selectPlaces(ctx.db, user, today(ctx.now()))
        .where(listCondition(user, request.query))
        .orderBy(...placesOrder);
      return { data: rows.map(toPlace) };
    },
  );

  app.get('/uwp-selected-days', { schema: { tags, response: { 200: SelectedDaysResponseSchema, ...errorAnswers } } }, async (request) => {
    const user = placesUser(request);
    const rows = await ctx.db
      .select({ day: workingPlaces.manualDate })
      .from(workingPlaces)
      .where(and(eq(workingPlaces.userId, user.id), gte(workingPlaces.manualDate, today(ctx.now()))))
      .orderBy(workingPlaces.manualDate);
    return { data: rows.map((row) => row.day) };
  });

  app.get(
    '/uwp/:id',
    { schema: { tags, params: IdParams, response: { 200: WorkingPlaceResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = placesUser(request);
      return { data: await placeById(ctx.db, user, today(ctx.now()), request.params.id) };
    },
  );

  app.post(
    '/uwp',
    { schema: { tags, body: NewWorkingPlacesPayloadSchema, response: { 201: WorkingPlaceMessageResponseSchema, ...errorAnswers } } },
    async (request, reply) => {
      const user = placesUser(request);
      requireAccess(user, isDeveloper);
      const { place, days } = await validNewPlaces(ctx.db, user.id, ctx.now(), request.body);
      await ctx.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(workingPlaces)
          .values(days.map((day) => ({ userId: user.id, manualDate: day, workingPlace: place })))
          .onConflictDoNothing({ target: [workingPlaces.userId, workingPlaces.manualDate] })
          .returning({ id: workingPlaces.id });
        // Another tab took a day between the check and the insert: all or nothing.
        if (inserted.length < days.length) throw fieldError('manual_dates', PLACE_MESSAGES.taken(...days));
      });
      return reply.code(201).send({ message: SAVED });
    },
  );

  app.put('/uwp/:id', { schema: { tags, params: IdParams, body: WorkingPlacePayloadSchema, response: message } }, async (request) => {
    const user = placesUser(request);
    const place = await ownPlace(ctx.db, user, today(ctx.now()), request.params.id);
    refusePastPlace(place.manual_date, ctx.now());
    await ctx.db.update(workingPlaces).set({ workingPlace: request.body.working_place }).where(eq(workingPlaces.id, place.id));
    return { message: SAVED };
  });

  app.delete('/uwp/:id', { schema: { tags, params: IdParams, response: message } }, async (request) => {
    const user = placesUser(request);
    const place = await ownPlace(ctx.db, user, today(ctx.now()), request.params.id);
    refusePastPlace(place.manual_date, ctx.now());
    await ctx.db.delete(workingPlaces).where(eq(workingPlaces.id, place.id));
    return { message: DELETED };
  });
}
