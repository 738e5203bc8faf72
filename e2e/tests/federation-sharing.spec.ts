/**
 * 10. One React, one router, one Chakra system, one session store on the page: after the
 * dashboard (a remote) has loaded, the federation share scope holds one version of every shared
 * singleton, the remote gets the very module the shell's own code uses (its session store holds
 * the shell's sign-in), a newer copy registered by another container does not replace the
 * shell's, and the remote works from the shell's session and follows the shell's theme.
 * A seeded PM no other test signs in with (Samuel Cohen) switches the theme here.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPost, BASE_URL, browserToken, chooseInProfileMenu, DEMO_PASSWORD, openSignedIn, submitLogin, withApiSession } from '../support';

const ACCOUNT = 'samuel.cohen@agency.test';

// React Router travels inside the shared react-router-dom module (scripts/webpack/react-router-facade.mjs).
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@emotion/react', 'zustand', 'swr', '@portal/shared'];

/** A module in the federation share scope, as the runtime keeps it (the fields read here). */
type SharedEntry = {
  version: string;
  from: string;
  loaded?: boolean;
  useIn?: string[];
  lib?: () => unknown;
  get: () => Promise<() => unknown>;
};
/** A container's federation instance on the page, with its share scopes: scope -> package -> version -> module. */
type FederationInstance = { name: string; shareScopeMap: Record<string, Record<string, Record<string, SharedEntry>>> };
type FederationWindow = { __FEDERATION__: { __INSTANCES__: FederationInstance[] } };

type ShareReport = {
  instances: string[];
  /** package -> instance -> versions that are loaded, and every registered version */
  packages: Record<string, Record<string, { loaded: string[]; registered: string[]; useIn: string[] }>>;
};

function readShareScope(page: Page): Promise<ShareReport> {
  return page.evaluate(() => {
    const instances = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__;
    const report: ShareReport = { instances: instances.map(({ name }) => name), packages: {} };
    for (const { name: instance, shareScopeMap } of instances) {
      for (const packages of Object.values(shareScopeMap)) {
        for (const [name, versions] of Object.entries(packages)) {
          const entry = (report.packages[name] ??= {});
          const all = Object.entries(versions);
          entry[instance] = {
            registered: all.map(([version]) => version),
            loaded: all.filter(([, shared]) => shared.loaded).map(([version]) => version),
            useIn: [...new Set(all.flatMap(([, shared]) => shared.useIn ?? []))],
          };
        }
      }
    }
    return report;
  });
}

test('the shell and the dashboard remote share one copy of each singleton', async ({ page }) => {
  await openSignedIn(page, ACCOUNT, '/');
  await expect(page.getByTestId('overview-wip')).toBeVisible();

  const report = await readShareScope(page);
  expect(report.instances).toEqual(expect.arrayContaining(['shell', 'mf_projects']));
  // One federation runtime core for every container: the remotes are built to run on the shell's.
  const runtimeCores = await page.evaluate(
    () => new Set((window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__.map((instance) => instance.constructor)).size,
  );
  expect(runtimeCores).toBe(1);

  // The Chakra components the remote rendered with (it bundles none of its own).
  const chakraUsedByRemote = Object.entries(report.packages)
    .filter(
      ([name, byInstance]) =>
        name.startsWith('@chakra-ui/react/') && Object.values(byInstance).some((e) => e.useIn.includes('mf_projects')),
    )
    .map(([name]) => name);
  expect(chakraUsedByRemote).toEqual(
    expect.arrayContaining(['@chakra-ui/react/card', '@chakra-ui/react/stat', '@chakra-ui/react/heading']),
  );
  // The remote takes @portal/shared from the share scope (the shell's code imports its own copy
  // directly: that it is the same module is checked below).
  expect(report.packages['@portal/shared']?.[report.instances[0]]?.useIn).toContain('mf_projects');

  for (const name of [...SINGLETONS, ...chakraUsedByRemote, '@chakra-ui/react/styled-system']) {
    const byInstance = report.packages[name];
    expect(byInstance, `${name} is in the share scope`).toBeTruthy();
    // One version on the page, the shell's, registered as loaded (provided-copies-loaded.ts): a
    // remote's fallback copy of the same version is never taken, and a second React would have
    // broken the remote's hooks.
    const loadedEverywhere = new Set<string>();
    for (const [instance, entry] of Object.entries(byInstance)) {
      expect(entry.registered, `${name} in ${instance}: one version registered`).toHaveLength(1);
      expect(entry.loaded, `${name} in ${instance}: exactly one loaded version`).toHaveLength(1);
      loadedEverywhere.add(entry.loaded[0]);
    }
    expect([...loadedEverywhere], `${name}: the same version for every container`).toHaveLength(1);
  }

  // The remote's @portal/shared is the shell's own: its session store holds the shell's sign-in.
  const sameModule = await page.evaluate(async () => {
    const instances = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__;
    const modules = await Promise.all(
      instances.map(async ({ shareScopeMap }) => {
        const loaded = Object.values(shareScopeMap.default['@portal/shared']).find((shared) => shared.loaded)!;
        return loaded.lib ? loaded.lib() : (await loaded.get())();
      }),
    );
    const store = (modules[0] as { useSessionStore: { getState: () => { signedIn: boolean; me: { email: string } | null } } })
      .useSessionStore;
    return {
      identical: modules.every((module) => module === modules[0]),
      containers: modules.length,
      email: store.getState().me?.email,
      signedIn: store.getState().signedIn,
    };
  });
  expect(sameModule.containers).toBeGreaterThanOrEqual(2);
  expect(sameModule.identical).toBe(true);
  expect(sameModule.email).toBe(ACCOUNT);
  expect(sameModule.signedIn).toBe(true);
});

test("a newer copy another container registers does not replace the shell's", async ({ page }) => {
  // The shell's own copies are on the page whatever else is registered: a remote deployed with
  // a newer singleton in its fallback must still get the shell's. Stood in for here by a newer
  // version of each singleton registered before the dashboard loads; taking one is recorded.
  await page.goto('/login');
  const shellInstance = () => (window as Partial<FederationWindow>).__FEDERATION__?.__INSTANCES__.find(({ name }) => name === 'shell');
  await page.waitForFunction(shellInstance);
  const shellHas = await page.evaluate((singletons) => {
    const taken: string[] = [];
    (window as unknown as { newerTaken: string[] }).newerTaken = taken;
    const shell = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__.find(({ name }) => name === 'shell')!;
    const scope = shell.shareScopeMap.default;
    const registered: string[] = [];
    for (const name of singletons) {
      const versions = scope[name];
      if (!versions) continue;
      const shellCopy = Object.values(versions)[0];
      const [major] = shellCopy.version.split('.');
      const newer = `${major}.999.0`;
      // A newer copy records being taken (and then hands out the shell's module).
      versions[newer] = {
        ...shellCopy,
        version: newer,
        from: 'newer_remote',
        loaded: false,
        useIn: [],
        get: () => (taken.push(name), shellCopy.get()),
      };
      registered.push(name);
    }
    return registered;
  }, SINGLETONS);
  expect(shellHas).toEqual(SINGLETONS);

  await submitLogin(page, ACCOUNT, DEMO_PASSWORD);
  await expect(page.getByTestId('overview-wip')).toBeVisible();
  const report = await readShareScope(page);
  expect(report.packages['@portal/shared']?.[report.instances[0]]?.useIn).toContain('mf_projects');
  expect(await page.evaluate(() => (window as unknown as { newerTaken: string[] }).newerTaken)).toEqual([]);
});

test("the remote calls the API with the shell's session and follows the shell's theme", async ({ page }) => {
  const remoteCalls: Promise<string | undefined>[] = [];
  page.on('request', (request) => {
    if (/\/api\/(projects-stats|home)$/.test(request.url()) && request.method() === 'GET') {
      remoteCalls.push(request.allHeaders().then((headers) => headers.cookie));
    }
  });
  await openSignedIn(page, ACCOUNT, '/');
  const card = page.getByTestId('overview-wip');
  await expect(card).toBeVisible();

  // The remote's calls carry the session the shell signed in with (its HttpOnly cookie).
  const token = await browserToken(page);
  await expect.poll(() => remoteCalls.length).toBeGreaterThanOrEqual(2);
  for (const header of await Promise.all(remoteCalls)) expect(header).toContain(`portal_token=${token}`);
  expect(new URL(page.url()).origin).toBe(BASE_URL);

  // The remote's card is painted by the shell's Chakra system: it turns dark with the shell.
  const background = () => card.evaluate((element) => getComputedStyle(element).backgroundColor);
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  const light = await background();
  expect(luminance(light)).toBeGreaterThan(0.7);

  try {
    await chooseInProfileMenu(page, 'Dark theme');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(async () => luminance(await background())).toBeLessThan(0.3);

    await chooseInProfileMenu(page, 'Light theme');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect.poll(background).toBe(light);
  } finally {
    await withApiSession(ACCOUNT, (session) => apiPost(session.token, 'settings', { theme: 'theme-light' }));
  }
});
