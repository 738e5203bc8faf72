/**
 * A project's assigned resources (document 2, "Assigned resources panel" and section 5 "Resource
 * form"). Full project managers add, edit and remove them; the project's team leads only read
 * them; everyone else gets 403. 404 for an unknown project or resource.
 * - GET /api/project-resources/:projectId: the rows with the hours used, summed in SQL from the
 *   timesheet entries of that project, developer and activity.
 * - POST /api/project-resources {project_id, id, user_id, activity_type_id, max_hours}: adds
 *   (no id) or edits; the developer must be enabled and work in the activity (GET
 *   activity-types-by-user), max_hours digits and dots ending in a digit, 0 to 1,000,000,
 *   unchecked for activity 83 (empty stores 0).
 * - DELETE /api/project-resources/:id.
 * - GET /api/activity-types-by-user/:userId: the form's activities for a developer.
 * Every change publishes project-update (part `resources`).
 */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { canEditResources } from '@portal/shared/access';
import type { ProjectResource, SaveProjectResourceRequest } from '@portal/shared/contract';
import {
  Id,
  MessageSchema,
  ProjectResourcesResponseSchema,
  SaveProjectResourceRequestSchema,
  SaveProjectResourceResponseSchema,
  UserActivityTypesResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import type { Db } from '../../db/client';
import { activityTypes, projectResources, projects, userActivityTypes, users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, forbidden, notFound, ValidationError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import type { OfferedActivityType } from '../../projects/project-activity-types';
import { publishProjectUpdate } from '../../projects/project-update';
import type { AuthUser } from '../../users/auth-user';
import { projectExists } from './project';

export const RESOURCE_SAVED_MESSAGE = "Project's resource has been saved.";
export const RESOURCE_REMOVED_MESSAGE = 'Resource has been removed.';
/** Document 2, section 9: the activity exempt from the hours check. */
export const HOURS_EXEMPT_ACTIVITY_ID = 83;
export const MAX_RESOURCE_HOURS = 1_000_000;
export const RESOURCE_MESSAGES = {
  max_hours: 'The max hours field must be a number from 0 to 1,000,000.',
  user_id: 'The selected developer is invalid.',
  activity_type_id: 'The selected activity is not one of the developer’s activities.',
  duplicate: 'This developer is already assigned to the project in this activity.',
  exemptTooLarge: 'The max hours field must not be greater than 99,999,999.99.',
} as const;

/** What the max_hours column (numeric(10,2)) holds, for the exempt activity's unchecked hours. */
const COLUMN_MAX_HOURS = 99_999_999.99;

/** Digits and dots, ending in a digit (document 2, section 5), and a number. */
const HOURS_PATTERN = /^[\d.]*\d$/;

/** The hours as a number within the bounds, or null. */
export function parseMaxHours(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!HOURS_PATTERN.test(text)) return null;
  const hours = Number(text);
  return Number.isFinite(hours) && hours >= 0 && hours <= MAX_RESOURCE_HOURS ? hours : null;
}

function resourceRows(db: Db, where: SQL | undefined): Promise<ProjectResource[]> {
  const pr = projectResources;
  return db
    .select({
      id: pr.id,
      project_id: pr.projectId,
      user_id: pr.userId,
      user_name: users.name,
      activity_type_id: pr.activityTypeId,
      activity: activityTypes.name,
      max_hours: sql<number>`${pr.maxHours}::float8`.mapWith(Number),
      used_hours: sql<number>`coalesce((select sum(te.hours) from timesheet_entries te
                         where te.project_id = ${pr.projectId} and te.user_id = ${pr.userId}
                           and te.activity_type_id = ${pr.activityTypeId}), 0)::float8`.mapWith(Number),
    })
    .from(pr)
    .innerJoin(users, eq(users.id, pr.userId))
    .innerJoin(activityTypes, eq(activityTypes.id, pr.activityTypeId))
    .where(where)
    .orderBy(sql`lower(${users.name})`, sql`lower(${activityTypes.name})`, asc(pr.id));
}

/** Full PMs read every project's resources; a team lead reads those of the projects it leads. */
async function requireResourceReader(ctx: AppContext, user: AuthUser, projectId: number): Promise<void> {
  if (!(await projectExists(ctx, projectId))) throw notFound();
  if (canEditResources(user.access)) return;
  const lead = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), sql`${projects.teamleadIds} @> jsonb_build_array(${user.id}::int)`));
  if (lead.length === 0) throw forbidden();
}

/** The enabled activity types of a developer's profile. */
function userActivityTypesOf(db: Db, userId: number): Promise<OfferedActivityType[]> {
  return db
    .select({
      id: activityTypes.id,
      name: activityTypes.name,
      rate: activityTypes.rate,
      usd_currency: activityTypes.usdCurrency,
      disabled: activityTypes.disabled,
    })
    .from(activityTypes)
    .innerJoin(userActivityTypes, eq(userActivityTypes.activityTypeId, activityTypes.id))
    .where(and(eq(userActivityTypes.userId, userId), eq(activityTypes.disabled, false)))
    .orderBy(sql`lower(${activityTypes.name})`, asc(activityTypes.id));
}

type ResourceValues = { projectId: number; id: number | null; userId: number; activityTypeId: number; maxHours: number };

/** The hours the exempt activity stores: unchecked, but a number the column holds (empty or not a number: 0). */
function exemptHours(value: unknown): number {
  const hours = Math.max(0, Number(value) || 0);
  if (hours > COLUMN_MAX_HOURS) throw fieldError('max_hours', RESOURCE_MESSAGES.exemptTooLarge);
  return hours;
}

async function checkResource(ctx: AppContext, input: SaveProjectResourceRequest): Promise<ResourceValues> {
  const values = {
    projectId: input.project_id,
    id: typeof input.id === 'number' ? input.id : null,
    userId: input.user_id,
    activityTypeId: input.activity_type_id,
  };
  if (!(await projectExists(ctx, values.projectId))) throw fieldError('project_id', 'The selected project id is invalid.');
  if (values.id !== null) {
    const [own] = await ctx.db
      .select({ id: projectResources.id })
      .from(projectResources)
      .where(and(eq(projectResources.id, values.id), eq(projectResources.projectId, values.projectId)));
    if (!own) throw notFound();
  }
  const errors: Record<string, string[]> = {};
  const exempt = values.activityTypeId === HOURS_EXEMPT_ACTIVITY_ID;
  const maxHours = exempt ? exemptHours(input.max_hours) : parseMaxHours(input.max_hours);
  if (maxHours === null) errors.max_hours = [RESOURCE_MESSAGES.max_hours];
  const [developer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, values.userId), eq(users.disabled, false)));
  if (!developer) errors.user_id = [RESOURCE_MESSAGES.user_id];
  else if (!(await userActivityTypesOf(ctx.db, values.userId)).some((a) => a.id === values.activityTypeId)) {
    errors.activity_type_id = [RESOURCE_MESSAGES.activity_type_id];
  }
  if (Object.keys(errors).length > 0 || maxHours === null) throw new ValidationError(errors);
  const pr = projectResources;
  const [taken] = await ctx.db
    .select({ id: pr.id })
    .from(pr)
    .where(
      and(
        eq(pr.projectId, values.projectId),
        eq(pr.userId, values.userId),
        eq(pr.activityTypeId, values.activityTypeId),
        values.id === null ? undefined : ne(pr.id, values.id),
      ),
    );
  if (taken) throw fieldError('user_id', RESOURCE_MESSAGES.duplicate);
  return { ...values, maxHours };
}

const tags = ['Project details'];

export function projectResourcesRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/project-resources/:projectId',
    {
      schema: {
        tags,
        params: Type.Object({ projectId: Id() }),
        response: { 200: ProjectResourcesResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { projectId } = request.params;
      await requireResourceReader(ctx, user, projectId);
      return { data: await resourceRows(ctx.db, eq(projectResources.projectId, projectId)) };
    },
  );

  app.post(
    '/project-resources',
    { schema: { tags, body: SaveProjectResourceRequestSchema, response: { 200: SaveProjectResourceResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireAccess(user, canEditResources);
      const v = await checkResource(ctx, request.body);
      const values = { userId: v.userId, activityTypeId: v.activityTypeId, maxHours: String(v.maxHours) };
      const [saved] =
        v.id === null
          ? await ctx.db
              .insert(projectResources)
              .values({ projectId: v.projectId, ...values })
              .returning({ id: projectResources.id })
          : await ctx.db.update(projectResources).set(values).where(eq(projectResources.id, v.id)).returning({ id: projectResources.id });
      const [row] = await resourceRows(ctx.db, eq(projectResources.id, saved.id));
      await publishProjectUpdate(ctx, request.log, [v.projectId], 'resources');
      return { data: row, message: RESOURCE_SAVED_MESSAGE };
    },
  );

  app.delete(
    '/project-resources/:id',
    { schema: { tags, params: Type.Object({ id: Id() }), response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireAccess(user, canEditResources);
      const [removed] = await ctx.db
        .delete(projectResources)
        .where(eq(projectResources.id, request.params.id))
        .returning({ projectId: projectResources.projectId });
      if (!removed) throw notFound();
      await publishProjectUpdate(ctx, request.log, [removed.projectId], 'resources');
      return { message: RESOURCE_REMOVED_MESSAGE };
    },
  );

  app.get(
    '/activity-types-by-user/:userId',
    {
      schema: {
        tags,
        params: Type.Object({ userId: Id() }),
        response: { 200: UserActivityTypesResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireAccess(user, canEditResources);
      const { userId } = request.params;
      const [known] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!known) throw notFound();
      return { data: await userActivityTypesOf(ctx.db, userId) };
    },
  );
}
