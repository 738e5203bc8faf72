/** @jest-environment node */
/**
 * The federation contract against the remotes: it names every remote of the roster, and each
 * remote in this checkout exposes exactly the contract's modules (its webpack `exposes`), each
 * from a file that exists. The types are checked by `pnpm typecheck` (area-contract.type-test.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREA_CONTRACT, type RemoteName } from './area-contract';

// What an app hands the config factory is what reaches the federation plugin; read it without loading webpack.
jest.mock('../../../scripts/webpack/create-app-config.cjs', () => ({ createAppConfig: (app: unknown) => app }));

type AppOptions = { dir: string; exposes?: Record<string, string> };

const ROOT = path.resolve(__dirname, '../../..');
// Read, not imported: front-end sources import nothing outside their app (import-rules.test.ts).
const roster = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { apps: { dir: string; name: string }[] };
const remotes = roster.apps.filter((app) => app.name !== 'shell');
const inCheckout = remotes.filter((app) => existsSync(path.join(ROOT, app.dir, 'webpack.config.cjs')));

const webpackOptions = async (dir: string) =>
  ((await import(path.join(ROOT, dir, 'webpack.config.cjs'))) as { default: AppOptions }).default;

it('names every remote of the roster, and nothing else', () => {
  expect(Object.keys(AREA_CONTRACT).sort()).toEqual(remotes.map((app) => app.name).sort());
});

it('checks the remotes of this checkout', () => {
  expect(inCheckout.map((app) => app.name)).toEqual(expect.arrayContaining(['mf_projects', 'mf_config', 'mf_reports']));
});

describe.each(inCheckout)('$name', ({ dir, name }) => {
  it("exposes exactly the contract's modules", async () => {
    const { exposes = {} } = await webpackOptions(dir);
    expect(Object.keys(exposes).sort()).toEqual(Object.keys(AREA_CONTRACT[name as RemoteName]).sort());
  });

  it('exposes each module from a file that exists', async () => {
    const { dir: appDir, exposes = {} } = await webpackOptions(dir);
    expect(Object.values(exposes).filter((file) => !existsSync(path.join(appDir, file)))).toEqual([]);
  });
});
