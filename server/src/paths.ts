import { existsSync } from 'node:fs';
import path from 'node:path';

/** What `pnpm release` writes at the top of release/: the folder holding it is the portal's root, as the repository is. */
export const RELEASE_MARKER = 'portal-release.json';

/**
 * The portal's root: the nearest folder at or above `from` holding pnpm-workspace.yaml (the repository) or
 * portal-release.json (a release folder, laid out like the repository: host/dist, remotes/<area>/dist,
 * config/instances, server/drizzle). Found by walking up rather than from the module's own location, so the same
 * code runs as an ES module under tsx, as CommonJS under jest and bundled in release/server.mjs.
 */
export function findRepoRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml')) || existsSync(path.join(dir, RELEASE_MARKER))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

export const migrationsFolder = (rootDir: string) => path.join(rootDir, 'server', 'drizzle');
