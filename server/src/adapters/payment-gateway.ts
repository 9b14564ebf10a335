import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { gatewaySimSessions } from '../db/schema';

/**
 * The card gateway behind the portal's payments (docs/security.md Payments, PCI DSS SAQ A): the card number
 * and CVV are typed into the gateway's own page or frame; the portal only ever sees a session reference,
 * the outcome, and a card token with what may be shown of the card.
 */

/** payment: a charge; capture: card details stored without a charge; payhost: a card registered for monthly collection. */
export type GatewaySessionKind = 'payment' | 'capture' | 'payhost';

export interface GatewaySessionRequest {
  kind: GatewaySessionKind;
  /** The portal's own reference for the attempt, shown on the gateway's page. */
  merchantReference: string;
  /** Rand with two decimals, e.g. '1234.50'; '0.00' for a capture or a registration. */
  amount: string;
  /** Where the gateway sends the browser back; it adds `paymentToken=<reference>` (PAYMENT_RETURN_PARAM). */
  returnUrl: string;
}

/** Where the browser goes: a page to open, or a form the portal's capture frame posts. Relative to the portal's origin when the gateway is the simulator. */
export interface GatewayLinks {
  pageUrl: string;
  form: { action: string; fields: { key: string; value: string }[] };
}

/** What the gateway keeps of a card and lets the merchant know: never the number or the CVV. */
export interface GatewayCard {
  token: string;
  last4: string;
  holder: string;
  expiryMonth: number;
  expiryYear: number;
}

export type GatewayOutcome =
  | { status: 'pending' }
  | { status: 'approved'; card: GatewayCard }
  | { status: 'declined'; message: string }
  | { status: 'abandoned'; message: string };

export interface PaymentGateway {
  /** True for the demo simulator: the server then serves its pages under /gateway-sim/. */
  readonly simulated?: boolean;
  /**
   * Opens a session at the gateway. `tx` is the transaction the caller's idempotency claim runs in: a
   * gateway that keeps its state in the portal's database (the simulator) writes through it, so a claim
   * that rolls back leaves no session behind.
   */
  createSession(request: GatewaySessionRequest, tx: Db): Promise<{ reference: string }>;
  links(reference: string): GatewayLinks;
  /** The session's outcome; null when the gateway does not know the reference. */
  readOutcome(reference: string, tx: Db): Promise<GatewayOutcome | null>;
  /** Voids a session nobody has paid yet (a newer payment replaces it); one already paid stays as it is. */
  cancelSession(reference: string, tx: Db): Promise<void>;
}

export const GATEWAY_SIM_PREFIX = '/gateway-sim';
/** A simulator session not completed within this time can no longer be paid and counts as abandoned. */
export const GATEWAY_SIM_SESSION_MS = 30 * 60 * 1000;

export const SIM_DECLINE_MESSAGE = 'The card was declined by the bank.';
export const SIM_ABANDON_MESSAGE = 'The payment was cancelled at the payment page.';
export const SIM_EXPIRED_MESSAGE = 'The payment page expired before the card details were submitted.';

/** The simulator's session ids are the references: 24 random bytes, unguessable, safe in a URL. */
export const newSimSessionId = () => randomBytes(24).toString('base64url');
export const SIM_SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

/** The demo gateway: sessions in gateway_sim_sessions, pages served by the gateway-sim plugin under /gateway-sim/. */
export function simulatorGateway(clock: { now(): Date }): PaymentGateway {
  return {
    simulated: true,
    async createSession(request, tx) {
      const id = newSimSessionId();
      await tx.insert(gatewaySimSessions).values({
        id,
        kind: request.kind,
        merchantReference: request.merchantReference,
        amount: request.amount,
        returnUrl: request.returnUrl,
        status: 'created',
        createdAt: clock.now(),
      });
      return { reference: id };
    },

    links(reference) {
      return {
        pageUrl: `${GATEWAY_SIM_PREFIX}/pay?session=${encodeURIComponent(reference)}`,
        form: { action: `${GATEWAY_SIM_PREFIX}/process`, fields: [{ key: 'PAY_REQUEST_ID', value: reference }] },
      };
    },

    async readOutcome(reference, tx) {
      if (!SIM_SESSION_ID.test(reference)) return null;
      await expireSimSession(tx, reference, clock.now());
      const [row] = await tx.select().from(gatewaySimSessions).where(eq(gatewaySimSessions.id, reference));
      if (!row) return null;
      switch (row.status) {
        case 'approved':
          return {
            status: 'approved',
            card: {
              token: row.cardToken ?? '',
              last4: row.cardLast4 ?? '',
              holder: row.cardHolder ?? '',
              expiryMonth: row.expiryMonth ?? 0,
              expiryYear: row.expiryYear ?? 0,
            },
          };
        case 'declined':
          return { status: 'declined', message: SIM_DECLINE_MESSAGE };
        case 'abandoned':
          return { status: 'abandoned', message: timedOut(row) ? SIM_EXPIRED_MESSAGE : SIM_ABANDON_MESSAGE };
        default:
          return { status: 'pending' };
      }
    },

    async cancelSession(reference, tx) {
      await tx
        .update(gatewaySimSessions)
        .set({ status: 'abandoned', completedAt: clock.now() })
        .where(and(eq(gatewaySimSessions.id, reference), eq(gatewaySimSessions.status, 'created')));
    },
  };
}

const timedOut = (row: { createdAt: Date; completedAt: Date | null }) =>
  row.completedAt !== null && row.completedAt.getTime() - row.createdAt.getTime() >= GATEWAY_SIM_SESSION_MS;

/** Marks a session abandoned when it was left open past its time; once, like every completion. */
export async function expireSimSession(db: Db, id: string, now: Date) {
  await db
    .update(gatewaySimSessions)
    .set({ status: 'abandoned', completedAt: now })
    .where(
      and(
        eq(gatewaySimSessions.id, id),
        eq(gatewaySimSessions.status, 'created'),
        lt(gatewaySimSessions.createdAt, new Date(now.getTime() - GATEWAY_SIM_SESSION_MS)),
      ),
    );
}
