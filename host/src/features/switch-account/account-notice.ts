import type { TokenClaims } from '@portal/contract';

/**
 * 'You are now in …' after an account switch. Kept in session storage, so that it survives the dashboard's reload
 * after a switch; it belongs to the session it was written for (account and proof time: a switch keeps the proof
 * time, a new sign-in or re-auth does not), so it never greets a later session.
 */
const KEY = 'portal.account-notice';

interface StoredNotice {
  holder: string;
  message: string;
}

const listeners = new Set<() => void>();
const holderOf = (claims: Pick<TokenClaims, 'accountCode' | 'iat'> | null) => (claims ? `${claims.accountCode}:${claims.iat}` : '');

function read(): StoredNotice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredNotice) : null;
  } catch {
    return null;
  }
}

/** The text people read after a switch: the account's name and its code. */
export const switchedMessage = (account: { customerName: string; accountCode: string }) => `You are now in ${account.customerName} (${account.accountCode}).`;

export function saveAccountNotice(claims: Pick<TokenClaims, 'accountCode' | 'iat'> | null, message: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ holder: holderOf(claims), message } satisfies StoredNotice));
  } catch {
    // Storage full or refused: the header still names the account.
  }
  listeners.forEach((listener) => listener());
}

export function clearAccountNotice() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
  listeners.forEach((listener) => listener());
}

/** The notice for this session, or null. */
export function accountNoticeFor(claims: Pick<TokenClaims, 'accountCode' | 'iat'> | null): string | null {
  const notice = read();
  return notice && claims && notice.holder === holderOf(claims) ? notice.message : null;
}

export function subscribeAccountNotice(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
