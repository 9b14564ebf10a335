/**
 * Scale-out measured as the cost of a request: CPU seconds (utime + stime of the API processes, from /proc/<pid>/stat)
 * per 1,000 requests at the same fixed offered load, served by one node behind haproxy and by two behind haproxy. A
 * second node must not make each request dearer (shared sessions, rate limits and PINs in Redis, one database): on a
 * machine with cores to spare the same cost per request is what lets two nodes serve twice the load. The machine's own
 * core count does not enter the figure, unlike a throughput ratio on 2 cores shared with the load generator.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { actionPath, AUTH_HEADER } from '@portal/contract';
import autocannon from 'autocannon';
import { steadyLoad } from './steady-load';

export const SCALE_OUT_MAX_COST_RATIO = 1.1;
/** The offered load: this share of what one node answered flat out, so that neither run is saturated. */
const LOAD_SHARE = 0.5;
/** Each setup is measured this many times, in turns. */
const ROUNDS = 2;
/** Each node's warm-up, flat out on its own. */
const WARM_UP_SECONDS = 5;
const ACTION = 'account.GetAccount';
const CONNECTIONS = 16;
const HAPROXY_CONFIG = path.join(__dirname, '..', '..', 'deploy', 'haproxy.cfg');

export interface RequestCost {
  requests: number;
  cpuSeconds: number;
  /** CPU seconds per 1,000 requests. */
  perThousand: number;
  /** Times a thread of the nodes went to sleep and was woken (context switches), per request. */
  wakeUpsPerRequest: number;
}

export type ScaleOutFigures =
  | { ran: false; reason: string }
  | {
      ran: true;
      ratePerSec: number;
      seconds: number;
      one: RequestCost;
      two: RequestCost;
      ratio: number;
      /** CPU seconds per second the second node spent while it served nothing (during the one-node runs). */
      idleCpuPerSec: number;
      errors: number;
    };

export interface ApiNode {
  /** host:port */
  address: string;
  pid: number;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The process and every process below it (pnpm → tsx → node): the API node's whole CPU. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    }
  } catch {
    return [];
  }
  children = [...new Set(children)];
  return [pid, ...children.flatMap(processTree)];
}

/** Context switches (voluntary and not) of every thread of the processes of each node's tree. */
function contextSwitches(nodes: ApiNode[]): number {
  let switches = 0;
  for (const pid of nodes.flatMap((node) => processTree(node.pid))) {
    try {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const status = readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8');
        for (const match of status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)$/gm)) switches += Number(match[1]);
      }
    } catch {
      // Ended meanwhile.
    }
  }
  return switches;
}

/** utime + stime in seconds, of the processes of each node's tree. */
function cpuSeconds(nodes: ApiNode[]): number {
  let ticks = 0;
  for (const pid of nodes.flatMap((node) => processTree(node.pid))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the name, which may hold spaces: state is field 3, utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile.
    }
  }
  return ticks / CLOCK_TICKS;
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** deploy/haproxy.cfg in front of two addresses (the same one twice: one node behind the balancer). */
async function startHaproxy(node1: string, node2: string) {
  const bind = `127.0.0.1:${await freePort()}`;
  const stats = `127.0.0.1:${await freePort()}`;
  const child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: { PATH: process.env.PATH, PORTAL_BIND: bind, NODE1_ADDR: node1, NODE2_ADDR: node2, STATS_BIND: stats },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const csv = await fetch(`http://${stats}/stats;csv`).then((r) => r.text(), () => '');
    if (csv.split('\n').filter((line) => /^api,node\d,/.test(line) && line.includes(',UP,')).length === 2) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not see ${node1} and ${node2} up within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL: `http://${bind}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const request = (baseURL: string, token: string) => ({
  url: `${baseURL}${actionPath(ACTION)}`,
  method: 'POST',
  headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
  body: '{}',
});

/** Flat out, for the warm-up and the rate one node reaches. */
const flatOut = (baseURL: string, token: string, seconds: number) => autocannon({ ...request(baseURL, token), connections: CONNECTIONS, duration: seconds });

/** The measured load: evenly spaced requests at one rate (steady-load.ts), not autocannon's bursts at the top of each second. */
async function offered(baseURL: string, token: string, seconds: number, rate: number) {
  const result = await steadyLoad({ ...request(baseURL, token), rate, seconds, connections: CONNECTIONS });
  return { requests: result.requests, errors: result.errors };
}

async function costOf(nodes: ApiNode[], run: () => Promise<{ requests: number; errors: number }>) {
  const [cpuBefore, switchesBefore] = [cpuSeconds(nodes), contextSwitches(nodes)];
  const { requests, errors } = await run();
  const spent = cpuSeconds(nodes) - cpuBefore;
  const switches = contextSwitches(nodes) - switchesBefore;
  return { cost: { requests, cpuSeconds: spent, perThousand: (spent / requests) * 1000, wakeUpsPerRequest: switches / requests }, errors, switches };
}

/** The cost of a request on node `a` alone behind haproxy, then on `a` and `b` behind haproxy, at one fixed rate. */
export async function measureScaleOut(a: ApiNode, b: ApiNode, token: string, seconds: number): Promise<ScaleOutFigures> {
  if (spawnSync('haproxy', ['-v']).status !== 0) return { ran: false, reason: 'haproxy is not installed (scripts/ensure-haproxy.sh installs it)' };
  const oneNode = await startHaproxy(a.address, a.address);
  const twoNodes = await startHaproxy(a.address, b.address);
  try {
    // Both nodes equally warm (JIT, caches, pools) before anything is counted: each is loaded flat out on its own for
    // the same time, before the one-node flat-out rate is taken. A node costs about twice as much per request for its
    // first couple of thousand requests, so a second node warmed only by its half of a short run through the balancer
    // would count its warm-up against scale-out.
    await flatOut(`http://${b.address}`, token, WARM_UP_SECONDS);
    await flatOut(`http://${a.address}`, token, WARM_UP_SECONDS);
    const oneFlatOut = await flatOut(oneNode.baseURL, token, 3);
    const ratePerSec = Math.max(50, Math.round(oneFlatOut.requests.average * LOAD_SHARE));
    // One, two, one, two: a machine that gets busier or quieter meanwhile weighs on both alike.
    const runs: { nodes: number; cost: RequestCost; errors: number; switches: number }[] = [];
    let idleCpu = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const idleBefore = cpuSeconds([b]);
      runs.push({ nodes: 1, ...(await costOf([a], () => offered(oneNode.baseURL, token, seconds, ratePerSec))) });
      idleCpu += cpuSeconds([b]) - idleBefore;
      runs.push({ nodes: 2, ...(await costOf([a, b], () => offered(twoNodes.baseURL, token, seconds, ratePerSec))) });
    }
    const total = (nodes: number): RequestCost => {
      const mine = runs.filter((run) => run.nodes === nodes);
      const requests = mine.reduce((sum, run) => sum + run.cost.requests, 0);
      const cpu = mine.reduce((sum, run) => sum + run.cost.cpuSeconds, 0);
      const switches = mine.reduce((sum, run) => sum + run.switches, 0);
      return { requests, cpuSeconds: cpu, perThousand: (cpu / requests) * 1000, wakeUpsPerRequest: switches / requests };
    };
    const [one, two] = [total(1), total(2)];
    const idleCpuPerSec = idleCpu / (seconds * ROUNDS);
    return { ran: true, ratePerSec, seconds: seconds * ROUNDS, one, two, ratio: two.perThousand / one.perThousand, idleCpuPerSec, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
  } finally {
    await oneNode.stop();
    await twoNodes.stop();
  }
}

/** The bench's budget lines for the figures: two nodes cost at most 1.1× one per request, and no request failed. */
export function scaleOutBudgets(figures: ScaleOutFigures) {
  if (!figures.ran) return [];
  return [
    {
      budget: `scale-out: CPU per 1,000 requests, two nodes ≤ ${SCALE_OUT_MAX_COST_RATIO.toFixed(2)}× one`,
      measured: `${figures.ratio.toFixed(2)}×`,
      within: figures.ratio <= SCALE_OUT_MAX_COST_RATIO,
    },
    { budget: 'scale-out: no errors', measured: String(figures.errors), within: figures.errors === 0 },
  ];
}

/** The report's table rows: nodes, requests, CPU seconds, CPU seconds per 1,000 requests, ratio to one node. */
export function scaleOutRows(figures: Extract<ScaleOutFigures, { ran: true }>) {
  const row = (name: string, cost: RequestCost, ratio: number) => [
    name,
    cost.requests.toLocaleString('en-US'),
    `${cost.cpuSeconds.toFixed(2)} s`,
    `${cost.perThousand.toFixed(3)} s`,
    cost.wakeUpsPerRequest.toFixed(2),
    `${ratio.toFixed(2)}×`,
  ];
  return [row('one node behind haproxy', figures.one, 1), row('two nodes behind haproxy', figures.two, figures.ratio)];
}

/** What the table does not show: what a node costs while it serves nothing, and what the wake-ups mean. */
export const scaleOutNote = (figures: Extract<ScaleOutFigures, { ran: true }>) =>
  `An idle node (no requests, health checks only) spent ${(figures.idleCpuPerSec * 1000).toFixed(1)} ms of CPU per second. ` +
  'A wake-up is a thread of a node that slept (waiting for a request, Redis or PostgreSQL) and was woken: two nodes, ' +
  'each at half the rate, wait idle between more of their requests, and each wake-up costs CPU.';

export const SCALE_OUT_HEADERS = ['API nodes', ' requests', ' CPU (utime + stime)', ' CPU per 1,000 requests', ' wake-ups per request', ' ratio to one'];
