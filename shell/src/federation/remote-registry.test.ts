import { loadRemote, type ModuleFederationRuntimePlugin, registerPlugins } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemoteManifest, RemoteUnavailableError } from './remote-registry';

// The federation runtime is the network here: a remote that hangs is a load that never settles.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const hang = () => new Promise<never>(() => {});

/** How long the load took to settle, in fake milliseconds, and how. */
async function timeToSettle(load: Promise<unknown>): Promise<{ ms: number; outcome: unknown }> {
  const start = Date.now();
  let settled: { outcome: unknown } | null = null;
  load.then(
    (value) => (settled = { outcome: value }),
    (error: unknown) => (settled = { outcome: error }),
  );
  while (!settled && Date.now() - start < 60_000) await jest.advanceTimersByTimeAsync(100);
  return { ms: Date.now() - start, outcome: (settled as { outcome: unknown } | null)?.outcome };
}

describe('loadRemoteModule', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockedLoad.mockReset();
    registerRemoteManifest({ mf_projects: 'http://localhost:3001/mf-manifest.json' });
  });
  afterEach(() => jest.useRealTimers());

  it('gives a hanging remote up after the documented 12 s, retry included', async () => {
    mockedLoad.mockImplementation(hang);
    const { ms, outcome } = await timeToSettle(loadRemoteModule('mf_projects', './projects-page'));
    expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    expect(ms).toBeGreaterThanOrEqual(12_000);
    expect(ms).toBeLessThanOrEqual(12_100);
  });

  it('retries a load that failed fast, and the retry still ends by 12 s when it hangs', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-003')).mockImplementation(hang);
    const { ms, outcome } = await timeToSettle(loadRemoteModule('mf_projects', './projects-page'));
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    expect(ms).toBeLessThanOrEqual(12_100);
  });

  it('gives a remote built for another major of the contract up at once, without the retry', async () => {
    // The runtime reads the remote's manifest through the plugins the registry registered.
    const [[[plugin]]] = jest.mocked(registerPlugins).mock.calls as [[ModuleFederationRuntimePlugin[]]];
    const manifest = { metaData: { portalContract: '2.0' } };
    mockedLoad.mockImplementation(async () =>
      plugin.loadRemoteSnapshot?.({ manifestJson: manifest, moduleInfo: { name: 'mf_projects' } } as never),
    );
    const { ms, outcome } = await timeToSettle(loadRemoteModule('mf_projects', './projects-page'));
    expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(ms).toBeLessThan(800);
    // Redeployed within the contract: the remote runs again.
    manifest.metaData.portalContract = '1.0';
    const page = { default: () => null };
    mockedLoad.mockImplementation(async () => {
      await plugin.loadRemoteSnapshot?.({ manifestJson: manifest, moduleInfo: { name: 'mf_projects' } } as never);
      return page;
    });
    expect((await timeToSettle(loadRemoteModule('mf_projects', './projects-page'))).outcome).toBe(page);
  });

  it('answers with the module when the retry after a failure loads it', async () => {
    const page = { default: () => null };
    mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValueOnce(page);
    const { outcome } = await timeToSettle(loadRemoteModule('mf_projects', './projects-page'));
    expect(outcome).toBe(page);
  });
});
