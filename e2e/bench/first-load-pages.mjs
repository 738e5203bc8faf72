/**
 * The pages the first-load benches open (first-load.mjs, compare-builds.mjs), each with what
 * tells that it is ready.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';

/** The pages measured; later areas add theirs here. */
export const PAGES = [
  { name: '/login', path: '/login', signedIn: false, ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor() },
  { name: '/ (dashboard)', path: '/', signedIn: true, ready: (page) => page.getByTestId('overview-wip').waitFor() },
  {
    name: '/projects',
    path: '/projects',
    signedIn: true,
    ready: (page) => page.getByRole('table', { name: 'Projects' }).locator('tbody tr').first().waitFor(),
  },
  {
    name: '/timesheet',
    path: '/timesheet',
    signedIn: true,
    ready: (page) => page.getByRole('region', { name: /^Monday, / }).waitFor(),
  },
  {
    name: '/reports/projects',
    path: '/reports/projects',
    signedIn: true,
    ready: (page) => page.getByRole('table', { name: 'Projects' }).locator('tbody tr').first().waitFor(),
  },
  // Issue 12's budget: the first report opened adds at most 180 KiB gzip to the shell, nivo included.
  {
    name: '/reports/income',
    path: '/reports/income',
    signedIn: true,
    ready: (page) => page.getByRole('figure', { name: 'Income by month' }).locator('svg').first().waitFor(),
  },
  // The details page with mf-finance's panels, once the details remote is in the checkout: the
  // mf-finance row is the finance area's first-open cost (issue 10: at most 60 KiB gzip).
  ...(existsSync(path.join(ROOT, 'mf-project-details', 'webpack.config.cjs'))
    ? [
        {
          name: '/project/1 (with the finance panels)',
          path: '/project/1',
          signedIn: true,
          ready: (page) => page.getByRole('region', { name: 'Financial summary' }).getByTestId('summary-profit').waitFor(),
        },
      ]
    : []),
];
