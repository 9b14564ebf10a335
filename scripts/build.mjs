// Builds the host and every remote for production, skipping those whose inputs did not change.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseInto } from './area-releases.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];
const targets = [...AREAS.map((a) => `remotes/${a}`), 'host'];
/** What every bundle includes besides its own folder. */
const commonInputs = ['shared/contract', 'shared/ui', 'config', 'pnpm-lock.yaml'];
const SKIP = new Set(['node_modules', 'dist', '__tests__', 'coverage']);
/** Instance configs are data the server serves at run time (/instance-config.json), not bundle inputs. */
const SKIP_PATHS = new Set([join('config', 'instances')]);

function listFiles(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    SKIP.has(entry.name) || entry.name.startsWith('.') || SKIP_PATHS.has(join(path, entry.name)) ? [] : listFiles(join(path, entry.name)),
  );
}

function hashOf(paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap(listFiles).sort()) {
    hash.update(relative(root, join(root, file)));
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const buildStarted = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
/** What is being built now, for the progress lines. */
const underway = new Set();
let done = 0;
let total = 0;

function run(target, env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    underway.add(target);
    console.log(`[${done + underway.size}/${total}] building ${target} …`);
    const child = spawn('pnpm', ['exec', 'webpack', '--mode', 'production'], {
      cwd: join(root, target),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      underway.delete(target);
      if (code === 0) {
        done += 1;
        console.log(`[${done}/${total} done] built ${target} in ${seconds(started)} (${seconds(buildStarted)} since the build began)`);
        resolve();
      } else reject(new Error(`webpack failed for ${target} (exit ${code})`));
    });
  });
}

/**
 * A remote is built aside and released into its served folder: the chunks of its previous releases stay, so open tabs
 * keep working after a deploy (scripts/area-releases.mjs). Its manifest's build version is the release id.
 */
async function buildRelease(target) {
  const dist = join(root, target, 'dist');
  const served = join(root, target, '.dist-served');
  // A build that stopped half-way left the served folder aside: it is still the one to release into.
  if (!existsSync(served) && existsSync(dist)) renameSync(dist, served);
  await run(target, { PORTAL_BUILD_VERSION: buildVersion, MF_BUILD_VERSION: hashes[target] });
  releaseInto(dist, served);
  rmSync(dist, { recursive: true, force: true });
  renameSync(served, dist);
}

const force = process.argv.includes('--force');
const hashes = Object.fromEntries(targets.map((t) => [t, hashOf([t, ...commonInputs])]));
const buildVersion = createHash('sha256').update(Object.values(hashes).join()).digest('hex').slice(0, 12);
const stale = targets.filter((t) => {
  const marker = join(root, t, 'dist', '.build-hash');
  return force || !existsSync(marker) || readFileSync(marker, 'utf8') !== hashes[t];
});

if (stale.length === 0) {
  console.log('All bundles are up to date.');
} else {
  total = stale.length;
  // A first build of all seven takes about 6 minutes on 2 cores (README); the host is the longest, about 3.
  console.log(`Building ${stale.length} bundle${stale.length === 1 ? '' : 's'}, two at a time: ${stale.join(', ')}`);
  // webpack says nothing while it works: a line every 30 s shows the build is alive.
  const heartbeat = setInterval(() => {
    if (underway.size) console.log(`  … still building ${[...underway].join(' and ')} (${seconds(buildStarted)} so far, ${done} of ${total} done)`);
  }, 30_000);
  const queue = [...stale];
  const worker = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      if (t === 'host') {
        await run(t, { PORTAL_BUILD_VERSION: buildVersion });
      } else {
        await buildRelease(t);
      }
      writeFileSync(join(root, t, 'dist', '.build-hash'), hashes[t]);
    }
  };
  try {
    await Promise.all([worker(), worker()]);
  } finally {
    clearInterval(heartbeat);
  }
  console.log(`All ${total} bundles built in ${seconds(buildStarted)}.`);
}
