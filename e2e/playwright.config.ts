/**
 * The portal end to end: the production builds of the shell and the remotes, served as in
 * production (scripts/serve-static.mjs), against the reference API on a fresh database.
 * global-setup.ts starts all of it; Debian's Chromium runs the pages (never `playwright install`).
 */
import { defineConfig } from '@playwright/test';
import { BASE_URL } from './support/env';

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  // Two cores: two browsers in parallel, the API and the static servers share the rest.
  workers: 2,
  fullyParallel: true,
  // Deterministic or broken: a failing test is not retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A remote-to-remote page (the report loads mf-reports, then mf-projects' filters and table)
  // can take over 10 s on a loaded two-core machine; waiting longer changes no assertion.
  expect: { timeout: 20_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
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
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
