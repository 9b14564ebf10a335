import { randomBytes } from 'node:crypto';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { expireSimSession, GATEWAY_SIM_PREFIX, GATEWAY_SIM_SESSION_MS, SIM_SESSION_ID, type GatewaySessionKind } from '../adapters/payment-gateway';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { gatewaySimSessions } from '../db/schema';
import { outcomeOf, readCardForm, type FormFields } from './card-form';
import { cardPage, indexPage, notFoundPage, processedPage, type SessionView } from './pages';

/**
 * The demo payment gateway's pages (the hosted payment page and the card-capture frame), served by the
 * portal's own server under /gateway-sim/ so that the portal may frame them (frame-src 'self') and their
 * forms may post (form-action 'self'). Session ids travel in query strings and form bodies, never in a
 * path, so that request logs (which drop query strings) never hold one; card numbers and CVVs are read
 * from the form, decided on and dropped: only the last four digits and a random card token are kept.
 */

export interface GatewaySimulatorOptions {
  db: Db;
  clock: Clock;
  merchantName: string;
}

type SimSession = typeof gatewaySimSessions.$inferSelect;

const ENDED: Record<string, string> = { approved: 'approved', declined: 'declined', abandoned: 'cancelled' };

/** A form body as plain strings; anything else (arrays, nested objects) is dropped. */
function formFields(body: unknown): FormFields {
  const fields: FormFields = Object.create(null);
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const returnUrlOf = (session: SimSession) => {
  const url = new URL(session.returnUrl);
  url.searchParams.set(PAYMENT_RETURN_PARAM, session.id);
  return url.toString();
};

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

export async function registerGatewaySimulator(app: FastifyInstance, options: GatewaySimulatorOptions) {
  const { db, clock, merchantName } = options;

  const viewOf = (session: SimSession): SessionView => ({
    id: session.id,
    kind: session.kind as GatewaySessionKind,
    merchantName,
    merchantReference: session.merchantReference,
    amount: Number(session.amount),
  });

  /** The session by id, expired first when it was left open too long. */
  async function findSession(id: string | undefined) {
    if (!id || !SIM_SESSION_ID.test(id)) return null;
    await expireSimSession(db, id, clock.now());
    const [session] = await db.select().from(gatewaySimSessions).where(eq(gatewaySimSessions.id, id));
    return session ?? null;
  }

  function endedPage(reply: FastifyReply, session: SimSession, status: number) {
    const timedOut = session.completedAt && session.completedAt.getTime() - session.createdAt.getTime() >= GATEWAY_SIM_SESSION_MS && !session.cardLast4;
    const ended = timedOut ? 'the payment page expired' : (ENDED[session.status] ?? session.status);
    return html(reply, status, processedPage(viewOf(session), ended, returnUrlOf(session)));
  }

  /** Opening a session: the card form while it is open, else how it ended. */
  async function open(reply: FastifyReply, id: string | undefined) {
    const session = await findSession(id);
    if (!session) return html(reply, 404, notFoundPage());
    if (session.status !== 'created') return endedPage(reply, session, 200);
    return html(reply, 200, cardPage(viewOf(session), clock.now()));
  }

  /** Ends a session once: the first completion wins, a later one finds no open row. */
  async function complete(id: string, values: Partial<SimSession> & { status: string }) {
    const [done] = await db
      .update(gatewaySimSessions)
      .set({ ...values, completedAt: clock.now() })
      .where(and(eq(gatewaySimSessions.id, id), eq(gatewaySimSessions.status, 'created')))
      .returning();
    return done ?? null;
  }

  await app.register(
    async (sim) => {
      // Browsers post forms url-encoded; the parser lives in this plugin only, the actions stay JSON-only.
      sim.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        const fields: FormFields = Object.create(null);
        for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
        done(null, fields);
      });

      sim.get('/', async (_request, reply) => html(reply, 200, indexPage()));

      /** The hosted payment page the portal sends the browser to (creditCardInfoCaptureUrl). */
      sim.get<{ Querystring: { session?: string } }>('/pay', async (request, reply) => open(reply, request.query.session));

      /** The capture frame's entry: the portal's frame form posts PAY_REQUEST_ID here. */
      sim.post('/process', async (request, reply) => open(reply, formFields(request.body).PAY_REQUEST_ID));

      /** The card form's submission, or its Cancel. */
      sim.post('/pay', async (request, reply) => {
        const fields = formFields(request.body);
        const session = await findSession(fields.PAY_REQUEST_ID);
        if (!session) return html(reply, 404, notFoundPage());
        if (session.status !== 'created') return endedPage(reply, session, 409);

        if (fields.ACTION === 'cancel') {
          const cancelled = await complete(session.id, { status: 'abandoned' });
          if (!cancelled) return endedPage(reply, (await findSession(session.id))!, 409);
          return reply.header('cache-control', 'no-store').redirect(returnUrlOf(cancelled), 303);
        }

        const read = readCardForm(fields, clock.now());
        if ('errors' in read) {
          const kept = { holder: fields.CARD_HOLDER, month: fields.EXPIRY_MONTH, year: fields.EXPIRY_YEAR };
          return html(reply, 422, cardPage(viewOf(session), clock.now(), read.errors, kept));
        }
        const { entry } = read;
        const status = outcomeOf(entry.number);
        const done = await complete(session.id, {
          status,
          cardToken: status === 'approved' ? `tok_${randomBytes(16).toString('hex')}` : null,
          cardLast4: entry.number.slice(-4),
          cardHolder: entry.holder,
          expiryMonth: entry.month,
          expiryYear: entry.year,
        });
        if (!done) return endedPage(reply, (await findSession(session.id))!, 409);
        return reply.header('cache-control', 'no-store').redirect(returnUrlOf(done), 303);
      });
    },
    { prefix: GATEWAY_SIM_PREFIX },
  );
}
