/** The e-mail settings' checks (EMAIL_ADAPTER, SMTP_*, MAIL_FROM; settings.ts runs them); no message echoes SMTP_URL or SMTP_PASSWORD. */

import { readFileSync } from 'node:fs';

export const EMAIL_ADAPTERS = ['smtp', 'demo', 'off'] as const;
export type EmailAdapterName = (typeof EMAIL_ADAPTERS)[number];

export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465). smtp:// upgrades with STARTTLS, required unless the host is this machine. */
  secure: boolean;
  /** Only this machine's relay may be spoken to in plain text: anywhere else a missing STARTTLS fails the try. */
  requireTls: boolean;
  /** Both or neither: AUTH with them when given. The password is never logged. */
  user?: string;
  password?: string;
  /** MAIL_FROM: the sender's address; its display name is the brand unless MAIL_FROM gives one. */
  from: { address: string; name?: string };
  timeoutMs: number;
  /** SMTP_CA_FILE: PEM certificates to trust besides the system's (a relay with a private CA). */
  ca?: string;
}

export const SMTP_DEFAULT_TIMEOUT_MS = 30_000;

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/** SMTP_URL: smtp://user:password@host:port or smtps://…; no user for a relay that takes mail without AUTH. */
export function parseSmtpUrl(raw: string) {
  const problem = (detail: string) =>
    new Error(`SMTP_URL is not usable: ${detail} Give smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS); the user and password may be left out for a relay that needs none.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw problem('it is not a URL.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw problem('it must start with smtp:// or smtps://.');
  if (!url.hostname) throw problem('it has no host.');
  // A user without a password takes it from SMTP_PASSWORD (settings.ts requires one of them).
  if (url.password && !url.username) throw problem('it has a password without a user.');
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) throw problem('it must not have a path, a query or a fragment.');
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTls: !secure && !isLoopback(host),
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

/** SMTP_PASSWORD: overrides the password of SMTP_URL (a container secret kept apart from the URL). */
export function parseSmtpPassword(raw: string) {
  if (/[\r\n\u0000]/.test(raw) || raw.length > 512) throw new Error('SMTP_PASSWORD must be one line of at most 512 characters.');
  return raw;
}

const ADDRESS = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$|^[^\s@<>"(),;:]+@localhost$/i;

/** MAIL_FROM: `portal@example.com` or `Example Fibre <portal@example.com>`. */
export function parseMailFrom(raw: string): SmtpSettings['from'] {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(raw);
  const address = (named ? named[2] : raw).trim();
  const name = named?.[1].trim().replace(/^"(.*)"$/, '$1') || undefined;
  if (!ADDRESS.test(address) || /[\r\n]/.test(raw) || raw.length > 320) {
    throw new Error(`MAIL_FROM=${JSON.stringify(raw.slice(0, 60))}: give the sender's address, e.g. portal@example.com or "Example Fibre <portal@example.com>".`);
  }
  return { address, name };
}

export function parseSmtpTimeoutMs(raw: string) {
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1000 && value <= 120_000)) throw new Error(`SMTP_TIMEOUT_MS=${JSON.stringify(raw.slice(0, 20))}: use a whole number of milliseconds from 1000 to 120000.`);
  return value;
}

/** SMTP_CA_FILE: a readable PEM file of certificates; answers its text. */
export function parseSmtpCaFile(raw: string) {
  let text: string;
  try {
    text = readFileSync(raw, 'utf8');
  } catch (error) {
    throw new Error(`SMTP_CA_FILE=${JSON.stringify(raw.slice(0, 100))} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): give the path of a PEM file of the certificates to trust.`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`SMTP_CA_FILE=${JSON.stringify(raw.slice(0, 100))} holds no PEM certificate (-----BEGIN CERTIFICATE-----).`);
  return text;
}

export interface EmailSettingsInput {
  adapter?: EmailAdapterName;
  url?: ReturnType<typeof parseSmtpUrl>;
  password?: string;
  from?: SmtpSettings['from'];
  timeoutMs?: number;
  ca?: string;
  production: boolean;
}

/** Which adapter mails people: EMAIL_ADAPTER, or smtp when SMTP_URL is set, else the demo mailbox (demo) or off (production). */
export type EmailSettings = { adapter: 'smtp'; smtp: SmtpSettings } | { adapter: 'demo' } | { adapter: 'off' };

/** The adapter the (already parsed) settings name; settings.ts has said what is missing or refused before this runs. */
export function emailSettingsOf(input: EmailSettingsInput): EmailSettings {
  const adapter = input.adapter ?? (input.url ? 'smtp' : input.production ? 'off' : 'demo');
  if (adapter !== 'smtp') return { adapter };
  const url = input.url!;
  const password = input.password ?? url.password;
  return {
    adapter,
    smtp: {
      host: url.host,
      port: url.port,
      secure: url.secure,
      requireTls: url.requireTls,
      user: url.user,
      password: url.user ? password : undefined,
      from: input.from!,
      timeoutMs: input.timeoutMs ?? SMTP_DEFAULT_TIMEOUT_MS,
      ca: input.ca,
    },
  };
}
