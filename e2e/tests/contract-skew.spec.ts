/**
 * Version skew between the shell and a remote (shared/src/federation/area-contract.ts): the
 * shell the suite serves, built for the contract as it is, runs a newer mf-reports built for a
 * newer minor of the contract (an addition it can live with), and refuses one built for the next
 * major with the area's card saying it needs a newer portal, before any of that remote's code
 * runs; the rest of the portal keeps working.
 *
 * The newer build is a real build of mf-reports with area-contract-version.json raised by a
 * minor. The next major's build is that build with its manifest's declaration raised: the
 * declaration is all the shell reads to refuse a remote.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { openSignedIn, RemoteServer, remotesFromFile, ROOT_DIR, runDir, sidebar, USERS } from '../support';
import { freePort } from '../support/processes';

const run = promisify(execFile);
const CONTRACT_FILE = path.join(ROOT_DIR, 'shared/src/federation/area-contract-version.json');
/** Inside mf-reports/dist, which git ignores; the build beside it is the one the suite serves. */
const NEWER_BUILD = 'dist/contract-drill';

const versionOf = (text: string) => (JSON.parse(text) as { version: string }).version;

/** Builds mf-reports for the next minor of the contract, then puts the version back. */
async function buildForNextMinor(): Promise<{ build: string; minor: string; major: string }> {
  const source = readFileSync(CONTRACT_FILE, 'utf8');
  const [major, minor] = versionOf(source).split('.').map(Number);
  const nextMinor = `${major}.${minor + 1}`;
  try {
    writeFileSync(CONTRACT_FILE, JSON.stringify({ version: nextMinor }));
    await run('pnpm', ['--filter', 'mf-reports', 'build'], {
      cwd: ROOT_DIR,
      env: { ...process.env, PORTAL_OUT_DIR: NEWER_BUILD, PORTAL_BROTLI_QUALITY: '5' },
    });
  } finally {
    writeFileSync(CONTRACT_FILE, source);
  }
  return { build: path.join(ROOT_DIR, 'mf-reports', NEWER_BUILD), minor: nextMinor, major: `${major + 1}.0` };
}

/** `build` as version folder `version` of the deploy root, declaring `contract` in its manifest. */
function publishAs(build: string, deployRoot: string, version: string, contract: string): void {
  const folder = path.join(deployRoot, version);
  cpSync(build, folder, { recursive: true });
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { portalContract?: string } };
  expect(manifest.metaData.portalContract).toBeDefined();
  manifest.metaData.portalContract = contract;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // The build's precompressed copies would be served instead of the file changed here.
  for (const compressed of ['.br', '.gz']) rmSync(`${manifestFile}${compressed}`, { force: true });
}

test('the shell runs a remote built for a newer minor of the contract and refuses one built for the next major', async ({ context }) => {
  test.setTimeout(300_000);
  const newer = await buildForNextMinor();
  const drill = path.join(runDir(), `contract-${Date.now()}`);
  const deployRoot = path.join(drill, 'mf-reports');
  mkdirSync(deployRoot, { recursive: true });
  publishAs(newer.build, deployRoot, 'minor', newer.minor);
  publishAs(newer.build, deployRoot, 'major', newer.major);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await RemoteServer.deployRoot('mf-reports-contract', deployRoot, port, '/minor/mf-manifest.json');
  const remotesFile = path.join(drill, 'remotes.json');
  const pointReportsAt = (version: string) => {
    const remotes = JSON.parse(readFileSync(path.join(runDir(), 'remotes.json'), 'utf8')) as Record<string, string>;
    writeFileSync(remotesFile, JSON.stringify({ ...remotes, mf_reports: `${origin}/${version}/mf-manifest.json` }));
  };
  const served: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(origin)) served.push(new URL(request.url()).pathname);
  });
  try {
    pointReportsAt('minor');
    await remotesFromFile(context, remotesFile);
    const page = await context.newPage();
    await openSignedIn(page, USERS.pm, '/reports/income', { quietReminder: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Income \(/);
    await expect(page.getByRole('table', { name: 'Income', exact: true })).toBeVisible();
    expect(served).toContain('/minor/remoteEntry.js');

    pointReportsAt('major');
    const refusedTab = await context.newPage();
    await refusedTab.goto('/reports/income');
    const card = refusedTab.getByTestId('area-unavailable');
    await expect(card.getByRole('heading', { name: 'Reports needs a newer portal' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    // Refused on its manifest: none of the remote's code was fetched.
    const majorFiles = served.filter((file) => file.startsWith('/major/'));
    expect(majorFiles).toContain('/major/mf-manifest.json');
    expect(majorFiles.filter((file) => !file.endsWith('/mf-manifest.json'))).toEqual([]);
    // The rest of the portal still works.
    await sidebar(refusedTab).getByRole('link', { name: 'Dashboard' }).click();
    await expect(refusedTab.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(refusedTab.getByTestId('area-unavailable')).toHaveCount(0);
  } finally {
    await server.stop();
    rmSync(drill, { recursive: true, force: true });
  }
});
