import path from 'node:path';
import { providedShares, SHARED_MODULES } from '../shared-modules';

// The build's list of what the host provides (config/mf-preset.cjs), which the host's build defines for the runtime.
const preset = require('@portal/config/mf-preset');
const hostDir = path.join(__dirname, '..', '..', '..', '..');
const built = preset.hostSharedVersions(hostDir) as Record<string, { version: string; requiredVersion: string | false }>;

describe('the shared modules the federation runtime offers the areas', () => {
  it('are exactly the ones the build provides: none missing (an area would not load), none extra', () => {
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(built).sort());
  });

  it('each go as a singleton with the installed version, loaded only when an area asks for it', async () => {
    const shares = providedShares(built);
    expect(shares.react).toMatchObject({
      version: built.react.version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: '^19.2.0', strictVersion: false, eager: false },
    });
    const factory = await shares['@portal/contract/query'].get();
    expect(factory()).toBe(await import('@portal/contract/query'));
  });
});
