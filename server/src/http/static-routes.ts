import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'] as const;

/** A file whose name carries its content hash never changes; everything else is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  const immutable = /\.[0-9a-f]{8}\.js$/.test(file);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Serves the host at / and each remote at /remotes/<area>/; says which builds are missing. */
export async function registerStaticRoutes(app: FastifyInstance, rootDir: string) {
  const hostDist = path.join(rootDir, 'host', 'dist');
  const missing: string[] = [];
  if (existsSync(hostDist)) {
    await app.register(fastifyStatic, { root: hostDist, prefix: '/', setHeaders: cacheHeaders, index: 'index.html', wildcard: true });
  } else {
    missing.push('host');
  }
  for (const area of AREAS) {
    const dist = path.join(rootDir, 'remotes', area, 'dist');
    if (!existsSync(dist)) {
      missing.push(`remotes/${area}`);
      continue;
    }
    await app.register(fastifyStatic, { root: dist, prefix: `/remotes/${area}/`, setHeaders: cacheHeaders, decorateReply: false });
  }
  return { hostDist: existsSync(hostDist) ? hostDist : null, missing };
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
