/**
 * An unexpected failure (issue 31, ASVS V7.4.1): the answer is a generic 500 that carries the
 * request's id and nothing of the failure, and the error's log line carries the same id, so a
 * user's report of the answer finds the log line.
 */
import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openMigratedDatabase } from '../test/database-templates';
import '../test/test-app';

type LogLine = { level: number; reqId?: string; msg?: string; err?: { message?: string } };

describe('a 5xx answer', () => {
  it('carries the request id that its error log line has, and no detail of the failure', async () => {
    const config = loadConfig({});
    const database = await openMigratedDatabase({ migrationsDir: config.migrationsDir, seedAt: null });
    const lines: LogLine[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    const { app } = await buildApp({ db: database.db, config, logger: { level: 'error', stream } });
    try {
      // The database goes away under the running app: the health check's query fails.
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(500);
      const body = response.json<{ message: string; request_id: string }>();
      expect(body).toEqual({ message: 'Server Error', request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const logged = lines.filter((line) => line.level >= 50);
      expect(logged).toEqual([expect.objectContaining({ reqId: body.request_id, msg: 'request failed' })]);
      expect(logged[0].err?.message).toBeTruthy();
      // Another failing call has another id.
      const again = await app.inject({ method: 'GET', url: '/api/health' });
      expect(again.json<{ request_id: string }>().request_id).not.toBe(body.request_id);
    } finally {
      await app.close();
    }
  }, 60_000);
});
