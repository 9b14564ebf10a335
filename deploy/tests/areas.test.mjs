// Areas deployed safely: deploy-area.mjs refuses a build the live portal cannot load (it reads the host's shared
// module versions from the running release), and rollback-area.mjs switches an area back to an earlier release.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { REPO, releaseCopy, runNode, startNode } from './support/nodes.mjs';

let release;
let portal;
let work;
before(async () => {
  release = releaseCopy();
  portal = await startNode(release, { DATA_DIR: join(release, '..', 'data') });
  work = mkdtempSync(join(tmpdir(), 'portal-areas-'));
});
after(async () => {
  await portal?.stop();
  rmSync(join(release, '..'), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

/** A build of billing as `pnpm build` made it, changed by `edit(manifest, folder)`. */
function billingBuild(name, edit = () => undefined) {
  const dir = join(work, name);
  cpSync(join(REPO, 'release', 'remotes', 'billing', 'dist'), dir, { recursive: true, filter: (source) => !/[/\\](\.releases|releases\.json)$/.test(source) });
  const file = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  edit(manifest, dir);
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

const deploy = (build, target) => runNode(REPO, ['scripts/deploy-area.mjs', build, target, '--host', portal.baseURL]);
const rollback = (...args) => runNode(REPO, ['scripts/rollback-area.mjs', ...args]);
const releasesOf = (target) => JSON.parse(readFileSync(join(target, 'releases.json'), 'utf8')).releases;

test('the live portal tells which shared module versions it provides', async () => {
  const response = await fetch(`${portal.baseURL}/shared-modules.json`);
  assert.equal(response.status, 200);
  const { shared } = await response.json();
  assert.match(shared['@portal/contract'].version, /^\d+\.\d+\.\d+$/);
  assert.match(shared['@portal/ui'].version, /^\d+\.\d+\.\d+$/);
});

test('an area that needs a newer @portal/contract than the live portal provides is refused, and nothing is deployed', async () => {
  const provided = (await (await fetch(`${portal.baseURL}/shared-modules.json`)).json()).shared['@portal/contract'].version;
  const [major, minor] = provided.split('.').map(Number);
  const needs = `^${major}.${minor + 1}.0`;
  const build = billingBuild('needs-newer', (manifest) => {
    for (const entry of manifest.shared) if (entry.name.startsWith('@portal/contract')) entry.requiredVersion = needs;
  });
  const target = join(work, 'served-refused');
  const result = await deploy(build, target);
  assert.equal(result.code, 1, result.output);
  assert.match(result.output, new RegExp(`Not deployed: .* @portal/contract \\${needs} \\(the portal provides ${provided.replace(/\./g, '\\.')}\\)`));
  assert.equal(existsSync(target), false);
});

test('without a portal answering at --host, nothing is deployed', async () => {
  const target = join(work, 'served-no-host');
  const result = await runNode(REPO, ['scripts/deploy-area.mjs', billingBuild('no-host'), target, '--host', 'http://127.0.0.1:9']);
  assert.equal(result.code, 1);
  assert.match(result.output, /does not answer/);
  assert.equal(existsSync(target), false);
});

test('a build the portal can load is deployed; a second release can be rolled back to the first', async () => {
  const target = join(work, 'served');
  const first = billingBuild('first', (manifest) => (manifest.metaData.buildInfo.buildVersion = 'release-one'));
  const second = billingBuild('second', (manifest, dir) => {
    manifest.metaData.buildInfo.buildVersion = 'release-two';
    writeFileSync(join(dir, 'remoteEntry.js'), `${readFileSync(join(dir, 'remoteEntry.js'), 'utf8')}\n// release two\n`);
    writeFileSync(join(dir, '999.0123abcd.js'), '// a chunk only release two has\n');
  });
  assert.equal((await deploy(first, target)).code, 0);
  const deployed = await deploy(second, target);
  assert.equal(deployed.code, 0, deployed.output);
  assert.deepEqual(releasesOf(target).map((r) => r.id), ['release-two', 'release-one']);
  assert.match(readFileSync(join(target, 'remoteEntry.js'), 'utf8'), /release two/);

  const rolled = await rollback(target);
  assert.equal(rolled.code, 0, rolled.output);
  assert.match(rolled.output, /rolled .* back to release release-one/);
  assert.deepEqual(releasesOf(target).map((r) => r.id), ['release-one', 'release-two']);
  assert.equal(readFileSync(join(target, 'remoteEntry.js'), 'utf8'), readFileSync(join(first, 'remoteEntry.js'), 'utf8'));
  assert.equal(JSON.parse(readFileSync(join(target, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion, 'release-one');
  // Tabs still on release two keep their chunks.
  assert.ok(existsSync(join(target, '999.0123abcd.js')));
  const again = await rollback(target, 'release-two');
  assert.equal(again.code, 0, again.output);
  assert.equal(JSON.parse(readFileSync(join(target, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion, 'release-two');

  const unknown = await rollback(target, 'release-zero');
  assert.equal(unknown.code, 1);
  assert.match(unknown.output, /Release release-zero is not kept in .*; kept: release-two, release-one/);
  const current = await rollback(target, 'release-two');
  assert.equal(current.code, 1);
  assert.match(current.output, /already the current release/);
});
