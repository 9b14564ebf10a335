import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildServer, loadInstanceConfig } from '../src/app';
import type { SmsAdapter } from '../src/adapters/sms';
import type { Db } from '../src/db/connect';
import { findRepoRoot } from '../src/paths';

/** These routes never touch the database: a placeholder stands in for it. */
const noDatabase = {} as Db;
const secret = new Uint8Array(32);
const repoRoot = findRepoRoot();
const defaultConfig = readFileSync(path.join(repoRoot, 'config', 'instances', 'default.json'), 'utf8');

/** A repository root with a built host, one built remote, and instance configs. */
function fakeRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('host/dist/index.html', '<!doctype html><title>Portal</title><div id=root></div>');
  write('host/dist/version.txt', 'build-41\n');
  write('host/dist/main.js', 'console.log("entry");'.repeat(200));
  write('host/dist/262.8c98166d.js', 'export const chunk = 1;'.repeat(200));
  write('remotes/account/dist/remoteEntry.js', 'var remote = {};'.repeat(200));
  write('remotes/account/dist/mf-manifest.json', JSON.stringify({ name: 'account' }));
  write('remotes/account/dist/125.21c36821.js', 'export default 2;');
  // A standalone QA page an older build left in the area's folder: never served (issue 32).
  write('remotes/account/dist/index.html', '<!doctype html><title>Account (standalone)</title><script src="main.js"></script>');
  write('remotes/account/dist/qa/index.htm', '<!doctype html><title>QA</title>');
  write('config/instances/default.json', defaultConfig);
  write('config/instances/broken.json', JSON.stringify({ ...JSON.parse(defaultConfig), theme: { primaryColour: 'purple' } }));
  write('config/instances/garbled.json', '{ "instanceKey": ');
  return { root, write };
}

describe('static files, version and instance config', () => {
  const { root, write } = fakeRoot();
  let app: FastifyInstance;
  let missing: string[];
  beforeAll(async () => {
    ({ app, missingBuilds: missing } = await buildServer({ db: noDatabase, secret, rootDir: root, sms: { kind: 'demo', outbox: [], send: async () => undefined } as SmsAdapter }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('names the builds that are missing instead of failing', () => {
    expect(missing).toEqual(['remotes/billing', 'remotes/connectivity', 'remotes/communication', 'remotes/cloud-hosting', 'remotes/tickets']);
  });

  it('revalidates entry files, keeps content-hashed files for a year and no page at all', async () => {
    for (const url of ['/main.js', '/version.txt', '/remotes/account/remoteEntry.js', '/remotes/account/mf-manifest.json']) {
      const r = await get(url);
      expect([url, r.statusCode, r.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
    for (const url of ['/', '/index.html']) {
      const r = await get(url);
      expect([url, r.statusCode, r.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    for (const url of ['/262.8c98166d.js', '/remotes/account/125.21c36821.js']) {
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers any page address with the host’s index.html, and files and APIs that do not exist with 404', async () => {
    const page = await get('/services/connectivity/ftth/FTTH-100234', { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id=root>');
    // The instance config comes with the page, the same the app would otherwise fetch.
    const embedded = page.body.match(/<script type="application\/json" id="portal-instance-config">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(embedded!)).toEqual((await get('/instance-config.json')).json());
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await get('/missing.0123abcd.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/api/missing', { accept: 'text/html' })).statusCode).toBe(404);
  });

  it('serves no page from an area’s folder (no standalone QA page on the portal’s origin), only its federated files', async () => {
    for (const url of ['/remotes/account/', '/remotes/account/?token=x.y.z', '/remotes/account/index.html', '/remotes/account/INDEX.HTML', '/remotes/account/qa/index.htm', '/remotes/account/qa/', '/remotes/account/tickets/view/1']) {
      const r = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect([url, r.statusCode]).toEqual([url, 404]);
      expect(r.body).not.toContain('standalone');
      expect(r.body).not.toContain('<div id=root>');
    }
    expect((await get('/remotes/account/mf-manifest.json')).json()).toEqual({ name: 'account' });
    expect((await get('/remotes/account/125.21c36821.js')).statusCode).toBe(200);
  });

  it('sends the security headers with static files', async () => {
    const r = await get('/main.js');
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses JavaScript with brotli or gzip, as the browser accepts', async () => {
    const plain = await get('/main.js');
    const br = await get('/main.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/remotes/account/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('var remote = {};'.repeat(200));
    expect((await get('/main.js', { 'accept-encoding': 'br;q=0, identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers /version from version.txt, re-read when the file changes', async () => {
    expect((await get('/version')).json()).toEqual({ version: 'build-41' });
    write('host/dist/version.txt', 'build-42');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'host/dist/version.txt'), later, later);
    expect((await get('/version')).json()).toEqual({ version: 'build-42' });
    rmSync(path.join(root, 'host/dist/version.txt'));
    expect((await get('/version')).json()).toEqual({ version: 'dev' });
  });

  it('serves the validated instance config', async () => {
    const r = await get('/instance-config.json');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.json()).toMatchObject({ instanceKey: JSON.parse(defaultConfig).instanceKey, theme: { primaryColour: expect.any(String) } });
  });

  it('keeps the demo outbox only with the demo SMS adapter', async () => {
    expect((await get('/api/dev/outbox')).statusCode).toBe(200);
    const other = await buildServer({ db: noDatabase, secret, rootDir: root, sms: { kind: 'gateway', send: async () => undefined } });
    expect((await other.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await other.app.close();
  });

  it('takes its public origin from the options only, and refuses one with a path', async () => {
    const sms = { kind: 'gateway', send: async () => undefined };
    await expect(buildServer({ db: noDatabase, secret, rootDir: root, sms, publicOrigin: 'https://portal.example.com/app' })).rejects.toThrow(
      /^publicOrigin="https:\/\/portal\.example\.com\/app": use the origin browsers reach the portal at/,
    );
    await expect(buildServer({ db: noDatabase, secret, rootDir: root, sms, publicOrigin: 'portal.example.com' })).rejects.toThrow(/^publicOrigin=/);
  });

  describe('loading the instance config', () => {
    it('takes BUILD_NUMBER over the file’s build number', () => {
      expect(loadInstanceConfig(root, 'default', '2026.11.22-7').buildNumber).toBe('2026.11.22-7');
      expect(loadInstanceConfig(root, 'default', undefined).buildNumber).toBe(JSON.parse(defaultConfig).buildNumber ?? 'dev');
    });

    it('stops the start with a message naming the file and the field', () => {
      expect(() => loadInstanceConfig(root, 'broken')).toThrow(/broken\.json is invalid:\n\s+theme\.primaryColour: /);
      expect(() => loadInstanceConfig(root, 'garbled')).toThrow(/garbled\.json is not valid JSON/);
      expect(() => loadInstanceConfig(root, 'absent')).toThrow(/Instance config not found: .*absent\.json/);
      expect(() => loadInstanceConfig(root, '../../etc/passwd')).toThrow(/letters, digits and dashes/);
    });

    it('accepts every instance config shipped in config/instances', () => {
      expect(() => loadInstanceConfig(repoRoot)).not.toThrow();
    });
  });
});
