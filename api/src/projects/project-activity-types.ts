/**
 * The activity types a user works in on a project, as one SQL query: what the timesheet entry
 * form and the cost estimate lines offer (GET activity-types-by-project-user/{projectId}) and
 * what the timesheet's server-side check accepts.
 *
 * - a project manager (who prices estimates, and logs no time) gets every enabled type;
 * - anyone else gets the activities of their resources on the project and, when they have no
 *   resource there, the activity types of their profile (user_activity_types).
 * Disabled types are never offered.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import { isProjectManager, type AccessSubject } from '@portal/shared/access';
import { OfferedActivityTypeSchema } from '@portal/shared/schemas';
import { selectRows, type Db } from '../db/client';

export type OfferedActivityType = Static<typeof OfferedActivityTypeSchema>;

function offeredCondition(projectId: number, user: { id: number; access: AccessSubject }): SQL {
  if (isProjectManager(user.access)) return sql`true`;
  return sql`(
    a.id in (select pr.activity_type_id from project_resources pr where pr.project_id = ${projectId} and pr.user_id = ${user.id})
    or (
      not exists (select 1 from project_resources pr where pr.project_id = ${projectId} and pr.user_id = ${user.id})
      and a.id in (select ua.activity_type_id from user_activity_types ua where ua.user_id = ${user.id})
    )
  )`;
}

/** Whether the type is one projectActivityTypes offers the user on the project (the timesheet's check, inside its project query). */
export function offersActivityType(projectId: number, user: { id: number; access: AccessSubject }, activityTypeId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from activity_types a
    where a.id = ${activityTypeId} and not a.disabled and ${offeredCondition(projectId, user)})`;
}

export function projectActivityTypes(
  db: Db,
  projectId: number,
  user: { id: number; access: AccessSubject },
): Promise<OfferedActivityType[]> {
  return selectRows(
    db,
    OfferedActivityTypeSchema,
    sql`select a.id, a.name, a.rate, a.usd_currency, a.disabled
        from activity_types a
        where not a.disabled and ${offeredCondition(projectId, user)}
        order by lower(a.name), a.id`,
  );
}
