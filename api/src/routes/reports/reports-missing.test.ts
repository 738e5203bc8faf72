import { describe, expect, it } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import type { ReportsMissingResponse } from '@portal/shared/contract';
import { selectRows } from '../../db/client';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const one = async <S extends TSchema>(row: S, query: SQL) => (await selectRows(db(), row, query))[0];

const MARCH = { startDate: '2010-03-01', endDate: '2010-03-31' };
const MARK_STONE = { id: 7, name: 'Mark Stone' };

/**
 * A client of the test's own. "Missing alpha" (Paula Martin's, client PM Claire Porter, March
 * 2010, a resource) has an approved estimate of 1000.00 without a purchase order, one of 500.00
 * with one, and a pending one; "Missing beta" (Mark Stone's, no client PM, March and April,
 * no resources) has no estimate at all.
 */
async function missingFixture() {
  const client = await one(
    Type.Object({ id: Type.Integer() }),
    sql`insert into clients (name) values ('Missing Test Client') returning id`,
  );
  const [first, second] = await selectRows(
    db(),
    Type.Object({ id: Type.Integer(), name: Type.String() }),
    sql`select id, name from project_types order by id limit 2`,
  );
  const project = (title: string, ownerId: number, hogarthPmId: number | null, typeId: number, deadline: string) =>
    one(
      Type.Object({ id: Type.Integer() }),
      sql`insert into projects (title, client_id, brand_id, owner_id, type_id, category_id, start_date, deadline, hogarth_pm_id, status_id)
      select ${title}, ${client.id}, brand_id, ${ownerId}, ${typeId}, category_id, '2010-03-01', ${deadline}, ${hogarthPmId}, 2
      from projects order by id limit 1 returning id`,
    );
  const alpha = await project('Missing alpha', DEMO_USERS.pm.id, DEMO_USERS.clientPm.id, first.id, '2010-03-31');
  const beta = await project('Missing beta', MARK_STONE.id, null, second.id, '2010-04-30');
  const estimate = (status: number, value: string, created: string) =>
    one(
      Type.Object({ id: Type.Integer() }),
      sql`insert into cost_estimates (project_id, status_id, value, created_at)
      values (${alpha.id}, ${status}, ${value}, ${created}) returning id`,
    );
  await estimate(1, '1000.00', '2010-03-02 10:00');
  const ordered = await estimate(1, '500.00', '2010-03-03 10:00');
  await estimate(3, '999.00', '2010-03-04 10:00');
  await db().execute(
    sql`insert into purchase_orders (cost_estimate_id, po_number, date, value) values (${ordered.id}, 'PO-M', '2010-03-05', 500)`,
  );
  const [activity] = await selectRows(db(), Type.Object({ id: Type.Integer() }), sql`select id from activity_types order by id limit 1`);
  await db().execute(sql`insert into project_resources (project_id, user_id, activity_type_id, max_hours)
    values (${alpha.id}, ${DEMO_USERS.dev.id}, ${activity.id}, 10)`);
  return { clientId: client.id, alpha: alpha.id, beta: beta.id, firstType: first, secondType: second };
}

const report = async (query: Record<string, string | number>, account: 'pm' | 'dev' | 'limited' = 'pm') => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await kit.call(account, 'GET', `reports-missing?${search.toString()}`);
  return { statusCode: response.statusCode, body: () => response.json<ReportsMissingResponse>() };
};

describe('GET /api/reports-missing', () => {
  let fixture: Awaited<ReturnType<typeof missingFixture>>;
  const ofClient = (query: Record<string, string | number>) => report({ clientId: fixture.clientId, ...query }).then((r) => r.body());

  it('is for full project managers, with a known section and, for POs and resources, a period', async () => {
    fixture = await missingFixture();
    expect((await report({ section: 'ce' }, 'dev')).statusCode).toBe(403);
    expect((await report({ section: 'po', ...MARCH }, 'limited')).statusCode).toBe(403);
    expect((await report({ section: 'invoices' })).statusCode).toBe(422);
    expect((await report({ section: 'po' })).statusCode).toBe(422);
    expect((await report({ section: 'resource-hours', startDate: '2010-03-31', endDate: '2010-03-01' })).statusCode).toBe(422);
    expect((await report({ section: 'ce' })).statusCode).toBe(200);
  });

  it('POs: the approved estimates of the period without an order, per project, with the counts per PM, client PM and type', async () => {
    const body = await ofClient({ section: 'po', ...MARCH });
    expect(body.data).toEqual([
      expect.objectContaining({
        project_id: fixture.alpha,
        project_title: 'Missing alpha',
        project_type_name: fixture.firstType.name,
        client_pm_name: DEMO_USERS.clientPm.name,
        idg_pm_name: DEMO_USERS.pm.name,
        value: '1000.00',
        created_at: '2010-03-02',
      }),
    ]);
    expect([body.total, body.last_page]).toEqual([1, 1]);
    expect(body.by_pm).toEqual([{ name: DEMO_USERS.pm.name, projects: 1, value: '1000.00' }]);
    expect(body.by_client_pm).toEqual([{ name: DEMO_USERS.clientPm.name, projects: 1, value: '1000.00' }]);
    expect(body.by_type).toEqual([{ name: fixture.firstType.name, projects: 1, value: '1000.00' }]);
    expect((await ofClient({ section: 'po', startDate: '2010-03-03', endDate: '2010-03-31' })).total).toBe(0);
  });

  it('CEs: projects without any estimate; resource hours: projects of the period without resources', async () => {
    const ce = await ofClient({ section: 'ce' });
    expect(ce.data.map((row) => [row.project_title, row.idg_pm_name, row.client_pm_name, row.value])).toEqual([
      ['Missing beta', MARK_STONE.name, null, null],
    ]);
    expect(ce.by_client_pm).toEqual([{ name: 'None', projects: 1, value: null }]);
    const resources = await ofClient({ section: 'resource-hours', ...MARCH });
    expect(resources.data.map((row) => row.project_id)).toEqual([fixture.beta]);
    expect((await ofClient({ section: 'resource-hours', startDate: '2010-05-01', endDate: '2010-05-31' })).data).toEqual([]);
  });

  it('applies the list filters: PM (1000 for all), type, status, title', async () => {
    expect((await ofClient({ section: 'resource-hours', ...MARCH, pm: DEMO_USERS.pm.id })).total).toBe(0);
    expect((await ofClient({ section: 'resource-hours', ...MARCH, pm: 1000 })).total).toBe(1);
    expect((await ofClient({ section: 'ce', type: fixture.firstType.id })).total).toBe(0);
    expect((await ofClient({ section: 'ce', projectStatusId: 3 })).total).toBe(0);
    expect((await ofClient({ section: 'ce', title: 'bet' })).total).toBe(1);
  });
});
