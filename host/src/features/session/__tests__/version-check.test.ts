import { checkVersion } from '../version-check';

const answer = (version: string) => jest.fn().mockResolvedValue({ ok: true, json: async () => ({ version }) });

describe('version check (spec §4)', () => {
  const replace = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    replace.mockReset();
    window.history.replaceState(null, '', '/account/billing-details?tab=1');
  });

  it('does nothing when the server runs the page’s version', async () => {
    global.fetch = answer('abc');
    window.history.replaceState(null, '', '/dashboard?versionRetry=1');
    expect(await checkVersion('abc', replace)).toBe('same');
    expect(window.location.search).toBe('');
    expect(replace).not.toHaveBeenCalled();
  });

  it('reloads once with the retry marker when the versions differ, and not again for the same version', async () => {
    global.fetch = answer('new');
    expect(await checkVersion('old', replace)).toBe('reloading');
    expect(replace).toHaveBeenCalledWith('http://localhost/account/billing-details?tab=1&versionRetry=1');
    expect(await checkVersion('old', replace)).toBe('stale');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the marker is in the address', async () => {
    window.history.replaceState(null, '', '/dashboard?versionRetry=1');
    global.fetch = answer('new');
    expect(await checkVersion('old', replace)).toBe('stale');
    expect(replace).not.toHaveBeenCalled();
  });

  it('says unknown, and reloads nothing, when the version cannot be read', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkVersion('old', replace)).toBe('unknown');
    expect(replace).not.toHaveBeenCalled();
  });
});
