import { isIPv6, type Server, type Socket } from 'node:net';
import { counter } from '../observability/metrics';

/** How long a client may take, and how many connections one address may hold open (README's settings table). */
export interface ConnectionLimits {
  /** Until a request's headers are all in (HTTP_HEADERS_TIMEOUT_MS); a slower client gets 408 and is closed. */
  headersTimeoutMs: number;
  /** Until the whole request, body included, is in (HTTP_REQUEST_TIMEOUT_MS); also how long a socket may sit silent. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** Open connections per client address (MAX_CONNECTIONS_PER_ADDRESS); one more is closed at once. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  // A 16 MiB upload at about 1.2 Mbit/s.
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 128,
};

/**
 * Fastify's options for the limits. Node checks the header and request deadlines every connectionsCheckingInterval,
 * 30 s by default: checked every second (or sooner for short limits), a slow client is cut within its limit.
 */
export function connectionTimeoutOptions(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.requestTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/**
 * Whose connection this is, as the socket says (a proxy's forwarded addresses are not looked at: a connection is
 * counted before any request on it is read). An IPv6 client counts by its /64, the block one subscriber gets.
 */
export function connectionOwner(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

const refused = counter('portal_connections_refused_total', 'Connections closed at once because their address already held MAX_CONNECTIONS_PER_ADDRESS.');

/** Closes a new connection at once when its address already holds `max` open ones. */
export function capConnectionsPerAddress(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const owner = connectionOwner(socket.remoteAddress);
    const count = open.get(owner) ?? 0;
    if (count >= max) {
      refused.inc();
      socket.destroy();
      return;
    }
    open.set(owner, count + 1);
    socket.once('close', () => {
      const left = (open.get(owner) ?? 1) - 1;
      if (left > 0) open.set(owner, left);
      else open.delete(owner);
    });
  });
}
