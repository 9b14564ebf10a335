import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/**
 * A back office's webhook receiver, as docs/deploy.md tells one to be written: it checks X-Portal-Signature over the
 * raw body with the shared secret (refusing a bad or old one with 401), and counts events by Idempotency-Key, acting
 * on each id once. `failNext(n)` answers the next n deliveries with 503; `holdNext()` keeps the next one unanswered.
 */
export async function startWebhookReceiver(secret: string, port = 0) {
  const deliveries: { key: string; body: ReceivedEvent }[] = [];
  /** Each id once, in the order first received: what the back office acted on. */
  const processed: ReceivedEvent[] = [];
  let refused = 0;
  let failing = 0;
  let holding = false;
  const held: { key: string; response: ServerResponse }[] = [];

  const verified = (header: string | undefined, raw: Buffer) => {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
    if (!match || Math.abs(Date.now() / 1000 - Number(match[1])) > 300) return false;
    const expected = createHmac('sha256', secret).update(`${match[1]}.`).update(raw).digest();
    return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (!verified(request.headers['x-portal-signature'] as string | undefined, raw)) {
        refused++;
        response.writeHead(401).end('bad signature');
        return;
      }
      const body = JSON.parse(raw.toString('utf8')) as ReceivedEvent;
      const key = String(request.headers['idempotency-key'] ?? '');
      deliveries.push({ key, body });
      if (failing > 0) {
        failing--;
        response.writeHead(503).end('try later');
        return;
      }
      if (holding) {
        holding = false;
        held.push({ key, response });
        return;
      }
      if (!processed.some((e) => e.id === key)) processed.push(body);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${listening}/portal-events`,
    deliveries,
    processed,
    refused: () => refused,
    held,
    /** How many times each Idempotency-Key came. */
    countsByKey: () => deliveries.reduce((counts, d) => counts.set(d.key, (counts.get(d.key) ?? 0) + 1), new Map<string, number>()),
    failNext(n: number) {
      failing = n;
    },
    holdNext() {
      holding = true;
    },
    close: async () => {
      for (const h of held) h.response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Waits for `check` to hold (a state, not a time); the limit catches a hang only. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, context?: () => string, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${ms} ms: ${what}${context ? `\n${context()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
