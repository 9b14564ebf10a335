import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The server's settings, read once at start-up from the environment. Every value is checked here, so a
 * typo stops the start with a sentence naming the variable instead of quietly turning a control off
 * (a REAUTH_FRESH_SECONDS of "abc" must not disable re-authentication). An empty value counts as unset.
 */
export interface Settings {
  port: number;
  host: string;
  /** PGlite's folder, absolute; unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  portalInstance: string;
  buildNumber?: string;
  /** Unset: the key made once and kept in the database. */
  jwtSecret?: string;
  otpRequestsPerNumber: number;
  otpRequestsPerAddress: number;
  alternateDebitProvider: boolean;
  /** Where browsers reach the portal: payment return addresses and the passkey RP ID come from it, never from a Host header. */
  publicOrigin: string;
  reauthFreshSeconds: number;
  logLevel: string;
  /** False (no proxy), the number of proxies in front of the server, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  /** Where address suggestions come from: the built-in demo list, or an HTTP provider (ADDRESS_LOOKUP_URL). */
  addressLookupAdapter: AddressLookupAdapterName;
  /** The http adapter's provider; required when addressLookupAdapter is http. */
  addressLookupUrl?: string;
  /** Sent to the provider as `key`; never logged nor echoed. */
  addressLookupApiKey?: string;
  addressLookupTimeoutMs: number;
  /** The payment pages' recorded baseline (docs/security.md PCI DSS 4.0.1 SAQ A); unset: the server does not check them. */
  paymentPagesBaseline?: string;
  paymentPagesCheckMinutes: number;
}

export const SETTING_DEFAULTS = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: 'data',
  portalInstance: 'default',
  otpRequestsPerNumber: 5,
  otpRequestsPerAddress: 20,
  reauthFreshSeconds: 120,
  logLevel: 'info',
  addressLookupAdapter: 'demo',
  addressLookupTimeoutMs: 3000,
  paymentPagesCheckMinutes: 60,
} as const;

export const ADDRESS_LOOKUP_ADAPTERS = ['demo', 'http'] as const;
export type AddressLookupAdapterName = (typeof ADDRESS_LOOKUP_ADAPTERS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MIN_SECRET_LENGTH = 32;
const MIN_SECRET_BITS = 128;

/** Every wrong setting at once, one line each, so a person fixes them in one go. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

/** Echoes a value in a message without flooding it or printing control characters. */
const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

/** A whole number written in plain digits, within [min, max]; throws a sentence naming the variable. */
export function parseWholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name}=${shown(raw)}: use a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** True for a HOST only this machine can reach: localhost, 127.x.x.x or ::1. */
export function isLoopbackHost(host: string) {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

function parseHost(raw: string) {
  const host = raw.replace(/^\[(.*)\]$/, '$1');
  const hostname = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (!isIP(host) && !hostname.test(host)) throw new Error(`HOST=${shown(raw)}: use an IP address (e.g. 127.0.0.1 or 0.0.0.0) or a host name.`);
  return host;
}

/**
 * An http(s) origin with nothing after it, normalised (no trailing slash). Used for PUBLIC_ORIGIN and for
 * ServerOptions.publicOrigin.
 */
export function parsePublicOrigin(raw: string, name = 'PUBLIC_ORIGIN'): string {
  const problem = `${name}=${shown(raw)}: use the origin browsers reach the portal at, http:// or https:// and a host name with an optional port and nothing after it (e.g. https://portal.example.com).`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  const bare = /^https?:\/\/[^/?#@\\]+\/?$/i.test(raw) && url.pathname === '/' && !url.username && !url.password;
  if (!bare) throw new Error(problem);
  return url.origin;
}

function parseServiceUrl(name: string, raw: string, protocols: string[], example: string) {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // The value may carry a password: it is never echoed.
  if (!url || !protocols.includes(url.protocol) || !url.hostname) {
    throw new Error(`${name} is not a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} address (e.g. ${example}).`);
  }
  return raw;
}

/**
 * A rough lower estimate of a key's entropy: its length times the Shannon entropy of its characters, or
 * of the steps between neighbouring characters when that is lower (so "abcdefgh…" counts as little as
 * "aaaaaaaa…").
 */
export function estimatedSecretBits(secret: string): number {
  const chars = [...secret];
  const perChar = (items: (string | number)[]) => {
    const counts = new Map<string | number, number>();
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
    let bits = 0;
    for (const count of counts.values()) bits -= (count / items.length) * Math.log2(count / items.length);
    return bits;
  };
  const codes = chars.map((c) => c.codePointAt(0)!);
  const steps = codes.slice(1).map((code, i) => code - codes[i]);
  return chars.length * Math.min(perChar(chars), steps.length ? perChar(steps) : 0);
}

/** JWT_SECRET: at least 32 characters and not guessable; the value itself is never echoed. */
export function checkJwtSecret(secret: string, name = 'JWT_SECRET') {
  const howTo = `Make one with \`openssl rand -hex 32\`, or leave ${name} unset to have one made and kept in the database.`;
  if ([...secret].length < MIN_SECRET_LENGTH) throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters long. ${howTo}`);
  if (estimatedSecretBits(secret) < MIN_SECRET_BITS) {
    throw new Error(`${name} is too predictable (repeated or sequential characters, about ${Math.floor(estimatedSecretBits(secret))} bits where ${MIN_SECRET_BITS} are needed). ${howTo}`);
  }
  return secret;
}

/**
 * TRUST_PROXY: the number of proxies in front of the server (1 behind one load balancer: the client is
 * the last X-Forwarded-For entry), or a comma list of the proxies' addresses and CIDR ranges (also
 * loopback, linklocal, uniquelocal). Never "trust everyone": that would take the client's own
 * X-Forwarded-For entry as its address, and rate limits per address would be free to dodge.
 */
export function parseTrustProxy(raw: string): number | string[] {
  const problem = (detail: string) =>
    new Error(`TRUST_PROXY=${shown(raw)}: ${detail} Use the number of proxies in front of the server (e.g. 1), or a comma list of their addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16).`);
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw problem('a proxy count must be from 1 to 10 (leave TRUST_PROXY unset when there is no proxy).');
    return hops;
  }
  if (/^(true|false|yes|no|on|off|\*|all)$/i.test(raw)) throw problem('trusting every sender is not allowed.');
  const entries = raw.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (PROXY_NAMES.includes(entry)) continue;
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxPrefix = version === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!version || !prefixOk || extra !== undefined) throw problem(`${shown(entry)} is not an IP address or CIDR range.`);
    // A proxy is one machine or a subnet of them; ranges as wide as 0.0.0.0/1 would together trust every sender.
    const ipv4Mapped = version === 6 && /^::ffff:/i.test(address);
    const widest = ipv4Mapped ? 96 + 8 : version === 6 ? 32 : 8;
    if (prefix !== undefined && Number(prefix) < widest) throw problem(`${shown(entry)} is wider than any proxy subnet (/${widest} at most) and would trust senders at large.`);
  }
  return entries;
}

/**
 * ADDRESS_LOOKUP_URL: https, or plain http to this machine only (the query and the key travel in it). Never echoed:
 * it may hold a credential.
 */
export function parseAddressLookupUrl(raw: string) {
  const problem = 'ADDRESS_LOOKUP_URL is not usable: give the provider\'s https:// address (plain http:// only to localhost, 127.x.x.x or [::1]), without a user name or password (e.g. https://maps.googleapis.com/maps/api/place/autocomplete/json).';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  const local = isLoopbackHost(url.hostname);
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && local)) || url.username || url.password) throw new Error(problem);
  return url.toString();
}

function parseFlag(name: string, raw: string) {
  if (raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`${name}=${shown(raw)}: use 1 (on) or 0 (off).`);
}

/**
 * Parses every setting; throws a SettingsError listing every problem. Relative DATA_DIR is taken from
 * `rootDir` (the repository root, where a person types `pnpm start`).
 */
export function parseSettings(env: NodeJS.ProcessEnv, rootDir: string): Settings {
  const problems: string[] = [];
  const read = <T>(name: string, parse: (raw: string) => T, fallback: T): T => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    try {
      return parse(raw);
    } catch (error) {
      problems.push((error as Error).message);
      return fallback;
    }
  };
  const optional = <T>(name: string, parse: (raw: string) => T): T | undefined => read<T | undefined>(name, parse, undefined);

  const port = read('PORT', (raw) => parseWholeNumber('PORT', raw, 1, 65535), SETTING_DEFAULTS.port);
  const host = read('HOST', parseHost, SETTING_DEFAULTS.host);
  const dataDir = read('DATA_DIR', (raw) => path.resolve(rootDir, raw), path.resolve(rootDir, SETTING_DEFAULTS.dataDir));
  const databaseUrl = optional('DATABASE_URL', (raw) => parseServiceUrl('DATABASE_URL', raw, ['postgres:', 'postgresql:'], 'postgres://user:password@db.example.com:5432/portal'));
  const redisUrl = optional('REDIS_URL', (raw) => parseServiceUrl('REDIS_URL', raw, ['redis:', 'rediss:'], 'redis://127.0.0.1:6379'));
  const portalInstance = read(
    'PORTAL_INSTANCE',
    (raw) => {
      if (!/^[a-z0-9-]{1,64}$/i.test(raw)) throw new Error(`PORTAL_INSTANCE=${shown(raw)}: use letters, digits and dashes only (the name of a file in config/instances).`);
      return raw;
    },
    SETTING_DEFAULTS.portalInstance,
  );
  const buildNumber = optional('BUILD_NUMBER', (raw) => {
    if (!/^[A-Za-z0-9._+-]{1,64}$/.test(raw)) throw new Error(`BUILD_NUMBER=${shown(raw)}: use up to 64 letters, digits, dots, dashes, underscores or pluses (e.g. 2026.11.22-7).`);
    return raw;
  });
  // Not trimmed: a key is used exactly as given, so a stray space would be part of it.
  const jwtSecret = env.JWT_SECRET ? read('JWT_SECRET', () => checkJwtSecret(env.JWT_SECRET!), undefined) : undefined;
  const otpRequestsPerNumber = read('OTP_REQUESTS_PER_NUMBER', (raw) => parseWholeNumber('OTP_REQUESTS_PER_NUMBER', raw, 1, 10_000), SETTING_DEFAULTS.otpRequestsPerNumber);
  const otpRequestsPerAddress = read('OTP_REQUESTS_PER_ADDRESS', (raw) => parseWholeNumber('OTP_REQUESTS_PER_ADDRESS', raw, 1, 100_000), SETTING_DEFAULTS.otpRequestsPerAddress);
  const alternateDebitProvider = read('ALT_DEBIT_PROVIDER', (raw) => parseFlag('ALT_DEBIT_PROVIDER', raw), false);
  const reauthFreshSeconds = read('REAUTH_FRESH_SECONDS', (raw) => parseWholeNumber('REAUTH_FRESH_SECONDS', raw, 1, 120), SETTING_DEFAULTS.reauthFreshSeconds);
  const logLevel = read(
    'LOG_LEVEL',
    (raw) => {
      if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`LOG_LEVEL=${shown(raw)}: use one of ${LOG_LEVELS.join(', ')}.`);
      return raw;
    },
    SETTING_DEFAULTS.logLevel,
  );
  const trustProxy = read<Settings['trustProxy']>('TRUST_PROXY', parseTrustProxy, false);

  const addressLookupAdapter = read<AddressLookupAdapterName>(
    'ADDRESS_LOOKUP_ADAPTER',
    (raw) => {
      if (!(ADDRESS_LOOKUP_ADAPTERS as readonly string[]).includes(raw)) {
        throw new Error(`ADDRESS_LOOKUP_ADAPTER=${shown(raw)}: use demo (a built-in list of addresses) or http (a provider at ADDRESS_LOOKUP_URL).`);
      }
      return raw as AddressLookupAdapterName;
    },
    SETTING_DEFAULTS.addressLookupAdapter,
  );
  const addressLookupUrl = optional('ADDRESS_LOOKUP_URL', parseAddressLookupUrl);
  if (addressLookupAdapter === 'http' && !env.ADDRESS_LOOKUP_URL?.trim()) {
    problems.push('ADDRESS_LOOKUP_URL is required when ADDRESS_LOOKUP_ADAPTER is http: set it to the provider\'s https:// address.');
  }
  const addressLookupApiKey = optional('ADDRESS_LOOKUP_API_KEY', (raw) => {
    if (/[\s\u0000-\u001f]/.test(raw)) throw new Error('ADDRESS_LOOKUP_API_KEY must not hold spaces or control characters.');
    return raw;
  });
  const addressLookupTimeoutMs = read(
    'ADDRESS_LOOKUP_TIMEOUT_MS',
    (raw) => parseWholeNumber('ADDRESS_LOOKUP_TIMEOUT_MS', raw, 100, 30_000),
    SETTING_DEFAULTS.addressLookupTimeoutMs,
  );

  const paymentPagesBaseline = optional('PAYMENT_PAGES_BASELINE', (raw) => path.resolve(rootDir, raw));
  const paymentPagesCheckMinutes = read(
    'PAYMENT_PAGES_CHECK_MINUTES',
    (raw) => parseWholeNumber('PAYMENT_PAGES_CHECK_MINUTES', raw, 5, 10_080),
    SETTING_DEFAULTS.paymentPagesCheckMinutes,
  );

  let publicOrigin = optional('PUBLIC_ORIGIN', (raw) => parsePublicOrigin(raw));
  if (!publicOrigin && !env.PUBLIC_ORIGIN?.trim()) {
    if (isLoopbackHost(host)) publicOrigin = `http://localhost:${port}`;
    else
      problems.push(
        `PUBLIC_ORIGIN is required when HOST (${host}) is not a loopback address: set it to the origin browsers reach the portal at (e.g. https://portal.example.com). Payment return addresses and passkeys are bound to it.`,
      );
  }

  if (problems.length) throw new SettingsError(problems);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    redisUrl,
    portalInstance,
    buildNumber,
    jwtSecret,
    otpRequestsPerNumber,
    otpRequestsPerAddress,
    alternateDebitProvider,
    publicOrigin: publicOrigin!,
    reauthFreshSeconds,
    logLevel,
    trustProxy,
    addressLookupAdapter,
    addressLookupUrl,
    addressLookupApiKey,
    addressLookupTimeoutMs,
    paymentPagesBaseline,
    paymentPagesCheckMinutes,
  };
}
