import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { parseInstanceConfig } from '@portal/config';
import { buildServer } from '../src/app';
import type { SmsAdapter } from '../src/adapters/sms';
import type { Db } from '../src/db/connect';
import { findRepoRoot } from '../src/paths';

/** These routes never touch the database: a placeholder stands in for it. */
const noDatabase = {} as Db;
const repoRoot = findRepoRoot();
const fibre = parseInstanceConfig(JSON.parse(readFileSync(path.join(repoRoot, 'config', 'instances', 'fibre-only.json'), 'utf8')));
const instanceConfig = { ...fibre, theme: { primaryColour: '#0A5C36' } };

/** Width, height and the RGBA of one pixel of an 8-bit RGBA PNG as this server writes it. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(chunks));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)];
  return { width, height, pixel };
}

describe('the installable app: manifest, favicon and icons from the instance config', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildServer({ db: noDatabase, secret: new Uint8Array(32), instanceConfig, sms: { kind: 'demo', outbox: [], send: async () => undefined } as SmsAdapter }));
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('names the app after the brand, in its colour, opening the dashboard on its own window', async () => {
    const r = await get('/manifest.webmanifest');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = r.json();
    expect(manifest).toMatchObject({
      name: 'Fibre Portal',
      short_name: 'Fibre Portal',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0A5C36',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('serves every icon the manifest names, at its stated size, in the instance colour', async () => {
    const manifest = (await get('/manifest.webmanifest')).json() as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    for (const icon of manifest.icons) {
      const r = await get(icon.src);
      expect([icon.src, r.statusCode, r.headers['content-type']]).toEqual([icon.src, 200, icon.type]);
      if (icon.type === 'image/svg+xml') {
        expect(r.body).toContain('fill="#0A5C36"');
        continue;
      }
      const png = readPng(r.rawPayload);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // A corner pixel: transparent where the rounded square leaves it, opaque on a full-bleed maskable icon.
      expect(png.pixel(0, 0)[3]).toBe(icon.purpose === 'maskable' ? 255 : 0);
      expect(png.pixel(png.width / 2, png.height / 4)).toEqual([0x0a, 0x5c, 0x36, 255]);
    }
  });

  it('answers /favicon.ico with an icon file holding PNG images of 16, 32 and 48 pixels', async () => {
    const r = await get('/favicon.ico');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/x-icon');
    const ico = r.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((i) => {
      const offset = ico.readUInt32LE(6 + i * 16 + 12);
      return readPng(ico.subarray(offset, offset + ico.readUInt32LE(6 + i * 16 + 8))).width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('lets a browser revalidate an icon by its ETag', async () => {
    const first = await get('/icons/icon-192.png');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/icons/icon-192.png', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
