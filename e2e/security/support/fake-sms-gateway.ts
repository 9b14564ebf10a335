import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';

/** One text as the portal's HTTP SMS adapter posted it. */
export interface ReceivedSms {
  /** The raw request body. */
  body: string;
  /** From the default template {"to":"27821234567","text":"..."}. */
  to: string;
  text: string;
  receivedAt: number;
}

export interface FakeSmsGateway {
  /** For SMS_HTTP_URL. */
  url: string;
  received: ReceivedSms[];
  /** Every 6-digit PIN in every text received. */
  pins(): string[];
  /** The newest PIN sent to a local number (0821234567) since `after` (ms). */
  latestPin(cellNumber: string, after: number): Promise<string>;
  close(): Promise<void>;
}

const PIN = /\b(\d{6})\b/;
/** 0821234567 → 27821234567, the form the adapter sends. */
const international = (cell: string) => (cell.startsWith('0') ? `27${cell.slice(1)}` : cell);

/**
 * An SMS gateway on a free loopback port that answers 200 to every POST /send and records what it got; with `delayMs`,
 * each answer (and its record) comes that long after the request, like a slow gateway.
 */
export async function startFakeSmsGateway(options: { delayMs?: number } = {}): Promise<FakeSmsGateway> {
  const received: ReceivedSms[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let parsed: { to?: unknown; text?: unknown } = {};
      try {
        parsed = JSON.parse(body);
      } catch {
        // kept raw
      }
      if (request.method === 'POST' && request.url === '/send') {
        setTimeout(() => {
          received.push({ body, to: String(parsed.to ?? ''), text: String(parsed.text ?? ''), receivedAt: Date.now() });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
        }, options.delayMs ?? 0);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    pins: () => received.map((m) => PIN.exec(m.text)?.[1]).filter((pin): pin is string => pin !== undefined),
    async latestPin(cellNumber, after) {
      let pin: string | undefined;
      await expect
        .poll(() => {
          const mine = received.filter((m) => m.to === international(cellNumber) && m.receivedAt >= after);
          pin = PIN.exec(mine.at(-1)?.text ?? '')?.[1];
          return pin;
        }, { message: `a PIN for ${cellNumber} at the fake SMS gateway` })
        .toBeTruthy();
      return pin!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
