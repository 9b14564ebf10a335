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
import serverBundle from './server-bundle.cjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, process.env.PORTAL_RELEASE_DIR || 'release');
const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];
/** Left out of the bundle (scripts/server-bundle.cjs) and installed instead. */
const { INSTALLED } = serverBundle;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const installedVersion = (name) => JSON.parse(readFileSync(join(root, 'server', 'node_modules', name, 'package.json'), 'utf8')).version;

async function main() {
  const started = Date.now();
  // The host's and areas' builds (only what changed is rebuilt).
  run(process.execPath, [join(root, 'scripts', 'build.mjs')], root);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  // The server and the document renderer's thread entry, compiled as the tests that start the server run them.
  for (const options of serverBundle.serverBuildOptions(out)) await build(options);

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
