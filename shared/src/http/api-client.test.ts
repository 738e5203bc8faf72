/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setPortalConfig } from '../config/portal-config';
import { eventBus } from '../events/event-bus';
import { useSessionStore } from '../session/session-store';
import { apiGet, apiPost, resetApiClient } from './api-client';

type Seen = { method?: string; url?: string; authorization?: string; requestedWith?: string | string[]; body: string };

describe('api client (against a real HTTP server)', () => {
  let server: http.Server;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          requestedWith: req.headers['x-requested-with'],
          body,
        });
        if (req.url?.startsWith('/api/expired')) {
          res.writeHead(401, { 'Content-Type': 'application/json' });
          return res.end(JSON.stringify({ message: 'Unauthenticated.' }));
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data: 'ok' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    setPortalConfig({
      apiUrl: `http://127.0.0.1:${port}/api/`,
      realtime: { key: 'k', wsHost: 'localhost', wsPort: 1, forceTLS: false, cluster: 'local' },
    });
    resetApiClient();
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen.length = 0;
  });

  it('leaves the session to the browser’s cookie (no Authorization header) and drops empty filters', async () => {
    useSessionStore.setState({ signedIn: true });
    await apiGet('projects', { page: 2, title: '', status: null, pm: 1000 });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/projects?page=2&pm=1000', authorization: undefined });
  });

  it('sends plain objects as JSON, saying it is the portal’s own call (X-Requested-With, which the API requires of changes)', async () => {
    await apiPost('settings', { theme: 'theme-dark' });
    expect(JSON.parse(seen[0].body)).toEqual({ theme: 'theme-dark' });
    expect(seen[0].requestedWith).toBe('XMLHttpRequest');
  });

  it('announces an expired session when a signed-in call answers 401', async () => {
    useSessionStore.setState({ signedIn: true });
    const expired = jest.fn();
    const stop = eventBus.on('session-expired', expired);
    await expect(apiGet('expired')).rejects.toThrow();
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not treat a failed call while signed out as an expired session', async () => {
    useSessionStore.setState({ signedIn: false });
    const expired = jest.fn();
    const stop = eventBus.on('session-expired', expired);
    await expect(apiPost('expired', {})).rejects.toThrow();
    stop();
    expect(expired).not.toHaveBeenCalled();
  });
});
