// Health checks and draining, proved with haproxy (deploy/haproxy.cfg) in front of two release nodes on PostgreSQL and
// Redis: a rolling restart of both nodes under load loses no request.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { haproxyEnv, haproxyMissing, startHaproxy } from './support/haproxy.mjs';
import { callAction, signIn } from './support/portal-client.mjs';
import { DEMO_CELL, freePort, postgresDatabase, REDIS_URL, redisAnswers, releaseCopy, startNode, waitFor } from './support/nodes.mjs';

const DRAIN_SECONDS = 3;
const CONCURRENT_CALLERS = 8;

let release;
let database;
before(async () => {
  release = releaseCopy();
  database = await postgresDatabase('release_drain');
});
after(async () => {
  await database?.drop();
  rmSync(join(release, '..'), { recursive: true, force: true });
});

test('SIGTERM: /readyz turns 503 at once while the node keeps serving; a rolling restart behind haproxy loses no request; sessions and idempotency keys hold across the nodes', { timeout: 180_000 }, async () => {
  const missing = haproxyMissing();
  assert.ok(!missing, missing);
  assert.ok(database, 'PostgreSQL does not answer at 127.0.0.1:5432: this test needs it (CI starts it).');
  assert.ok(redisAnswers(), 'Redis does not answer at 127.0.0.1:6379: this test needs it (CI starts it).');
  // A Redis database of these tests' own, so that their rate-limit counters and PINs meet no other run's.
  const env = { DATABASE_URL: database.url, REDIS_URL: `${REDIS_URL}/13`, DRAIN_SECONDS: String(DRAIN_SECONDS), TRUST_PROXY: 'loopback', SMS_ADAPTER: 'demo' };
  const ports = [await freePort(), await freePort()];
  const nodes = [await startNode(release, env, { port: ports[0] }), await startNode(release, env, { port: ports[1] })];
  const balancer = await startHaproxy(await haproxyEnv(ports[0], ports[1]));
  const outcomes = { ok: 0, failed: [], errors: [] };
  let loading = true;
  try {
    const ready = await (await fetch(`${nodes[0].baseURL}/readyz`)).json();
    assert.deepEqual(ready.checks, { database: 'ok', redis: 'ok' });
    await balancer.until('node1', 'UP');
    await balancer.until('node2', 'UP');
    const token = await signIn(balancer.baseURL, DEMO_CELL);

    // The load: callers in a loop, each on its own keep-alive connection to the balancer, reading the person's invoices.
    const callers = Array.from({ length: CONCURRENT_CALLERS }, async () => {
      while (loading) {
        try {
          const response = await fetch(`${balancer.baseURL}/api/solid/isp-portal/action/billing.GetInvoices`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-portal-authorization': token },
            body: JSON.stringify({ page: 1, pageSize: 5 }),
          });
          await response.arrayBuffer();
          if (response.ok) outcomes.ok++;
          else outcomes.failed.push(response.status);
        } catch (error) {
          outcomes.errors.push(error.cause?.code ?? error.message);
        }
      }
    });

    for (const [i, server] of [[0, 'node1'], [1, 'node2']]) {
      const before = outcomes.ok;
      await waitFor(() => outcomes.ok > before + 20, 'requests flowing');
      const stopping = nodes[i];
      stopping.child.kill('SIGTERM');
      // At once: not ready, still live and still serving.
      const readiness = await waitFor(async () => {
        const response = await fetch(`${stopping.baseURL}/readyz`);
        return response.status === 503 && (await response.json());
      }, `${server} /readyz turning 503`, 5_000);
      assert.equal(readiness.draining, true);
      assert.equal((await fetch(`${stopping.baseURL}/livez`)).status, 200);
      await balancer.until(server, 'DOWN');
      const { code } = await stopping.exited;
      assert.equal(code, 0, stopping.output);
      assert.match(stopping.output, new RegExp(`draining for ${DRAIN_SECONDS} s`));
      nodes[i] = await startNode(release, env, { port: ports[i] });
      await balancer.until(server, 'UP');
    }
    const afterRestart = outcomes.ok;
    await waitFor(() => outcomes.ok > afterRestart + 20, 'requests flowing after the restart');
    loading = false;
    await Promise.all(callers);

    assert.deepEqual({ failed: outcomes.failed, errors: outcomes.errors }, { failed: [], errors: [] }, `${outcomes.ok} answered 2xx`);
    assert.ok(outcomes.ok > 100, `${outcomes.ok} requests answered`);
    console.log(`rolling restart: ${outcomes.ok} requests answered, none failed`);
    // The same token on both new nodes: the session lives in PostgreSQL, not in a node.
    assert.ok((await callAction(nodes[0].baseURL, 'billing.GetInvoices', { page: 1, pageSize: 1 }, token)).total > 0);
    assert.ok((await callAction(nodes[1].baseURL, 'billing.GetInvoices', { page: 1, pageSize: 1 }, token)).total > 0);

    // One payment sent to both nodes at once with one idempotency key: the same answer from both, one payment made.
    const payer = await signIn(balancer.baseURL, DEMO_CELL);
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all(nodes.map((node) => callAction(node.baseURL, 'billing.payment.PerformPayGatePayment', { amount: 25, idempotencyKey }, payer)));
    assert.deepEqual(second, first);
    assert.equal(await database.count('SELECT count(*)::int AS n FROM payments WHERE idempotency_key = $1', [idempotencyKey]), 1);
  } finally {
    loading = false;
    await balancer.stop();
    for (const node of nodes) await node.stop();
  }
});

test('DRAIN_SECONDS out of range stops the start with one line naming the setting', async () => {
  const node = await startNode(release, { DATA_DIR: join(release, '..', 'never'), DRAIN_SECONDS: '301' }, { waitUntilLive: false });
  const { code } = await node.exited;
  assert.equal(code, 1);
  assert.match(node.output, /DRAIN_SECONDS="301": use whole seconds from 0 to 300/);
});
