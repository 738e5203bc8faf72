/**
 * The API's security headers (docs/security.md, V14.4 and V8.2.1): every answer is data that
 * runs nothing and is framed by no one, and no signed-in answer nor the sign-in answer is kept
 * by a browser or a proxy; avatars stay cacheable and loadable by the shell's <img>.
 */
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { invoices, plajas } from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed-data';
import { newDocumentHash } from '../invoicing/document-address';
import { TINY_PNG } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';

const kit = setUpTestKit();

const JSON_API_CSP = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

describe('security headers of the API', () => {
  it("gives a signed-in answer helmet's headers for data: no script, no framing, no sniffing, no referrer", async () => {
    const response = await kit.call('pm', 'GET', 'projects?page=1&resPerPage=5');

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-security-policy': JSON_API_CSP,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('marks every signed-in answer no-store, a refusal and a failed call too', async () => {
    const answers = await Promise.all([
      kit.call('pm', 'GET', 'update-user-store'),
      kit.call('dev', 'GET', `activity-types-by-user/${DEMO_USERS.pm.id}`),
      kit.call(null, 'GET', 'projects?page=1&resPerPage=5'),
      kit.call('pm', 'POST', 'save-project', {}),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403, 401, 422]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('marks the sign-in answer no-store, whether the password was right or wrong', async () => {
    const signIn = (password: string) =>
      kit.t.inject({ method: 'POST', url: '/api/login', payload: { email: 'pm@agency.test', password, token: true } });

    const [right, wrong] = await Promise.all([signIn(DEMO_PASSWORD), signIn('not the password')]);

    expect(right.statusCode).toBe(200);
    expect(right.json<{ data: { token: string } }>().data.token).toEqual(expect.any(String));
    expect(wrong.statusCode).toBe(422);
    expect([right.headers['cache-control'], wrong.headers['cache-control']]).toEqual(['no-store', 'no-store']);
  });

  it("leaves an avatar cacheable and loadable by the shell's origin", async () => {
    const file = `${'a'.repeat(32)}.png`;
    fs.mkdirSync(path.join(kit.t.config.uploadDir, 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(kit.t.config.uploadDir, 'avatars', file), TINY_PNG);

    const avatar = await kit.t.inject({ method: 'GET', url: `/api/uploads/avatars/${file}` });

    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
  });

  it("opens an invoice's PDF in a tab no one can frame, without a policy that would stop the browser's PDF viewer", async () => {
    const [plaja] = await kit.t.database.db.select({ id: plajas.id }).from(plajas).limit(1);
    const hash = newDocumentHash();
    const [invoice] = await kit.t.database.db
      .insert(invoices)
      .values({
        kind: 'invoice',
        plajaId: plaja.id,
        series: 'SEC',
        number: 990001,
        hash,
        issuedOn: '2026-01-15',
        total: '100.00',
        poNumber: 'PO-1',
        projectTitle: 'Spring campaign',
        sellerName: 'Agency',
        sellerLegalEntity: 'Agency SRL',
        buyerName: 'Client',
        buyerLegalEntity: 'Client SA',
        lines: [{ details: 'Design', quantity: '1', unit: 'h', unit_cost: '100.00', value: '100.00' }],
      })
      .returning({ id: invoices.id });

    const pdf = await kit.t.inject({ method: 'GET', url: `/api/invoicing/invoice/${invoice.id}/${hash}` });

    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers).toMatchObject({
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
});
