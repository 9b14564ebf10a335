import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder at or above `from` holding pnpm-workspace.yaml.
 * Found by walking up rather than from the module's own location, so the same code runs as an
 * ES module under tsx and as CommonJS under jest.
 */
export function findRepoRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

export const migrationsFolder = (rootDir: string) => path.join(rootDir, 'server', 'drizzle');
