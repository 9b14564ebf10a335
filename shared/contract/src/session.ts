import { STORAGE_KEYS } from './constants';

/** Claims the client reads from the access token (it never trusts them for security). */
export interface TokenClaims {
  sub: string;
  role: 'customer' | 'reseller';
  portal_modules: string[];
  termsOfUse: boolean;
  accountCode: string;
  personId: number;
  masterAccountId: number;
  iat: number;
  exp?: number;
  tokenExpiry?: number;
}

/** spec §3 Session. */
export interface Session {
  accessToken: string;
  accountRole?: string;
  nextURL?: string;
  masterAccountId?: number;
  personId?: number;
  accountCode?: string;
  otpCellNumber?: string;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    return JSON.parse(base64UrlDecode(parts[1])) as TokenClaims;
  } catch {
    return null;
  }
}

/** Seconds since epoch at which the token stops working, or null when it carries none. */
export const tokenExpiry = (claims: TokenClaims | null) => claims?.exp ?? claims?.tokenExpiry ?? null;

export function isTokenExpired(token: string | null | undefined, nowMs = Date.now()) {
  const claims = decodeClaims(token);
  if (!claims) return true;
  const exp = tokenExpiry(claims);
  return exp !== null && exp * 1000 <= nowMs;
}

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  return typeof localStorage !== 'undefined' ? localStorage : null;
}

export function readSession(): Session | null {
  const raw = storage()?.getItem(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Session;
    return typeof parsed.accessToken === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export const getAccessToken = () => readSession()?.accessToken ?? null;
export const getClaims = () => decodeClaims(getAccessToken());

/** Stores a new access token, filling the session fields from its claims. */
export function saveAccessToken(accessToken: string, extra: Partial<Session> = {}) {
  const claims = decodeClaims(accessToken);
  const session: Session = {
    ...extra,
    accessToken,
    accountRole: claims?.role,
    accountCode: claims?.accountCode,
    personId: claims?.personId,
    masterAccountId: claims?.masterAccountId,
  };
  storage()?.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  listeners.forEach((l) => l(session));
  return session;
}

export function clearSession() {
  storage()?.removeItem(STORAGE_KEYS.session);
  listeners.forEach((l) => l(null));
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** spec §6: can-access needs every named module in the token's portal_modules. */
export function canAccess(modules: string[], claims: TokenClaims | null = getClaims()) {
  if (!claims) return false;
  return modules.every((m) => claims.portal_modules.includes(m));
}

/** spec §6: the roles rule allows an element only for the listed roles. */
export function hasRole(roles: string[], claims: TokenClaims | null = getClaims()) {
  return !!claims && roles.includes(claims.role);
}
