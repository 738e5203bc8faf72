/**
 * Seeds the assigned resources (document 2's resources panel): every developer assigned to a
 * pending or open project (project_users) becomes a resource there in the first activity of
 * their profile, so most open projects have some and visibility does not change.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function seedResources(db: Db): Promise<void> {
  await db.execute(sql`
    insert into project_resources (project_id, user_id, activity_type_id, max_hours)
    select pu.project_id, pu.user_id,
           (select min(ua.activity_type_id) from user_activity_types ua where ua.user_id = pu.user_id),
           20 + (pu.project_id * 7 + pu.user_id * 13) % 180
    from project_users pu
    join projects p on p.id = pu.project_id
    where p.status_id in (1, 2)
      and exists (select 1 from user_activity_types ua where ua.user_id = pu.user_id)
    on conflict do nothing`);
}
