// The image and the compose file cannot be built or run here (no Docker daemon): what can be checked of them is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { HAPROXY_CONFIG, haproxyMissing } from './support/haproxy.mjs';
import { REPO } from './support/nodes.mjs';

test('deploy/compose.yaml: PostgreSQL, Redis, the migrate step once, two API nodes that wait for it, and haproxy in front', () => {
  const compose = parse(readFileSync(join(REPO, 'deploy', 'compose.yaml'), 'utf8'), { merge: true });
  const { services } = compose;
  assert.deepEqual(Object.keys(services).sort(), ['balancer', 'migrate', 'node1', 'node2', 'postgres', 'redis']);
  assert.deepEqual(services.migrate.command, ['node', 'server.mjs', 'migrate']);
  assert.equal(services.migrate.restart, 'no');
  for (const name of ['node1', 'node2']) {
    const node = services[name];
    assert.equal(node.depends_on.migrate.condition, 'service_completed_successfully');
    assert.match(node.environment.DATABASE_URL, /^postgres:\/\/.*@postgres:5432\//);
    assert.equal(node.environment.REDIS_URL, 'redis://redis:6379');
    assert.equal(node.environment.HOST, '0.0.0.0');
    assert.equal(node.image, services.migrate.image);
  }
  assert.equal(services.balancer.environment.NODE1_ADDR, 'node1:8080');
  assert.equal(services.balancer.environment.NODE2_ADDR, 'node2:8080');
  assert.ok(services.balancer.volumes.some((volume) => volume.startsWith('./haproxy.cfg:')));
});

test('deploy/haproxy.cfg is a valid haproxy configuration that checks /readyz', () => {
  const missing = haproxyMissing();
  assert.ok(!missing, missing);
  const checked = spawnSync('haproxy', ['-c', '-f', HAPROXY_CONFIG], {
    env: { PATH: process.env.PATH, PORTAL_BIND: '127.0.0.1:8080', NODE1_ADDR: 'node1:8080', NODE2_ADDR: 'node2:8080', STATS_BIND: '127.0.0.1:8404' },
    encoding: 'utf8',
  });
  assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  assert.match(readFileSync(HAPROXY_CONFIG, 'utf8'), /option httpchk GET \/readyz/);
});

test('Dockerfile: an official node image, the release folder, a user who is not root', () => {
  const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');
  assert.match(dockerfile, /^FROM node:20-bookworm-slim$/m);
  assert.match(dockerfile, /^COPY .*release\/ \/app\/$/m);
  assert.match(dockerfile, /^USER node$/m);
  assert.match(dockerfile, /^CMD \["node", "server.mjs"\]$/m);
});
