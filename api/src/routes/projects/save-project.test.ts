import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { ProjectDetail, ProjectResponse, ProjectsResponse, SaveProjectResponse, ValidationErrorBody } from '@portal/shared/contract';
import { DEMO_USERS, HOGARTH_BRAND_IDS } from '../../db/seed-data';
import { addDays, today } from '../../lib/dates';
import { bearer, multipartBody, TINY_PNG } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { seedFixture, visibleTo } from './projects-fixture';
import { DEADLINE_MESSAGE, FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE, LIMITED_MESSAGES, SAVED_MESSAGE } from './save-project';

const kit = setUpTestKit();
const { tokens } = kit;
const seed = seedFixture(kit.now);

type Upload = { filename: string; contentType: string; data: Buffer };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function save(token: string, fields: Record<string, string>, file?: Upload, id?: number) {
  const body = multipartBody(fields, file && { field: 'file_path', ...file });
  return kit.t.inject({
    method: 'POST',
    url: id === undefined ? '/api/save-project' : `/api/save-project/${id}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;
const project = async (id: number, token = tokens.pm) =>
  (await kit.t.inject({ method: 'GET', url: `/api/project/${id}`, headers: bearer(token) })).json<ProjectResponse>()
    .project as ProjectDetail;

const day = () => today(kit.t.now);
/** A valid form of a full project manager. */
const pmForm = (extra: Record<string, string> = {}): Record<string, string> => ({
  job_numbers: JSON.stringify(['JN-TEST-0001', seed.jobNumbers.get(1)!]),
  title: 'Spring Launch Microsite',
  description: 'Landing page and banners',
  mjn: 'MJN-555',
  client_id: '7',
  brand_id: '2',
  hogarth_pm_id: '16',
  start_date: day(),
  deadline: addDays(day(), 7),
  type_id: '1',
  fixed_price: '12500.50',
  owner_id: '7',
  category_id: '3',
  teamlead_ids: JSON.stringify([DEMO_USERS.dev.id, 10]),
  ...extra,
});
/** A valid form of the limited project manager. */
const limitedForm = (extra: Record<string, string> = {}): Record<string, string> => ({
  job_numbers: JSON.stringify(['JN-LIM-0001']),
  title: 'Hogarth adaptation batch',
  client_id: '1',
  brand_id: String(HOGARTH_BRAND_IDS[0]),
  start_date: day(),
  deadline: addDays(day(), 7),
  type_id: '2',
  owner_id: '15',
  category_id: '17',
  ...extra,
});

describe('POST /api/save-project: access', () => {
  it('needs a token and session role 2', async () => {
    expect((await kit.t.inject({ method: 'POST', url: '/api/save-project', payload: {} })).statusCode).toBe(401);
    for (const key of ['dev', 'dev2', 'clientPm', 'it'] as const) {
      expect((await save(tokens[key], pmForm())).statusCode).toBe(403);
      expect((await save(tokens[key], pmForm(), undefined, 1)).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown project', async () => {
    expect((await save(tokens.pm, pmForm(), undefined, 999999)).statusCode).toBe(404);
  });
});

describe('POST /api/save-project: validation', () => {
  it('names every missing required field', async () => {
    const response = await save(tokens.pm, { description: 'only this' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(
      ['brand_id', 'category_id', 'client_id', 'deadline', 'job_numbers', 'owner_id', 'start_date', 'title', 'type_id'].sort(),
    );
    expect(errorsOf(response).title).toEqual(['The title field is required.']);
    expect(response.json<ValidationErrorBody>().message).toEqual(expect.any(String));
  });

  it('needs at least one job number, as a list or typed text', async () => {
    expect(errorsOf(await save(tokens.pm, pmForm({ job_numbers: '[]' }))).job_numbers).toBeDefined();
    expect(errorsOf(await save(tokens.pm, pmForm({ job_numbers: ' , ' }))).job_numbers).toBeDefined();
    expect(errorsOf(await save(tokens.pm, pmForm({ job_numbers: '[1,' }))).job_numbers).toBeDefined();
  });

  it('refuses a deadline before the start date and malformed dates', async () => {
    expect(errorsOf(await save(tokens.pm, pmForm({ deadline: addDays(day(), -1) })))).toEqual({ deadline: [DEADLINE_MESSAGE] });
    expect(Object.keys(errorsOf(await save(tokens.pm, pmForm({ start_date: '2025-02-30', deadline: '12.03.2025' })))).sort()).toEqual([
      'deadline',
      'start_date',
    ]);
  });

  it('checks the chosen client, brand, owner, client PM, type, category and team leads', async () => {
    const response = await save(
      tokens.pm,
      pmForm({
        client_id: '24', // disabled
        brand_id: '9999',
        owner_id: '16', // a client PM cannot own a project
        hogarth_pm_id: '7', // a project manager is no client PM
        type_id: '4',
        category_id: '99',
        teamlead_ids: JSON.stringify([DEMO_USERS.dev2.id]), // not a team lead
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(
      ['brand_id', 'category_id', 'client_id', 'hogarth_pm_id', 'owner_id', 'teamlead_ids', 'type_id'].sort(),
    );
    expect(errorsOf(await save(tokens.pm, pmForm({ owner_id: '9' }))).owner_id).toBeDefined(); // disabled PM
    expect(errorsOf(await save(tokens.pm, pmForm({ fixed_price: '-5' }))).fixed_price).toBeDefined();
    expect(errorsOf(await save(tokens.pm, pmForm({ teamlead_ids: 'not json' }))).teamlead_ids).toBeDefined();
  });

  it('refuses a file that is not an accepted kind, whatever its name, and a file over 10 MB', async () => {
    const html = await save(tokens.pm, pmForm(), {
      filename: 'brief.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(html.statusCode).toBe(422);
    expect(html.json()).toEqual({ message: FILE_TYPE_MESSAGE, errors: { file_path: [FILE_TYPE_MESSAGE] } });
    const big = await save(tokens.pm, pmForm(), {
      filename: 'big.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(422);
    expect(errorsOf(big)).toEqual({ file_path: [FILE_SIZE_MESSAGE] });
  });

  it('stores nothing when the save fails', async () => {
    const before = (
      await kit.t.inject({ method: 'GET', url: '/api/projects?resPerPage=1', headers: bearer(tokens.pm) })
    ).json<ProjectsResponse>().totalResults;
    await save(tokens.pm, pmForm({ owner_id: '16' }), { filename: 'brief.pdf', contentType: 'application/pdf', data: PDF });
    const after = (
      await kit.t.inject({ method: 'GET', url: '/api/projects?resPerPage=1', headers: bearer(tokens.pm) })
    ).json<ProjectsResponse>().totalResults;
    expect(after).toBe(before);
    const dir = path.join(kit.t.config.uploadDir, 'projects');
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });
});

describe('POST /api/save-project: create and edit', () => {
  let createdId: number;

  it('creates a Pending project with its job numbers, team leads, fixed price and file', async () => {
    const response = await save(tokens.pm, pmForm(), { filename: 'Brief été.pdf', contentType: 'application/pdf', data: PDF });
    expect(response.statusCode).toBe(201);
    const body = response.json<SaveProjectResponse>();
    expect(body.message).toBe(SAVED_MESSAGE);
    createdId = body.data.id;
    expect(createdId).toBeGreaterThan(seed.projects.length);

    const created = await project(createdId);
    expect(created).toMatchObject({
      title: 'Spring Launch Microsite',
      description: 'Landing page and banners',
      mjn: 'MJN-555',
      status_id: 1,
      client_id: 7,
      brand_id: 2,
      hogarth_pm_id: 16,
      owner_id: 7,
      type_id: 1,
      category_id: 3,
      start_date: day(),
      deadline: addDays(day(), 7),
      fixed_price: 12500.5,
      teamlead_ids: [DEMO_USERS.dev.id, 10],
      file_name: 'Brief été.pdf',
      parent_id: null,
    });
    expect(created.job_numbers.map((j) => j.name).sort()).toEqual(['JN-TEST-0001', seed.jobNumbers.get(1)!].sort());
    // The existing job number was linked, not copied.
    expect(created.job_numbers.find((j) => j.name === seed.jobNumbers.get(1))!.id).toBe(1);

    // The file is downloadable by who may see the project, under its original name.
    expect(created.file_url).toMatch(/^http:\/\/localhost:4000\/api\/uploads\/projects\/[a-f0-9]{32}\.pdf$/);
    const url = new URL(created.file_url!).pathname;
    const download = await kit.t.inject({ method: 'GET', url, headers: bearer(tokens.pm) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Brief _t_.pdf"; filename*=UTF-8''Brief%20%C3%A9t%C3%A9.pdf`,
    );
    expect(download.rawPayload).toEqual(PDF);
    expect((await kit.t.inject({ method: 'GET', url })).statusCode).toBe(401);
    // dev2 is not on this project.
    expect((await kit.t.inject({ method: 'GET', url, headers: bearer(tokens.dev2) })).statusCode).toBe(404);
    // dev leads it.
    expect((await kit.t.inject({ method: 'GET', url, headers: bearer(tokens.dev) })).statusCode).toBe(200);

    // It shows in the list under its status.
    const listed = (
      await kit.t.inject({ method: 'GET', url: '/api/projects?status=1&title=Spring%20Launch', headers: bearer(tokens.pm) })
    ).json<ProjectsResponse>();
    expect(listed.data.projects.map((p) => p.id)).toEqual([createdId]);
  });

  it('edits it: new values, job numbers replaced, file kept without a new one, fixed price dropped for another type', async () => {
    const before = await project(createdId);
    const response = await save(
      tokens.pm,
      pmForm({
        title: 'Spring Launch Microsite v2',
        job_numbers: 'JN-TEST-0002, JN-TEST-0003',
        type_id: '2',
        fixed_price: '999',
        hogarth_pm_id: '',
        teamlead_ids: '[]',
      }),
      undefined,
      createdId,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SaveProjectResponse>()).toEqual({ data: { id: createdId }, message: SAVED_MESSAGE });
    const after = await project(createdId);
    expect(after).toMatchObject({
      title: 'Spring Launch Microsite v2',
      type_id: 2,
      fixed_price: null,
      hogarth_pm_id: null,
      teamlead_ids: [],
      filepath: before.filepath,
    });
    expect(after.job_numbers.map((j) => j.name)).toEqual(['JN-TEST-0002', 'JN-TEST-0003']);
  });

  it('replaces the stored file with a new one', async () => {
    const before = await project(createdId);
    const response = await save(tokens.pm, pmForm(), { filename: 'mock.png', contentType: 'image/png', data: TINY_PNG }, createdId);
    expect(response.statusCode).toBe(200);
    const after = await project(createdId);
    expect(after.file_name).toBe('mock.png');
    expect(after.filepath).toMatch(/\.png$/);
    const dir = path.join(kit.t.config.uploadDir, 'projects');
    expect(fs.existsSync(path.join(dir, before.filepath!))).toBe(false);
    expect(fs.readFileSync(path.join(dir, after.filepath!))).toEqual(TINY_PNG);
  });

  it('accepts a JSON body as well', async () => {
    const response = await kit.t.inject({
      method: 'POST',
      url: '/api/save-project',
      headers: bearer(tokens.pm),
      payload: { ...pmForm({ title: 'From JSON' }), job_numbers: ['JN-JSON-1'], teamlead_ids: [10] },
    });
    expect(response.statusCode).toBe(201);
    expect(await project(response.json<SaveProjectResponse>().data.id)).toMatchObject({ title: 'From JSON', teamlead_ids: [10] });
  });
});

describe('POST /api/save-project: the limited project manager', () => {
  it('saves a project of type 2 / category 17 with a marked client and brand and an allowed owner', async () => {
    const response = await save(tokens.limited, limitedForm());
    expect(response.statusCode).toBe(201);
    const id = response.json<SaveProjectResponse>().data.id;
    expect(await project(id, tokens.limited)).toMatchObject({
      type_id: 2,
      category_id: 17,
      owner_id: 15,
      hogarth_pm_id: null,
      filepath: null,
    });
  });

  it('cannot choose another type, category, owner, unmarked client or brand', async () => {
    const response = await save(
      tokens.limited,
      limitedForm({ type_id: '1', category_id: '3', owner_id: '1', client_id: '7', brand_id: '2' }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      type_id: [LIMITED_MESSAGES.type_id],
      category_id: [LIMITED_MESSAGES.category_id],
      owner_id: [LIMITED_MESSAGES.owner_id],
      client_id: [LIMITED_MESSAGES.client_id],
      brand_id: [LIMITED_MESSAGES.brand_id],
    });
  });

  it('cannot set a client PM or attach a file', async () => {
    expect(errorsOf(await save(tokens.limited, limitedForm({ hogarth_pm_id: '16' })))).toEqual({
      hogarth_pm_id: [LIMITED_MESSAGES.hogarth_pm_id],
    });
    expect(errorsOf(await save(tokens.limited, limitedForm(), { filename: 'a.pdf', contentType: 'application/pdf', data: PDF }))).toEqual({
      file_path: [LIMITED_MESSAGES.file_path],
    });
  });

  it('edits the projects it sees, with its creation restrictions (document 2, section 6), and no other', async () => {
    const hidden = seed.projects.find((p) => !visibleTo(DEMO_USERS.limited.id, 'limited')(p))!;
    expect((await save(tokens.limited, limitedForm(), undefined, hidden.id)).statusCode).toBe(403);
    expect(await project(hidden.id)).toMatchObject({ title: hidden.title });
    const own = seed.projects.find((p) => visibleTo(DEMO_USERS.limited.id, 'limited')(p))!;
    const refused = await save(tokens.limited, limitedForm({ type_id: '1', title: 'Not saved' }), undefined, own.id);
    expect(errorsOf(refused)).toEqual({ type_id: [LIMITED_MESSAGES.type_id] });
    expect(await project(own.id)).toMatchObject({ title: own.title });
    const response = await save(tokens.limited, limitedForm({ title: 'Renamed by the limited PM' }), undefined, own.id);
    expect(response.statusCode).toBe(200);
    expect(await project(own.id)).toMatchObject({ title: 'Renamed by the limited PM', type_id: 2, category_id: 17 });
  });
});

describe('POST /api/save-project: a disabled category', () => {
  it('is refused for a new project or a new choice, and kept by a project that already has it', async () => {
    const created = await save(tokens.pm, pmForm({ job_numbers: JSON.stringify(['JN-CAT-0001']), category_id: '4' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<SaveProjectResponse>().data;
    expect((await kit.call('pm', 'PUT', 'project-categories/4', { disabled: true })).statusCode).toBe(200);

    const fresh = await save(tokens.pm, pmForm({ job_numbers: JSON.stringify(['JN-CAT-0002']), category_id: '4' }));
    expect(fresh.statusCode).toBe(422);
    expect(errorsOf(fresh)).toEqual({ category_id: ['The selected category id is invalid.'] });
    const kept = await save(
      tokens.pm,
      pmForm({ job_numbers: JSON.stringify(['JN-CAT-0001']), category_id: '4', title: 'Renamed' }),
      undefined,
      id,
    );
    expect(kept.statusCode).toBe(200);
    expect(await project(id)).toMatchObject({ title: 'Renamed', category_id: 4 });
    const other = await save(tokens.pm, pmForm({ job_numbers: JSON.stringify(['JN-CAT-0003']), category_id: '3' }));
    expect(other.statusCode).toBe(201);
    const moved = await save(
      tokens.pm,
      pmForm({ job_numbers: JSON.stringify(['JN-CAT-0003']), category_id: '4' }),
      undefined,
      other.json<SaveProjectResponse>().data.id,
    );
    expect(errorsOf(moved)).toEqual({ category_id: ['The selected category id is invalid.'] });

    expect((await kit.call('pm', 'PUT', 'project-categories/4', { disabled: false })).statusCode).toBe(200);
    expect((await save(tokens.pm, pmForm({ job_numbers: JSON.stringify(['JN-CAT-0004']), category_id: '4' }))).statusCode).toBe(201);
  });
});

describe('POST /api/save-project: what the schema refuses', () => {
  it('answers 422 for an id above int32, a NUL byte and a text longer than its column', async () => {
    const response = await save(
      tokens.pm,
      pmForm({ client_id: '2147483648', title: 'a\u0000b', mjn: 'm'.repeat(101), teamlead_ids: JSON.stringify([2147483648]) }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      client_id: ['The selected client id is invalid.'],
      title: ['The title field must not contain a NUL character.'],
      mjn: ['The mjn field must not be greater than 100 characters.'],
      teamlead_ids: ['The teamlead ids field must be a list of user ids.'],
    });
    expect(errorsOf(await save(tokens.pm, pmForm({ job_numbers: JSON.stringify(['a\u0000']) })))).toEqual({
      job_numbers: ['A job number must not contain a NUL character.'],
    });
  });

  it('refuses a JSON body with a date sent as a list or an object in a text field', async () => {
    const { job_numbers, ...fields } = pmForm();
    const response = await kit.t.inject({
      method: 'POST',
      url: '/api/save-project',
      headers: bearer(tokens.pm),
      payload: {
        ...fields,
        job_numbers: JSON.parse(job_numbers) as string[],
        client_id: 7,
        brand_id: 2,
        hogarth_pm_id: 16,
        owner_id: 7,
        type_id: 1,
        category_id: 3,
        start_date: [day()],
        description: { text: 'x' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      start_date: ['The start date field must be a string.'],
      description: ['The description field must be a string.'],
    });
  });

  it('answers 404 for a project id above int32', async () => {
    expect((await save(tokens.pm, pmForm(), undefined, 2147483648)).statusCode).toBe(404);
  });
});
