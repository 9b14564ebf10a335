// The release folder itself (pnpm release), copied into an empty folder and started with plain `node server.mjs`: on
// the embedded database and on PostgreSQL, what a person and a balancer see; nodes started together; backups restored.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { callAction, download, signIn } from './support/portal-client.mjs';
import { DEMO_CELL, postgresDatabase, releaseCopy, runNode, startNode, waitFor } from './support/nodes.mjs';

let release;
before(() => {
  release = releaseCopy();
});
after(() => rmSync(join(release, '..'), { recursive: true, force: true }));

/** What a balancer, a browser and a signed-in person get from a node. */
async function checkServes(node) {
  const live = await fetch(`${node.baseURL}/livez`);
  assert.equal(live.status, 200);
  assert.equal(live.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await live.json(), { status: 'live' });

  const ready = await fetch(`${node.baseURL}/readyz`);
  const readiness = await ready.json();
  assert.equal(ready.status, 200, JSON.stringify(readiness));
  assert.equal(readiness.status, 'ready');
  assert.equal(readiness.draining, false);
  assert.equal(readiness.checks.database, 'ok');
  assert.equal(ready.headers.get('cache-control'), 'no-store');

  const login = await fetch(`${node.baseURL}/login`, { headers: { accept: 'text/html' } });
  assert.equal(login.status, 200);
  const page = await login.text();
  assert.match(page, /<title>Sign in · /);
  // Rendered on the server (the prerender bundle came with the release), not an empty root.
  assert.doesNotMatch(page, /<div id="?root"?><\/div>/);

  const token = await signIn(node.baseURL, DEMO_CELL);
  const { total, invoices } = await callAction(node.baseURL, 'billing.GetInvoices', { page: 1, pageSize: 5 }, token);
  assert.ok(total > 0, 'the demo customer has invoices');
  const pdf = await download(node.baseURL, 'billing.doc.DownloadPDFInvoice', { invoiceTxNumber: invoices[0].invoiceTxNumber }, token);
  assert.equal(pdf.status, 200);
  assert.equal(pdf.type, 'application/pdf');
  assert.equal(pdf.bytes.subarray(0, 5).toString(), '%PDF-');
  assert.ok(pdf.bytes.length > 1000);
  return { token, total };
}

test('the release holds the server as plain JavaScript with production dependencies only: no tsx, no TypeScript, no dev tools', () => {
  const installed = readdirSync(join(release, 'node_modules'));
  for (const tool of ['tsx', 'typescript', 'esbuild', 'jest', 'webpack', 'drizzle-kit']) assert.ok(!installed.includes(tool), `${tool} is in release/node_modules`);
  const manifest = JSON.parse(readFileSync(join(release, 'package.json'), 'utf8'));
  for (const version of Object.values(manifest.dependencies)) assert.match(version, /^\d+\.\d+\.\d+$/, 'exact versions');
  assert.ok(existsSync(join(release, 'pnpm-lock.yaml')));
  for (const file of ['server.mjs', 'render-worker.cjs', 'portal-release.json', 'host/dist/index.html', 'host/dist/.prerender/login.cjs', 'host/dist/shared-modules.json', 'remotes/billing/dist/mf-manifest.json', 'config/instances/default.json', 'server/drizzle/meta/_journal.json']) {
    assert.ok(existsSync(join(release, file)), `release/${file}`);
  }
  const found = spawnSync('find', [release, '-name', '*.ts', '-not', '-name', '*.d.ts', '-not', '-path', '*/node_modules/*'], { encoding: 'utf8' }).stdout.trim();
  assert.equal(found, '', 'no TypeScript source outside node_modules');
});

test('on the embedded database: serves, and a backup taken while it runs and writes opens elsewhere with the data', async () => {
  const dataDir = join(release, '..', 'data');
  const node = await startNode(release, { DATA_DIR: dataDir });
  try {
    const { total } = await checkServes(node);

    // Writes while the copy is taken: each PIN request is a row.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        await callAction(node.baseURL, 'login.otp.RequestOtp', { cellNumber: '0841234567' }).catch(() => undefined);
        n++;
      }
      return n;
    })();
    const backupFile = join(release, '..', 'portal-backup.tar.gz');
    const backup = await runNode(release, ['server.mjs', 'backup', backupFile], { DATA_DIR: dataDir });
    writing = false;
    assert.ok((await writes) > 0);
    assert.equal(backup.code, 0, backup.output);
    assert.ok(existsSync(backupFile));

    // Restore: extract into a new folder, point DATA_DIR at it.
    const restored = join(release, '..', 'restored');
    mkdirSync(restored);
    const tar = spawnSync('tar', ['-xzf', backupFile, '-C', restored], { encoding: 'utf8' });
    assert.equal(tar.status, 0, tar.stderr);
    const copy = await startNode(release, { DATA_DIR: restored });
    try {
      const restoredToken = await signIn(copy.baseURL, DEMO_CELL);
      assert.equal((await callAction(copy.baseURL, 'billing.GetInvoices', { page: 1, pageSize: 5 }, restoredToken)).total, total);
      await waitFor(() => /Demo data found from an earlier start/.test(copy.output), 'the restored folder found as it was');
    } finally {
      await copy.stop();
    }
  } finally {
    const { code } = await node.stop();
    assert.equal(code, 0, node.output);
  }
});

describe('on PostgreSQL', () => {
  const databases = [];
  after(async () => {
    for (const database of databases) await database.drop();
  });
  const database = async () => {
    const made = await postgresDatabase('release_test');
    assert.ok(made, 'PostgreSQL does not answer at 127.0.0.1:5432: these tests need it (CI starts it).');
    databases.push(made);
    return made;
  };

  test('two migrate commands at once on a new database both succeed', async () => {
    const { url } = await database();
    const [a, b] = await Promise.all([runNode(release, ['server.mjs', 'migrate'], { DATABASE_URL: url }), runNode(release, ['server.mjs', 'migrate'], { DATABASE_URL: url })]);
    assert.equal(a.code, 0, a.output);
    assert.equal(b.code, 0, b.output);
    const again = await runNode(release, ['server.mjs', 'migrate'], { DATABASE_URL: url });
    assert.equal(again.code, 0, again.output);
  });

  test('two nodes started at the same moment on a new database both come up and serve; pg_dump restored into a new database holds the data', async () => {
    const { url, name } = await database();
    const nodes = await Promise.all([startNode(release, { DATABASE_URL: url }), startNode(release, { DATABASE_URL: url })]);
    let total;
    try {
      await waitFor(() => nodes.every((node) => /Demo data (seeded|found)/.test(node.output)), 'both nodes’ start-up lines');
      const seededBy = nodes.filter((node) => /Demo data seeded/.test(node.output));
      assert.equal(seededBy.length, 1, 'one node seeds, the other finds the data');
      ({ total } = await checkServes(nodes[0]));
      await checkServes(nodes[1]);
    } finally {
      for (const node of nodes) assert.equal((await node.stop()).code, 0, node.output);
    }

    const dumpFile = join(release, '..', 'portal.dump');
    const dump = spawnSync('pg_dump', ['-Fc', '-f', dumpFile, url], { encoding: 'utf8' });
    assert.equal(dump.status, 0, dump.stderr);
    const target = await database();
    const restore = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', target.url, dumpFile], { encoding: 'utf8' });
    assert.equal(restore.status, 0, restore.stderr);
    assert.notEqual(target.name, name);
    const restored = await startNode(release, { DATABASE_URL: target.url });
    try {
      await waitFor(() => /Demo data found from an earlier start/.test(restored.output), 'the restored database found as it was');
      const token = await signIn(restored.baseURL, DEMO_CELL);
      assert.equal((await callAction(restored.baseURL, 'billing.GetInvoices', { page: 1, pageSize: 5 }, token)).total, total);
    } finally {
      await restored.stop();
    }
  });
});
