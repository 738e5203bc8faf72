/**
 * Uploads the multipart parser cannot read (issue 31): a body without a boundary, one cut short
 * and one with more parts than the API reads answer 400 with a message, on the avatar upload
 * (POST profile/update) and on an expense's document (POST external-expenses), and change nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { asc, count } from 'drizzle-orm';
import { externalExpenses, projects } from '../db/schema';
import { bearer, multipartBody, TINY_PNG } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';

const kit = setUpTestKit();

const MALFORMED = 'The upload could not be read: the multipart body is malformed.';

/** The three bodies: no boundary in the header, the body cut in the middle of the file, 40 parts (the API reads 25). */
function malformedBodies(fields: Record<string, string>, file: { field: string; filename: string; contentType: string; data: Buffer }) {
  const whole = multipartBody(fields, file);
  const many = multipartBody({ ...fields, ...Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`extra${index}`, 'a'])) }, file);
  return {
    'without a boundary': { headers: { 'content-type': 'multipart/form-data' }, payload: whole.payload },
    truncated: { headers: whole.headers, payload: whole.payload.subarray(0, whole.payload.length - 40) },
    'with too many parts': many,
  };
}

describe('a malformed multipart body', () => {
  it('on the avatar upload answers 400 with a message and leaves the profile as it was', async () => {
    const before = await kit.call('pm', 'GET', 'check-user-data');
    const bodies = malformedBodies(
      { name: 'Paula Martin' },
      { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
    );
    for (const [kind, body] of Object.entries(bodies)) {
      const response = await kit.t.inject({
        method: 'POST',
        url: '/api/profile/update',
        headers: { ...bearer(kit.tokens.pm), ...body.headers },
        payload: body.payload,
      });
      expect({ kind, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        kind,
        status: 400,
        body: { message: MALFORMED },
      });
    }
    expect((await kit.call('pm', 'GET', 'check-user-data')).body).toBe(before.body);
  });

  it('on an expense document upload answers 400 with a message and saves no expense', async () => {
    const [project] = await kit.t.ctx.db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id)).limit(1);
    const countExpenses = async () => Number((await kit.t.ctx.db.select({ n: count() }).from(externalExpenses))[0].n);
    const expensesBefore = await countExpenses();
    const bodies = malformedBodies(
      { project_id: String(project.id), description: 'Print run', value: '100' },
      { field: 'document', filename: 'invoice.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n'.repeat(200)) },
    );
    for (const [kind, body] of Object.entries(bodies)) {
      const response = await kit.t.inject({
        method: 'POST',
        url: '/api/external-expenses',
        headers: { ...bearer(kit.tokens.pm), ...body.headers },
        payload: body.payload,
      });
      expect({ kind, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        kind,
        status: 400,
        body: { message: MALFORMED },
      });
    }
    expect(await countExpenses()).toBe(expensesBefore);
  });
});
