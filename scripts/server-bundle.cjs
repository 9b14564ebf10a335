// The server compiled as `pnpm release` compiles it (esbuild: release/server.mjs and release/render-worker.cjs), for
// the tests that start the real server as a process (server/tests/support/test-server.ts spawnPortal, e2e's servers).
// Under tsx every start compiles and loads the server's few hundred modules through its loader: 20-40 s of a start on
// a loaded 2-core machine, several times what the bundle's start takes. The bundle is built once and kept (in
// server/node_modules/.cache) until a file it was built from changes, so a test always starts the code as it is now.
const { buildSync } = require('esbuild');
const { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
/** Left out of the bundle and installed instead: they load WebAssembly, native add-ons, worker files or data files of their own. */
const INSTALLED = ['@electric-sql/pglite', 'pg', 'piscina', 'pdfkit', 'exceljs'];
const NODE_TARGET = 'node20';

// An ES module has no require, __filename or __dirname; the bundled CommonJS packages and document-pool.ts use them.
const banner = [
  "import { createRequire as __portalCreateRequire } from 'node:module';",
  "import { fileURLToPath as __portalFileURLToPath } from 'node:url';",
  "import { dirname as __portalDirname } from 'node:path';",
  'const require = __portalCreateRequire(import.meta.url);',
  'const __filename = __portalFileURLToPath(import.meta.url);',
  'const __dirname = __portalDirname(__filename);',
].join('\n');

/** esbuild's options for server.mjs and render-worker.cjs in `out` (scripts/release.mjs builds release/ with these). */
function serverBuildOptions(out) {
  const common = { bundle: true, platform: 'node', target: NODE_TARGET, external: INSTALLED, logLevel: 'warning', legalComments: 'none', sourcemap: 'linked', absWorkingDir: root };
  return [
    { ...common, entryPoints: [path.join(root, 'server', 'src', 'main.ts')], outfile: path.join(out, 'server.mjs'), format: 'esm', banner: { js: banner } },
    // document-pool.ts starts its threads on render-worker.cjs beside it: in the bundle, this compiled one.
    {
      ...common,
      stdin: { contents: "module.exports = require('./render-in-thread.ts').renderInThread;", resolveDir: path.join(root, 'server', 'src', 'documents'), sourcefile: 'render-worker.cjs', loader: 'js' },
      outfile: path.join(out, 'render-worker.cjs'),
      format: 'cjs',
    },
  ];
}

// Inside server/, so that the packages left out of the bundle resolve from server/node_modules and the bundle finds
// the repository (findRepoRoot) by walking up, as release/server.mjs finds release/.
const CACHE = path.join(root, 'server', 'node_modules', '.cache', 'portal-server-bundle');
const CURRENT = path.join(CACHE, 'current.json');
const LOCK = path.join(CACHE, 'building.lock');
/** Besides the bundle's inputs: what changes the build without changing an input (versions installed, this file). */
const ALSO_DEPENDS_ON = [path.join(root, 'pnpm-lock.yaml'), __filename];
const WAIT_LIMIT_MS = 10 * 60_000;

const stamp = (file) => {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return 'missing';
  }
};

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The folder of the kept bundle if every file it was built from is as it was then. */
function upToDate() {
  try {
    const { folder } = JSON.parse(readFileSync(CURRENT, 'utf8'));
    const dir = path.join(CACHE, folder);
    const { inputs } = JSON.parse(readFileSync(path.join(dir, 'inputs.json'), 'utf8'));
    for (const [file, was] of Object.entries(inputs)) if (stamp(file) !== was) return undefined;
    return existsSync(path.join(dir, 'server.mjs')) && existsSync(path.join(dir, 'render-worker.cjs')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

function build() {
  const folder = `${Date.now()}-${process.pid}`;
  const dir = path.join(CACHE, folder);
  // Stamped before the build: a file changed during it makes the next check build again.
  const inputs = {};
  for (const options of serverBuildOptions(dir)) {
    const { metafile } = buildSync({ ...options, metafile: true });
    for (const input of Object.keys(metafile.inputs)) {
      const file = path.resolve(root, input);
      if (existsSync(file)) inputs[file] = stamp(file);
    }
  }
  for (const file of ALSO_DEPENDS_ON) inputs[file] = stamp(file);
  writeFileSync(path.join(dir, 'inputs.json'), JSON.stringify({ inputs }));
  writeFileSync(`${CURRENT}.${process.pid}`, JSON.stringify({ folder }));
  renameSync(`${CURRENT}.${process.pid}`, CURRENT);
  // Earlier bundles go once a day has passed: a server a test run started from one may still be running.
  for (const entry of readdirSync(CACHE, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== folder && Date.now() - statSync(path.join(CACHE, entry.name)).mtimeMs > 86_400_000) {
      rmSync(path.join(CACHE, entry.name), { recursive: true, force: true });
    }
  }
  return dir;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * The bundled server, built first if a file it is built from changed: `entry` is started with plain `node`, from
 * server/ as `pnpm start` runs src/main.ts. Synchronous, so a test's spawn stays synchronous; processes that ask at
 * the same time (jest's workers) wait for one build.
 */
function serverBundle() {
  mkdirSync(CACHE, { recursive: true });
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const dir = upToDate();
    if (dir) return { entry: path.join(dir, 'server.mjs'), cwd: path.join(root, 'server') };
    let lock;
    try {
      lock = openSync(LOCK, 'wx');
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(LOCK, 'utf8').trim());
      // A build whose process died (or a lock just made, its pid not written yet) is not waited for forever.
      if (holder && !alive(holder)) rmSync(LOCK, { force: true });
      else if (Date.now() > deadline) throw new Error(`The server bundle (${CACHE}) was not built within ${WAIT_LIMIT_MS / 60_000} min.`);
      else sleep(200);
      continue;
    }
    try {
      writeSync(lock, String(process.pid));
      closeSync(lock);
      // Another process may have finished a build between the check and the lock.
      const built = upToDate() ?? build();
      return { entry: path.join(built, 'server.mjs'), cwd: path.join(root, 'server') };
    } finally {
      rmSync(LOCK, { force: true });
    }
  }
}

module.exports = { serverBundle, serverBuildOptions, INSTALLED };

// `node scripts/server-bundle.cjs`: builds it if needed and prints the entry.
if (require.main === module) console.log(serverBundle().entry);
