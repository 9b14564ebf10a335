import { randomBytes, createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';
import { call, latestPin, type ApiAnswer } from './api';

/** What the identity and operations attacks share: JWT handling, sign-in steps and raw HTTP. */

/** The error codes the server answers with (the contract's ERROR_CODES). */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';
export const FORBIDDEN = 'FORBIDDEN';
export const RATE_LIMITED = 'RATE_LIMITED';

export interface MatchedAccount {
  accountCode: string;
  customerName: string;
  duplicateContacts: boolean;
  userToken: string;
}

export interface SwitchRow {
  accountCode: string;
  customerName: string;
  current: boolean;
  userToken: string;
}

export interface AccessClaims {
  sub: string;
  jti: string;
  role: string;
  portal_modules: string[];
  accountCode: string;
  personId: number;
  masterAccountId: number;
  termsOfUse: boolean;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** A JWT's header and payload, read without checking anything (as an attacker reads a token). */
export function decodeJwt<T = Record<string, unknown>>(token: string): { header: Record<string, unknown>; payload: T; signature: string } {
  const [header, payload, signature] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T,
    signature: signature ?? '',
  };
}

export const accessClaimsOf = (token: string) => decodeJwt<AccessClaims>(token).payload;

/** A token made of this header and payload and the given signature (a forged or re-used one). */
export const encodeJwt = (header: Record<string, unknown>, payload: Record<string, unknown>, signature: string) =>
  `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.${signature}`;

/** The same claims signed HS256 with a key the server never saw. */
export function signWithRandomKey(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const signingInput = `${base64url(JSON.stringify({ ...header, alg: 'HS256' }))}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${createHmac('sha256', randomBytes(32)).update(signingInput).digest('base64url')}`;
}

/** Asks for a PIN (answered 200), from the address `headers` name if any, and reads it from the demo outbox. */
export async function requestPin(baseURL: string, cellNumber: string, headers: Record<string, string> = {}) {
  const requested = Date.now() - 1000;
  const answer = await call(baseURL, 'login.otp.RequestOtp', { cellNumber }, undefined, headers);
  expect(answer.status, `RequestOtp ${cellNumber}: ${JSON.stringify(answer.errors)}`).toBe(200);
  return latestPin(baseURL, cellNumber, requested);
}

/** PIN and VerifyOtp: the accounts the number may use, each with its user token. */
export async function verifiedAccounts(baseURL: string, cellNumber: string) {
  const pin = await requestPin(baseURL, cellNumber);
  const verified = await call<{ matchedAccounts: MatchedAccount[]; otpCellNumberToken: string }>(baseURL, 'login.otp.VerifyOtp', { cellNumber, pin });
  expect(verified.status, JSON.stringify(verified.errors)).toBe(200);
  return verified.result;
}

/** Exchanges a user token from VerifyOtp for an access token. */
export async function selectAccount(baseURL: string, userToken: string) {
  const selected = await call<{ accessToken: string }>(baseURL, 'login.otp.SelectAccount', { userToken });
  expect(selected.status, JSON.stringify(selected.errors)).toBe(200);
  return selected.result.accessToken;
}

/** Signs in and picks the account with this code (or name); every account the number may use is also returned. */
export async function signInTo(baseURL: string, cellNumber: string, accountCode: string) {
  const { matchedAccounts } = await verifiedAccounts(baseURL, cellNumber);
  const chosen = matchedAccounts.find((a) => a.accountCode === accountCode || a.customerName === accountCode);
  if (!chosen) throw new Error(`${cellNumber} cannot sign in to ${accountCode}: ${matchedAccounts.map((a) => a.accountCode).join(', ')}`);
  return { token: await selectAccount(baseURL, chosen.userToken), matchedAccounts };
}

/** The Switch Account rows (account.GetAccounts or account.GetChildAccounts) of a session. */
export async function switchRows(baseURL: string, token: string, list: 'account.GetAccounts' | 'account.GetChildAccounts') {
  const answer = await call<{ accounts: SwitchRow[] }>(baseURL, list, {}, token);
  expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
  return answer.result.accounts;
}

export function rowFor(rows: SwitchRow[], accountCode: string) {
  const row = rows.find((r) => r.accountCode === accountCode);
  if (!row) throw new Error(`No switch row for ${accountCode}: ${rows.map((r) => r.accountCode).join(', ')}`);
  return row;
}

/** Switches the session to a row's account with account.GetAuthForAccount. */
export const switchTo = (baseURL: string, token: string, row: SwitchRow) =>
  call<{ accessToken: string }>(baseURL, 'account.GetAuthForAccount', { userToken: row.userToken }, token);

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh-only action with no lasting effect: passkey registration options. */
export const freshProbe = (baseURL: string, token: string, headers: Record<string, string> = {}) =>
  call<{ options: { rp?: { id?: string; name?: string } } & Record<string, unknown> }>(
    baseURL,
    'auth.webauthn.RequestRegistration',
    { deviceId: `attack-${randomBytes(6).toString('hex')}` },
    token,
    headers,
  );

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request through node:http, which (unlike fetch) lets a caller set any Host header: what a client
 * can send straight to the server when no proxy rewrites it.
 */
export function rawRequest(baseURL: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<RawAnswer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(url.port),
        method: options.method ?? 'GET',
        path: options.path,
        headers: { ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** An action called through node:http with a chosen Host header; the envelope parsed like `call` does. */
export async function callWithHost<T = unknown>(
  baseURL: string,
  host: string,
  name: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const raw = await rawRequest(baseURL, {
    method: 'POST',
    path: `/api/solid/isp-portal/action/${name}`,
    headers: { host, 'content-type': 'application/json', ...(token ? { 'x-portal-authorization': token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  let envelope: { success?: boolean; result?: T; errors?: ApiAnswer['errors'] } = {};
  try {
    envelope = JSON.parse(raw.text);
  } catch {
    // not JSON: the status says enough
  }
  return { status: raw.status, success: envelope.success === true, result: envelope.result as T, errors: envelope.errors ?? [] };
}

/** A valid idempotency key (16 to 64 letters, digits and dashes). */
export const idempotencyKey = () => `attack-${randomBytes(12).toString('hex')}`;

/** Reads a server log until `pattern` shows up (a start that fails writes its reason just before exiting). */
export async function logShows(log: () => string, pattern: RegExp) {
  await expect.poll(() => pattern.test(log()), { timeout: 5_000 }).toBe(true);
}

/**
 * Starts the server and makes sure the one answering on its port is this one: when another run holds the
 * port, start() would otherwise be satisfied by that other server's answer.
 */
export async function startOwn(server: { start(): Promise<void>; log(): string; port: number }) {
  await server.start();
  const own = new RegExp(`listening on \\S+:${server.port}\\b`);
  await expect
    .poll(() => own.test(server.log()) || /EADDRINUSE/.test(server.log()), { timeout: 10_000, message: 'the server printed where it listens' })
    .toBe(true);
  if (!own.test(server.log())) throw new Error(`Port ${server.port} is taken by another process; this server did not start:\n${server.log().slice(-2000)}`);
}

const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** Every JWT-looking string in a text (a response body): the tokens a canary must never find stored or logged. */
export const jwtsIn = (text: string) => text.match(JWT) ?? [];

/**
 * How often `needle` occurs in `haystack` as a value of its own: not inside a longer run of letters, digits or
 * dashes (ids, hashes, UUIDs), nor right after a decimal point (the log's timings), so that a short secret such
 * as a PIN is not "found" by chance.
 */
export function standaloneHits(haystack: string, needle: string) {
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (haystack.match(new RegExp(`(?<![0-9A-Za-z.-])${escaped}(?![0-9A-Za-z-])`, 'g')) ?? []).length;
}

/**
 * Every row of every table in the public schema of a PGlite data folder, one JSON text per row, by table.
 * The server must be stopped: one folder, one PGlite.
 */
export async function dumpPglite(dataDir: string): Promise<Map<string, string[]>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  try {
    await db.waitReady;
    const tables = await db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    const dump = new Map<string, string[]>();
    for (const { name } of tables.rows) {
      const rows = await db.query<{ row: string }>(`select row_to_json(t)::text as row from public."${name.replace(/"/g, '""')}" t`);
      dump.set(name, rows.rows.map((r) => r.row));
    }
    return dump;
  } finally {
    await db.close();
  }
}
