// `pnpm release`: builds release/, a folder that runs the portal with plain `node server.mjs` and nothing else around
// it: the server compiled to JavaScript (esbuild; the workspace packages it imports are bundled in), the document
// renderer's thread entry, the host's and the areas' built files, the instance configs and the migrations, laid out as
// in the repository (the server finds its files from portal-release.json), and the production dependencies the
// bundle leaves out (native code, WebAssembly, files read at run time) installed into release/node_modules at the
// exact versions the repository's lockfile installed, without any development dependency.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, process.env.PORTAL_RELEASE_DIR || 'release');
const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];
/** Left out of the bundle and installed instead: they load WebAssembly, native add-ons, worker files or data files of their own. */
const INSTALLED = ['@electric-sql/pglite', 'pg', 'piscina', 'pdfkit', 'exceljs'];
const NODE_TARGET = 'node20';

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const installedVersion = (name) => JSON.parse(readFileSync(join(root, 'server', 'node_modules', name, 'package.json'), 'utf8')).version;

// An ES module has no require, __filename or __dirname; the bundled CommonJS packages and document-pool.ts use them.
const banner = [
  "import { createRequire as __portalCreateRequire } from 'node:module';",
  "import { fileURLToPath as __portalFileURLToPath } from 'node:url';",
  "import { dirname as __portalDirname } from 'node:path';",
  'const require = __portalCreateRequire(import.meta.url);',
  'const __filename = __portalFileURLToPath(import.meta.url);',
  'const __dirname = __portalDirname(__filename);',
].join('\n');

async function main() {
  const started = Date.now();
  // The host's and areas' builds (only what changed is rebuilt).
  run(process.execPath, [join(root, 'scripts', 'build.mjs')], root);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  const common = { bundle: true, platform: 'node', target: NODE_TARGET, external: INSTALLED, logLevel: 'warning', legalComments: 'none', sourcemap: 'linked' };
  await build({ ...common, entryPoints: [join(root, 'server', 'src', 'main.ts')], outfile: join(out, 'server.mjs'), format: 'esm', banner: { js: banner } });
  // document-pool.ts starts its threads on render-worker.cjs beside it: in the release, this compiled one.
  await build({
    ...common,
    stdin: { contents: "module.exports = require('./render-in-thread.ts').renderInThread;", resolveDir: join(root, 'server', 'src', 'documents'), sourcefile: 'render-worker.cjs', loader: 'js' },
    outfile: join(out, 'render-worker.cjs'),
    format: 'cjs',
  });

  const copy = (from, to = from) => {
    if (!existsSync(join(root, from))) throw new Error(`${from} is missing: the build did not make it.`);
    cpSync(join(root, from), join(out, to), { recursive: true });
  };
  copy('host/dist');
  for (const area of AREAS) copy(`remotes/${area}/dist`);
  copy('config/instances');
  copy('server/drizzle');

  const version = existsSync(join(root, 'host', 'dist', 'version.txt')) ? readFileSync(join(root, 'host', 'dist', 'version.txt'), 'utf8').trim() : 'dev';
  writeFileSync(join(out, 'portal-release.json'), `${JSON.stringify({ version, builtAt: new Date().toISOString(), node: `>=20` }, null, 2)}\n`);
  const dependencies = Object.fromEntries(INSTALLED.map((name) => [name, installedVersion(name)]));
  writeFileSync(
    join(out, 'package.json'),
    `${JSON.stringify({ name: 'isp-portal-release', version: '0.0.0', private: true, type: 'module', engines: { node: '>=20' }, scripts: { start: 'node server.mjs', migrate: 'node server.mjs migrate' }, dependencies }, null, 2)}\n`,
  );
  // Its own install, outside the workspace: production dependencies only, in a plain node_modules (no links to a store),
  // from pnpm's store when it holds them; release/pnpm-lock.yaml records every version installed.
  run('pnpm', ['install', '--prod', '--ignore-workspace', '--config.node-linker=hoisted', '--config.package-import-method=copy', '--prefer-offline', '--reporter=silent'], out);
  const files = readdirSync(out);
  console.log(`release/ built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${files.join(', ')} (start it with: node ${out}/server.mjs)`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
