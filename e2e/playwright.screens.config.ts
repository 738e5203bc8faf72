/**
 * The screenshots in docs/screens/: `pnpm --filter e2e screens` (after `pnpm build`) starts the
 * same servers as the suite (global-setup.ts) and photographs the main screens of each role in
 * both themes, on a desktop and on a phone. Not part of `pnpm test`: it asserts nothing.
 */
import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

export default defineConfig({
  ...suite,
  testDir: 'screens',
  // Apart from the suite's test-results/, which a run empties when it starts.
  outputDir: 'test-results-screens',
  // One browser: the pages share the accounts whose theme the capture switches.
  workers: 1,
  fullyParallel: false,
  reporter: 'line',
});
