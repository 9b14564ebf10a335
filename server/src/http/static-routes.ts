import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AREAS } from '@portal/config';
import type { FastifyInstance } from 'fastify';
import { HTML_CACHE_CONTROL } from './app-page';

/** webpack's content-hashed names (`123.0a1b2c3d.js`): such a file never changes, so browsers may keep it for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  // Everything else — remoteEntry.js, mf-manifest.json, version.txt, main.js — is revalidated on every load.
  const cacheControl = file.endsWith('.html') ? HTML_CACHE_CONTROL : HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.setHeader('cache-control', cacheControl);
}

const staticOptions = { setHeaders: cacheHeaders, cacheControl: false, dotfiles: 'deny' as const };

const REMOTES_PREFIX = '/remotes/';

/**
 * An area's folder serves its federated files only, never a page: a standalone QA page on the portal's origin would
 * share the portal's storage, and a crafted link could put a customer in another account (issue 32). Production builds
 * hold no such page; an older release's copy left in the folder is refused too.
 */
const notAPage = (pathName: string) => !/\.html?$/i.test(pathName) && !pathName.endsWith('/');

/**
 * CORS for the areas' files: a host page of this instance on another origin (`hostOrigins`) may fetch an area's
 * manifest from this server. Only the origins listed are named, never `*`; `Vary: Origin` keeps a cache from handing
 * one origin's answer to another.
 */
function registerRemotesCors(app: FastifyInstance, hostOrigins: readonly string[]) {
  const allowed = new Set(hostOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(REMOTES_PREFIX)) return payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Origin');
    else if (!/\borigin\b/i.test(String(vary))) reply.header('vary', `${vary}, Origin`);
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(REMOTES_PREFIX)) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS') {
      // A preflight: the areas' files are only ever read.
      return reply
        .header('access-control-allow-methods', 'GET, HEAD')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
}

/**
 * Serves the host at / and each remote at /remotes/<area>/ (with CORS for `hostOrigins`); returns the host's folder
 * and the builds that are missing.
 */
export async function registerStaticRoutes(app: FastifyInstance, rootDir: string, { hostOrigins = [] }: { hostOrigins?: readonly string[] } = {}) {
  registerRemotesCors(app, hostOrigins);
  const hostDist = path.join(rootDir, 'host', 'dist');
  const missing: string[] = [];
  const hostBuilt = existsSync(hostDist);
  if (hostBuilt) {
    await app.register(fastifyStatic, { ...staticOptions, root: hostDist, prefix: '/', index: 'index.html', wildcard: true });
  } else {
    missing.push('host');
  }
  for (const area of AREAS) {
    const dist = path.join(rootDir, 'remotes', area, 'dist');
    if (!existsSync(dist)) {
      missing.push(`remotes/${area}`);
      continue;
    }
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: dist,
      prefix: `${REMOTES_PREFIX}${area}/`,
      decorateReply: false,
      index: false,
      allowedPath: notAPage,
    });
  }
  return { hostDist: hostBuilt ? hostDist : null, missing };
}

/** The build version of the host the server serves, re-read when the file changes (spec §4 Version check). */
export function versionReader(rootDir: string) {
  const file = path.join(rootDir, 'host', 'dist', 'version.txt');
  let cached = { mtimeMs: -1, version: 'dev' };
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, version: readFileSync(file, 'utf8').trim() || 'dev' };
    } catch {
      cached = { mtimeMs: -1, version: 'dev' };
    }
    return cached.version;
  };
}
