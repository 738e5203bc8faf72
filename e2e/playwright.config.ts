/**
 * The portal end to end: the production builds of the shell and the remotes, served as in
 * production (scripts/serve-static.mjs), against the reference API on a fresh database.
 * global-setup.ts starts all of it; Debian's Chromium runs the pages (never `playwright install`).
 */
import { defineConfig } from '@playwright/test';
import { BASE_URL } from './support/env';

/**
 * How long an expectation, an action or a navigation waits for the page to get there. Choosing
 * a job number (0.6 s of the page's CPU when the machine is calm) took over 20 s at a load
 * average of 25 on two cores; a green run never waits this long, only a failing one.
 */
const PATIENCE = 45_000;

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  // Two cores: two browsers in parallel, the API and the static servers share the rest.
  workers: 2,
  fullyParallel: true,
  // Deterministic or broken: a failing test is not retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The longest scenarios (create, find, edit, set parent) took 50 to 60 s at a load average of
  // 25 on two cores, and a starved page can be many times slower still: slow is not broken.
  timeout: 240_000,
  // A remote-to-remote page (the report loads mf-reports, then mf-projects' filters and table)
  // can take over 10 s on a loaded two-core machine; waiting longer changes no assertion.
  expect: { timeout: PATIENCE },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // An action waits for its control (visible, enabled, stable) as long as an expectation waits:
    // a select that enables after 12 s on a busy machine is slow, not broken.
    actionTimeout: PATIENCE,
    navigationTimeout: PATIENCE,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A page whose document a test fulfills (overrideRemotes: the policy of another remotes.json)
        // has no address the browser knows, and Local Network Access then refuses its calls to localhost.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
