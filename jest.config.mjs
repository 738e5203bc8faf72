/**
 * One jest run for every workspace package: unit and component tests next to the code,
 * API tests through Fastify's inject on a fresh embedded database, and the scripts' own tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
// pnpm keeps packages under .pnpm/<name>/node_modules; ESM-only ones must be transformed.
const esmPackages = ['ky', '@scure/base', '@noble/hashes', 'typebox', 'content-disposition', 'rettime', '@open-draft', 'until-async'];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages.join('|')})/)`];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // jsdom with Node's fetch, streams, Blob, File, FormData and their kin, and Node's export
  // conditions (MSW's documented setup: its Node build, and one realm for a request and its body).
  testEnvironment: '<rootDir>/../scripts/jest/jsdom-environment.cjs',
  // MSW's rettime and @open-draft/deferred-promise ship only .mjs files.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns,
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
  moduleNameMapper: {
    '\\.(css|svg|png)$': '<rootDir>/../scripts/jest/file-stub.cjs',
    '^@nivo/(pie|bar|line)$': '<rootDir>/../scripts/jest/nivo-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

export default {
  // jest's default is one worker less than the cores, and one worker means running in band: on
  // CI's two cores the test files ran one at a time on one core while the other stayed idle.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    // Every remote that exists in this checkout (they arrive one issue at a time).
    ...[
      'shared',
      'shell',
      ...readdirSync('.')
        .filter((dir) => dir.startsWith('mf-') && existsSync(`${dir}/src`))
        .sort(),
    ].map(browserProject),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // typebox ships only .mjs files.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // The run's database templates (api/src/test/database-templates.ts).
      globalSetup: '<rootDir>/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/src/test/global-teardown.ts',
    },
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/*.test.ts'],
    },
  ],
};
