import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { formatCurrency, fromCents } from '@portal/contract/format';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withinLimit, type CounterStore, type RateLimit } from '../../auth/rate-limit';
import { recordGatewayOutcome } from '../../actions/billing/payment-actions';
import type { Db } from '../../db/connect';
import type { ServerContext } from '../../actions/define-action';
import { counter } from '../../observability/metrics';
import { outcomeOfRow, PAYGATE_PATHS, type PayGateClient, type PayGateConfig } from './gateway';
import { checksumOf, INITIATE_RESPONSE_FIELDS, PAYWEB3_ENDPOINTS, parseForm, RETURN_FIELDS, sameChecksum, signed } from './payweb3';

/**
 * The portal's PayWeb3 endpoints: the page that sends the browser on to process.trans, the return address PayGate
 * sends the browser back to, and the notify address PayGate posts results to. Whatever PayGate sends is believed only
 * when its checksum verifies (in constant time); a message that does not is answered 400, logged without the key or
 * the checksum, and changes nothing.
 */

const refusedMessages = counter('portal_paygate_refused_total', 'PayGate messages refused because they did not verify, by kind (return, notify).', ['kind']);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2733;background:#f3f5f8}main{max-width:32rem;margin:0 auto;padding:1rem}h1{font-size:1.375rem}button,a.button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.25rem;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}button:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}@media (prefers-color-scheme:dark){body{background:#10161d;color:#e6edf3}}</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** Submits the page's one form at once; the button stays for a browser that runs no script. */
const CONTINUE_SCRIPT = 'document.getElementById("paygate-continue").submit();\n';

/**
 * Per client address a minute (these are public addresses): PayGate's servers post a notify for each payment (and
 * again until answered OK), so theirs is generous; a browser comes to the page and the return once a payment.
 * A message over the limit is answered 429 and changes nothing; PayGate tries an unanswered notify again later.
 */
export const PAYGATE_LIMITS: PayGateLimits = {
  notify: { name: 'paygate-notify', max: 300, windowMs: 60_000 },
  browser: { name: 'paygate-browser', max: 30, windowMs: 60_000 },
};

export interface PayGateLimits {
  notify: RateLimit;
  /** The page sending the browser on to PayGate, and the return address, together. */
  browser: RateLimit;
}

const tooMany = counter('portal_paygate_rate_limited_total', 'PayGate notify and browser requests answered 429 because their address sent too many, by kind (notify, browser).', ['kind']);

export interface PayGateRoutesOptions {
  db: Db;
  /** The server's rate-limit counters (shared by every node when Redis is used). */
  counters: CounterStore;
  /** Default PAYGATE_LIMITS; tests lower them. */
  limits?: PayGateLimits;
  client: PayGateClient;
  config: PayGateConfig;
  /** Where a verified payment's `payment.succeeded` event is written, in the transaction that records it. */
  outbox: ServerContext['outbox'];
}

export async function registerPayGateRoutes(app: FastifyInstance, { db, client, config, outbox, counters, limits = PAYGATE_LIMITS }: PayGateRoutesOptions) {
  const processUrl = `${client.base}/${PAYWEB3_ENDPOINTS.process}`;
  const gatewayOrigin = new URL(processUrl).origin;
  const log = config.log;

  /** Counted before anything is looked up: an address over its limit is answered 429 at once. */
  const limited = (kind: keyof PayGateLimits) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (await withinLimit(counters, limits[kind], request.ip, config.clock.now().getTime())) return;
    tooMany.inc({ kind });
    log.warn({ kind, clientAddress: request.ip }, 'paygate request refused: too many from this address');
    reply.header('retry-after', String(Math.ceil(limits[kind].windowMs / 1000)));
    if (kind === 'notify') return reply.code(429).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Too many requests');
    return html(reply, 429, page('Please wait a moment', '<h1>Please wait a moment</h1><p>There have been too many payment requests from your connection. Please wait a minute, then check your payments in the portal before paying again.</p>'));
  };
  const notifyLimit = { onRequest: limited('notify') };
  const browserLimit = { onRequest: limited('browser') };

  await app.register(async (routes) => {
    // PayGate posts forms; the parser lives here only (the actions stay JSON-only). Kept raw: a notify's checksum is
    // over its fields in the order they came.
    routes.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    const formOf = (body: unknown) => (typeof body === 'string' ? parseForm(body) : []);

    routes.get(PAYGATE_PATHS.continueScript, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(CONTINUE_SCRIPT),
    );

    /** The portal's step to PayGate's hosted page: a form posting PAY_REQUEST_ID and its CHECKSUM to process.trans. */
    const sendOn = async (reply: FastifyReply, payRequestId: string | undefined) => {
      const row = payRequestId ? await client.findRow(db, payRequestId) : undefined;
      if (!row) return html(reply, 404, page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid. Please start the payment again from the portal.</p>'));
      if (row.state !== 'initiated') {
        return html(reply, 409, page('Payment closed', '<h1>This payment is closed</h1><p>It was replaced by a newer payment or has ended. Please start the payment again from the portal if you still need to pay.</p>'));
      }
      const fields = signed({ PAYGATE_ID: config.paygateId, PAY_REQUEST_ID: row.payRequestId, REFERENCE: row.reference }, INITIATE_RESPONSE_FIELDS, config.secret)
        .filter(([name]) => name === 'CHECKSUM')
        .map(([, checksum]) => checksum);
      return html(
        reply,
        200,
        page(
          'Continue to the payment page',
          `<h1>Continue to the payment page</h1>
<p>You are being sent to PayGate's secure page to pay ${escapeHtml(formatCurrency(fromCents(row.amountCents)))} by card.</p>
<form id="paygate-continue" method="post" action="${escapeHtml(processUrl)}">
<input type="hidden" name="PAY_REQUEST_ID" value="${escapeHtml(row.payRequestId)}">
<input type="hidden" name="CHECKSUM" value="${escapeHtml(fields[0])}">
<button type="submit">Continue to PayGate</button>
</form>
<script src="${PAYGATE_PATHS.continueScript}" defer></script>`,
        ),
      );
    };
    // This page's form goes to PayGate: its policy allows that one origin as a form target too (the portal-wide
    // policy, set before route hooks run, allows 'self' only).
    const allowGatewayForm = async (_request: unknown, reply: FastifyReply, payload: unknown) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("form-action 'self'", `form-action 'self' ${gatewayOrigin}`));
      return payload;
    };
    routes.get<{ Querystring: { PAY_REQUEST_ID?: string } }>(PAYGATE_PATHS.process, { ...browserLimit, onSend: allowGatewayForm }, async (request, reply) => sendOn(reply, request.query.PAY_REQUEST_ID));
    routes.post(PAYGATE_PATHS.process, { ...browserLimit, onSend: allowGatewayForm }, async (request, reply) => sendOn(reply, Object.fromEntries(formOf(request.body)).PAY_REQUEST_ID));

    /**
     * PayGate sends the browser back here with PAY_REQUEST_ID, TRANSACTION_STATUS and CHECKSUM (posted, or in the
     * address). Client-initiated, so it records nothing: once it verifies, the browser goes on to the portal's return
     * page, which asks for the outcome (the notify's, or query.trans's).
     */
    const returned = async (reply: FastifyReply, fields: Record<string, string>) => {
      const row = fields.PAY_REQUEST_ID ? await client.findRow(db, fields.PAY_REQUEST_ID) : undefined;
      if (!row) return html(reply, 404, page('Payment not found', '<h1>Payment not found</h1><p>Please check your payments in the portal.</p>'));
      const expected = checksumOf({ PAYGATE_ID: config.paygateId, PAY_REQUEST_ID: fields.PAY_REQUEST_ID, TRANSACTION_STATUS: fields.TRANSACTION_STATUS ?? '', REFERENCE: row.reference }, RETURN_FIELDS, config.secret);
      if (!/^\d$/.test(fields.TRANSACTION_STATUS ?? '') || !sameChecksum(fields.CHECKSUM, expected)) {
        refusedMessages.inc({ kind: 'return' });
        log.warn({ payRequestId: row.payRequestId, reference: row.reference }, 'paygate return refused: its checksum does not verify');
        return html(reply, 400, page('Payment not confirmed', `<h1>The payment could not be confirmed</h1><p>The answer from the payment page did not verify, so nothing was recorded from it. Please check your payments in the portal before paying again.</p><p><a class="button" href="${escapeHtml(row.returnUrl)}">Back to the portal</a></p>`));
      }
      const back = new URL(row.returnUrl);
      back.searchParams.set(PAYMENT_RETURN_PARAM, row.payRequestId);
      return reply.header('cache-control', 'no-store').redirect(back.toString(), 303);
    };
    routes.post(PAYGATE_PATHS.return, browserLimit, async (request, reply) => returned(reply, Object.fromEntries(formOf(request.body))));
    routes.get<{ Querystring: Record<string, string> }>(PAYGATE_PATHS.return, browserLimit, async (request, reply) => returned(reply, request.query));

    /** PayGate's server-to-server result: verified, recorded once, answered OK (a replay is answered OK and changes nothing). */
    routes.post(PAYGATE_PATHS.notify, notifyLimit, async (request, reply) => {
      const entries = formOf(request.body);
      const fields = Object.fromEntries(entries);
      const text = (status: number, body: string) => reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(body);
      const row = fields.PAY_REQUEST_ID ? await client.findRow(db, fields.PAY_REQUEST_ID) : undefined;
      if (!row) {
        refusedMessages.inc({ kind: 'notify' });
        log.warn({ payRequestId: fields.PAY_REQUEST_ID?.slice(0, 40) }, 'paygate notify refused: unknown PAY_REQUEST_ID');
        return text(404, 'Unknown PAY_REQUEST_ID');
      }
      const checked = client.checkResult(entries, row);
      if (!checked.ok) {
        refusedMessages.inc({ kind: 'notify' });
        log.warn({ payRequestId: row.payRequestId, reference: row.reference, failedCheck: checked.reason }, 'paygate notify refused: it does not verify');
        return text(400, 'Checksum or fields do not verify');
      }
      if (row.state === 'final') return text(200, 'OK');
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await client.recordResult(tx, row.payRequestId, checked.fields, 'notify');
        const recorded = (await client.findRow(tx, row.payRequestId))!;
        const outcome = outcomeOfRow(recorded);
        if (outcome.status === 'pending') return;
        const payment = await recordGatewayOutcome(tx, { clock: config.clock, log, outbox }, row.payRequestId, outcome);
        if (payment && outcome.status === 'approved' && payment.status !== 'succeeded') {
          // PayWeb3 cannot void an unpaid request: one paid after the portal replaced it must be refunded or credited by hand.
          log.error({ payRequestId: row.payRequestId, reference: row.reference, recordedAs: payment.status }, 'paygate approved a payment the portal had already closed: refund or credit it by hand');
        }
      });
      return text(200, 'OK');
    });
  });

  return { gatewayOrigin };
}
