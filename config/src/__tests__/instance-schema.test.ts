import defaultInstance from '../../instances/default.json';
import { AREAS, parseInstanceConfig } from '../instance-schema';

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
});
