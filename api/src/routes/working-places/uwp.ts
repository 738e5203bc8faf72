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
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canKeepTimesheetAndWorkingPlaces, isDeveloper, isFullProjectManager } from '@portal/shared/access';
import {
  WORKING_PLACES_PAGE_SIZE,
  type AllWorkingPlacesResponse,
  type SelectedDaysResponse,
  type WorkingPlace,
  type WorkingPlaceMessageResponse,
  type WorkingPlaceResponse,
  type WorkingPlacesResponse,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { queryRows, type Db } from '../../db/client';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { integer, isPresent, toInteger, validate } from '../../http/validation';
import { today } from '../../lib/dates';
import type { AuthUser } from '../../users/auth-user';
import { PLACE_MESSAGES, refusePastPlace, validNewPlaces, validWorkingPlace } from '../../working-places/place-rules';
import { placesQuery, toPlace } from '../../working-places/place-query';
import { isoDate } from '../projects/date-rule';
import { routeId } from '../projects/project';
import { END_BEFORE_START_MESSAGE } from '../reports/report-request';

const SAVED = 'Working place has been saved.';
const DELETED = 'Working place entry has been deleted.';

/** The signed-in caller, who must keep working places: neither limited PMs nor IT users. */
function placesUser(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  requireAccess(user, canKeepTimesheetAndWorkingPlaces);
  return user;
}

/** Full PMs read everyone's entries (narrowed by user_id); everyone else their own. */
function listCondition(user: AuthUser, query: unknown): SQL {
  const input = validate(query, { page: [integer()], user_id: [integer()], start_date: [isoDate()], end_date: [isoDate()] });
  const start = isPresent(input.start_date) ? String(input.start_date) : null;
  const end = isPresent(input.end_date) ? String(input.end_date) : null;
  if (start && end && end < start) throw fieldError('end_date', END_BEFORE_START_MESSAGE);
  const conditions: SQL[] = [];
  const userId = toInteger(input.user_id);
  if (!isFullProjectManager(user.access)) conditions.push(sql`wp.user_id = ${user.id}`);
  else if (userId !== null) conditions.push(sql`wp.user_id = ${userId}`);
  if (start) conditions.push(sql`wp.manual_date >= ${start}::date`);
  if (end) conditions.push(sql`wp.manual_date <= ${end}::date`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

async function placeById(db: Db, user: AuthUser, day: string, id: number): Promise<WorkingPlace> {
  const [row] = await queryRows<Record<string, unknown>>(db, placesQuery(user, day, sql`wp.id = ${id}`));
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

export function uwpRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/uwp', async (request) => {
    const user = placesUser(request);
    const where = listCondition(user, request.query);
    const answer: WorkingPlacesResponse = await pagedAnswer(
      ctx.db,
      request.query,
      WORKING_PLACES_PAGE_SIZE,
      (page) => placesQuery(user, today(ctx.now()), where, page),
      sql`from working_places wp where ${where}`,
      toPlace,
    );
    return answer;
  });

  app.get('/uwp-all', async (request) => {
    const user = placesUser(request);
    requireAccess(user, isFullProjectManager);
    const rows = await queryRows<Record<string, unknown>>(ctx.db, placesQuery(user, today(ctx.now()), listCondition(user, request.query)));
    return { data: rows.map(toPlace) } satisfies AllWorkingPlacesResponse;
  });

  app.get('/uwp-selected-days', async (request) => {
    const user = placesUser(request);
    const rows = await queryRows<{ day: string }>(
      ctx.db,
      sql`select manual_date::text as day from working_places
          where user_id = ${user.id} and manual_date >= ${today(ctx.now())}::date order by manual_date`,
    );
    return { data: rows.map((row) => row.day) } satisfies SelectedDaysResponse;
  });

  app.get<{ Params: { id: string } }>('/uwp/:id', async (request) => {
    const user = placesUser(request);
    return { data: await placeById(ctx.db, user, today(ctx.now()), routeId(request.params.id)) } satisfies WorkingPlaceResponse;
  });

  app.post('/uwp', async (request, reply) => {
    const user = placesUser(request);
    requireAccess(user, isDeveloper);
    const { place, days } = await validNewPlaces(ctx.db, user.id, ctx.now(), request.body);
    await ctx.db.transaction(async (tx) => {
      const inserted = await queryRows<{ id: number }>(
        tx,
        sql`insert into working_places (user_id, manual_date, working_place)
            values ${sql.join(
              days.map((day) => sql`(${user.id}, ${day}::date, ${place})`),
              sql`, `,
            )}
            on conflict (user_id, manual_date) do nothing returning id`,
      );
      // Another tab took a day between the check and the insert: all or nothing.
      if (inserted.length < days.length) throw fieldError('manual_dates', PLACE_MESSAGES.taken(days.join(', ')));
    });
    return reply.code(201).send({ message: SAVED } satisfies WorkingPlaceMessageResponse);
  });

  app.put<{ Params: { id: string } }>('/uwp/:id', async (request) => {
    const user = placesUser(request);
    const place = await ownPlace(ctx.db, user, today(ctx.now()), routeId(request.params.id));
    refusePastPlace(place.manual_date, ctx.now());
    const value = validWorkingPlace(request.body);
    await ctx.db.execute(sql`update working_places set working_place = ${value} where id = ${place.id}`);
    return { message: SAVED } satisfies WorkingPlaceMessageResponse;
  });

  app.delete<{ Params: { id: string } }>('/uwp/:id', async (request) => {
    const user = placesUser(request);
    const place = await ownPlace(ctx.db, user, today(ctx.now()), routeId(request.params.id));
    refusePastPlace(place.manual_date, ctx.now());
    await ctx.db.execute(sql`delete from working_places where id = ${place.id}`);
    return { message: DELETED } satisfies WorkingPlaceMessageResponse;
  });
}
