import type { TokenService } from '../auth/tokens';

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

const CONFIRM = 'status-confirm';
const UNSUBSCRIBE = 'status-unsubscribe';

type Links = Pick<TokenService, 'signLink' | 'verifyLink'>;
interface Subscription {
  id: number;
  createdAt: Date;
}

// A confirmation link names the subscription and when it was asked for: asking again makes earlier links stale.
const confirmValue = (s: Subscription) => `${s.id}-${Math.floor(s.createdAt.getTime() / 1000)}`;

export const confirmToken = (links: Links, s: Subscription) => links.signLink(CONFIRM, confirmValue(s));
/** Who a stop link is for: a subscriber of the status page, or a signed-in customer told of their own services. */
export type StopTarget = { subscriptionId: number } | { personId: number };

export const unsubscribeToken = (links: Links, target: StopTarget) =>
  links.signLink(UNSUBSCRIBE, 'subscriptionId' in target ? String(target.subscriptionId) : `p${target.personId}`);

/** The subscription and request time a confirmation link was signed for, or null when it was changed. */
export function readConfirmToken(links: Links, token: string) {
  const value = links.verifyLink(CONFIRM, token);
  const match = value ? /^(\d{1,10})-(\d{1,12})$/.exec(value) : null;
  return match ? { id: Number(match[1]), createdAtSeconds: Number(match[2]) } : null;
}

export function readUnsubscribeToken(links: Links, token: string): StopTarget | null {
  const match = /^(p?)(\d{1,10})$/.exec(links.verifyLink(UNSUBSCRIBE, token) ?? '');
  if (!match) return null;
  return match[1] ? { personId: Number(match[2]) } : { subscriptionId: Number(match[2]) };
}

/** The page that confirms or unsubscribes with one press (a link followed by a mail scanner changes nothing). */
export const confirmPath = (token: string) => `/status?confirm=${encodeURIComponent(token)}`;
export const unsubscribePath = (token: string) => `/status?unsubscribe=${encodeURIComponent(token)}`;
/** RFC 8058 one-click unsubscribe: what List-Unsubscribe names, for a mail client's POST. */
export const oneClickUnsubscribePath = (token: string) => `/api/status/unsubscribe?token=${encodeURIComponent(token)}`;
