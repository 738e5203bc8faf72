/**
 * Two API instances on one PostgreSQL behind the shell's round-robin forwarder, started by this
 * file with the documented command (`pnpm start:two-instances`: scripts/with-postgres.sh, which
 * installs Debian's PostgreSQL when it is missing, around scripts/start-two-instances.mjs). Its
 * shell runs on ports of its own in front of the remotes the suite serves. What one instance
 * does, the other knows: a live event, a sign-in limit, an uploaded file.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_PORT, DEMO_PASSWORD, runDir, SHELL_PORT, signIn, sidebar, uniqueName, USERS, watchRealtime } from '../support';
import { startProcess, stopProcess, waitForUrl, type Started } from '../support/processes';

/** Ports beside the suite's own (E2E_PORT_OFFSET moves them along). */
const FORWARDER_PORT = SHELL_PORT + 50;
const INSTANCE_PORTS = [API_PORT + 50, API_PORT + 51];
const FORWARDER = `http://localhost:${FORWARDER_PORT}`;
const instance = (n: 0 | 1) => `http://localhost:${INSTANCE_PORTS[n]}/api`;
/** Sign-in attempts per minute from one IP, low enough to reach in a test. */
const IP_LIMIT = 8;

/** Both instances start one after the other, the first migrating and seeding an empty database. */
test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.use({ baseURL: FORWARDER });

let started: Started | undefined;

test.beforeAll(async () => {
  const dir = path.join(runDir(), 'two-instances');
  started = startProcess(
    'two-instances',
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      'scripts/start-two-instances.mjs',
      '--shell-port',
      String(FORWARDER_PORT),
      '--api-ports',
      INSTANCE_PORTS.join(','),
      '--remotes',
      path.join(runDir(), 'remotes.json'),
      '--no-remotes',
    ],
    {
      logDir: path.join(runDir(), 'logs'),
      env: {
        // One folder shared by both instances, as on one machine.
        UPLOAD_DIR: path.join(dir, 'uploads'),
        OUTBOX_DIR: path.join(dir, 'outbox'),
        TWO_FACTOR_KEY_FILE: path.join(dir, 'two-factor.key'),
        LOGIN_IP_RATE_LIMIT_MAX: String(IP_LIMIT),
        LOGIN_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
        DATABASE_URL: '',
        PUSHER_SECRET: '',
        // Away from a PostgreSQL another copy of the suite may have started.
        POSTGRES_PORT: String(56_000 + (FORWARDER_PORT % 1000)),
      },
    },
  );
  await waitForUrl(`${FORWARDER}/config.json`, { timeoutMs: 540_000, process: started });
  for (const n of [0, 1] as const) await waitForUrl(`${instance(n)}/health`, { timeoutMs: 60_000, process: started });
});

test.afterAll(async () => {
  // with-postgres.sh stops its server and removes its folder on the way out.
  if (started) await stopProcess(started, 20_000);
});

/** POST/PUT JSON to one instance, or a login attempt from `clientIp` (the forwarder on loopback is a trusted proxy). */
async function call(
  n: 0 | 1,
  method: string,
  route: string,
  body: unknown,
  { token, clientIp }: { token?: string; clientIp?: string } = {},
) {
  const response = await fetch(`${instance(n)}/${route}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOn(n: 0 | 1, email: string): Promise<string> {
  const answer = await call(n, 'POST', 'login', { email, password: DEMO_PASSWORD, token: true });
  expect(answer.status).toBe(200);
  return (answer.body.data as { token: string }).token;
}

test('a client saved through either instance reaches a page whose live feed is on the other, without a reload', async ({ page }) => {
  const realtime = watchRealtime(page);
  await signIn(page, 'elena.popescu@agency.test');
  await sidebar(page).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  const clientChoices = page.getByRole('combobox', { name: 'Client', exact: true }).locator('option');
  await expect(clientChoices.first()).toBeAttached();
  await realtime.joined();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The forwarder chose the page's instance; one of these two saves is made on the other one.
  const name = uniqueName('Two Instances Client');
  const first = await call(0, 'POST', 'clients', { name }, { token: await tokenOn(0, USERS.pm) });
  expect(first.status).toBe(201);
  await expect(clientChoices.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);

  const id = (first.body.data as { id: number }).id;
  const renamed = `${name} Renamed`;
  expect((await call(1, 'PUT', `clients/${id}`, { name: renamed }, { token: await tokenOn(1, USERS.pm) })).status).toBe(200);
  await expect(clientChoices.filter({ hasText: renamed })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a sign-in limit reached through one instance holds on the other', async () => {
  const attacker = '203.0.113.77';
  const statuses: number[] = [];
  for (let i = 0; i < IP_LIMIT; i++) {
    statuses.push(
      (await call(0, 'POST', 'login', { email: `spray-${i}@agency.test`, password: 'Summer2026!' }, { clientIp: attacker })).status,
    );
  }
  expect(statuses).toEqual(Array<number>(IP_LIMIT).fill(422));
  const refused = await call(1, 'POST', 'login', { email: USERS.it, password: DEMO_PASSWORD }, { clientIp: attacker });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^Too many attempts/);
  // Another client signs in meanwhile, through either instance.
  expect(
    (await call(1, 'POST', 'login', { email: USERS.it, password: DEMO_PASSWORD, token: true }, { clientIp: '198.51.100.9' })).status,
  ).toBe(200);
});

test('a file uploaded through one instance downloads through the other', async () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
  const uploaded = await fetch(`${instance(0)}/profile/update`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenOn(0, USERS.dev2)}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const avatar = ((await uploaded.json()) as { avatar: string }).avatar;
  // Its public address is the forwarder's; fetched here from the other instance itself.
  expect(avatar.startsWith(`${FORWARDER}/api/uploads/avatars/`)).toBe(true);
  const downloaded = await fetch(avatar.replace(`${FORWARDER}/api`, instance(1)));
  expect(downloaded.status).toBe(200);
  expect(Buffer.from(await downloaded.arrayBuffer()).equals(png)).toBe(true);
});
