// haproxy (Debian's package, scripts/ensure-haproxy.sh) running deploy/haproxy.cfg in front of two nodes, on free ports.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort, REPO, waitFor } from './nodes.mjs';

export const HAPROXY_CONFIG = join(REPO, 'deploy', 'haproxy.cfg');

export function haproxyMissing() {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  return found.error || found.status !== 0 ? 'haproxy is not installed: these tests need it (scripts/ensure-haproxy.sh installs Debian’s package; run it as root).' : undefined;
}

export const haproxyEnv = async (node1Port, node2Port) => ({
  PORTAL_BIND: `127.0.0.1:${await freePort()}`,
  NODE1_ADDR: `127.0.0.1:${node1Port}`,
  NODE2_ADDR: `127.0.0.1:${node2Port}`,
  STATS_BIND: `127.0.0.1:${await freePort()}`,
});

export async function startHaproxy(env) {
  const child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const balancer = {
    baseURL: `http://${env.PORTAL_BIND}`,
    get output() {
      return output;
    },
    /** Each server's state as haproxy's stats page has it: UP, DOWN, … */
    async states() {
      const csv = await (await fetch(`http://${env.STATS_BIND}/stats;csv`)).text();
      const [header, ...rows] = csv.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (name) => columns.indexOf(name);
      return Object.fromEntries(rows.map((row) => row.split(',')).filter((cells) => cells[at('pxname')] === 'api' && cells[at('svname')].startsWith('node')).map((cells) => [cells[at('svname')], cells[at('status')]]));
    },
    async until(server, state) {
      await waitFor(async () => (await balancer.states())[server] === state, `haproxy seeing ${server} ${state}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
  await waitFor(async () => Object.keys(await balancer.states()).length === 2, `haproxy answering (${output})`);
  return balancer;
}
