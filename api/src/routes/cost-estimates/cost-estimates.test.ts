import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  CostEstimate,
  CostEstimateItemTypesResponse,
  CostEstimateResponse,
  CostEstimatesResponse,
  CostEstimateStatusesResponse,
  DownloadCostEstimateResponse,
  ProjectJobNumbersResponse,
  SaveCostEstimateRequest,
  SaveCostEstimateResponse,
  ValidationErrorBody,
} from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { bearer } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0];

type Fixture = {
  projectId: number;
  jobNumberIds: number[];
  otherJobNumberId: number;
  clientUnitId: number;
  idgUnitId: number;
  activityId: number;
  rate: string;
};

let made: Promise<Fixture> | undefined;
/** A top-level project with two job numbers, the units, and an activity type with a numeric rate (made once per file). */
const fixture = () => (made ??= makeFixture());

async function makeFixture(): Promise<Fixture> {
  const project = await one<{ id: number }>(sql`select p.id from projects p where p.parent_id is null
    and (select count(*) from project_job_numbers pj where pj.project_id = p.id) >= 1 order by p.id limit 1`);
  const projectId = Number(project.id);
  const extra = await one<{ id: number }>(sql`insert into job_numbers (name) values (${`CE-TEST-${projectId}`}) returning id`);
  await db().execute(sql`insert into project_job_numbers (project_id, job_number_id) values (${projectId}, ${extra.id})`);
  const jobNumbers = await queryRows<{ id: number }>(
    db(),
    sql`select job_number_id as id from project_job_numbers where project_id = ${projectId} order by 1`,
  );
  const other = await one<{ id: number }>(sql`select job_number_id as id from project_job_numbers where project_id <> ${projectId}
    and job_number_id not in (select job_number_id from project_job_numbers where project_id = ${projectId}) limit 1`);
  const activity = await one<{ id: number; rate: string }>(
    sql`select id, rate from activity_types where rate ~ '^[0-9]+$' and not disabled order by id limit 1`,
  );
  return {
    projectId,
    jobNumberIds: jobNumbers.map((row) => Number(row.id)),
    otherJobNumberId: Number(other.id),
    clientUnitId: Number((await one<{ id: number }>(sql`select id from client_units order by id limit 1`)).id),
    idgUnitId: Number((await one<{ id: number }>(sql`select id from idg_units order by id limit 1`)).id),
    activityId: Number(activity.id),
    rate: activity.rate,
  };
}

/** Three line types: 10 h at the activity's rate, 2 pieces at 150.25, 10 % off. */
function request(f: Fixture, overrides: Partial<SaveCostEstimateRequest> = {}): SaveCostEstimateRequest {
  return {
    project_id: f.projectId,
    status_id: 3,
    job_numbers: f.jobNumberIds,
    client_unit_id: f.clientUnitId,
    infodesign_unit_id: f.idgUnitId,
    lines: [
      { details: 'Design hours', item_type_id: 1, activity_type_id: f.activityId, quantity: '10', unit_cost: '999' },
      { details: 'Printed banners', item_type_id: 2, activity_type_id: f.activityId, quantity: 2, unit_cost: '150.25' },
      { details: 'Loyalty discount', item_type_id: 3, discount: '10' },
    ],
    ...overrides,
  };
}
/** (10 x rate + 2 x 150.25) x 0.9, in cents, as the database rounds it. */
const expectedValue = (rate: string) => (((Number(rate) * 10 * 100 + 30050) * 0.9) / 100).toFixed(2);

async function create(f: Fixture, overrides: Partial<SaveCostEstimateRequest> = {}): Promise<number> {
  const response = await kit.call('pm', 'POST', 'cost-estimates', request(f, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<SaveCostEstimateResponse>().data.id;
}

const rowOf = async (projectId: number, id: number) =>
  (await kit.call('pm', 'GET', `cost-estimates/${projectId}`))
    .json<CostEstimatesResponse>()
    .data.cost_estimates.find((row) => row.id === id);

const errorsOf = (response: { json: <T>() => T }) => response.json<ValidationErrorBody>().errors;

describe('cost estimates: who may call', () => {
  it.each(['dev', 'dev2', 'limited', 'it', 'clientPm'] as const)('refuses %s every call with 403', async (account) => {
    const f = await fixture();
    const id = await create(f);
    const calls: [string, string, unknown?][] = [
      ['GET', `cost-estimates/${f.projectId}`],
      ['GET', `cost-estimate/${id}`],
      ['POST', 'cost-estimates', request(f)],
      ['PUT', `cost-estimates/${id}`, request(f)],
      ['POST', `cost-estimate-lines/${id}`, { lines: request(f).lines }],
      ['DELETE', `cost-estimates/${id}`],
      ['POST', `cost-estimates/move-to-parent-project/${id}`],
      ['GET', 'cost-estimate-item-types'],
      ['GET', 'cost-estimate-statuses'],
      ['GET', `job-numbers/load-by-project/${f.projectId}`],
      ['GET', `download-ce/${id}`],
      ['GET', `cost-estimates/${id}/pdf`],
      ['GET', `financial-summary/${f.projectId}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await kit.call(account, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect((await kit.call(null, 'GET', `cost-estimates/${f.projectId}`)).statusCode).toBe(401);
    expect(await rowOf(f.projectId, id)).toBeDefined();
  });
});

describe('POST /api/cost-estimates and the lists', () => {
  it('saves header and lines together, prices hours at the activity rate and computes the value', async () => {
    const f = await fixture();
    const response = await kit.call('pm', 'POST', 'cost-estimates', request(f, { value: '1' }));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json<SaveCostEstimateResponse>();
    expect(message).toBe('Cost estimate has been saved.');
    expect(data.value).toBe(expectedValue(f.rate));

    const row = (await rowOf(f.projectId, data.id)) as CostEstimate;
    expect(row).toMatchObject({
      value: expectedValue(f.rate),
      status_id: 3,
      ce_status_name: 'Pending',
      client_unit_id: f.clientUnitId,
      infodesign_unit_id: f.idgUnitId,
      idg_pm_name: 'Paula Martin',
      po_emis: 0,
      partially_invoiced: false,
      not_invoiced: false,
      lines_locked: false,
    });
    expect(row.job_numbers.map((jn) => jn.id).sort((a, b) => a - b)).toEqual(f.jobNumberIds);
    expect(row.client_unit_name).toEqual(expect.any(String));

    const one = (await kit.call('pm', 'GET', `cost-estimate/${data.id}`)).json<CostEstimateResponse>().data;
    expect(
      one.CostEstimateLines.map((line) => [line.item_type_id, line.unit, line.quantity, line.unit_cost, line.discount, line.value]),
    ).toEqual([
      [1, 'hour', '10.00', `${f.rate}.00`, null, (Number(f.rate) * 10).toFixed(2)],
      [2, 'piece', '2.00', '150.25', null, '300.50'],
      [3, 'percent', null, null, '10.00', null],
    ]);

    const items = (await kit.call('pm', 'GET', `cost-estimates/${f.projectId}`)).json<CostEstimatesResponse>().data.cost_estimate_items;
    expect(items.filter((item) => item.cost_estimate_id === data.id).map((item) => [item.item_type_id, item.status_id])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('answers 422 with a message per missing header field, and saves nothing', async () => {
    const f = await fixture();
    const before = await one<{ count: number }>(sql`select count(*)::int as count from cost_estimates`);
    const response = await kit.call('pm', 'POST', 'cost-estimates', { project_id: f.projectId, lines: request(f).lines });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(['client_unit_id', 'infodesign_unit_id', 'job_numbers', 'status_id']);
    expect((await kit.call('pm', 'POST', 'cost-estimates', request(f, { project_id: 999_999 }))).statusCode).toBe(422);
    expect(errorsOf(await kit.call('pm', 'POST', 'cost-estimates', request(f, { job_numbers: [] })))).toEqual({
      job_numbers: ['The job numbers field is required.'],
    });
    expect(errorsOf(await kit.call('pm', 'POST', 'cost-estimates', request(f, { job_numbers: [f.otherJobNumberId] })))).toEqual({
      job_numbers: ["The job numbers must be the project's job numbers."],
    });
    expect(errorsOf(await kit.call('pm', 'POST', 'cost-estimates', request(f, { client_unit_id: 999_999, status_id: 4 as 3 })))).toEqual({
      status_id: ['The selected status id is invalid.'],
    });
    expect(errorsOf(await kit.call('pm', 'POST', 'cost-estimates', request(f, { client_unit_id: 999_999 })))).toEqual({
      client_unit_id: ['The selected client unit id is invalid.'],
    });
    expect(await one<{ count: number }>(sql`select count(*)::int as count from cost_estimates`)).toEqual(before);
  });

  it("refuses an estimate without lines, and each line's missing or wrong field, saving nothing", async () => {
    const f = await fixture();
    const before = await one<{ count: number }>(sql`select count(*)::int as count from cost_estimates`);
    const empty = await kit.call('pm', 'POST', 'cost-estimates', request(f, { lines: [] }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ValidationErrorBody>().message).toBe('Please add at least one line before saving the cost estimate.');

    const bad = await kit.call(
      'pm',
      'POST',
      'cost-estimates',
      request(f, {
        lines: [
          { details: '', item_type_id: 1, quantity: '1' },
          { details: 'Pieces', item_type_id: 2, activity_type_id: f.activityId, quantity: '0', unit_cost: 'ten' },
          { details: 'Discount', item_type_id: 3, discount: '120' },
          { details: 'Odd', item_type_id: 7 },
        ],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({
      'lines.0.details': ['The details field is required.'],
      'lines.0.activity_type_id': ['The activity type id field is required.'],
      'lines.1.quantity': ['The quantity must be a number above 0 with at most two decimals.'],
      'lines.1.unit_cost': ['The unit cost must be an amount with at most two decimals.'],
      'lines.2.discount': ['The discount must be a percentage from 0 to 100.'],
      'lines.3.item_type_id': ['The selected item type id is invalid.'],
    });
    const twoDiscounts = await kit.call(
      'pm',
      'POST',
      'cost-estimates',
      request(f, { lines: [...request(f).lines!, { details: 'Second discount', item_type_id: 3, discount: 5 }] }),
    );
    expect(errorsOf(twoDiscounts)).toEqual({ lines: ['A cost estimate takes at most one discount line.'] });
    expect(await one<{ count: number }>(sql`select count(*)::int as count from cost_estimates`)).toEqual(before);
  });
});

describe('PUT /api/cost-estimates/:id and POST /api/cost-estimate-lines/:ceId', () => {
  it('edits the header and replaces the lines; a refused line leaves the stored estimate as it was', async () => {
    const f = await fixture();
    const id = await create(f);
    const edited = await kit.call(
      'pm',
      'PUT',
      `cost-estimates/${id}`,
      request(f, {
        status_id: 1,
        job_numbers: [f.jobNumberIds[0]],
        lines: [{ details: 'Only pieces', item_type_id: 2, activity_type_id: f.activityId, quantity: '3', unit_cost: '10.10' }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SaveCostEstimateResponse>().data.value).toBe('30.30');
    expect(await rowOf(f.projectId, id)).toMatchObject({
      status_id: 1,
      value: '30.30',
      job_numbers: [expect.objectContaining({ id: f.jobNumberIds[0] })],
    });

    const refused = await kit.call(
      'pm',
      'PUT',
      `cost-estimates/${id}`,
      request(f, { status_id: 2, lines: [{ details: 'x', item_type_id: 2, quantity: '1', unit_cost: '1' }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(await rowOf(f.projectId, id)).toMatchObject({ status_id: 1, value: '30.30' });
    expect((await kit.call('pm', 'PUT', 'cost-estimates/999999', request(f))).statusCode).toBe(404);
  });

  it('replaces the lines alone and recomputes the value', async () => {
    const f = await fixture();
    const id = await create(f);
    const response = await kit.call('pm', 'POST', `cost-estimate-lines/${id}`, {
      lines: [
        { details: 'Pieces', item_type_id: 2, activity_type_id: f.activityId, quantity: '4', unit_cost: '25' },
        { details: 'Half off', item_type_id: 3, discount: '50' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SaveCostEstimateResponse>().data.value).toBe('50.00');
    expect((await kit.call('pm', 'GET', `cost-estimate/${id}`)).json<CostEstimateResponse>().data.CostEstimateLines).toHaveLength(2);
    expect((await kit.call('pm', 'POST', `cost-estimate-lines/${id}`, { lines: [] })).statusCode).toBe(422);
    expect((await kit.call('pm', 'POST', 'cost-estimate-lines/999999', { lines: request(f).lines })).statusCode).toBe(404);
  });
});

describe('the PO status label', () => {
  it('counts purchase orders and their live invoices', async () => {
    const f = await fixture();
    const id = await create(f);
    const po = (invoiceId: number | null, stornoId: number | null) =>
      db().execute(sql`insert into purchase_orders (cost_estimate_id, po_number, date, value, invoice_id, storno_id)
        values (${id}, 'PO-1', '2026-01-10', 100, ${invoiceId}, ${stornoId}) returning id`);
    const label = async () => {
      const row = (await rowOf(f.projectId, id))!;
      return [row.po_emis, row.partially_invoiced, row.not_invoiced];
    };
    expect(await label()).toEqual([0, false, false]);
    await po(null, null);
    expect(await label()).toEqual([1, false, true]);
    await po(11, 12);
    expect(await label()).toEqual([2, false, true]);
    await po(13, null);
    expect(await label()).toEqual([3, true, false]);
    await db().execute(sql`update purchase_orders set invoice_id = 14, storno_id = null where cost_estimate_id = ${id}`);
    expect(await label()).toEqual([3, false, false]);
  });
});

describe('DELETE and move to parent', () => {
  it('removes an estimate, but not one whose purchase orders were invoiced', async () => {
    const f = await fixture();
    const id = await create(f);
    const response = await kit.call('pm', 'DELETE', `cost-estimates/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('Cost estimate has been removed.');
    expect(await rowOf(f.projectId, id)).toBeUndefined();
    expect((await kit.call('pm', 'DELETE', `cost-estimates/${id}`)).statusCode).toBe(404);

    const invoiced = await create(f);
    await db().execute(
      sql`insert into purchase_orders (cost_estimate_id, po_number, date, value, invoice_id) values (${invoiced}, 'PO-9', '2026-01-10', 5, 77)`,
    );
    expect((await kit.call('pm', 'DELETE', `cost-estimates/${invoiced}`)).statusCode).toBe(422);
    expect(await rowOf(f.projectId, invoiced)).toBeDefined();
  });

  it('moves an estimate to the parent project, and says so when there is none; it stays editable with its job numbers', async () => {
    const f = await fixture();
    const topLevel = await create(f);
    const refused = await kit.call('pm', 'POST', `cost-estimates/move-to-parent-project/${topLevel}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ValidationErrorBody>().message).toBe("Current project doesn't have a parent project");

    const child = await one<{
      id: number;
      parent_id: number;
    }>(sql`insert into projects (title, client_id, brand_id, owner_id, type_id, category_id, start_date, deadline, parent_id)
      select 'Child for estimates', client_id, brand_id, owner_id, type_id, category_id, start_date, deadline, id from projects where id = ${f.projectId} returning id, parent_id`);
    await db().execute(sql`insert into project_job_numbers (project_id, job_number_id) values (${child.id}, ${f.otherJobNumberId})`);
    const fc = { ...f, projectId: Number(child.id), jobNumberIds: [f.otherJobNumberId] };
    const id = await create(fc);
    const moved = await kit.call('pm', 'POST', `cost-estimates/move-to-parent-project/${id}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ message: string }>().message).toBe('Cost estimate has been moved to parent project.');
    expect(await rowOf(fc.projectId, id)).toBeUndefined();
    expect(await rowOf(f.projectId, id)).toBeDefined();
    expect((await kit.call('pm', 'PUT', `cost-estimates/${id}`, request(fc, { status_id: 1 }))).statusCode).toBe(200);
  });
});

describe('lookups', () => {
  it('lists the item types with their units, the statuses, and the job numbers of a project', async () => {
    const f = await fixture();
    expect(
      (await kit.call('pm', 'GET', 'cost-estimate-item-types')).json<CostEstimateItemTypesResponse>().data.map((t) => [t.id, t.unit]),
    ).toEqual([
      [1, 'hour'],
      [2, 'piece'],
      [3, 'percent'],
    ]);
    expect((await kit.call('pm', 'GET', 'cost-estimate-statuses')).json<CostEstimateStatusesResponse>().data.map((s) => s.id)).toEqual([
      1, 2, 3,
    ]);
    const jobNumbers = (await kit.call('pm', 'GET', `job-numbers/load-by-project/${f.projectId}`)).json<ProjectJobNumbersResponse>().data;
    expect(jobNumbers.map((jn) => jn.id).sort((a, b) => a - b)).toEqual(f.jobNumberIds);
    expect((await kit.call('pm', 'GET', 'job-numbers/load-by-project/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/download-ce/:id', () => {
  it('answers the path of a PDF that names the lines, units, job numbers and total, for the bearer only', async () => {
    const f = await fixture();
    const id = await create(f);
    const answer = (await kit.call('pm', 'GET', `download-ce/${id}`)).json<DownloadCostEstimateResponse>().data;
    expect(answer).toEqual({ path: `cost-estimates/${id}/pdf`, file_name: `cost-estimate-${id}.pdf` });
    const pdf = await kit.t.inject({ method: 'GET', url: `/api/${answer.path}`, headers: bearer(kit.tokens.pm) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="cost-estimate-${id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    const total = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(Number(expectedValue(f.rate)));
    expect(text).toContain(`Total: ${total}`);
    for (const expected of [
      'Design hours',
      'Printed banners',
      'Loyalty discount',
      'hour',
      'piece',
      'percent',
      '150.25',
      `CE-TEST-${f.projectId}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect((await kit.t.inject({ method: 'GET', url: `/api/${answer.path}` })).statusCode).toBe(401);
    expect((await kit.call('pm', 'GET', 'download-ce/999999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'GET', 'cost-estimates/999999/pdf')).statusCode).toBe(404);
    // The first PDF reads the embedded font and the text library loads PDF.js.
  }, 30_000);
});

describe('the seeded estimates', () => {
  it('cover every status and all three line types, on top-level projects and subprojects, valued as a save values them', async () => {
    const statuses = await queryRows<{ status_id: number }>(db(), sql`select distinct status_id from cost_estimates order by 1`);
    expect(statuses.map((row) => Number(row.status_id))).toEqual([1, 2, 3]);
    const types = await queryRows<{ item_type_id: number }>(db(), sql`select distinct item_type_id from cost_estimate_lines order by 1`);
    expect(types.map((row) => Number(row.item_type_id))).toEqual([1, 2, 3]);
    const placed = await one<{ top: number; sub: number }>(sql`select count(*) filter (where p.parent_id is null)::int as top,
      count(*) filter (where p.parent_id is not null)::int as sub from cost_estimates ce join projects p on p.id = ce.project_id`);
    expect(placed.top).toBeGreaterThan(20);
    expect(placed.sub).toBeGreaterThan(0);

    const [seeded] = await queryRows<{ id: number; project_id: number; value: string }>(
      db(),
      sql`select ce.id, ce.project_id, ce.value::text as value from cost_estimates ce
          where exists (select 1 from cost_estimate_lines l where l.cost_estimate_id = ce.id and l.item_type_id = 3) order by ce.id limit 1`,
    );
    const lines = (await kit.call('pm', 'GET', `cost-estimate/${seeded.id}`)).json<CostEstimateResponse>().data.CostEstimateLines;
    const saved = await kit.call('pm', 'POST', `cost-estimate-lines/${seeded.id}`, {
      lines: lines.map((line) => ({ ...line, activity_type_id: line.activity_type_id ?? undefined })),
    });
    expect(saved.json<SaveCostEstimateResponse>().data.value).toBe(seeded.value);
  });
});
