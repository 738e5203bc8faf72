/**
 * The S3 file storage against a real S3-compatible server (s3rver, on loopback): what the API's
 * routes store, serve and remove lands in the bucket, not in the upload folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ExternalExpense, ProfileUpdateResponse, SaveResponse } from '@portal/shared/contract';
import type { S3StorageConfig } from '../config';
import { bearer, createTestApp, multipartBody, TINY_PNG, type TestApp } from '../test/test-app';
import { expenseFields, financeProjects } from '../routes/purchase-orders/finance-fixture';
import { createS3FileStorage } from './s3-file-storage';

const BUCKET = 'portal-files';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let server: S3rver;
let serverDir: string;
let storage: S3StorageConfig;
let t: TestApp;
let bucket: S3Client;

beforeAll(async () => {
  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  storage = {
    kind: 's3',
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's fixed development keys: it checks the signature the SDK computes with them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'portal/',
  };
  bucket = new S3Client({ ...storage, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  t = await createTestApp({ config: { fileStorage: storage } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await server?.close();
  fs.rmSync(serverDir, { recursive: true, force: true });
});

/** The object's bytes in the bucket, or null when it is not there. */
async function objectOf(key: string): Promise<Buffer | null> {
  try {
    const answer = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

const uploadFolderFiles = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir, { recursive: true }) : []);

// Each call goes over HTTP to the S3 server, and a sign-in hashes on purpose: slower than the in-memory tests.
jest.setTimeout(60_000);

describe('the S3 file storage', () => {
  it('stores, reads and removes a file under the prefix, and knows a missing one', async () => {
    const files = createS3FileStorage(storage);
    await files.save('projects', 'a'.repeat(32) + '.pdf', PDF, 'application/pdf');
    expect(await objectOf(`portal/projects/${'a'.repeat(32)}.pdf`)).toEqual(PDF);
    expect(await files.read('projects', 'a'.repeat(32) + '.pdf')).toEqual(PDF);
    await files.remove('projects', 'a'.repeat(32) + '.pdf');
    expect(await files.read('projects', 'a'.repeat(32) + '.pdf')).toBeNull();
    // Removing what is gone is no error: a retried delete must not fail.
    await expect(files.remove('projects', 'a'.repeat(32) + '.pdf')).resolves.toBeUndefined();
  });

  it('keeps an uploaded avatar in the bucket, serves it, and removes it when a newer one replaces it', async () => {
    const token = await t.login('dev2@agency.test');
    const upload = (filename: string, contentType: string, data: Buffer) => {
      const body = multipartBody({}, { field: 'avatar', filename, contentType, data });
      return t.inject({
        method: 'POST',
        url: '/api/profile/update',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload('me.png', 'image/png', TINY_PNG);
    expect(first.statusCode).toBe(200);
    const file = first.json<ProfileUpdateResponse>().avatar!.split('/').pop()!;
    expect(await objectOf(`portal/avatars/${file}`)).toEqual(TINY_PNG);
    expect(uploadFolderFiles()).toEqual([]);

    const served = await t.inject({ method: 'GET', url: `/api/uploads/avatars/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(TINY_PNG);

    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    expect((await upload('me.gif', 'image/gif', gif)).statusCode).toBe(200);
    expect(await objectOf(`portal/avatars/${file}`)).toBeNull();
    expect((await t.inject({ method: 'GET', url: `/api/uploads/avatars/${file}` })).statusCode).toBe(404);
  });

  it("keeps an expense's document in the bucket, downloads it and removes it with the expense", async () => {
    const { projectId } = await financeProjects(t.database.db);
    const token = await t.login('pm@agency.test');
    const body = multipartBody(expenseFields(projectId, { code: 'EXP-S3' }), {
      field: 'document',
      filename: 'receipt.pdf',
      contentType: 'application/pdf',
      data: PDF,
    });
    const created = await t.inject({
      method: 'POST',
      url: '/api/external-expenses',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const expense = created.json<SaveResponse<ExternalExpense>>().data;
    expect(await objectOf(`portal/expenses/${expense.document}`)).toEqual(PDF);

    const download = await t.inject({ method: 'GET', url: `/api/uploads/expenses/${expense.document}`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);

    expect((await t.inject({ method: 'DELETE', url: `/api/external-expenses/${expense.id}`, headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect(await objectOf(`portal/expenses/${expense.document}`)).toBeNull();
    expect(uploadFolderFiles()).toEqual([]);
  });
});
