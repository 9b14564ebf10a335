import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@portal/contract';
import { toCents } from '@portal/contract/format';
import type { Db } from '../../db/connect';
import { paygateRequests, payments, people } from '../../db/schema';
import { ActionFailure, serviceUnavailable } from '../../http/action-failure';
import type { GatewayOutcome, PaymentGateway } from '../payment-gateway';
import {
  encodeForm,
  INITIATE_FIELDS,
  INITIATE_RESPONSE_FIELDS,
  PAY_REQUEST_ID,
  PAYWEB3_COUNTRY,
  PAYWEB3_CURRENCY,
  PAYWEB3_ENDPOINTS,
  PAYWEB3_LOCALE,
  QUERY_FIELDS,
  checksumInArrivalOrder,
  checksumOf,
  parseForm,
  sameChecksum,
  signed,
  TRANSACTION_STATUS,
  transactionDate,
  type Fields,
} from './payweb3';

/**
 * The PayGate PayWeb3 card gateway (PAYMENT_GATEWAY=paygate; docs/deploy.md PayGate). The browser is sent to PayGate's
 * hosted page through the portal's own page (PAYGATE_PATHS.process), which posts PAY_REQUEST_ID and CHECKSUM to
 * process.trans; PayGate posts the result to the notify address and sends the browser back to the return address.
 * Money is counted only from a notify or a query whose checksum, PayGate ID, reference and amount all check out.
 */

export const PAYGATE_PATHS = {
  process: '/api/payments/paygate/process',
  continueScript: '/api/payments/paygate/continue.js',
  return: '/api/payments/paygate/return',
  notify: '/api/payments/paygate/notify',
} as const;

/** PayGate's own public test account, which the demo simulator answers to (and PayGate's sandbox too). */
export const PAYGATE_DEMO_ID = '10011072130';
export const PAYGATE_DEMO_SECRET = 'secret';

export const PAYGATE_MESSAGES = {
  declined: 'The card was declined by the bank.',
  cancelled: 'The payment was cancelled at the payment page.',
  voided: 'The payment was replaced by a newer one before it was paid.',
  unavailable: 'The payment gateway could not be reached. Please try again in a few minutes.',
  refused: 'The payment gateway did not accept the payment request. Please try again later or contact support.',
  noCardStorage: 'Saving a card without a payment is not available with this payment gateway. Pay by card instead, or contact support.',
} as const;

export interface PayGateConfig {
  paygateId: string;
  secret: string;
  /** The PayWeb3 base, e.g. https://secure.paygate.co.za/payweb3 (no trailing slash). */
  baseUrl: string;
  /** Where browsers reach the portal: the return and notify addresses are made from it. */
  publicOrigin: string;
  clock: { now(): Date };
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

type Row = typeof paygateRequests.$inferSelect;

/** Fields the portal checks exactly before it believes a result (the checksum does not pin field boundaries). */
export type ResultCheck = { ok: true; fields: Fields } | { ok: false; reason: string };

export function createPayGateClient(config: PayGateConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const notifyUrl = `${config.publicOrigin}${PAYGATE_PATHS.notify}`;
  const returnUrl = `${config.publicOrigin}${PAYGATE_PATHS.return}`;

  async function post(endpoint: string, entries: [string, string][]): Promise<[string, string][]> {
    const response = await fetch(`${base}/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
      body: encodeForm(entries),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`PayWeb3 ${endpoint} answered HTTP ${response.status}`);
    return parseForm(text.trim());
  }

  /** A notify post or a query response, believed only when every check passes. */
  function checkResult(entries: [string, string][], row: Pick<Row, 'payRequestId' | 'reference' | 'amountCents'>): ResultCheck {
    const fields: Fields = Object.fromEntries(entries);
    if (!sameChecksum(fields.CHECKSUM, checksumInArrivalOrder(entries, config.secret))) return { ok: false, reason: 'checksum' };
    if (fields.PAYGATE_ID !== config.paygateId) return { ok: false, reason: 'PAYGATE_ID' };
    if (fields.PAY_REQUEST_ID?.toUpperCase() !== row.payRequestId.toUpperCase()) return { ok: false, reason: 'PAY_REQUEST_ID' };
    if (fields.REFERENCE !== row.reference) return { ok: false, reason: 'REFERENCE' };
    if (!/^\d$/.test(fields.TRANSACTION_STATUS ?? '')) return { ok: false, reason: 'TRANSACTION_STATUS' };
    if (fields.TRANSACTION_STATUS === TRANSACTION_STATUS.approved) {
      if (fields.AMOUNT !== String(row.amountCents)) return { ok: false, reason: 'AMOUNT' };
      if (fields.CURRENCY !== PAYWEB3_CURRENCY) return { ok: false, reason: 'CURRENCY' };
    }
    return { ok: true, fields };
  }

  /** Records a checked result once: the first notify or query that reports the end wins; later ones change nothing. */
  async function recordResult(db: Db, payRequestId: string, fields: Fields, reportedBy: 'notify' | 'query') {
    const status = fields.TRANSACTION_STATUS;
    // Not done yet, or received but not processed: nothing ended.
    if (status === TRANSACTION_STATUS.notDone || status === TRANSACTION_STATUS.receivedByPayGate) return;
    await db
      .update(paygateRequests)
      .set({
        state: 'final',
        transactionStatus: status,
        resultCode: fields.RESULT_CODE ?? null,
        resultDesc: fields.RESULT_DESC ?? null,
        transactionId: fields.TRANSACTION_ID ?? null,
        reportedBy,
        completedAt: config.clock.now(),
      })
      .where(and(eq(paygateRequests.payRequestId, payRequestId), inArray(paygateRequests.state, ['initiated', 'voided'])));
  }

  async function findRow(db: Db, payRequestId: string) {
    if (!PAY_REQUEST_ID.test(payRequestId)) return undefined;
    const [row] = await db.select().from(paygateRequests).where(eq(paygateRequests.payRequestId, payRequestId.toUpperCase()));
    return row;
  }

  /** Asks query.trans how the request stands; records a checked end. Null when PayGate cannot be asked or its answer fails a check. */
  async function query(db: Db, row: Row): Promise<Fields | null> {
    let answer: [string, string][];
    try {
      answer = await post(PAYWEB3_ENDPOINTS.query, signed({ PAYGATE_ID: config.paygateId, PAY_REQUEST_ID: row.payRequestId, REFERENCE: row.reference }, QUERY_FIELDS, config.secret));
    } catch (error) {
      config.log.warn({ payRequestId: row.payRequestId, err: { message: (error as Error).message } }, 'paygate query failed');
      return null;
    }
    const error = answer.find(([name]) => name === 'ERROR')?.[1];
    if (error) {
      config.log.warn({ payRequestId: row.payRequestId, paygateError: error }, 'paygate query refused');
      return null;
    }
    const checked = checkResult(answer, row);
    if (!checked.ok) {
      config.log.warn({ payRequestId: row.payRequestId, failedCheck: checked.reason }, 'paygate query answer refused: it does not verify');
      return null;
    }
    await recordResult(db, row.payRequestId, checked.fields, 'query');
    return checked.fields;
  }

  return { notifyUrl, returnUrl, checkResult, recordResult, findRow, query, post, base };
}

export type PayGateClient = ReturnType<typeof createPayGateClient>;

/** How a request ended, from its recorded result; pending while none is recorded. */
export function outcomeOfRow(row: Row): GatewayOutcome {
  if (row.state !== 'final') return row.state === 'voided' ? { status: 'abandoned', message: PAYGATE_MESSAGES.voided } : { status: 'pending' };
  switch (row.transactionStatus) {
    case TRANSACTION_STATUS.approved:
      // A charge keeps no card: PayWeb3's vault is not used (docs/deploy.md PayGate).
      return { status: 'approved', card: { token: '', last4: '', holder: '', expiryMonth: 0, expiryYear: 0 } };
    case TRANSACTION_STATUS.cancelled:
    case TRANSACTION_STATUS.userCancelled:
      return { status: 'abandoned', message: PAYGATE_MESSAGES.cancelled };
    default:
      return { status: 'declined', message: PAYGATE_MESSAGES.declined };
  }
}

/** The PaymentGateway the portal's billing actions use, over PayWeb3. */
export function payGateGateway(client: PayGateClient, config: PayGateConfig): PaymentGateway {
  return {
    async createSession(request, tx) {
      // PayWeb3 stores a card (VAULT) only during a charge: a capture or a registration without one is not offered.
      if (request.kind !== 'payment') throw serviceUnavailable(PAYGATE_MESSAGES.noCardStorage);
      const amountCents = toCents(request.amount);
      const [owner] = await tx
        .select({ email: people.email })
        .from(payments)
        .innerJoin(people, eq(people.id, payments.personId))
        .where(eq(payments.reference, request.merchantReference));
      const fields: Fields = {
        PAYGATE_ID: config.paygateId,
        REFERENCE: request.merchantReference,
        AMOUNT: String(amountCents),
        CURRENCY: PAYWEB3_CURRENCY,
        RETURN_URL: client.returnUrl,
        TRANSACTION_DATE: transactionDate(config.clock.now()),
        LOCALE: PAYWEB3_LOCALE,
        COUNTRY: PAYWEB3_COUNTRY,
        EMAIL: owner?.email ?? '',
        NOTIFY_URL: client.notifyUrl,
      };
      let answer: [string, string][];
      try {
        answer = await client.post(PAYWEB3_ENDPOINTS.initiate, signed(fields, INITIATE_FIELDS, config.secret));
      } catch (error) {
        config.log.error({ reference: request.merchantReference, err: { message: (error as Error).message } }, 'paygate initiate failed');
        throw serviceUnavailable(PAYGATE_MESSAGES.unavailable);
      }
      const got: Fields = Object.fromEntries(answer);
      if (got.ERROR) {
        config.log.error({ reference: request.merchantReference, paygateError: got.ERROR }, 'paygate initiate refused');
        throw new ActionFailure(502, ERROR_CODES.serviceUnavailable, PAYGATE_MESSAGES.refused);
      }
      const verified =
        got.PAYGATE_ID === config.paygateId &&
        got.REFERENCE === request.merchantReference &&
        PAY_REQUEST_ID.test(got.PAY_REQUEST_ID ?? '') &&
        sameChecksum(got.CHECKSUM, checksumOf(got, INITIATE_RESPONSE_FIELDS, config.secret));
      if (!verified) {
        config.log.error({ reference: request.merchantReference }, 'paygate initiate answer refused: it does not verify');
        throw new ActionFailure(502, ERROR_CODES.serviceUnavailable, PAYGATE_MESSAGES.refused);
      }
      const payRequestId = got.PAY_REQUEST_ID.toUpperCase();
      await tx.insert(paygateRequests).values({
        payRequestId,
        reference: request.merchantReference,
        amountCents,
        returnUrl: request.returnUrl,
        state: 'initiated',
        createdAt: config.clock.now(),
      });
      return { reference: payRequestId };
    },

    links(reference) {
      // The portal's own page posts the request to process.trans: its checksum is made there, with the key.
      const pageUrl = `${PAYGATE_PATHS.process}?PAY_REQUEST_ID=${encodeURIComponent(reference)}`;
      return { pageUrl, form: { action: PAYGATE_PATHS.process, fields: [{ key: 'PAY_REQUEST_ID', value: reference }] } };
    },

    async readOutcome(reference, tx) {
      const row = await client.findRow(tx, reference);
      if (!row) return null;
      if (row.state === 'final') return outcomeOfRow(row);
      // No verified notify yet (it may be late, or lost): ask query.trans.
      const answered = await client.query(tx, row);
      if (!answered) return row.state === 'voided' ? outcomeOfRow(row) : { status: 'pending' };
      const [now] = await tx.select().from(paygateRequests).where(eq(paygateRequests.payRequestId, row.payRequestId));
      return outcomeOfRow(now);
    },

    async cancelSession(reference, tx) {
      // PayWeb3 has no way to void a request nobody paid: the portal stops sending browsers to it.
      await tx
        .update(paygateRequests)
        .set({ state: 'voided' })
        .where(and(eq(paygateRequests.payRequestId, reference), eq(paygateRequests.state, 'initiated')));
    },
  };
}
