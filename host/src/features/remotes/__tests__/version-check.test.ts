/**
 * @jest-environment node
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { AreaNeedsNewerPortalError } from '../version-check';
import { areaVersionsPlugin, hostProvidedVersions, unmetNeeds } from '../version-check-plugin';

let deploys = 0;

/** An area's mf-manifest.json as its build writes it, built against the given shared ranges. */
function manifestBuiltAgainst(ranges: Record<string, string>) {
  return {
    id: 'portal_billing',
    name: 'portal_billing',
    metaData: {
      name: 'portal_billing',
      type: 'app',
      buildInfo: { buildVersion: 'b1', buildName: '@portal/remote-billing' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'portal_billing',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: Object.entries(ranges).map(([name, requiredVersion]) => ({
      id: `portal_billing:${name}`,
      name,
      version: requiredVersion.replace(/^\^/, ''),
      requiredVersion,
      assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
      fallback: '',
    })),
    remotes: [],
    exposes: [
      {
        id: 'portal_billing:routes',
        name: 'routes',
        path: './routes',
        assets: { js: { async: [], sync: ['routes.js'] }, css: { async: [], sync: [] } },
      },
    ],
  };
}

/** A portal (host) providing @portal/contract and react at the given versions, whose areas' manifests are `manifest`. */
function portalProviding(contractVersion: string, manifest: object) {
  const entriesLoaded: string[] = [];
  // Each portal its own deploy: the federation runtime keeps what it read from a manifest's address for the page.
  const manifestUrl = `https://portal.example/remotes/billing/mf-manifest.json?deploy=${++deploys}`;
  const servesManifest: ModuleFederationRuntimePlugin = {
    name: 'test-manifest-server',
    fetch: async () => new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } }),
    loadEntry: async ({ remoteInfo }) => {
      entriesLoaded.push(remoteInfo.entry);
      return { init: async () => undefined, get: () => async () => ({ default: { routes: [] } }) };
    },
  };
  const portal = createInstance({
    name: 'portal_host',
    remotes: [{ name: 'portal_billing', entry: manifestUrl }],
    shared: {
      '@portal/contract': { version: contractVersion, lib: () => ({}), shareConfig: { singleton: true, requiredVersion: false } },
      react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: false } },
    },
    plugins: [areaVersionsPlugin(), servesManifest],
  });
  return { portal, entriesLoaded };
}

describe('an area built against a newer contract than the portal provides', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is refused with a typed error naming what it needs, before its entry is loaded', async () => {
    const { portal, entriesLoaded } = portalProviding('1.0.0', manifestBuiltAgainst({ '@portal/contract': '^1.1.0', react: '^19.2.0' }));
    const loading = portal.loadRemote('portal_billing/routes');
    await expect(loading).rejects.toBeInstanceOf(AreaNeedsNewerPortalError);
    await expect(loading).rejects.toMatchObject({
      remote: 'portal_billing',
      needs: [{ name: '@portal/contract', required: '^1.1.0', provided: '1.0.0' }],
    });
    expect(entriesLoaded).toEqual([]);
  });

  it('loads when the portal provides a version its ranges accept', async () => {
    const { portal, entriesLoaded } = portalProviding('1.2.0', manifestBuiltAgainst({ '@portal/contract': '^1.1.0', react: '^19.2.0' }));
    await expect(portal.loadRemote('portal_billing/routes')).resolves.toEqual({ default: { routes: [] } });
    expect(entriesLoaded).toHaveLength(1);
  });
});

describe('unmetNeeds', () => {
  const provided = new Map([
    ['@portal/contract', '1.0.0'],
    ['@portal/ui/dashboard', '1.0.0'],
    ['@tanstack/react-query', '5.90.2'],
  ]);

  it('accepts ranges the provided versions meet', () => {
    expect(unmetNeeds(manifestBuiltAgainst({ '@portal/contract': '^1.0.0', '@tanstack/react-query': '^5.90.0' }), provided)).toEqual([]);
  });

  it('names a newer major or minor, a newer react-query and a subpath the portal does not provide', () => {
    const manifest = manifestBuiltAgainst({
      '@portal/contract': '^2.0.0',
      '@portal/ui/dashboard': '^1.1.0',
      '@tanstack/react-query': '^5.91.0',
      '@portal/ui/new-widget': '^1.0.0',
    });
    expect(unmetNeeds(manifest, provided)).toEqual([
      { name: '@portal/contract', required: '^2.0.0', provided: '1.0.0' },
      { name: '@portal/ui/dashboard', required: '^1.1.0', provided: '1.0.0' },
      { name: '@tanstack/react-query', required: '^5.91.0', provided: '5.90.2' },
      { name: '@portal/ui/new-widget', required: '^1.0.0', provided: null },
    ]);
  });

  it('ignores a manifest without shared modules and entries without a range', () => {
    expect(unmetNeeds({}, provided)).toEqual([]);
    expect(unmetNeeds(null, provided)).toEqual([]);
    expect(unmetNeeds({ shared: [{ name: '@portal/contract', requiredVersion: false }] }, provided)).toEqual([]);
  });
});

describe('hostProvidedVersions', () => {
  it('takes the versions the host itself registered, not what another container added', () => {
    const versions = hostProvidedVersions({
      name: 'portal_host',
      shared: {
        '@portal/contract': [
          { version: '1.4.0', from: 'portal_billing' },
          { version: '1.0.0', from: 'portal_host' },
        ],
        'react-hook-form': [{ version: '7.62.0', from: 'portal_tickets' }],
      },
    });
    expect([...versions]).toEqual([['@portal/contract', '1.0.0']]);
  });
});
