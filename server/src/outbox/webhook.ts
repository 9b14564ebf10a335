import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutboxEvent, OutboxHandler } from './outbox-events';

/** Where PROVISIONING_ADAPTER=webhook and HELPDESK_ADAPTER=webhook post their events. */
export interface WebhookTarget {
  url: string;
  /** WEBHOOK_SECRET: the HMAC key; never sent, never logged. */
  secret: string;
  /** A try that has not been answered by then counts as failed (and is tried again). */
  timeoutMs: number;
}

const SIGNATURE_HEADER = 'X-Portal-Signature';

/** The body the receiver gets, byte for byte as signed. */
export const webhookBody = (event: Pick<OutboxEvent, 'id' | 'type' | 'createdAt' | 'data'>) =>
  JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data });

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number) {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/**
 * What a receiver does (docs/deploy.md shows the same in a few lines): true when `header` signs `body` with
 * `secret` and its time is within `toleranceSeconds` of `nowSeconds`; compared in constant time.
 */
export function verifySignature(header: string | undefined, body: string | Buffer, secret: string, nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = 300) {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!/^\d+$/.test(parts.t ?? '') || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

/**
 * Posts each event to the target, signed, with its id as Idempotency-Key (the same on every try, so a receiver
 * recognises a repeat). Only a 2xx answer counts as delivered; a redirect is not followed.
 */
export function webhookHandler(target: WebhookTarget): OutboxHandler {
  return async (event, signal) => {
    const body = webhookBody(event);
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'isp-portal-webhook/1',
        [SIGNATURE_HEADER]: signatureHeader(target.secret, body, Math.floor(Date.now() / 1000)),
        'Idempotency-Key': event.id,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(target.timeoutMs)]),
    }).catch((error: unknown) => {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError') throw new Error(`${hostOf(target.url)} did not answer within ${target.timeoutMs} ms`);
      throw new Error(`${hostOf(target.url)} could not be reached (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message})`);
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) throw new Error(`${hostOf(target.url)} answered ${response.status}`);
  };
}

/** The URL's host for messages: a path or query may carry a credential of the receiver's. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'the webhook';
  }
};
