import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ProjectActivityTypesResponse } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const url = (projectId: number) => `activity-types-by-project-user/${projectId}`;
const idsOf = (response: { json: () => unknown }) => (response.json() as ProjectActivityTypesResponse).data.map((type) => type.id);

const db = () => kit.t.ctx.db;
const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db(), query)).map((row) => Number(row.id));

/** A project dev2 sees as its owner, team lead or resource. */
async function projectOfDev2(): Promise<number> {
  const [id] = await ids(sql`select p.id from projects p where p.owner_id = ${DEMO_USERS.dev2.id}
    or p.teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev2.id}::int)
    or exists (select 1 from project_users pu where pu.project_id = p.id and pu.user_id = ${DEMO_USERS.dev2.id})
    order by p.id limit 1`);
  return id;
}

describe('GET /api/activity-types-by-project-user/:projectId', () => {
  it('gives a project manager every enabled activity type', async () => {
    const response = await kit.call('pm', 'GET', url(1));
    expect(response.statusCode).toBe(200);
    expect(idsOf(response).sort((a, b) => a - b)).toEqual(await ids(sql`select id from activity_types where not disabled order by id`));
  });

  it("gives a developer their profile's activity types, then only their resources' on the project once they have one", async () => {
    const projectId = await projectOfDev2();
    const profile =
      await ids(sql`select ua.activity_type_id as id from user_activity_types ua join activity_types a on a.id = ua.activity_type_id
      where ua.user_id = ${DEMO_USERS.dev2.id} and not a.disabled order by 1`);
    await db().execute(sql`delete from project_resources where project_id = ${projectId} and user_id = ${DEMO_USERS.dev2.id}`);
    expect(idsOf(await kit.call('dev2', 'GET', url(projectId))).sort((a, b) => a - b)).toEqual(profile);

    const assigned = (await ids(sql`select id from activity_types where not disabled order by id`)).find((id) => !profile.includes(id));
    await db().execute(
      sql`insert into project_resources (project_id, user_id, activity_type_id, max_hours) values (${projectId}, ${DEMO_USERS.dev2.id}, ${assigned}, 10)`,
    );
    expect(idsOf(await kit.call('dev2', 'GET', url(projectId)))).toEqual([assigned]);
  });

  it('never offers a disabled type', async () => {
    const [disabled] = await ids(sql`select id from activity_types where disabled order by id limit 1`);
    expect(disabled).toBeDefined();
    expect(idsOf(await kit.call('pm', 'GET', url(1)))).not.toContain(disabled);
  });

  it('answers 404 for an unknown project, 403 for one the caller may not see, 401 without a token', async () => {
    expect((await kit.call('pm', 'GET', url(999_999))).statusCode).toBe(404);
    const [hidden] = await ids(sql`select p.id from projects p where p.owner_id <> ${DEMO_USERS.dev2.id}
      and not p.teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev2.id}::int)
      and not exists (select 1 from project_users pu where pu.project_id = p.id and pu.user_id = ${DEMO_USERS.dev2.id})
      and coalesce(p.hogarth_pm_id, 0) <> ${DEMO_USERS.dev2.id} order by p.id limit 1`);
    expect((await kit.call('dev2', 'GET', url(hidden))).statusCode).toBe(403);
    expect((await kit.call(null, 'GET', url(1))).statusCode).toBe(401);
    expect((await kit.call('it', 'GET', url(1))).statusCode).toBe(403);
  });
});

describe('GET /api/activity-types-by-project-user/:projectId: what the schema refuses', () => {
  it('answers 404 for a project id above int32 or not a number', async () => {
    expect((await kit.call('pm', 'GET', url(2147483648))).statusCode).toBe(404);
    expect((await kit.call('pm', 'GET', 'activity-types-by-project-user/1e3')).statusCode).toBe(404);
  });
});
