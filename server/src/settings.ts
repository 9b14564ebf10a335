import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './http/connection-limits';
import { parseDataEncryptionKey } from './secrets/field-encryption';

/**
 * The server's settings, read once at start-up from the environment. Every value is checked here, so a
 * typo stops the start with a sentence naming the variable instead of quietly turning a control off
 * (a REAUTH_FRESH_SECONDS of "abc" must not disable re-authentication). An empty value counts as unset.
 */
export interface Settings {
  /** demo (the default): simulators, seeded demo people, the outbox. production: none of them, ever. */
  mode: PortalMode;
  port: number;
  host: string;
  /** PGlite's folder, absolute; unused when databaseUrl is set. */
  dataDir: string;
  /** FILES_DIR: the folder of ticket attachments' bytes, absolute; default <DATA_DIR>/files. */
  filesDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  portalInstance: string;
  buildNumber?: string;
  /** Unset (demo only): the key made once and kept in the database. */
  jwtSecret?: string;
  /** Earlier signing keys, still accepted for verification while the tokens they signed expire (JWT_SECRET_PREVIOUS). */
  jwtPreviousSecrets: string[];
  /** DATA_ENCRYPTION_KEY: seals the secrets a customer can reveal. Unset (demo only): <DATA_DIR>/data-encryption.key. */
  dataEncryptionKey?: Buffer;
  /** The bearer token GET /metrics asks for; unset: open in demo, not served at all in production. */
  metricsToken?: string;
  /** Which demo simulator runs for each capability, or off (production's only choice until real adapters exist). */
  paymentAdapter: CapabilityAdapterName;
  provisioningAdapter: CapabilityAdapterName;
  helpdeskAdapter: CapabilityAdapterName;
  debitCollectionAdapter: CapabilityAdapterName;
  otpRequestsPerNumber: number;
  otpRequestsPerAddress: number;
  /** PIN requests accepted per hour from everyone together (SMS_BUDGET_PER_HOUR). */
  smsBudgetPerHour: number;
  /** HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS. */
  connectionLimits: ConnectionLimits;
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
  smsBudgetPerHour: 1000,
  reauthFreshSeconds: 120,
  logLevel: 'info',
  addressLookupAdapter: 'demo',
  addressLookupTimeoutMs: 3000,
  paymentPagesCheckMinutes: 60,
} as const;

export const PORTAL_MODES = ['demo', 'production'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

/** A capability's adapter: the demo simulator, or off (its pages say it is not available and its actions refuse). */
export const CAPABILITY_ADAPTERS = ['demo', 'off'] as const;
export type CapabilityAdapterName = (typeof CAPABILITY_ADAPTERS)[number];

/** Settings that hold a secret: each may instead name a file holding it (NAME_FILE), as container secrets are mounted. */
export const SECRET_SETTINGS = ['JWT_SECRET', 'JWT_SECRET_PREVIOUS', 'DATA_ENCRYPTION_KEY', 'METRICS_TOKEN', 'DATABASE_URL', 'REDIS_URL', 'SMS_HTTP_AUTH', 'ADDRESS_LOOKUP_API_KEY'] as const;

export const ADDRESS_LOOKUP_ADAPTERS = ['demo', 'http'] as const;
export type AddressLookupAdapterName = (typeof ADDRESS_LOOKUP_ADAPTERS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MIN_SECRET_LENGTH = 32;
const MIN_SECRET_BITS = 128;
const MIN_METRICS_TOKEN_LENGTH = 24;

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
 * `env` with every NAME_FILE of a secret setting read into NAME (the file's text, less one trailing newline); throws
 * a SettingsError when both are set or a file cannot be read. The path is named in the message, never the contents.
 */
export function withSettingFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const problems: string[] = [];
  const resolved: NodeJS.ProcessEnv = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    delete resolved[`${name}_FILE`];
    if (env[name]?.trim()) {
      problems.push(`${name} and ${name}_FILE are both set: keep one of them.`);
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE=${shown(file)} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): give the path of a file holding ${name}.`);
    }
  }
  if (problems.length) throw new SettingsError(problems);
  return resolved;
}

/** One variable's entry in the schema: empty counts as unset; a sentence `parse` throws becomes that variable's problem. */
function parsed<T>(parse: (raw: string) => T, trim = true) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const value = trim ? raw?.trim() : raw;
      if (value === undefined || value === '') return undefined;
      try {
        return parse(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

const oneOf = <T extends string>(name: string, values: readonly T[], explain: string) =>
  parsed((raw) => {
    if (!(values as readonly string[]).includes(raw)) throw new Error(`${name}=${shown(raw)}: ${explain}`);
    return raw as T;
  });

const capabilityAdapter = (name: string, simulator: string) =>
  oneOf(name, CAPABILITY_ADAPTERS, `use demo (${simulator}) or off (the capability is not available).`);

function parseMetricsToken(raw: string) {
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces: make one with \`openssl rand -hex 32\`.`);
  }
  return raw;
}

function parsePreviousSecrets(raw: string) {
  return raw
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => checkJwtSecret(key, 'JWT_SECRET_PREVIOUS'));
}

/** The environment's schema: one entry per variable, in the order problems are listed. */
const environmentSchema = z
  .object({
    PORTAL_MODE: oneOf('PORTAL_MODE', PORTAL_MODES, 'use demo (simulators and demo people, the default) or production (real customers).'),
    PORT: parsed((raw) => parseWholeNumber('PORT', raw, 1, 65535)),
    HOST: parsed(parseHost),
    DATA_DIR: parsed((raw) => raw),
    FILES_DIR: parsed((raw) => raw),
    DATABASE_URL: parsed((raw) => parseServiceUrl('DATABASE_URL', raw, ['postgres:', 'postgresql:'], 'postgres://user:password@db.example.com:5432/portal')),
    REDIS_URL: parsed((raw) => parseServiceUrl('REDIS_URL', raw, ['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
    PORTAL_INSTANCE: parsed((raw) => {
      if (!/^[a-z0-9-]{1,64}$/i.test(raw)) throw new Error(`PORTAL_INSTANCE=${shown(raw)}: use letters, digits and dashes only (the name of a file in config/instances).`);
      return raw;
    }),
    BUILD_NUMBER: parsed((raw) => {
      if (!/^[A-Za-z0-9._+-]{1,64}$/.test(raw)) throw new Error(`BUILD_NUMBER=${shown(raw)}: use up to 64 letters, digits, dots, dashes, underscores or pluses (e.g. 2026.11.22-7).`);
      return raw;
    }),
    // Not trimmed: a key is used exactly as given, so a stray space would be part of it.
    JWT_SECRET: parsed((raw) => checkJwtSecret(raw), false),
    JWT_SECRET_PREVIOUS: parsed(parsePreviousSecrets),
    DATA_ENCRYPTION_KEY: parsed((raw) => parseDataEncryptionKey(raw), false),
    METRICS_TOKEN: parsed(parseMetricsToken, false),
    OTP_REQUESTS_PER_NUMBER: parsed((raw) => parseWholeNumber('OTP_REQUESTS_PER_NUMBER', raw, 1, 10_000)),
    OTP_REQUESTS_PER_ADDRESS: parsed((raw) => parseWholeNumber('OTP_REQUESTS_PER_ADDRESS', raw, 1, 100_000)),
    SMS_BUDGET_PER_HOUR: parsed((raw) => parseWholeNumber('SMS_BUDGET_PER_HOUR', raw, 1, 10_000_000)),
    HTTP_HEADERS_TIMEOUT_MS: parsed((raw) => parseWholeNumber('HTTP_HEADERS_TIMEOUT_MS', raw, 1000, 300_000)),
    HTTP_REQUEST_TIMEOUT_MS: parsed((raw) => parseWholeNumber('HTTP_REQUEST_TIMEOUT_MS', raw, 1000, 3_600_000)),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: parsed((raw) => parseWholeNumber('HTTP_KEEP_ALIVE_TIMEOUT_MS', raw, 100, 600_000)),
    MAX_CONNECTIONS_PER_ADDRESS: parsed((raw) => parseWholeNumber('MAX_CONNECTIONS_PER_ADDRESS', raw, 1, 1_000_000)),
    PAYMENT_PAGES_BASELINE: parsed((raw) => raw),
    PAYMENT_PAGES_CHECK_MINUTES: parsed((raw) => parseWholeNumber('PAYMENT_PAGES_CHECK_MINUTES', raw, 5, 10_080)),
    ALT_DEBIT_PROVIDER: parsed((raw) => parseFlag('ALT_DEBIT_PROVIDER', raw)),
    PUBLIC_ORIGIN: parsed((raw) => parsePublicOrigin(raw)),
    REAUTH_FRESH_SECONDS: parsed((raw) => parseWholeNumber('REAUTH_FRESH_SECONDS', raw, 1, 120)),
    LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS, `use one of ${LOG_LEVELS.join(', ')}.`),
    TRUST_PROXY: parsed(parseTrustProxy),
    SMS_ADAPTER: z.string().optional(),
    PAYMENT_ADAPTER: capabilityAdapter('PAYMENT_ADAPTER', 'the payment gateway simulator at /gateway-sim/'),
    PROVISIONING_ADAPTER: capabilityAdapter('PROVISIONING_ADAPTER', 'the provisioning simulator, completing each order after 2 s'),
    HELPDESK_ADAPTER: capabilityAdapter('HELPDESK_ADAPTER', 'the helpdesk simulator, an agent answering each ticket'),
    DEBIT_COLLECTION_ADAPTER: capabilityAdapter('DEBIT_COLLECTION_ADAPTER', 'the debit collection demo, logging each registration'),
    ADDRESS_LOOKUP_ADAPTER: oneOf('ADDRESS_LOOKUP_ADAPTER', ADDRESS_LOOKUP_ADAPTERS, 'use demo (a built-in list of addresses) or http (a provider at ADDRESS_LOOKUP_URL).'),
    ADDRESS_LOOKUP_URL: parsed(parseAddressLookupUrl),
    ADDRESS_LOOKUP_API_KEY: parsed((raw) => {
      if (/[\s\u0000-\u001f]/.test(raw)) throw new Error('ADDRESS_LOOKUP_API_KEY must not hold spaces or control characters.');
      return raw;
    }),
    ADDRESS_LOOKUP_TIMEOUT_MS: parsed((raw) => parseWholeNumber('ADDRESS_LOOKUP_TIMEOUT_MS', raw, 100, 30_000)),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when a variable above failed (`when`), so every problem is listed at once; a failed value is neither
      // undefined nor a string, so the checks below read only values that parsed.
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
      const raw = value as Record<string, unknown>;
      const production = raw.PORTAL_MODE === 'production';
      if (raw.ADDRESS_LOOKUP_ADAPTER === 'http' && raw.ADDRESS_LOOKUP_URL === undefined) {
        problem("ADDRESS_LOOKUP_URL is required when ADDRESS_LOOKUP_ADAPTER is http: set it to the provider's https:// address.");
      }
      if (raw.PUBLIC_ORIGIN === undefined) {
        const host = typeof raw.HOST === 'string' ? raw.HOST : SETTING_DEFAULTS.host;
        if (production) {
          problem('PUBLIC_ORIGIN is required in production (PORTAL_MODE=production): set it to the origin browsers reach the portal at (e.g. https://portal.example.com).');
        } else if (!isLoopbackHost(host)) {
          problem(
            `PUBLIC_ORIGIN is required when HOST (${host}) is not a loopback address: set it to the origin browsers reach the portal at (e.g. https://portal.example.com). Payment return addresses and passkeys are bound to it.`,
          );
        }
      }
      const headersTimeoutMs = typeof raw.HTTP_HEADERS_TIMEOUT_MS === 'number' ? raw.HTTP_HEADERS_TIMEOUT_MS : DEFAULT_CONNECTION_LIMITS.headersTimeoutMs;
      const requestTimeoutMs = typeof raw.HTTP_REQUEST_TIMEOUT_MS === 'number' ? raw.HTTP_REQUEST_TIMEOUT_MS : DEFAULT_CONNECTION_LIMITS.requestTimeoutMs;
      if (headersTimeoutMs > requestTimeoutMs) {
        problem(`HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs}) must not be shorter than HTTP_HEADERS_TIMEOUT_MS (${headersTimeoutMs}): the request's time includes its headers.`);
      }
      if (Array.isArray(raw.JWT_SECRET_PREVIOUS) && raw.JWT_SECRET_PREVIOUS.length && raw.JWT_SECRET === undefined) {
        problem('JWT_SECRET_PREVIOUS is set without JWT_SECRET: new tokens are signed with JWT_SECRET, the earlier keys only verify. Set JWT_SECRET to the new key.');
      }
      if (!production) return;
      if (raw.JWT_SECRET === undefined) {
        problem('JWT_SECRET is required in production (PORTAL_MODE=production): the signing key is kept outside the database there. Set JWT_SECRET or JWT_SECRET_FILE (make one with `openssl rand -hex 32`).');
      }
      if (raw.DATA_ENCRYPTION_KEY === undefined) {
        problem('DATA_ENCRYPTION_KEY is required in production (PORTAL_MODE=production): licence keys are sealed with a key kept outside the database there. Set DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEY_FILE (make one with `openssl rand -hex 32`).');
      }
      const sms = typeof raw.SMS_ADAPTER === 'string' ? raw.SMS_ADAPTER.trim() || undefined : undefined;
      if (sms !== 'http') {
        problem(`SMS_ADAPTER${sms ? `=${shown(sms)}` : ' is not set'}: production sends PINs only through an SMS gateway (the demo adapter shows every PIN). Set SMS_ADAPTER=http and SMS_HTTP_URL.`);
      }
      const simulators = [
        ['PAYMENT_ADAPTER', 'the payment gateway simulator takes test cards and pays nothing'],
        ['PROVISIONING_ADAPTER', 'the provisioning simulator completes orders no operator has seen'],
        ['HELPDESK_ADAPTER', 'the helpdesk simulator answers tickets no agent has read'],
        ['DEBIT_COLLECTION_ADAPTER', 'the debit collection demo registers no debit order with a bank'],
      ] as const;
      for (const [name, why] of simulators) {
        if (raw[name] === 'demo') problem(`${name}=demo is not allowed in production: ${why}. Leave ${name} unset (the capability is off) until its real adapter is configured.`);
      }
    },
    { when: () => true },
  );

/**
 * Parses every setting; throws a SettingsError listing every problem, one line each naming its variable. Relative
 * DATA_DIR is taken from `rootDir` (the repository root, where a person types `pnpm start`). NAME_FILE forms are read
 * first (withSettingFiles).
 */
export function parseSettings(env: NodeJS.ProcessEnv, rootDir: string): Settings {
  const result = environmentSchema.safeParse(withSettingFiles(env));
  if (!result.success) throw new SettingsError(result.error.issues.map((issue) => issue.message));
  const e = result.data;
  const mode = e.PORTAL_MODE ?? 'demo';
  const port = e.PORT ?? SETTING_DEFAULTS.port;
  const dataDir = path.resolve(rootDir, e.DATA_DIR ?? SETTING_DEFAULTS.dataDir);
  const capabilityDefault: CapabilityAdapterName = mode === 'production' ? 'off' : 'demo';
  return {
    mode,
    port,
    host: e.HOST ?? SETTING_DEFAULTS.host,
    dataDir,
    filesDir: e.FILES_DIR ? path.resolve(rootDir, e.FILES_DIR) : path.join(dataDir, 'files'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    portalInstance: e.PORTAL_INSTANCE ?? SETTING_DEFAULTS.portalInstance,
    buildNumber: e.BUILD_NUMBER,
    jwtSecret: e.JWT_SECRET,
    jwtPreviousSecrets: e.JWT_SECRET_PREVIOUS ?? [],
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    metricsToken: e.METRICS_TOKEN,
    otpRequestsPerNumber: e.OTP_REQUESTS_PER_NUMBER ?? SETTING_DEFAULTS.otpRequestsPerNumber,
    otpRequestsPerAddress: e.OTP_REQUESTS_PER_ADDRESS ?? SETTING_DEFAULTS.otpRequestsPerAddress,
    smsBudgetPerHour: e.SMS_BUDGET_PER_HOUR ?? SETTING_DEFAULTS.smsBudgetPerHour,
    connectionLimits: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS ?? DEFAULT_CONNECTION_LIMITS.headersTimeoutMs,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS ?? DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress,
    },
    alternateDebitProvider: e.ALT_DEBIT_PROVIDER ?? false,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    reauthFreshSeconds: e.REAUTH_FRESH_SECONDS ?? SETTING_DEFAULTS.reauthFreshSeconds,
    logLevel: e.LOG_LEVEL ?? SETTING_DEFAULTS.logLevel,
    trustProxy: e.TRUST_PROXY ?? false,
    paymentAdapter: e.PAYMENT_ADAPTER ?? capabilityDefault,
    provisioningAdapter: e.PROVISIONING_ADAPTER ?? capabilityDefault,
    helpdeskAdapter: e.HELPDESK_ADAPTER ?? capabilityDefault,
    debitCollectionAdapter: e.DEBIT_COLLECTION_ADAPTER ?? capabilityDefault,
    addressLookupAdapter: e.ADDRESS_LOOKUP_ADAPTER ?? SETTING_DEFAULTS.addressLookupAdapter,
    addressLookupUrl: e.ADDRESS_LOOKUP_URL,
    addressLookupApiKey: e.ADDRESS_LOOKUP_API_KEY,
    addressLookupTimeoutMs: e.ADDRESS_LOOKUP_TIMEOUT_MS ?? SETTING_DEFAULTS.addressLookupTimeoutMs,
    paymentPagesBaseline: e.PAYMENT_PAGES_BASELINE ? path.resolve(rootDir, e.PAYMENT_PAGES_BASELINE) : undefined,
    paymentPagesCheckMinutes: e.PAYMENT_PAGES_CHECK_MINUTES ?? SETTING_DEFAULTS.paymentPagesCheckMinutes,
  };
}

/**
 * What production refuses once the instance config is known: the demo address list while address suggestions are on.
 * Throws a SettingsError; nothing in demo mode.
 */
export function checkInstanceForMode(settings: Settings, addressLookupEnabled: boolean) {
  if (settings.mode === 'production' && addressLookupEnabled && settings.addressLookupAdapter === 'demo') {
    throw new SettingsError([
      'ADDRESS_LOOKUP_ADAPTER is demo while the instance config turns address suggestions on: production suggests only from a real provider. Set ADDRESS_LOOKUP_ADAPTER=http with ADDRESS_LOOKUP_URL, or turn addressLookup.enabled off in the instance config.',
    ]);
  }
}
