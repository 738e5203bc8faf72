/**
 * Issue 29 on cost estimates: amounts the columns cannot hold (a quantity or unit cost past
 * numeric(12,2), a line value or the estimate's value past numeric(14,2)) are 422 "The value is
 * too large." naming the field, not a 500; at most 500 lines; a disabled activity type cannot be
 * chosen on a line, though lines that already name it keep it.
 */
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  CostEstimateLineInput,
  CostEstimateResponse,
  SaveCostEstimateRequest,
  SaveCostEstimateResponse,
  ValidationErrorBody,
} from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DISABLED_ACTIVITY_MESSAGE, MAX_LINES, TOO_MANY_LINES_MESSAGE } from '../../finance/save-cost-estimate';
import { TOO_LARGE_MESSAGE } from '../../http/money-bounds';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0];

type Fixture = { projectId: number; jobNumberIds: number[]; clientUnitId: number; idgUnitId: number; activityId: number };
let made: Promise<Fixture> | undefined;
const fixture = () => (made ??= makeFixture());

async function makeFixture(): Promise<Fixture> {
  const project = await one<{ id: number }>(sql`select p.id from projects p where p.parent_id is null
    and exists (select 1 from project_job_numbers pj where pj.project_id = p.id) order by p.id desc limit 1`);
  const jobNumbers = await queryRows<{ id: number }>(
    db(),
    sql`select job_number_id as id from project_job_numbers where project_id = ${project.id}`,
  );
  const activity = await one<{ id: number }>(
    sql`select id from activity_types where rate ~ '^[0-9]+$' and not disabled order by id limit 1`,
  );
  return {
    projectId: Number(project.id),
    jobNumberIds: jobNumbers.map((row) => Number(row.id)),
    clientUnitId: Number((await one<{ id: number }>(sql`select id from client_units order by id limit 1`)).id),
    idgUnitId: Number((await one<{ id: number }>(sql`select id from idg_units order by id limit 1`)).id),
    activityId: Number(activity.id),
  };
}

const piece = (f: Fixture, quantity: string | number, unitCost: string | number): CostEstimateLineInput => ({
  details: 'Printed banners',
  item_type_id: 2,
  activity_type_id: f.activityId,
  quantity,
  unit_cost: unitCost,
});
const request = (f: Fixture, lines: CostEstimateLineInput[]): SaveCostEstimateRequest => ({
  project_id: f.projectId,
  status_id: 3,
  job_numbers: f.jobNumberIds,
  client_unit_id: f.clientUnitId,
  infodesign_unit_id: f.idgUnitId,
  lines,
});
const save = (f: Fixture, lines: CostEstimateLineInput[]) => kit.call('pm', 'POST', 'cost-estimates', request(f, lines));
const errorsOf = (response: { json: <T>() => T }) => response.json<ValidationErrorBody>().errors;
const estimateCount = async (projectId: number) =>
  Number((await one<{ count: number }>(sql`select count(*)::int as count from cost_estimates where project_id = ${projectId}`)).count);

describe('amounts the columns cannot hold', () => {
  it('refuses a quantity or unit cost past numeric(12,2), naming the line field, and saves nothing', async () => {
    const f = await fixture();
    const before = await estimateCount(f.projectId);
    const cases: [CostEstimateLineInput, string][] = [
      [piece(f, '10000000000', '1'), 'lines.0.quantity'],
      [piece(f, 1e21, '1'), 'lines.0.quantity'],
      [piece(f, '1', '10000000000.00'), 'lines.0.unit_cost'],
      [piece(f, '1', 98765432109876), 'lines.0.unit_cost'],
    ];
    for (const [line, field] of cases) {
      const response = await save(f, [line]);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ [field]: [TOO_LARGE_MESSAGE] });
    }
    expect(await estimateCount(f.projectId)).toBe(before);
  });

  it('refuses a line whose value (quantity x unit cost) is past numeric(14,2), and takes the largest that fits', async () => {
    const f = await fixture();
    const tooLarge = await save(f, [piece(f, '1', '5'), piece(f, '100.01', '9999999999.99')]);
    expect(tooLarge.statusCode).toBe(422);
    expect(errorsOf(tooLarge)).toEqual({ 'lines.1.value': [TOO_LARGE_MESSAGE] });

    const largest = await save(f, [piece(f, '100', '9999999999.99')]);
    expect(largest.statusCode).toBe(201);
    expect(largest.json<SaveCostEstimateResponse>().data.value).toBe('999999999999.00');
  });

  it("refuses lines whose sum after the discount is past the estimate's value column, naming value", async () => {
    const f = await fixture();
    const lines = [piece(f, '600000', '1000000'), piece(f, '600000', '1000000')];
    const response = await save(f, lines);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ value: [TOO_LARGE_MESSAGE] });

    // Half off brings 1,200,000,000,000.00 down to what the column holds.
    const discounted = await save(f, [...lines, { details: 'Half off', item_type_id: 3, discount: '50' }]);
    expect(discounted.statusCode).toBe(201);
    expect(discounted.json<SaveCostEstimateResponse>().data.value).toBe('600000000000.00');

    const id = discounted.json<SaveCostEstimateResponse>().data.id;
    const replaced = await kit.call('pm', 'POST', `cost-estimate-lines/${id}`, { lines });
    expect(errorsOf(replaced)).toEqual({ value: [TOO_LARGE_MESSAGE] });
    const stored = (await kit.call('pm', 'GET', `cost-estimate/${id}`)).json<CostEstimateResponse>().data;
    expect([stored.value, stored.CostEstimateLines.length]).toEqual(['600000000000.00', 3]);
  });
});

describe('the number of lines', () => {
  it(`takes ${MAX_LINES} lines and refuses ${MAX_LINES + 1}, naming lines`, async () => {
    const f = await fixture();
    const lines = Array.from({ length: MAX_LINES }, () => piece(f, '1', '2.50'));
    const full = await save(f, lines);
    expect(full.statusCode).toBe(201);
    expect(full.json<SaveCostEstimateResponse>().data.value).toBe('1250.00');

    const before = await estimateCount(f.projectId);
    const over = await save(f, [...lines, piece(f, '1', '1')]);
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over)).toEqual({ lines: [TOO_MANY_LINES_MESSAGE] });
    expect(await estimateCount(f.projectId)).toBe(before);
  });
});

describe('a disabled activity type', () => {
  it('cannot be chosen on a new line, but stays on the lines of an estimate that already had it', async () => {
    const f = await fixture();
    const activity = await one<{ id: number }>(sql`insert into activity_types (name, rate) values ('Retired activity', '40') returning id`);
    const other = await one<{ id: number }>(sql`insert into activity_types (name, rate) values ('Retired too', '50') returning id`);
    const hours = (activityId: number, quantity = '2'): CostEstimateLineInput => ({
      details: 'Hours',
      item_type_id: 1,
      activity_type_id: activityId,
      quantity,
    });
    const created = await save(f, [hours(activity.id)]);
    expect(created.statusCode).toBe(201);
    const id = created.json<SaveCostEstimateResponse>().data.id;
    await db().execute(sql`update activity_types set disabled = true where id in (${activity.id}, ${other.id})`);

    const refused = await save(f, [piece(f, '1', '1'), hours(activity.id)]);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ 'lines.1.activity_type_id': [DISABLED_ACTIVITY_MESSAGE] });

    // The estimate that named it keeps it through an edit of the header and lines and a replacement of the lines.
    const kept = await kit.call('pm', 'PUT', `cost-estimates/${id}`, request(f, [hours(activity.id, '3')]));
    expect(kept.statusCode).toBe(200);
    expect(kept.json<SaveCostEstimateResponse>().data.value).toBe('120.00');
    const another = await kit.call('pm', 'POST', `cost-estimate-lines/${id}`, { lines: [hours(activity.id), hours(other.id)] });
    expect(errorsOf(another)).toEqual({ 'lines.1.activity_type_id': [DISABLED_ACTIVITY_MESSAGE] });
  });
});

describe('input the schemas refuse (issue 31)', () => {
  it('answers 422 naming lines for 10,001 lines, and saves nothing', async () => {
    const f = await fixture();
    const before = await estimateCount(f.projectId);
    const response = await save(
      f,
      Array.from({ length: 10_001 }, () => piece(f, '1', '1')),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ lines: [TOO_MANY_LINES_MESSAGE] });
    expect(await estimateCount(f.projectId)).toBe(before);
  });

  it('answers 404 for an estimate or project id past int32 in the path, and 422 for one in the body', async () => {
    const f = await fixture();
    for (const url of [
      'cost-estimate/2147483648',
      'cost-estimates/2147483648',
      'download-ce/99999999999',
      'financial-summary/2147483648',
    ]) {
      const response = await kit.call('pm', 'GET', url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { message: 'Not Found.' }]);
    }
    const response = await kit.call('pm', 'POST', 'cost-estimates', { ...request(f, [piece(f, '1', '1')]), project_id: 2147483648 });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ project_id: ['The selected project id is invalid.'] });
  });

  it('refuses a NUL byte in a line, a status sent as text and job numbers that are not a list', async () => {
    const f = await fixture();
    const nul = await save(f, [{ ...piece(f, '1', '1'), details: 'a\u0000b' }]);
    expect(nul.statusCode).toBe(422);
    expect(errorsOf(nul)).toEqual({ 'lines.0.details': ['The details field must not contain a NUL character.'] });
    const wrongTypes = await kit.call('pm', 'POST', 'cost-estimates', {
      ...request(f, [piece(f, '1', '1')]),
      status_id: '1',
      job_numbers: String(f.jobNumberIds[0]),
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(errorsOf(wrongTypes)).toEqual({
      status_id: ['The selected status id is invalid.'],
      job_numbers: ['The job numbers field must be an array.'],
    });
  });
});
