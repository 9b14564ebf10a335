import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayGate PayWeb3 as its public documentation describes it (docs/payments-paygate.md lists the pages): every message
 * is an application/x-www-form-urlencoded set of UPPERCASE fields, and carries CHECKSUM, the lowercase hex MD5 of the
 * values of its fields concatenated in the documented order (empty ones left out) followed by the encryption key.
 * The concatenation has no separators, so a checksum alone does not pin where one value ends and the next begins:
 * every field whose value matters is also checked exactly (gateway.ts checkResult, routes.ts).
 */

export const PAYWEB3_ENDPOINTS = { initiate: 'initiate.trans', process: 'process.trans', query: 'query.trans' } as const;

/** The initiate request, in checksum order: PAYGATE_ID + REFERENCE + AMOUNT + … + VAULT_ID + key. */
export const INITIATE_FIELDS = [
  'PAYGATE_ID',
  'REFERENCE',
  'AMOUNT',
  'CURRENCY',
  'RETURN_URL',
  'TRANSACTION_DATE',
  'LOCALE',
  'COUNTRY',
  'EMAIL',
  'PAY_METHOD',
  'PAY_METHOD_DETAIL',
  'NOTIFY_URL',
  'USER1',
  'USER2',
  'USER3',
  'VAULT',
  'VAULT_ID',
] as const;

/** The initiate response, and the form the browser posts to process.trans (PAY_REQUEST_ID + CHECKSUM). */
export const INITIATE_RESPONSE_FIELDS = ['PAYGATE_ID', 'PAY_REQUEST_ID', 'REFERENCE'] as const;
/** What PayWeb adds to RETURN_URL when it sends the browser back. */
export const RETURN_FIELDS = ['PAYGATE_ID', 'PAY_REQUEST_ID', 'TRANSACTION_STATUS', 'REFERENCE'] as const;
/** The query request. */
export const QUERY_FIELDS = ['PAYGATE_ID', 'PAY_REQUEST_ID', 'REFERENCE'] as const;
/** The notify post and the query response, in the order PayWeb sends them. */
export const RESULT_FIELDS = [
  'PAYGATE_ID',
  'PAY_REQUEST_ID',
  'REFERENCE',
  'TRANSACTION_STATUS',
  'RESULT_CODE',
  'AUTH_CODE',
  'CURRENCY',
  'AMOUNT',
  'RESULT_DESC',
  'TRANSACTION_ID',
  'RISK_INDICATOR',
  'PAY_METHOD',
  'PAY_METHOD_DETAIL',
  'USER1',
  'USER2',
  'USER3',
  'VAULT_ID',
  'PAYVAULT_DATA_1',
  'PAYVAULT_DATA_2',
] as const;

/** PayWeb3's transaction status codes. */
export const TRANSACTION_STATUS = {
  notDone: '0',
  approved: '1',
  declined: '2',
  cancelled: '3',
  userCancelled: '4',
  receivedByPayGate: '5',
  settlementVoided: '7',
} as const;

/** PayWeb3 amounts are whole cents, e.g. 32.99 is 3299; the portal charges in rand. */
export const PAYWEB3_CURRENCY = 'ZAR';
export const PAYWEB3_COUNTRY = 'ZAF';
export const PAYWEB3_LOCALE = 'en-za';

/** PAY_REQUEST_ID: a GUID such as 23B785AE-C96C-32AF-4879-D2C9363DB6E8 (varchar(36)). */
export const PAY_REQUEST_ID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

export type Fields = Record<string, string>;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The checksum over `fields` taken in `order` (absent and empty ones left out), then the key. */
export function checksumOf(fields: Fields, order: readonly string[], key: string): string {
  return md5(order.map((name) => fields[name] ?? '').join('') + key);
}

/** The checksum over every field of a message in the order it arrived, CHECKSUM left out: how a notify is checked. */
export function checksumInArrivalOrder(entries: [string, string][], key: string): string {
  return md5(entries.filter(([name]) => name !== 'CHECKSUM').map(([, value]) => value).join('') + key);
}

/** Compares two checksums in constant time (both are 32 hex digits when well formed). */
export function sameChecksum(received: string | undefined, expected: string): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{32}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(received.toLowerCase(), 'utf8'), Buffer.from(expected, 'utf8'));
}

/** `fields` in `order`, with CHECKSUM last: a body ready to post (absent fields are not sent). */
export function signed(fields: Fields, order: readonly string[], key: string): [string, string][] {
  const present = order.filter((name) => fields[name] !== undefined && fields[name] !== '').map((name): [string, string] => [name, fields[name]]);
  return [...present, ['CHECKSUM', checksumOf(fields, order, key)]];
}

/** A form body as ordered entries (duplicate names: the first one counts); nothing but text. */
export function parseForm(body: string): [string, string][] {
  const seen = new Set<string>();
  const entries: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(body)) {
    if (seen.has(name)) continue;
    seen.add(name);
    entries.push([name, value]);
  }
  return entries;
}

export const encodeForm = (entries: [string, string][]) => new URLSearchParams(entries).toString();

/** PayWeb3's TRANSACTION_DATE: UTC, 'YYYY-MM-DD HH:MM:SS'. */
export const transactionDate = (now: Date) => now.toISOString().slice(0, 19).replace('T', ' ');
