import defaultInstance from '../../instances/default.json';
import { AREAS, instanceConfigSchema, parseInstanceConfig } from '../instance-schema';

describe('instance config', () => {
  it('accepts the default instance and fills the spec defaults', () => {
    const config = parseInstanceConfig(defaultInstance);
    expect(config.theme.primaryColour).toBe('#420A38');
    expect(config.sidebar.excludedOptions).toEqual(['Outages', 'Referral']);
    expect(Object.keys(config.remotes).sort()).toEqual([...AREAS].sort());
  });

  it('defaults the excluded sidebar options and theme when an instance leaves them out', () => {
    const { sidebar: _s, theme: _t, ...rest } = defaultInstance;
    const config = parseInstanceConfig(rest);
    expect(config.sidebar.excludedOptions).toEqual(['Outages', 'Referral']);
    expect(config.theme.primaryColour).toBe('#420A38');
  });

  it('keeps feature flags by name, none by default, and refuses a flag that is not on/off', () => {
    expect(parseInstanceConfig(defaultInstance).features).toEqual({ callReport: true });
    const { features: _f, ...withoutFlags } = defaultInstance;
    expect(parseInstanceConfig(withoutFlags).features).toEqual({});
    expect(parseInstanceConfig({ ...defaultInstance, features: { addToHomescreen: true } }).features).toEqual({ addToHomescreen: true });
    expect(() => parseInstanceConfig({ ...defaultInstance, features: { addToHomescreen: 'yes' } })).toThrow();
  });

  it('refuses an instance that misses an area or carries an unknown key', () => {
    const { tickets: _t, ...fiveRemotes } = defaultInstance.remotes;
    expect(() => parseInstanceConfig({ ...defaultInstance, remotes: fiveRemotes })).toThrow();
    expect(() => parseInstanceConfig({ ...defaultInstance, surprise: true })).toThrow();
  });

  describe('an area’s manifestUrl', () => {
    const withTickets = (manifestUrl: string) =>
      instanceConfigSchema.safeParse({ ...defaultInstance, remotes: { ...defaultInstance.remotes, tickets: { enabled: true, manifestUrl } } });

    it('takes a path on the portal or an http(s) URL', () => {
      for (const url of ['/remotes/tickets/mf-manifest.json', 'https://cdn.example.com/tickets/mf-manifest.json', 'http://localhost:3006/mf-manifest.json']) {
        expect([url, withTickets(url).success]).toEqual([url, true]);
      }
    });

    it('refuses a script URL, a bare word, another scheme or a host-relative //URL, saying what to use', () => {
      for (const url of ['javascript:alert(1)', 'not a url', 'remotes/tickets/mf-manifest.json', 'data:application/json,{}', 'ftp://cdn.example.com/m.json', '//cdn.example.com/m.json', 'https://user:pw@cdn.example.com/m.json']) {
        const result = withTickets(url);
        expect([url, result.success]).toEqual([url, false]);
        expect(result.error?.issues[0].path).toEqual(['remotes', 'tickets', 'manifestUrl']);
        expect(result.error?.issues[0].message).toMatch(/^use a path on the portal \(\/remotes\/billing\/mf-manifest\.json\) or an http:\/\/ or https:\/\/ URL/);
      }
    });
  });

  it('waits 10 s for an area by default, and takes 1 to 120 s', () => {
    expect(parseInstanceConfig(defaultInstance).remoteTimeoutMs).toBe(10_000);
    expect(parseInstanceConfig({ ...defaultInstance, remoteTimeoutMs: 1500 }).remoteTimeoutMs).toBe(1500);
    expect(() => parseInstanceConfig({ ...defaultInstance, remoteTimeoutMs: 0 })).toThrow();
    expect(() => parseInstanceConfig({ ...defaultInstance, remoteTimeoutMs: 600_000 })).toThrow();
  });

  it('takes other host origins as bare http(s) origins only', () => {
    expect(parseInstanceConfig(defaultInstance).hostOrigins).toEqual([]);
    expect(parseInstanceConfig({ ...defaultInstance, hostOrigins: ['https://Shop.example.com/'] }).hostOrigins).toEqual(['https://shop.example.com']);
    for (const origin of ['*', 'https://shop.example.com/portal', 'javascript:alert(1)', 'shop.example.com']) {
      expect([origin, instanceConfigSchema.safeParse({ ...defaultInstance, hostOrigins: [origin] }).success]).toEqual([origin, false]);
    }
  });

  describe('extraAreas', () => {
    const gaming = { key: 'gaming', manifestUrl: 'https://cdn.example.com/gaming/mf-manifest.json', mountPath: '/gaming', label: 'Game servers' };
    const withExtra = (...extraAreas: unknown[]) => instanceConfigSchema.safeParse({ ...defaultInstance, extraAreas });
    const firstIssue = (...extraAreas: unknown[]) => {
      const result = withExtra(...extraAreas);
      return result.success ? undefined : { path: result.error.issues[0].path, message: result.error.issues[0].message };
    };

    it('are none by default, and an area is enabled and open to every token unless it says otherwise', () => {
      expect(parseInstanceConfig(defaultInstance).extraAreas).toEqual([]);
      expect(parseInstanceConfig({ ...defaultInstance, extraAreas: [gaming] }).extraAreas).toEqual([{ ...gaming, modules: [], enabled: true }]);
      expect(parseInstanceConfig({ ...defaultInstance, extraAreas: [{ ...gaming, mountPath: '/services/gaming', modules: ['gaming'], enabled: false }] }).extraAreas[0])
        .toMatchObject({ mountPath: '/services/gaming', modules: ['gaming'], enabled: false });
    });

    it('refuse a key of the portal’s own areas or one that is not a plain name', () => {
      expect(firstIssue({ ...gaming, key: 'billing' })).toEqual({ path: ['extraAreas', 0, 'key'], message: 'is one of the portal’s own areas: pick another key' });
      for (const key of ['Gaming', 'game servers', '-gaming', 'gaming-', '9lives', '']) {
        expect([key, firstIssue({ ...gaming, key })?.path]).toEqual([key, ['extraAreas', 0, 'key']]);
      }
    });

    it('refuse a mount path of the portal’s own pages, above them or below them', () => {
      for (const [mountPath, clash] of [
        ['/account', '/account'],
        ['/account/gaming', '/account'],
        ['/services', '/services'],
        ['/services/connectivity/games', '/services/connectivity'],
        ['/referrals', '/referrals'],
        ['/api', '/api'],
        ['/remotes', '/remotes'],
      ]) {
        expect(firstIssue({ ...gaming, mountPath })).toEqual({ path: ['extraAreas', 0, 'mountPath'], message: `collides with the portal’s own ${clash}: pick another path` });
      }
      for (const mountPath of ['gaming', '/gaming/', '/Gaming', '/gaming//x', '/', '/ga ming', '/../account']) {
        expect([mountPath, firstIssue({ ...gaming, mountPath })?.path]).toEqual([mountPath, ['extraAreas', 0, 'mountPath']]);
      }
    });

    it('refuse a manifest URL that is not a portal path or an http(s) URL, and an empty label', () => {
      expect(firstIssue({ ...gaming, manifestUrl: 'javascript:alert(1)' })?.path).toEqual(['extraAreas', 0, 'manifestUrl']);
      expect(firstIssue({ ...gaming, label: '  ' })?.path).toEqual(['extraAreas', 0, 'label']);
      expect(firstIssue({ ...gaming, label: 'Tickets' })).toEqual({ path: ['extraAreas', 0, 'label'], message: 'is the name of one of the portal’s own sidebar entries' });
      expect(firstIssue({ ...gaming, surprise: true })?.path).toEqual(['extraAreas', 0]);
    });

    it('refuse two areas with one key, or one mounted inside another', () => {
      expect(firstIssue(gaming, { ...gaming, mountPath: '/games' })).toEqual({ path: ['extraAreas', 1, 'key'], message: 'is used by another extra area already' });
      expect(firstIssue(gaming, { ...gaming, key: 'lan', mountPath: '/gaming/lan' })).toEqual({
        path: ['extraAreas', 1, 'mountPath'],
        message: 'collides with the extra area gaming at /gaming',
      });
      expect(withExtra(gaming, { ...gaming, key: 'lan', mountPath: '/gaming-lan' }).success).toBe(true);
    });
  });
});
