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
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canEditResources } from '@portal/shared/access';
import type {
  ActivityType,
  ProjectResource,
  ProjectResourcesResponse,
  SaveProjectResourceResponse,
  UserActivityTypesResponse,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { queryRows, type Db } from '../../db/client';
import { fieldError, forbidden, notFound, ValidationError } from '../../http/errors';
import { integer, isPresent, required, toInteger, validate } from '../../http/validation';
import { publishProjectUpdate } from '../../projects/project-update';
import type { AuthUser } from '../../users/auth-user';
import { projectExists, routeId } from './project';

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
} as const;

/** Digits and dots, ending in a digit (document 2, section 5), and a number. */
const HOURS_PATTERN = /^[\d.]*\d$/;

/** The hours as a number within the bounds, or null. */
export function parseMaxHours(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!HOURS_PATTERN.test(text)) return null;
  const hours = Number(text);
  return Number.isFinite(hours) && hours >= 0 && hours <= MAX_RESOURCE_HOURS ? hours : null;
}

function resourceRows(db: Db, where: SQL): Promise<ProjectResource[]> {
  return queryRows<ProjectResource>(
    db,
    sql`select pr.id, pr.project_id, pr.user_id, u.name as user_name, pr.activity_type_id, a.name as activity,
               pr.max_hours::float8 as max_hours,
               coalesce((select sum(te.hours) from timesheet_entries te
                         where te.project_id = pr.project_id and te.user_id = pr.user_id
                           and te.activity_type_id = pr.activity_type_id), 0)::float8 as used_hours
        from project_resources pr
        join users u on u.id = pr.user_id
        join activity_types a on a.id = pr.activity_type_id
        where ${where}
        order by lower(u.name), lower(a.name), pr.id`,
  );
}

/** Full PMs read every project's resources; a team lead reads those of the projects it leads. */
async function requireResourceReader(ctx: AppContext, user: AuthUser, projectId: number): Promise<void> {
  if (!(await projectExists(ctx, projectId))) throw notFound();
  if (canEditResources(user.access)) return;
  const lead = await queryRows(
    ctx.db,
    sql`select 1 from projects p where p.id = ${projectId} and p.teamlead_ids @> jsonb_build_array(${user.id}::int)`,
  );
  if (lead.length === 0) throw forbidden();
}

/** The enabled activity types of a developer's profile. */
function userActivityTypes(db: Db, userId: number): Promise<ActivityType[]> {
  return queryRows<ActivityType>(
    db,
    sql`select a.id, a.name, a.rate, a.usd_currency, a.disabled
        from activity_types a join user_activity_types ua on ua.activity_type_id = a.id
        where ua.user_id = ${userId} and not a.disabled
        order by lower(a.name), a.id`,
  );
}

type ResourceValues = { projectId: number; id: number | null; userId: number; activityTypeId: number; maxHours: number };

async function checkResource(ctx: AppContext, body: unknown): Promise<ResourceValues> {
  const input = validate(body, {
    project_id: [required(), integer()],
    id: [integer()],
    user_id: [required(), integer()],
    activity_type_id: [required(), integer()],
  });
  const values = {
    projectId: toInteger(input.project_id) as number,
    id: isPresent(input.id) ? (toInteger(input.id) as number) : null,
    userId: toInteger(input.user_id) as number,
    activityTypeId: toInteger(input.activity_type_id) as number,
  };
  if (!(await projectExists(ctx, values.projectId))) throw fieldError('project_id', 'The selected project id is invalid.');
  if (values.id !== null) {
    const [own] = await queryRows(
      ctx.db,
      sql`select 1 from project_resources where id = ${values.id} and project_id = ${values.projectId}`,
    );
    if (!own) throw notFound();
  }
  const errors: Record<string, string[]> = {};
  const exempt = values.activityTypeId === HOURS_EXEMPT_ACTIVITY_ID;
  const maxHours = exempt && !isPresent(input.max_hours) ? 0 : parseMaxHours(input.max_hours);
  if (maxHours === null && !(exempt && isPresent(input.max_hours))) errors.max_hours = [RESOURCE_MESSAGES.max_hours];
  const [developer] = await queryRows(ctx.db, sql`select 1 from users where id = ${values.userId} and not disabled`);
  if (!developer) errors.user_id = [RESOURCE_MESSAGES.user_id];
  else if (!(await userActivityTypes(ctx.db, values.userId)).some((a) => Number(a.id) === values.activityTypeId)) {
    errors.activity_type_id = [RESOURCE_MESSAGES.activity_type_id];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const [taken] = await queryRows(
    ctx.db,
    sql`select 1 from project_resources
        where project_id = ${values.projectId} and user_id = ${values.userId} and activity_type_id = ${values.activityTypeId}
          and id is distinct from ${values.id}`,
  );
  if (taken) throw fieldError('user_id', RESOURCE_MESSAGES.duplicate);
  // An exempt activity's hours are not checked, but the column still holds a number.
  return { ...values, maxHours: maxHours ?? Math.max(0, Number(input.max_hours) || 0) };
}

export function projectResourcesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { projectId: string } }>('/project-resources/:projectId', async (request) => {
    const user = currentUser(request);
    const projectId = routeId(request.params.projectId);
    await requireResourceReader(ctx, user, projectId);
    return { data: await resourceRows(ctx.db, sql`pr.project_id = ${projectId}`) } satisfies ProjectResourcesResponse;
  });

  app.post('/project-resources', async (request) => {
    const user = currentUser(request);
    requireAccess(user, canEditResources);
    const v = await checkResource(ctx, request.body);
    const [saved] =
      v.id === null
        ? await queryRows<{ id: number }>(
            ctx.db,
            sql`insert into project_resources (project_id, user_id, activity_type_id, max_hours)
                values (${v.projectId}, ${v.userId}, ${v.activityTypeId}, ${v.maxHours}) returning id`,
          )
        : await queryRows<{ id: number }>(
            ctx.db,
            sql`update project_resources set user_id = ${v.userId}, activity_type_id = ${v.activityTypeId}, max_hours = ${v.maxHours}
                where id = ${v.id} returning id`,
          );
    const [row] = await resourceRows(ctx.db, sql`pr.id = ${saved.id}`);
    await publishProjectUpdate(ctx, request.log, [v.projectId], 'resources');
    return { data: row, message: RESOURCE_SAVED_MESSAGE } satisfies SaveProjectResourceResponse;
  });

  app.delete<{ Params: { id: string } }>('/project-resources/:id', async (request) => {
    const user = currentUser(request);
    requireAccess(user, canEditResources);
    const id = routeId(request.params.id);
    const [removed] = await queryRows<{ project_id: number }>(
      ctx.db,
      sql`delete from project_resources where id = ${id} returning project_id`,
    );
    if (!removed) throw notFound();
    await publishProjectUpdate(ctx, request.log, [Number(removed.project_id)], 'resources');
    return { message: RESOURCE_REMOVED_MESSAGE };
  });

  app.get<{ Params: { userId: string } }>('/activity-types-by-user/:userId', async (request) => {
    const user = currentUser(request);
    requireAccess(user, canEditResources);
    const userId = routeId(request.params.userId);
    const [known] = await queryRows(ctx.db, sql`select 1 from users where id = ${userId}`);
    if (!known) throw notFound();
    return { data: await userActivityTypes(ctx.db, userId) } satisfies UserActivityTypesResponse;
  });
}
