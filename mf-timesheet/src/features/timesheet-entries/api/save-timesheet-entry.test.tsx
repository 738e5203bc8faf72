/**
 * Saving an entry when the answer is lost on the way back (an API restarting mid-call): the
 * real client and mutation hook against a real HTTP server that keys what it saves by the
 * Idempotency-Key, as the API does, and drops the first connection after saving.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from '@testing-library/react';
import { eventBus, resetApiClient, setPortalConfig, type TimesheetEntryPayload, useSessionStore } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { useSaveTimesheetEntry } from './save-timesheet-entry';

const PAYLOAD: TimesheetEntryPayload = {
  project_id: 7,
  activity_type_id: 2,
  hours: 1.5,
  extra_request: 0,
  overtime: 0,
  qa_issue: 0,
  manual_date: '2026-11-26',
  details: 'Storyboard',
  mjn: null,
};

describe('useSaveTimesheetEntry when the first answer is lost', () => {
  let server: http.Server;
  const keys: Array<string | undefined> = [];
  const saved = new Map<string, number>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const key = String(req.headers['idempotency-key']);
        keys.push(req.headers['idempotency-key'] as string | undefined);
        const firstTime = !saved.has(key);
        if (firstTime) saved.set(key, saved.size + 100);
        if (firstTime) return req.socket.destroy();
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data: { ...PAYLOAD, id: saved.get(key), project_inactive: false } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    setPortalConfig({
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`,
      realtime: { key: 'k', wsHost: 'localhost', wsPort: 1, forceTLS: false, cluster: 'local' },
    });
    useSessionStore.setState({ signedIn: true });
    resetApiClient();
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('retries once with the same key: one entry, saved and shown as saved', async () => {
    const changed = jest.fn();
    const stop = eventBus.on('project-changed', changed);
    const { result } = renderDataHooks(() => useSaveTimesheetEntry());

    let entry: { id: number } | undefined;
    await act(async () => {
      entry = await result.current(PAYLOAD);
    });
    stop();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(saved.size).toBe(1);
    expect(entry?.id).toBe(100);
    expect(changed).toHaveBeenCalledWith({ projectId: 7, part: 'timesheet' });
  });
});
