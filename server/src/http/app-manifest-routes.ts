import { createHash } from 'node:crypto';
import type { InstanceConfig } from '@portal/config';
import type { FastifyInstance } from 'fastify';
import { iconIco, iconPng, iconSvg } from './app-icon-images';

/** Where the installed app opens: the guard sends someone signed out to the login page first. */
const START_URL = '/dashboard';
const BACKGROUND = '#ffffff';

interface AppFile {
  path: string;
  type: string;
  body: () => Buffer;
}

/** Each body is made once, on its first request: the instance config does not change while the server runs. */
function once(make: () => Buffer): () => Buffer {
  let made: Buffer | null = null;
  return () => (made ??= make());
}

export const APP_ICONS = [
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The web app manifest of this instance: its name, colour and icons. */
export function appManifest(config: InstanceConfig) {
  return {
    id: '/',
    name: config.brandName,
    short_name: config.brandName,
    description: `${config.brandName}: your account, services, billing and support in one place.`,
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: config.theme.primaryColour,
    background_color: BACKGROUND,
    icons: APP_ICONS,
  };
}

function appFiles(config: InstanceConfig): AppFile[] {
  const colour = config.theme.primaryColour;
  const png = (path: string, size: number, maskable = false): AppFile => ({
    path,
    type: 'image/png',
    body: once(() => iconPng(size, { colour, maskable })),
  });
  return [
    {
      path: '/manifest.webmanifest',
      type: 'application/manifest+json; charset=utf-8',
      body: once(() => Buffer.from(JSON.stringify(appManifest(config)))),
    },
    { path: '/favicon.ico', type: 'image/x-icon', body: once(() => iconIco([16, 32, 48], { colour })) },
    { path: '/icons/icon.svg', type: 'image/svg+xml', body: once(() => Buffer.from(iconSvg({ colour }))) },
    png('/icons/icon-192.png', 192),
    png('/icons/icon-512.png', 512),
    png('/icons/icon-maskable-512.png', 512, true),
    // iOS takes the home-screen icon from here, not from the manifest; it rounds the corners itself.
    png('/icons/apple-touch-icon.png', 180, true),
  ];
}

/**
 * The installable app's files (issue 14): the manifest, the favicon and the icons, made from the running instance's
 * config. Revalidated on every use by their ETag, so a changed brand or colour shows after a restart.
 */
export function registerAppManifestRoutes(app: FastifyInstance, config: InstanceConfig) {
  for (const file of appFiles(config)) {
    let etag: string | null = null;
    app.get(file.path, async (request, reply) => {
      const body = file.body();
      etag ??= `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(file.type).send(body);
    });
  }
}
