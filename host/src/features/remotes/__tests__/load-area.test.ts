import { parseInstanceConfig, AREAS } from '@portal/config';
import { federationStarted } from '../federation';
import { loadArea, registerEnabledAreas } from '../load-area';

// The federation runtime stands in for the network: what is tested is which remotes the host registers, when, and
// what it does with the routes a remote declares.
const mockRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
const mockConfigureRemoteLoading = jest.fn();
jest.mock('../federation', () => {
  let started = false;
  return {
    federation: async () => {
      started = true;
      return { portalFederation: mockRuntime, configureRemoteLoading: mockConfigureRemoteLoading };
    },
    federationStarted: () => started,
  };
});
const { registerRemotes, loadRemote } = mockRuntime;

const route = (path: string) => ({ path, Component: () => null });
const config = parseInstanceConfig({
  instanceKey: 'test',
  remotes: Object.fromEntries(AREAS.map((area) => [area, { enabled: area !== 'tickets', manifestUrl: `/remotes/${area}/mf-manifest.json` }])),
  extraAreas: [
    { key: 'gaming', manifestUrl: 'https://games.example.com/gaming/mf-manifest.json', mountPath: '/gaming', label: 'Game servers' },
    { key: 'retired', manifestUrl: '/retired/mf-manifest.json', mountPath: '/retired', label: 'Retired', enabled: false },
  ],
});

let logged: Array<{ message: string }>;
beforeEach(() => {
  logged = [];
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    logged.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 204 });
  }) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerEnabledAreas(config);
});
afterEach(() => jest.restoreAllMocks());

describe('the areas the host registers', () => {
  it('loads no federation runtime until an area is needed; then registers each enabled area and each enabled extra area by its container name, not a disabled one', async () => {
    expect(federationStarted()).toBe(false);
    expect(registerRemotes).not.toHaveBeenCalled();
    loadRemote.mockResolvedValue({ default: { area: 'account', navItems: [], routes: [route('/account')] } });
    await loadArea('account');
    const registered = registerRemotes.mock.calls.at(-1)[0] as Array<{ name: string; entry: string }>;
    expect(registered.map((r) => r.name)).toEqual(['portal_account', 'portal_billing', 'portal_connectivity', 'portal_communication', 'portal_cloud_hosting', 'portal_gaming']);
    expect(registered.at(-1)!.entry).toBe('https://games.example.com/gaming/mf-manifest.json');
    expect(mockConfigureRemoteLoading).toHaveBeenCalledWith({ timeoutMs: config.remoteTimeoutMs });
    expect(registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(loadRemote.mock.invocationCallOrder[0]);
  });
});

describe('routes a remote declares outside its mount', () => {
  it('are reported once to the console and to /api/logger; the routes inside are kept', async () => {
    loadRemote.mockResolvedValue({ default: { area: 'gaming', navItems: [], routes: [route('/gaming'), route('/gaming/help'), route('/games/top')] } });
    const remote = await loadArea('gaming');
    expect(remote.routes.map((r) => r.path)).toEqual(['/gaming', '/gaming/help', '/games/top']);
    const message = 'The gaming area declares routes outside its mount (/gaming), which are not shown: /games/top';
    expect(console.warn).toHaveBeenCalledWith(message);
    expect(logged).toEqual([expect.objectContaining({ message: `Error: ${message}` })]);
  });

  it('are not reported for an area whose routes all sit under its mounts (billing has three)', async () => {
    loadRemote.mockResolvedValue({
      default: { area: 'billing', navItems: [], routes: [route('/account/billing-details'), route('/account/debit-order-mandate'), route('/payment/redirect')] },
    });
    await loadArea('billing');
    expect(console.warn).not.toHaveBeenCalled();
    expect(logged).toEqual([]);
  });
});
