import { describe, expect, it } from '@jest/globals';
import { PROJECT_UPDATE_EVENT, type ProjectDetail, type ProjectResponse, type ValidationErrorBody } from '@portal/shared/contract';
import { DEMO_USERS } from '../../db/seed-data';
import { bearer, multipartBody } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { seedFixture, visibleTo, type SeedProjectRow } from './projects-fixture';
import {
  CHILD_REMOVED_MESSAGE,
  OPEN_PENDING_REFUSED,
  PARENT_REMOVED_MESSAGE,
  STATUS_CHANGED_MESSAGE,
  STATUS_MESSAGES,
} from './project-links';

const kit = setUpTestKit();
const seed = seedFixture(kit.now);

const setStatus = (account: 'pm' | 'limited' | 'dev' | 'clientPm' | 'it', id: number, status: string) => {
  const body = multipartBody({ status_id: status });
  return kit.t.inject({
    method: 'POST',
    url: `/api/update-projects-status/${id}`,
    headers: { ...bearer(kit.tokens[account]), ...body.headers },
    payload: body.payload,
  });
};
const detail = async (id: number) => (await kit.call('pm', 'GET', `project/${id}`)).json<ProjectResponse>().project as ProjectDetail;
const errorsOf = (response: { json: () => unknown }) => (response.json() as ValidationErrorBody).errors;
const published = (part: string) =>
  kit.published.filter((p) => p.event === PROJECT_UPDATE_EVENT && (p.data as { part: string }).part === part);
const withStatus = (status: number, taken: Set<number>) => {
  const p = seed.projects.find((x) => x.status_id === status && !taken.has(x.id) && x.id !== 8)!;
  taken.add(p.id);
  return p;
};

describe('POST /api/update-projects-status/:id', () => {
  const taken = new Set<number>();

  it('needs a token, session role 2 and a project the caller sees', async () => {
    expect((await kit.t.inject({ method: 'POST', url: '/api/update-projects-status/1' })).statusCode).toBe(401);
    for (const account of ['dev', 'clientPm', 'it'] as const) expect((await setStatus(account, 1, '3')).statusCode).toBe(403);
    const hidden = seed.projects.find((p) => !visibleTo(DEMO_USERS.limited.id, 'limited')(p) && p.status_id === 2)!;
    expect((await setStatus('limited', hidden.id, '3')).statusCode).toBe(403);
    expect((await detail(hidden.id)).status_id).toBe(2);
    expect((await setStatus('pm', 999999, '3')).statusCode).toBe(404);
  });

  it('closes, cancels and reopens as document 2 allows, and tells open pages', async () => {
    const open = withStatus(2, taken);
    const before = published('status').length;
    const closed = await setStatus('pm', open.id, '3');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ data: { id: open.id, status_id: 3 }, message: STATUS_CHANGED_MESSAGE });
    expect((await detail(open.id)).status_id).toBe(3);
    expect(published('status').slice(before)).toEqual([
      expect.objectContaining({ channel: `private-project.${open.id}`, data: { project_id: open.id, part: 'status' } }),
    ]);

    expect(errorsOf(await setStatus('pm', open.id, '3'))).toEqual({ status_id: [STATUS_MESSAGES[3]] });
    expect((await setStatus('pm', open.id, '5')).statusCode).toBe(200);
    expect(errorsOf(await setStatus('pm', open.id, '5'))).toEqual({ status_id: [STATUS_MESSAGES[5]] });
    expect(errorsOf(await setStatus('pm', open.id, '3'))).toEqual({ status_id: [STATUS_MESSAGES[3]] });
    expect((await setStatus('pm', open.id, '2')).statusCode).toBe(200);
    expect((await detail(open.id)).status_id).toBe(2);
    expect(errorsOf(await setStatus('pm', open.id, '2'))).toEqual({ status_id: [STATUS_MESSAGES[2]] });
  });

  it('cancels a pending project', async () => {
    const pending = withStatus(1, taken);
    expect((await setStatus('pm', pending.id, '5')).statusCode).toBe(200);
    expect((await detail(pending.id)).status_id).toBe(5);
  });

  it('opens a pending project for a full project manager, and for nobody else (issue 32)', async () => {
    const pending = seed.projects.find((p) => p.status_id === 1 && !taken.has(p.id) && visibleTo(DEMO_USERS.limited.id, 'limited')(p))!;
    taken.add(pending.id);
    // A limited PM may cancel or close the project, not open it.
    const refused = await setStatus('limited', pending.id, '2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: OPEN_PENDING_REFUSED });
    expect((await detail(pending.id)).status_id).toBe(1);

    const before = published('status').length;
    const opened = await setStatus('pm', pending.id, '2');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ data: { id: pending.id, status_id: 2 }, message: STATUS_CHANGED_MESSAGE });
    expect((await detail(pending.id)).status_id).toBe(2);
    expect(published('status').slice(before)).toHaveLength(1);
    // Open now: opening it again is refused as before.
    expect(errorsOf(await setStatus('pm', pending.id, '2'))).toEqual({ status_id: [STATUS_MESSAGES[2]] });
  });

  it('answers 422 for a missing or unknown status', async () => {
    const open = withStatus(2, taken);
    expect(Object.keys(errorsOf(await setStatus('pm', open.id, '')))).toEqual(['status_id']);
    expect(Object.keys(errorsOf(await setStatus('pm', open.id, '1')))).toEqual(['status_id']);
    expect(Object.keys(errorsOf(await setStatus('pm', open.id, 'x')))).toEqual(['status_id']);
    expect((await detail(open.id)).status_id).toBe(2);
  });

  it('lets a limited PM change the status of a project it sees', async () => {
    const own = seed.projects.find((p) => visibleTo(DEMO_USERS.limited.id, 'limited')(p) && p.status_id === 2)!;
    expect((await setStatus('limited', own.id, '3')).statusCode).toBe(200);
    expect((await detail(own.id)).status_id).toBe(3);
  });
});

const hasChildren = (p: SeedProjectRow) => seed.projects.some((c) => c.parent_id === p.id);

describe('DELETE /api/project-parents/:projectId', () => {
  it('unlinks a subproject from its parent, once, and tells both pages', async () => {
    const child = seed.projects.find((p) => p.parent_id !== null)!;
    expect((await kit.call('dev', 'DELETE', `project-parents/${child.id}`)).statusCode).toBe(403);
    const before = published('parent').length;
    const response = await kit.call('pm', 'DELETE', `project-parents/${child.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PARENT_REMOVED_MESSAGE });
    expect(await detail(child.id)).toMatchObject({ parent_id: null, settle_title: null });
    expect((await detail(child.parent_id!)).children.map((c) => c.id)).not.toContain(child.id);
    expect(
      published('parent')
        .slice(before)
        .map((p) => p.data),
    ).toEqual([
      { project_id: child.id, part: 'parent' },
      { project_id: child.parent_id, part: 'parent' },
    ]);
    expect(Object.keys(errorsOf(await kit.call('pm', 'DELETE', `project-parents/${child.id}`)))).toEqual(['project_id']);
    expect((await kit.call('pm', 'DELETE', 'project-parents/999999')).statusCode).toBe(404);
  });
});

describe('DELETE /api/project-child/:projectId/:childId', () => {
  it('removes a subproject of the project, and refuses anything else', async () => {
    const parent = seed.projects.filter(hasChildren).at(-1)!;
    const [child] = seed.projects.filter((p) => p.parent_id === parent.id);
    const stranger = seed.projects.filter((p) => p.parent_id !== null && p.parent_id !== parent.id).at(-1)!;
    expect((await kit.call('clientPm', 'DELETE', `project-child/${parent.id}/${child.id}`)).statusCode).toBe(403);
    expect(Object.keys(errorsOf(await kit.call('pm', 'DELETE', `project-child/${parent.id}/${stranger.id}`)))).toEqual(['child_id']);
    expect((await detail(stranger.id)).parent_id).toBe(stranger.parent_id);

    const response = await kit.call('pm', 'DELETE', `project-child/${parent.id}/${child.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CHILD_REMOVED_MESSAGE });
    expect((await detail(parent.id)).children.map((c) => c.id)).not.toContain(child.id);
    expect((await detail(child.id)).parent_id).toBeNull();
    expect((await kit.call('pm', 'DELETE', `project-child/999999/${child.id}`)).statusCode).toBe(404);
  });
});

describe('summary menu: what the schemas refuse', () => {
  it('answers 404 for ids above int32 and 422 for a status sent as a list', async () => {
    expect((await setStatus('pm', 2147483648, '3')).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'project-parents/2147483648')).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'project-child/1/2147483648')).statusCode).toBe(404);
    const open = seed.projects.find((p) => p.status_id === 2)!;
    const listed = await kit.call('pm', 'POST', `update-projects-status/${open.id}`, { status_id: [3] });
    expect(listed.statusCode).toBe(422);
    expect(errorsOf(listed)).toEqual({ status_id: ['The selected status id is invalid.'] });
  });
});
