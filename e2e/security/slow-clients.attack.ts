import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { startOwn } from './support/identity-helpers';
import { portalServer } from './support/server';

/**
 * The attack: slowloris. 200 sockets from one address, each dripping a byte of its headers now and then, used to stay
 * open for as long as they dripped. Now each address may hold MAX_CONNECTIONS_PER_ADDRESS connections (the rest are
 * closed at once), a dripping one is cut within HTTP_HEADERS_TIMEOUT_MS, and a client from another address is
 * answered all along. Loopback only: 127.0.0.2 is another address of this machine.
 */

const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 20_000;
const CAP = 40;
const SOCKETS = 200;
const DRIP_EVERY_MS = 500;

const server = portalServer({
  HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
});

/** GET /version on a connection of its own from `from`: the status, or 'closed'. */
const version = (from: string) =>
  new Promise<number | 'closed'>((resolve) => {
    const req = request({ port: server.port, host: '127.0.0.1', localAddress: from, path: '/version', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', () => resolve('closed'));
    req.end();
  });

interface Dripper {
  socket: Socket;
  /** When the server closed it, in ms after it connected, and whether the server had answered 408 first. */
  closed: Promise<{ afterMs: number; answered408: boolean }>;
}

function dripper(): Dripper {
  const socket = connect({ port: server.port, host: '127.0.0.1' });
  const headers = 'GET /version HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100);
  let said = '';
  let connectedAt = performance.now();
  let sent = 0;
  socket.on('error', () => undefined);
  socket.on('data', (chunk) => (said += chunk.toString()));
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= headers.length) return clearInterval(timer);
    socket.write(headers[sent++]);
  }, DRIP_EVERY_MS);
  socket.once('connect', () => (connectedAt = performance.now()));
  const closed = new Promise<{ afterMs: number; answered408: boolean }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ afterMs: performance.now() - connectedAt, answered408: said.startsWith('HTTP/1.1 408') });
    }),
  );
  return { socket, closed };
}

test.describe('slow clients', () => {
  test.beforeAll(() => startOwn(server));
  test.afterAll(() => server.dispose());

  test(`${SOCKETS} dripping sockets from one address: ${CAP} at most are kept, each is cut within the header limit, and another address is answered meanwhile`, async () => {
    const drippers = Array.from({ length: SOCKETS }, dripper);
    const outcomes = Promise.all(drippers.map((d) => d.closed));

    // While they drip, a client from another address is answered, every time.
    const meanwhile: (number | 'closed')[] = [];
    for (let i = 0; i < 5; i++) meanwhile.push(await version('127.0.0.2'));
    expect(meanwhile).toEqual([200, 200, 200, 200, 200]);

    const closed = await outcomes;
    const cutAfterTimeout = closed.filter((c) => c.answered408);
    const refusedAtOnce = closed.filter((c) => !c.answered408);
    expect(cutAfterTimeout.length, 'connections the server held (and then cut)').toBeLessThanOrEqual(CAP);
    expect(cutAfterTimeout.length).toBeGreaterThan(0);
    expect(refusedAtOnce.length).toBeGreaterThanOrEqual(SOCKETS - CAP);
    for (const { afterMs } of refusedAtOnce) expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS);
    // The header limit plus Node's check interval, with room for a loaded machine; never the request's limit.
    for (const { afterMs } of cutAfterTimeout) {
      expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS * 0.9);
      expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS * 3);
    }

    // Once they are gone, the address they came from is answered again.
    expect(await version('127.0.0.1')).toBe(200);
  });
});
