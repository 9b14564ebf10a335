import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseInstanceConfig, type InstanceConfigInput } from '@portal/config';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app';
import type { SmsAdapter } from '../src/adapters/sms';
import type { Db } from '../src/db/connect';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { findRepoRoot } from '../src/paths';

/** These routes never touch the database: a placeholder stands in for it. */
const noDatabase = {} as Db;
const sms = { kind: 'demo', outbox: [], send: async () => undefined } as SmsAdapter;
const defaults: InstanceConfigInput = JSON.parse(readFileSync(path.join(findRepoRoot(), 'config', 'instances', 'default.json'), 'utf8'));
const PORTAL = 'https://portal.example.com';

/** The default instance with tickets on a CDN, billing disabled on another, and Cloud & Hosting's categories all off. */
const instance = (changes: Partial<InstanceConfigInput> = {}) =>
  parseInstanceConfig({
    ...defaults,
    enabledServiceCategories: ['connectivity', 'communication'],
    remotes: {
      ...defaults.remotes,
      tickets: { enabled: true, manifestUrl: 'https://cdn.example.net/tickets/mf-manifest.json' },
      connectivity: { enabled: true, manifestUrl: 'https://cdn.example.net:8443/connectivity/mf-manifest.json' },
      communication: { enabled: true, manifestUrl: `${PORTAL}/remotes/communication/mf-manifest.json` },
      billing: { enabled: false, manifestUrl: 'https://billing.example.org/mf-manifest.json' },
      'cloud-hosting': { enabled: true, manifestUrl: 'https://cloud.example.org/mf-manifest.json' },
    },
    ...changes,
  });

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy is made from the instance’s enabled areas', () => {
  it('lets scripts and fetches come from the portal and each enabled area’s own origin, nothing else', () => {
    const csp = contentSecurityPolicy(instance(), PORTAL);
    // In area order: connectivity's, then tickets'.
    const sources = "'self' https://cdn.example.net:8443 https://cdn.example.net";
    expect(directive(csp, 'script-src')).toBe(`script-src ${sources}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src ${sources}`);
    // A disabled area, an area whose categories are all off, and an area on the portal's own origin add nothing.
    expect(csp).not.toContain('billing.example.org');
    expect(csp).not.toContain('cloud.example.org');
    expect(csp).not.toContain(PORTAL);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
  });

  it('adds the origin of each enabled extra area, after the portal’s own areas, and nothing for a disabled one', () => {
    const csp = contentSecurityPolicy(
      instance({
        extraAreas: [
          { key: 'gaming', manifestUrl: 'https://games.example.com/gaming/mf-manifest.json', mountPath: '/gaming', label: 'Game servers' },
          { key: 'lan', manifestUrl: 'https://lan.example.com/mf-manifest.json', mountPath: '/lan', label: 'LAN', enabled: false },
          { key: 'shop', manifestUrl: '/remotes-extra/shop/mf-manifest.json', mountPath: '/shop', label: 'Shop' },
        ],
      }),
      PORTAL,
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://cdn.example.net:8443 https://cdn.example.net https://games.example.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://cdn.example.net:8443 https://cdn.example.net https://games.example.com");
    expect(csp).not.toContain('lan.example.com');
  });

  it('stays same-origin only for an instance whose areas are all on the portal', () => {
    const csp = contentSecurityPolicy(parseInstanceConfig(defaults), PORTAL);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('the server sends the instance’s policy and answers CORS for the areas’ files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-origins-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(root, 'remotes', 'account', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'remotes', 'account', 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'account' }));
    ({ app } = await buildServer({
      db: noDatabase,
      secret: new Uint8Array(32),
      rootDir: root,
      sms,
      publicOrigin: PORTAL,
      instanceConfig: instance({ hostOrigins: ['https://shop.example.com/'] }),
    }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends the policy naming the areas’ origins on every response', async () => {
    for (const url of ['/remotes/account/mf-manifest.json', '/instance-config.json', '/nowhere']) {
      expect(directive((await get(url)).headers['content-security-policy'] as string, 'script-src')).toBe(
        "script-src 'self' https://cdn.example.net:8443 https://cdn.example.net",
      );
    }
  });

  it('names the portal’s own origin and the instance’s listed host origins, and no other', async () => {
    const own = await get('/remotes/account/mf-manifest.json', { origin: PORTAL });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(own.headers.vary).toContain('Origin');
    expect((await get('/remotes/account/mf-manifest.json', { origin: 'https://shop.example.com' })).headers['access-control-allow-origin']).toBe(
      'https://shop.example.com',
    );
    const stranger = await get('/remotes/account/mf-manifest.json', { origin: 'https://evil.example' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers.vary).toContain('Origin');
    // Only the areas' files: the API and the instance config stay same-origin.
    expect((await get('/instance-config.json', { origin: PORTAL })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from a listed origin, and not from another', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/remotes/account/mf-manifest.json',
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    const refused = await app.inject({ method: 'OPTIONS', url: '/remotes/account/mf-manifest.json', headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.statusCode).toBe(404);
  });
});
