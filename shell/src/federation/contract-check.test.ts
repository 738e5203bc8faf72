import { AREA_CONTRACT_VERSION } from '@portal/shared';
import { acceptsContract, contractCheck, refusedContract } from './contract-check';

/** What federation's runtime hands the plugin when it has read a remote's mf-manifest.json. */
const manifestRead = (remote: string, metaData: Record<string, unknown>) =>
  ({ manifestJson: { metaData }, moduleInfo: { name: remote } }) as never;

describe('the federation contract check', () => {
  const check = contractCheck().loadRemoteSnapshot!;

  it('runs a remote built for this contract, a newer minor or one that declares nothing', async () => {
    const [major] = AREA_CONTRACT_VERSION.split('.');
    for (const declared of [AREA_CONTRACT_VERSION, `${major}.99`]) {
      await expect(Promise.resolve(check(manifestRead('mf_reports', { portalContract: declared })))).resolves.toBeDefined();
    }
    await expect(Promise.resolve(check(manifestRead('mf_reports', {})))).resolves.toBeDefined();
    expect(refusedContract('mf_reports')).toBeUndefined();
  });

  it('refuses a remote built for another major, and takes it back once it is redeployed within the contract', async () => {
    const newerMajor = `${Number.parseInt(AREA_CONTRACT_VERSION, 10) + 1}.0`;
    expect(acceptsContract(newerMajor)).toBe(false);
    expect(() => check(manifestRead('mf_reports', { portalContract: newerMajor }))).toThrow(`built for version ${newerMajor}`);
    expect(refusedContract('mf_reports')).toBe(newerMajor);
    expect(refusedContract('mf_projects')).toBeUndefined();

    await check(manifestRead('mf_reports', { portalContract: AREA_CONTRACT_VERSION }));
    expect(refusedContract('mf_reports')).toBeUndefined();
  });
});
