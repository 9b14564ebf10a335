import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { buildServer } from '../src/app';
import type { Database } from '../src/db/connect';
import { connectionOwner, type ConnectionLimits } from '../src/http/connection-limits';
import { openSeededDatabase } from './support/seeded-database';

/** Slow clients are cut off, and one address cannot hold more than its share of connections. */

let database: Database;
const apps: Awaited<ReturnType<typeof buildServer>>['app'][] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

async function serverWith(limits: ConnectionLimits) {
  const { app } = await buildServer({ db: database.db, secret: randomBytes(32), connectionLimits: limits });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A connection from `from` (any 127.x.x.x is this machine), and when (ms after opening) the server closed it. */
function open(port: number, from = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  const opened = performance.now();
  let said = '';
  socket.on('data', (chunk) => (said += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; said: string }>((resolve) => socket.once('close', () => resolve({ afterMs: performance.now() - opened, said })));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const answered = () =>
    new Promise<void>((resolve) => {
      const check = () => (said.includes('\r\n\r\n') ? resolve() : socket.once('data', check));
      check();
    });
  return { socket, closed, connected, answered, said: () => said };
}

/** Writes one byte of a request's headers every `everyMs` until the socket is closed (at most 200 bytes). */
function drip(socket: Socket, everyMs: number) {
  const headers = 'GET /version HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(200);
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= headers.length) return clearInterval(timer);
    socket.write(headers[i++]);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** GET /version on a connection of its own from `from`: its status, or 'closed' when the server hung up. */
const version = (port: number, from = '127.0.0.1') =>
  new Promise<number | 'closed'>((resolve) => {
    const req = request({ port, host: '127.0.0.1', localAddress: from, path: '/version', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', () => resolve('closed'));
    req.end();
  });

describe('time limits', () => {
  const LIMITS = { headersTimeoutMs: 1000, requestTimeoutMs: 3000, keepAliveTimeoutMs: 500, maxConnectionsPerAddress: 50 };
  let port: number;
  beforeAll(async () => {
    port = await serverWith(LIMITS);
  });

  it('cuts clients that drip their headers, or send nothing, within the header time limit, answering 408', async () => {
    const dripping = open(port);
    const silent = open(port);
    await Promise.all([dripping.connected, silent.connected]);
    drip(dripping.socket, 200);
    const [cut, quiet] = await Promise.all([dripping.closed, silent.closed]);
    expect(cut.said).toMatch(/^HTTP\/1\.1 408/);
    // The limit, and Node's check interval (a quarter of it), with room for a loaded machine: never the request's limit.
    for (const { afterMs } of [cut, quiet]) {
      expect(afterMs).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs * 0.9);
      expect(afterMs).toBeLessThan(LIMITS.requestTimeoutMs);
    }
  });

  it('cuts a request whose body trickles in within the request time limit', async () => {
    const slow = open(port);
    await slow.connected;
    slow.socket.write('POST /api/solid/isp-portal/action/login.otp.RequestOtp HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n');
    drip(slow.socket, 200);
    const { afterMs, said } = await slow.closed;
    expect(said).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs * 0.9);
    expect(afterMs).toBeLessThan(LIMITS.requestTimeoutMs * 3);
  });

  it('closes an idle keep-alive connection after its time limit', async () => {
    const idle = open(port);
    await idle.connected;
    idle.socket.write('GET /version HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { afterMs, said } = await idle.closed;
    expect(said).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.keepAliveTimeoutMs * 0.9);
    expect(afterMs).toBeLessThan(LIMITS.requestTimeoutMs);
  });
});

describe('connections per address', () => {
  const LIMITS = { headersTimeoutMs: 20_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 20_000, maxConnectionsPerAddress: 5 };
  let port: number;
  beforeAll(async () => {
    port = await serverWith(LIMITS);
  });

  it('closes an address’s connection beyond the cap at once, while another address is answered, and frees a place when one closes', async () => {
    // Each held connection has been answered once and stays open (keep-alive): the server has counted it.
    const held = Array.from({ length: LIMITS.maxConnectionsPerAddress }, () => open(port));
    for (const c of held) {
      await c.connected;
      c.socket.write('GET /version HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await c.answered();
    }

    const extra = open(port);
    const { said, afterMs } = await extra.closed;
    expect(said).toBe('');
    expect(afterMs).toBeLessThan(LIMITS.headersTimeoutMs);
    expect(await version(port)).toBe('closed');
    expect(await version(port, '127.0.0.2')).toBe(200);

    held[0].socket.destroy();
    await held[0].closed;
    // The server hears of the close a moment later: wait for that (a bounded number of tries).
    let afterClose: number | 'closed' = 'closed';
    for (let tries = 0; tries < 100 && afterClose === 'closed'; tries++) {
      afterClose = await version(port);
      if (afterClose === 'closed') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(afterClose).toBe(200);
    for (const c of held.slice(1)) expect(c.socket.destroyed).toBe(false);
  });
});

it('counts IPv4-mapped addresses as IPv4 and an IPv6 client by its /64', () => {
  expect(connectionOwner('::ffff:127.0.0.1')).toBe('127.0.0.1');
  expect(connectionOwner('203.0.113.9')).toBe('203.0.113.9');
  expect(connectionOwner('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(connectionOwner('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
  expect(connectionOwner('2001:db8::9')).toBe('2001:db8:0:0::/64');
  expect(connectionOwner('::1')).toBe('0:0:0:0::/64');
});
