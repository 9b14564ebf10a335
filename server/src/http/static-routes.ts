import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
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

const REMOTES_PREFIX = '/remotes';

/**
 * An area's folder serves its federated files only, never a page: a standalone QA page on the portal's origin would
 * share the portal's storage, and a crafted link could put a customer in another account (issue 32). Production builds
 * hold no such page; an older release's copy left in the folder is refused too.
 */
const notAPage = (pathName: string) => !/\.html?$/i.test(pathName) && !pathName.endsWith('/');

/**
 * CORS for the areas' files (@fastify/cors, in the areas' own scope: the API and the instance config stay
 * same-origin): a host page of this instance on another origin (`hostOrigins`) may fetch an area's manifest from this
 * server. Only the origins listed are named, never `*`; `Vary: Origin` keeps a cache from handing one origin's answer
 * to another. Another origin's preflight is not answered (404), as if there were no CORS at all.
 */
const remotesCors = (hostOrigins: readonly string[]): FastifyCorsOptions => {
  const allowed = new Set(hostOrigins);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    // The areas' files are only ever read, with no header of the page's own.
    methods: ['GET', 'HEAD'],
    allowedHeaders: [],
    maxAge: 600,
  };
};

/**
 * Serves the host at / and each remote at /remotes/<area>/ (with CORS for `hostOrigins`); returns the host's folder
 * and the builds that are missing.
 */
export async function registerStaticRoutes(app: FastifyInstance, rootDir: string, { hostOrigins = [] }: { hostOrigins?: readonly string[] } = {}) {
  const hostDist = path.join(rootDir, 'host', 'dist');
  const missing: string[] = [];
  const hostBuilt = existsSync(hostDist);
  if (hostBuilt) {
    await app.register(fastifyStatic, { ...staticOptions, root: hostDist, prefix: '/', index: 'index.html', wildcard: true });
  } else {
    missing.push('host');
  }
  await app.register(
    async (remotes) => {
      await remotes.register(fastifyCors, remotesCors(hostOrigins));
      for (const area of AREAS) {
        const dist = path.join(rootDir, 'remotes', area, 'dist');
        if (!existsSync(dist)) {
          missing.push(`remotes/${area}`);
          continue;
        }
        await remotes.register(fastifyStatic, { ...staticOptions, root: dist, prefix: `/${area}/`, decorateReply: false, index: false, allowedPath: notAPage });
      }
    },
    { prefix: REMOTES_PREFIX },
  );
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
