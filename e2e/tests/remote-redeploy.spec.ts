/**
 * A team deploys its remote while people use the portal (docs/deploy.md). mf-projects is
 * rebuilt once with a visible change and published as a new version folder beside the running
 * one, with /remotes.json re-pointed (scripts/publish-remote.mjs). A tab open on /projects keeps
 * working on the version it loaded (the old version's chunks are still served), says a new
 * version is available at its next navigation in the area, and runs the new version from the
 * navigation after; a new tab runs it at once. Rolling back (re-pointing to the previous
 * version) works the same way. Each switch must complete within 30 s.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, RemoteServer, remotesFromFile, ROOT_DIR, runDir, sidebar, USERS } from '../support';
import { freePort } from '../support/processes';

const run = promisify(execFile);
const PAGE_SOURCE = path.join(ROOT_DIR, 'mf-projects/src/pages/projects-page.tsx');
const HEADING = "<PageHeading>{PAGE_HEADINGS['/projects']}</PageHeading>";
/** Inside mf-projects/dist, which git ignores; the build beside it is the one the suite serves. */
const NEXT_BUILD = 'dist/redeploy-drill';

/** Builds mf-projects once with its page heading changed, then puts the source back. */
async function buildNextVersion(): Promise<string> {
  const source = readFileSync(PAGE_SOURCE, 'utf8');
  if (!source.includes(HEADING)) throw new Error(`${PAGE_SOURCE} no longer draws ${HEADING}`);
  try {
    writeFileSync(PAGE_SOURCE, source.replace(HEADING, "<PageHeading>{PAGE_HEADINGS['/projects']} (release 2)</PageHeading>"));
    await run('pnpm', ['--filter', 'mf-projects', 'build'], {
      cwd: ROOT_DIR,
      env: { ...process.env, PORTAL_OUT_DIR: NEXT_BUILD, PORTAL_BROTLI_QUALITY: '5' },
    });
  } finally {
    writeFileSync(PAGE_SOURCE, source);
  }
  return path.join(ROOT_DIR, 'mf-projects', NEXT_BUILD);
}

/** scripts/publish-remote.mjs as a team runs it: the build as `version`, /remotes.json pointed at it. */
async function publish(build: string, deployRoot: string, version: string, remotesFile: string, origin: string) {
  await run(process.execPath, [
    path.join(ROOT_DIR, 'scripts/publish-remote.mjs'),
    build,
    deployRoot,
    '--version',
    version,
    '--remotes',
    remotesFile,
    '--url',
    origin,
  ]);
}

/** The projects page's heading once the page itself is drawn (its table is there). */
async function expectProjectsHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** Records what would show a broken tab: a script error or a file of the remote that is gone. */
function watchForBreakage(page: Page, origin: string): string[] {
  const broken: string[] = [];
  page.on('pageerror', (error) => broken.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) broken.push(`${response.status()} ${response.url()}`);
  });
  return broken;
}

/**
 * The open tab after a deploy: the next navigation in the area works on the version it runs and
 * offers the new one; the navigation after that runs it. Answers the seconds until the offer
 * (the switch the user sees) and until the new version is drawn.
 */
async function openTabMovesTo(page: Page, heading: string): Promise<{ offered: number; drawn: number }> {
  const start = Date.now();
  const seconds = () => (Date.now() - start) / 1000;
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available.' })).toBeVisible();
  const offered = seconds();
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Projects', exact: true }).click();
  await expectProjectsHeading(page, heading);
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available.' })).toHaveCount(0);
  return { offered, drawn: seconds() };
}

test('a redeployed remote reaches an open tab at its next navigation, a new tab at once, and rolls back the same way', async ({
  context,
}) => {
  test.setTimeout(480_000);
  const nextBuild = await buildNextVersion();
  const drill = path.join(runDir(), `redeploy-${Date.now()}`);
  const deployRoot = path.join(drill, 'mf-projects');
  mkdirSync(deployRoot, { recursive: true });
  const remotesFile = path.join(drill, 'remotes.json');
  copyFileSync(path.join(runDir(), 'remotes.json'), remotesFile);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  await publish(path.join(ROOT_DIR, 'mf-projects/dist'), deployRoot, 'v1', remotesFile, origin);
  const server = await RemoteServer.deployRoot('mf-projects-versions', deployRoot, port, '/v1/mf-manifest.json');
  try {
    await remotesFromFile(context, remotesFile);
    const page = await context.newPage();
    const broken = watchForBreakage(page, origin);
    await openSignedIn(page, USERS.pm, '/projects', { quietReminder: true });
    await expectProjectsHeading(page, 'Projects');

    await publish(nextBuild, deployRoot, 'v2', remotesFile, origin);
    const deploy = await openTabMovesTo(page, 'Projects (release 2)');
    expect(deploy.offered).toBeLessThan(30);
    const newTab = await context.newPage();
    await newTab.goto('/projects');
    await expectProjectsHeading(newTab, 'Projects (release 2)');

    await publish(nextBuild, deployRoot, 'v1', remotesFile, origin);
    const rollback = await openTabMovesTo(page, 'Projects');
    expect(rollback.offered).toBeLessThan(30);
    const tabAfterRollback = await context.newPage();
    await tabAfterRollback.goto('/projects');
    await expectProjectsHeading(tabAfterRollback, 'Projects');
    expect(broken).toEqual([]);
    const figures = `deploy offered ${deploy.offered} s, drawn ${deploy.drawn} s; rollback offered ${rollback.offered} s, drawn ${rollback.drawn} s`;
    test.info().annotations.push({ type: 'switch', description: figures });
    console.log(figures);
  } finally {
    await server.stop();
    rmSync(drill, { recursive: true, force: true });
  }
});
