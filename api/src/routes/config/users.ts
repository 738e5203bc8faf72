/**
 * The users administration, one page per role (document 3, sections 2-7):
 * GET users-by-role/:roleId (paged; search on name, e-mail and phone), GET user/:id,
 * POST users, PUT users/:id (a body with only is_teamlead grants or revokes the team lead
 * flag), DELETE users/:id (toggles active; disabling ends every session of the user), POST role, POST user-activity-types and
 * GET locations.
 *
 * Full project managers manage every role; IT users only developers (role 4), which is all
 * the developers page needs. Every change publishes users-update.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CONFIG_PAGE_SIZE, type ConfigUser } from '@portal/shared/contract';
import {
  ConfigUserSchema,
  DataOf,
  IdParams,
  LocationsResponseSchema,
  PageQuerySchema,
  RoleRequestSchema,
  SavedOf,
  UserActivityTypesRequestSchema,
  UserChangeSchema,
  UserRequestSchema,
  UsersByRoleParamsSchema,
  UsersByRoleResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { endAllSessions } from '../../auth/end-sessions';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { activityTypes, locations, projectCategories, userActivityTypes, userProjectCategories, users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound, ValidationError } from '../../http/errors';
import { pageOf, searchPatternOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { LOOKUP_EVENT } from '../../realtime/events';
import type { AuthUser } from '../../users/auth-user';
import {
  alphabetical,
  idsOf,
  publishLookup,
  requireConfigManager,
  requireDevelopersPage,
  storableIds,
  textOf,
  toFlag,
} from './config-http';
import { MESSAGES } from './messages';

const DEVELOPER_ROLE = 4;
/** Only this role's form has "Is limited pm" (document 3, section 2). */
const HOGARTH_PM_ROLE = 3;
const DEFAULT_LOCATION_ID = 1;

export const USER_MESSAGES = {
  emailTaken: 'The email has already been taken.',
  ownAccount: 'You cannot inactivate your own account.',
  ownRole: 'You cannot change your own role.',
  teamLeadDevelopersOnly: 'Only developers can be team leads.',
  developersOnly: 'Activity types and project categories are for developers only.',
  limitedPmHogarthOnly: 'Only a Hogarth PM can be a limited PM.',
} as const;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  location_id: users.locationId,
  location: locations.name,
  is_limited_pm: users.isLimitedPm,
  is_teamlead: users.isTeamlead,
  disabled: users.disabled,
};

/** The users with their location, activity types and project categories (two small queries for the lists). */
async function loadConfigUsers(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<ConfigUser[]> {
  const query = db
    .select(userColumns)
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(where)
    .orderBy(alphabetical(users.name), asc(users.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [activities, categories] = await Promise.all([
    db
      .select({ userId: userActivityTypes.userId, id: activityTypes.id, name: activityTypes.name })
      .from(userActivityTypes)
      .innerJoin(activityTypes, eq(activityTypes.id, userActivityTypes.activityTypeId))
      .where(inArray(userActivityTypes.userId, ids))
      .orderBy(alphabetical(activityTypes.name), asc(activityTypes.id)),
    db
      .select({ userId: userProjectCategories.userId, id: projectCategories.id, title: projectCategories.title })
      .from(userProjectCategories)
      .innerJoin(projectCategories, eq(projectCategories.id, userProjectCategories.projectCategoryId))
      .where(inArray(userProjectCategories.userId, ids))
      .orderBy(alphabetical(projectCategories.title), asc(projectCategories.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    UserActivities: activities.filter((a) => a.userId === row.id).map(({ id, name }) => ({ id, name })),
    UserProjectCategories: categories.filter((c) => c.userId === row.id).map(({ id, title }) => ({ id, title })),
  }));
}

/** 404 when the user is unknown, or the error `missing` makes (a user named in a body is a 422). */
async function findConfigUser(db: Db, id: number, missing: () => Error = () => notFound()): Promise<ConfigUser> {
  const [user] = await loadConfigUsers(db, eq(users.id, id));
  if (!user) throw missing();
  return user;
}

const unknownBodyUser = () => fieldError('user_id', 'The selected user id is invalid.');

/** IT users work on developers only; full project managers on everyone. */
function requireMayManage(caller: AuthUser, role: number): void {
  if (role === DEVELOPER_ROLE) requireDevelopersPage(caller);
  else requireConfigManager(caller);
}

async function assertEmailFree(db: Db, emailAddress: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, emailAddress), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw fieldError('email', USER_MESSAGES.emailTaken);
}

async function assertLocation(db: Db, locationId: number): Promise<void> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  if (!row) throw fieldError('location_id', 'The selected location is invalid.');
}

const tags = ['Users'];

/** The ids of `table` among `ids` (an id beyond int32 names nothing). */
async function knownIds(db: Db, column: typeof activityTypes.id | typeof projectCategories.id, ids: number[]): Promise<number> {
  const storable = storableIds(ids);
  if (storable.length === 0) return 0;
  const [{ known }] = await db.select({ known: count() }).from(column.table).where(inArray(column, storable));
  return Number(known);
}

export function usersRoutes(app: ApiApp, ctx: AppContext): void {
  const changed = (request: FastifyRequest, id: number) => publishLookup(ctx, request.log, LOOKUP_EVENT.users, { id });
  const saved = { 200: SavedOf(ConfigUserSchema), ...errorAnswers };

  app.get(
    '/users-by-role/:roleId',
    {
      schema: {
        tags,
        params: UsersByRoleParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: UsersByRoleResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const role = request.params.roleId;
      requireMayManage(currentUser(request), role);
      const page = pageOf(request.query, CONFIG_PAGE_SIZE);
      const pattern = searchPatternOf(request.query);
      const where = and(
        eq(users.role, role),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        loadConfigUsers(ctx.db, where, page),
        ctx.db.select({ total: count() }).from(users).where(where),
      ]);
      return { data: { users: rows }, totalResults: Number(total) };
    },
  );

  app.get(
    '/user/:id',
    { schema: { tags, params: IdParams, response: { 200: DataOf(ConfigUserSchema), ...errorAnswers } } },
    async (request) => {
      const user = await findConfigUser(ctx.db, request.params.id);
      requireMayManage(currentUser(request), user.role);
      return { data: user };
    },
  );

  app.post(
    '/users',
    { schema: { tags, body: UserRequestSchema, response: { 201: SavedOf(ConfigUserSchema), ...errorAnswers } } },
    async (request, reply) => {
      const caller = currentUser(request);
      requireDevelopersPage(caller);
      const input = request.body;
      const role = input.role_id ?? DEVELOPER_ROLE;
      requireMayManage(caller, role);
      const emailAddress = input.email.trim().toLowerCase();
      const locationId = input.location_id ?? DEFAULT_LOCATION_ID;
      const limitedPm = toFlag(input.is_limited_pm) ?? false;
      // A flagged manager would lose the rights the users pages show them with (docs/roles.md).
      if (limitedPm && role !== HOGARTH_PM_ROLE) throw fieldError('is_limited_pm', USER_MESSAGES.limitedPmHogarthOnly);
      await assertEmailFree(ctx.db, emailAddress);
      await assertLocation(ctx.db, locationId);
      const [{ id }] = await ctx.db
        .insert(users)
        .values({
          name: input.name.trim(),
          email: emailAddress,
          phone: textOf(input.phone),
          role,
          locationId,
          isLimitedPm: limitedPm,
          isTeamlead: role === DEVELOPER_ROLE && toFlag(input.is_teamlead) === true,
          // No usable password: the new user chooses one through "forgot password".
          passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        })
        .returning({ id: users.id });
      await changed(request, id);
      return reply.code(201).send({ data: await findConfigUser(ctx.db, id), message: MESSAGES.userSaved });
    },
  );

  app.put('/users/:id', { schema: { tags, params: IdParams, body: UserChangeSchema, response: saved } }, async (request) => {
    const caller = currentUser(request);
    const { id } = request.params;
    const existing = await findConfigUser(ctx.db, id);
    requireMayManage(caller, existing.role);
    const input = request.body;
    const teamLead = toFlag(input.is_teamlead);
    // The developers page's team lead action sends only the flag (document 3, section 7).
    const onlyTeamLead = teamLead !== null && !('name' in input) && !('email' in input);
    if (!onlyTeamLead) {
      const missing: Record<string, string[]> = {};
      if (input.name === undefined) missing.name = ['The name field is required.'];
      if (input.email === undefined) missing.email = ['The email field is required.'];
      if (Object.keys(missing).length > 0) throw new ValidationError(missing);
    }
    if (teamLead === true && existing.role !== DEVELOPER_ROLE) throw fieldError('is_teamlead', USER_MESSAGES.teamLeadDevelopersOnly);
    if (toFlag(input.is_limited_pm) === true && existing.role !== HOGARTH_PM_ROLE) {
      throw fieldError('is_limited_pm', USER_MESSAGES.limitedPmHogarthOnly);
    }

    if (onlyTeamLead) {
      await ctx.db
        .update(users)
        .set({ isTeamlead: teamLead, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    } else {
      const emailAddress = (input.email ?? '').trim().toLowerCase();
      const locationId = input.location_id ?? existing.location_id;
      await assertEmailFree(ctx.db, emailAddress, id);
      await assertLocation(ctx.db, locationId);
      await ctx.db
        .update(users)
        .set({
          name: (input.name ?? '').trim(),
          email: emailAddress,
          phone: textOf(input.phone),
          locationId,
          isLimitedPm: toFlag(input.is_limited_pm) ?? existing.is_limited_pm,
          isTeamlead: teamLead ?? existing.is_teamlead,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    }
    await changed(request, id);
    const message = onlyTeamLead ? (teamLead ? MESSAGES.teamLeadGranted : MESSAGES.teamLeadRevoked) : MESSAGES.userSaved;
    return { data: await findConfigUser(ctx.db, id), message };
  });

  // Toggles active; inactivating ends every session of the user.
  app.delete('/users/:id', { schema: { tags, params: IdParams, response: saved } }, async (request) => {
    const caller = currentUser(request);
    const { id } = request.params;
    const existing = await findConfigUser(ctx.db, id);
    requireMayManage(caller, existing.role);
    if (id === caller.id && !existing.disabled) throw fieldError('user', USER_MESSAGES.ownAccount);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ disabled: !existing.disabled, updatedAt: sql`now()` })
        .where(eq(users.id, id));
      // Disabled for good: enabling the user again must not bring an old session back.
      if (!existing.disabled) await endAllSessions(tx, id);
    });
    await changed(request, id);
    const user = await findConfigUser(ctx.db, id);
    return { data: user, message: user.disabled ? MESSAGES.userInactivated : MESSAGES.userActivated };
  });

  app.post('/role', { schema: { tags, body: RoleRequestSchema, response: saved } }, async (request) => {
    const caller = currentUser(request);
    requireDevelopersPage(caller);
    const { user_id: id, role_id: role } = request.body;
    const existing = await findConfigUser(ctx.db, id, unknownBodyUser);
    requireMayManage(caller, existing.role);
    requireMayManage(caller, role);
    if (id === caller.id && role !== existing.role) throw fieldError('role_id', USER_MESSAGES.ownRole);
    await ctx.db
      .update(users)
      // Only developers lead projects.
      .set({ role, isTeamlead: role === DEVELOPER_ROLE && existing.is_teamlead, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await changed(request, id);
    return { data: await findConfigUser(ctx.db, id), message: MESSAGES.roleSaved };
  });

  app.post('/user-activity-types', { schema: { tags, body: UserActivityTypesRequestSchema, response: saved } }, async (request) => {
    const caller = currentUser(request);
    requireDevelopersPage(caller);
    const { user_id: id } = request.body;
    const existing = await findConfigUser(ctx.db, id, unknownBodyUser);
    requireMayManage(caller, existing.role);
    if (existing.role !== DEVELOPER_ROLE) throw fieldError('user_id', USER_MESSAGES.developersOnly);
    const activityIds = idsOf(request.body.user_activities);
    const categoryIds = idsOf(request.body.user_project_categories);
    const [knownActivities, knownCategories] = await Promise.all([
      knownIds(ctx.db, activityTypes.id, activityIds),
      knownIds(ctx.db, projectCategories.id, categoryIds),
    ]);
    const errors: Record<string, string[]> = {};
    if (knownActivities !== activityIds.length) errors.user_activities = ['The selected user activities is invalid.'];
    if (knownCategories !== categoryIds.length) errors.user_project_categories = ['The selected user project categories is invalid.'];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    await ctx.db.transaction(async (tx) => {
      await tx.delete(userActivityTypes).where(eq(userActivityTypes.userId, id));
      await tx.delete(userProjectCategories).where(eq(userProjectCategories.userId, id));
      if (activityIds.length)
        await tx.insert(userActivityTypes).values(activityIds.map((activityTypeId) => ({ userId: id, activityTypeId })));
      if (categoryIds.length) {
        await tx.insert(userProjectCategories).values(categoryIds.map((projectCategoryId) => ({ userId: id, projectCategoryId })));
      }
    });
    await changed(request, id);
    return { data: await findConfigUser(ctx.db, id), message: MESSAGES.userActivityTypesSaved };
  });

  app.get('/locations', { schema: { tags, response: { 200: LocationsResponseSchema, ...errorAnswers } } }, async (request) => {
    requireDevelopersPage(currentUser(request));
    return { data: await ctx.db.select({ id: locations.id, name: locations.name }).from(locations).orderBy(asc(locations.id)) };
  });
}
