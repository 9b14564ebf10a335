import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GATEWAY_SIM_PREFIX } from '../adapters/payment-gateway';
import { PAYGATE_DEMO_ID, PAYGATE_DEMO_SECRET } from '../adapters/paygate/gateway';
import {
  checksumOf,
  encodeForm,
  INITIATE_FIELDS,
  INITIATE_RESPONSE_FIELDS,
  PAY_REQUEST_ID,
  PAYWEB3_CURRENCY,
  parseForm,
  QUERY_FIELDS,
  RESULT_FIELDS,
  RETURN_FIELDS,
  sameChecksum,
  signed,
  TRANSACTION_STATUS,
  type Fields,
} from '../adapters/paygate/payweb3';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { gatewaySimPayweb3 } from '../db/schema';
import { outcomeOf, readCardForm } from './card-form';
import { cardPage, notFoundPage, processedPage, type SessionView } from './pages';

/**
 * The demo gateway speaking PayGate's PayWeb3 (adapters/paygate/payweb3.ts) under /gateway-sim/payweb3/: initiate.trans,
 * process.trans (the card form, with the simulator's test cards) and query.trans, and a notify post to the merchant's
 * NOTIFY_URL before the browser is sent back to RETURN_URL. It answers to PayGate's public test account only
 * (PAYGATE_DEMO_ID and its key), and checks every checksum it is sent as PayGate does (ERROR=DATA_CHK when one is wrong).
 */

export const PAYWEB3_SIM_PREFIX = `${GATEWAY_SIM_PREFIX}/payweb3`;

type SimRequest = typeof gatewaySimPayweb3.$inferSelect;

const REQUIRED_INITIATE = ['PAYGATE_ID', 'REFERENCE', 'AMOUNT', 'CURRENCY', 'RETURN_URL', 'TRANSACTION_DATE', 'LOCALE', 'COUNTRY', 'EMAIL'];

/** The results PayGate's documentation shows for each ending. */
const RESULTS = {
  approved: { status: TRANSACTION_STATUS.approved, code: '990017', desc: 'Auth Done', auth: '5T8A0Z' },
  declined: { status: TRANSACTION_STATUS.declined, code: '900003', desc: 'Insufficient Funds', auth: '' },
  cancelled: { status: TRANSACTION_STATUS.userCancelled, code: '990028', desc: 'Transaction cancelled', auth: '' },
} as const;

const statusOf = (row: SimRequest) => (row.status === 'created' ? TRANSACTION_STATUS.notDone : RESULTS[row.status as keyof typeof RESULTS].status);

/** The notify post and the query answer: every result field PayWeb sends, signed in its order. */
function resultOf(row: SimRequest): [string, string][] {
  const result = row.status === 'created' ? undefined : RESULTS[row.status as keyof typeof RESULTS];
  const fields: Fields = {
    PAYGATE_ID: PAYGATE_DEMO_ID,
    PAY_REQUEST_ID: row.payRequestId,
    REFERENCE: row.reference,
    TRANSACTION_STATUS: statusOf(row),
    RESULT_CODE: result?.code ?? '',
    AUTH_CODE: result?.auth ?? '',
    CURRENCY: row.currency,
    AMOUNT: String(row.amountCents),
    RESULT_DESC: result?.desc ?? '',
    TRANSACTION_ID: row.transactionId ?? '',
    RISK_INDICATOR: result ? 'AX' : '',
    PAY_METHOD: result ? 'CC' : '',
    PAY_METHOD_DETAIL: result ? 'Visa' : '',
  };
  return signed(fields, RESULT_FIELDS, PAYGATE_DEMO_SECRET);
}

/** Where the browser goes back to: RETURN_URL with the documented fields appended. */
function returnUrlOf(row: SimRequest) {
  const fields: Fields = { PAYGATE_ID: PAYGATE_DEMO_ID, PAY_REQUEST_ID: row.payRequestId, TRANSACTION_STATUS: statusOf(row), REFERENCE: row.reference };
  const url = new URL(row.returnUrl);
  url.searchParams.set('PAY_REQUEST_ID', row.payRequestId);
  url.searchParams.set('TRANSACTION_STATUS', fields.TRANSACTION_STATUS);
  url.searchParams.set('CHECKSUM', checksumOf(fields, RETURN_FIELDS, PAYGATE_DEMO_SECRET));
  return url.toString();
}

export async function registerPayWeb3Simulator(app: FastifyInstance, options: { db: Db; clock: Clock; merchantName: string }) {
  const { db, clock, merchantName } = options;
  const viewOf = (row: SimRequest): SessionView => ({ id: row.payRequestId, kind: 'payment', merchantName, merchantReference: row.reference, amount: row.amountCents / 100 });
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const text = (reply: FastifyReply, entries: [string, string][]) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(encodeForm(entries));

  /**
   * The requests this node opened or read, by PAY_REQUEST_ID. The portal calls initiate.trans and query.trans from
   * inside its own database transaction; on the embedded database (one connection) the simulator could not read or
   * write until that transaction ends, so it answers those from here and writes to its table afterwards.
   */
  const live = new Map<string, SimRequest>();

  async function find(id: string | undefined) {
    if (!id || !PAY_REQUEST_ID.test(id)) return undefined;
    const known = live.get(id.toUpperCase());
    if (known) return known;
    const [row] = await db.select().from(gatewaySimPayweb3).where(eq(gatewaySimPayweb3.payRequestId, id.toUpperCase()));
    if (row) live.set(row.payRequestId, row);
    return row;
  }

  const keep = (row: SimRequest) =>
    db
      .insert(gatewaySimPayweb3)
      .values(row)
      .onConflictDoUpdate({ target: gatewaySimPayweb3.payRequestId, set: { status: row.status, transactionId: row.transactionId, cardLast4: row.cardLast4, completedAt: row.completedAt } });

  /** Posts the result to NOTIFY_URL as PayWeb does, before the browser goes back; the merchant answers OK. */
  async function notify(row: SimRequest, log: FastifyInstance['log']) {
    if (!row.notifyUrl) return;
    try {
      const answer = await fetch(row.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: encodeForm(resultOf(row)),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await answer.text()).trim();
      if (!answer.ok || body !== 'OK') log.warn({ payRequestId: row.payRequestId, status: answer.status }, 'gateway simulator: the notify was not answered OK');
    } catch (error) {
      log.warn({ payRequestId: row.payRequestId, err: { message: (error as Error).message } }, 'gateway simulator: the notify could not be delivered');
    }
  }

  await app.register(
    async (sim) => {
      sim.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
      const formOf = (body: unknown): [string, string][] => (typeof body === 'string' ? parseForm(body) : []);

      sim.post('/initiate.trans', async (request, reply) => {
        const fields: Fields = Object.fromEntries(formOf(request.body));
        const error = (code: string) => text(reply, [['PAYGATE_ID', fields.PAYGATE_ID ?? ''], ['REFERENCE', fields.REFERENCE ?? ''], ['ERROR', code]]);
        if (fields.PAYGATE_ID !== PAYGATE_DEMO_ID) return error('PGID_NOT_EN');
        if (REQUIRED_INITIATE.some((name) => !fields[name])) return error('DATA_PW');
        if (!sameChecksum(fields.CHECKSUM, checksumOf(fields, INITIATE_FIELDS, PAYGATE_DEMO_SECRET))) return error('DATA_CHK');
        if (fields.CURRENCY !== PAYWEB3_CURRENCY) return error('DATA_CUR');
        if (!/^\d{1,9}$/.test(fields.AMOUNT) || Number(fields.AMOUNT) < 1) return error('DATA_AMT');
        let returnUrl: URL;
        try {
          returnUrl = new URL(fields.RETURN_URL);
          if (fields.NOTIFY_URL) new URL(fields.NOTIFY_URL);
        } catch {
          return error('DATA_PW');
        }
        const payRequestId = randomUUID().toUpperCase();
        const row: SimRequest = {
          payRequestId,
          reference: fields.REFERENCE.slice(0, 110),
          amountCents: Number(fields.AMOUNT),
          currency: fields.CURRENCY,
          returnUrl: returnUrl.toString(),
          notifyUrl: fields.NOTIFY_URL || null,
          status: 'created',
          transactionId: null,
          cardLast4: null,
          createdAt: clock.now(),
          completedAt: null,
        };
        live.set(payRequestId, row);
        // Written once the answer is out (see live): it waits for the portal's transaction, which waits for the answer.
        keep(row).catch((error: Error) => request.log.error({ payRequestId, err: { message: error.message } }, 'gateway simulator: a PayWeb3 request could not be kept'));
        return text(reply, signed({ PAYGATE_ID: PAYGATE_DEMO_ID, PAY_REQUEST_ID: payRequestId, REFERENCE: fields.REFERENCE }, INITIATE_RESPONSE_FIELDS, PAYGATE_DEMO_SECRET));
      });

      /** The browser's arrival with PAY_REQUEST_ID and CHECKSUM: the card form, or how the request ended. */
      sim.post('/process.trans', async (request, reply) => {
        const fields: Fields = Object.fromEntries(formOf(request.body));
        const row = await find(fields.PAY_REQUEST_ID);
        if (!row) return html(reply, 404, notFoundPage());
        const expected = checksumOf({ PAYGATE_ID: PAYGATE_DEMO_ID, PAY_REQUEST_ID: fields.PAY_REQUEST_ID, REFERENCE: row.reference }, INITIATE_RESPONSE_FIELDS, PAYGATE_DEMO_SECRET);
        if (!sameChecksum(fields.CHECKSUM, expected)) return html(reply, 400, notFoundPage());
        if (row.status !== 'created') return html(reply, 200, processedPage(viewOf(row), row.status, returnUrlOf(row)));
        return html(reply, 200, cardPage(viewOf(row), clock.now(), {}, {}, `${PAYWEB3_SIM_PREFIX}/pay`));
      });

      /** The card form's submission or its Cancel: ends the request once, notifies, and sends the browser back. */
      sim.post('/pay', async (request, reply) => {
        const fields: Fields = Object.fromEntries(formOf(request.body));
        const row = await find(fields.PAY_REQUEST_ID);
        if (!row) return html(reply, 404, notFoundPage());
        if (row.status !== 'created') return html(reply, 409, processedPage(viewOf(row), row.status, returnUrlOf(row)));
        let values: Partial<SimRequest> & { status: string };
        if (fields.ACTION === 'cancel') values = { status: 'cancelled' };
        else {
          const read = readCardForm(fields, clock.now());
          if ('errors' in read) {
            const kept = { holder: fields.CARD_HOLDER, month: fields.EXPIRY_MONTH, year: fields.EXPIRY_YEAR };
            return html(reply, 422, cardPage(viewOf(row), clock.now(), read.errors, kept, `${PAYWEB3_SIM_PREFIX}/pay`));
          }
          values = { status: outcomeOf(read.entry.number), cardLast4: read.entry.number.slice(-4), transactionId: String(randomInt(10_000_000, 99_999_999)) };
        }
        // Ends once: the first submission wins (checked and set before any wait).
        const current = live.get(row.payRequestId) ?? row;
        if (current.status !== 'created') return html(reply, 409, processedPage(viewOf(current), current.status, returnUrlOf(current)));
        const done: SimRequest = { ...current, ...values, completedAt: clock.now() };
        live.set(done.payRequestId, done);
        await keep(done);
        await notify(done, request.log);
        return reply.header('cache-control', 'no-store').redirect(returnUrlOf(done), 303);
      });

      sim.post('/query.trans', async (request, reply) => {
        const fields: Fields = Object.fromEntries(formOf(request.body));
        const error = (code: string) => text(reply, [['PAYGATE_ID', fields.PAYGATE_ID ?? ''], ['PAY_REQUEST_ID', fields.PAY_REQUEST_ID ?? ''], ['REFERENCE', fields.REFERENCE ?? ''], ['ERROR', code]]);
        if (fields.PAYGATE_ID !== PAYGATE_DEMO_ID) return error('PGID_NOT_EN');
        if (!sameChecksum(fields.CHECKSUM, checksumOf(fields, QUERY_FIELDS, PAYGATE_DEMO_SECRET))) return error('DATA_CHK');
        const row = await find(fields.PAY_REQUEST_ID);
        if (!row || row.reference !== fields.REFERENCE) return error('DATA_PAY_REQ_ID');
        return text(reply, resultOf(row));
      });
    },
    { prefix: PAYWEB3_SIM_PREFIX },
  );
}
