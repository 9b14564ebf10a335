import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { smsSettingsFromEnv, type SmsSettings } from './adapters/sms';
import type { S3StoreSettings } from './files/s3-store';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './http/connection-limits';
import { parseDataEncryptionKey } from './secrets/field-encryption';
import { parseSmppBind, parseSmppEnquireLinkSeconds, parseSmppSourceAddr, parseSmppUrl } from './adapters/smpp-settings';
import { parsePowerDnsApiKey, parsePowerDnsApiUrl, parsePowerDnsServerId, POWERDNS_DEFAULT_SERVER_ID } from './adapters/powerdns-settings';
import { EMAIL_ADAPTERS, emailSettingsOf, parseMailFrom, parseSmtpCaFile, parseSmtpPassword, parseSmtpTimeoutMs, parseSmtpUrl, type EmailSettings } from './mail/mail-settings';

/** PROVISIONING_ADAPTER and HELPDESK_ADAPTER: the demo simulator, the signed webhook to WEBHOOK_URL, or off. */
export const JOB_ADAPTERS = ['demo', 'webhook', 'off'] as const;
export type JobAdapterName = (typeof JOB_ADAPTERS)[number];

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
  provisioningAdapter: JobAdapterName;
  helpdeskAdapter: JobAdapterName;
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
  /** LOG_LEVEL: at info, one line per answered request; the built files a page loads only at debug (http/request-log.ts). */
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
  /* ---- Back-office API (server/src/backoffice) ---- */
  /** BACKOFFICE_TOKEN: the bearer tokens /api/backoffice/v1/ accepts (comma separated); none: the API is off (404). */
  backofficeTokens: string[];
  /** BACKOFFICE_REQUESTS_PER_MINUTE: requests each client address may make to it in a minute. */
  backofficeRequestsPerMinute: number;
  // --- Outbox and signed webhooks (docs/deploy.md "Outbound events and webhooks") ---
  /** WEBHOOK_URL: where the webhook adapters post events; required when either adapter is webhook. */
  webhookUrl?: string;
  /** WEBHOOK_SECRET: the HMAC key events are signed with; never logged nor sent. */
  webhookSecret?: string;
  webhookTimeoutMs: number;
  /** Tries per event, the first included; after the last one the event is failed. */
  webhookMaxAttempts: number;
  /** The wait after the first failed try; it doubles after each (up to an hour). */
  webhookRetryBaseMs: number;
  // --- Usage from RADIUS accounting (issue 35) ---
  /** Where usage and live sessions come from: the portal's own tables (demo, the default) or FreeRADIUS's radacct (radius). */
  usageAdapter: UsageAdapterName;
  /** RADIUS_DATABASE_URL: the FreeRADIUS accounting database; required when usageAdapter is radius. Never echoed. */
  radiusDatabaseUrl?: string;
  // --- Card gateway (issue 34: PayGate PayWeb3) ---
  /** PAYMENT_GATEWAY: simulator (the demo's own pages, the default) or paygate (PayWeb3; the simulator speaks it in demo). */
  paymentGateway: PaymentGatewayName;
  /** Set when paymentGateway is paygate: PAYGATE_ID, PAYGATE_SECRET and the PayWeb3 base (PAYGATE_URL). */
  paygate?: { paygateId: string; secret: string; baseUrl: string };
  // Draining and the SMS gateway (issue 33: every environment read goes through these settings).
  /** DRAIN_SECONDS: how long a node keeps serving after SIGTERM while /readyz answers 503. */
  drainSeconds: number;
  /** SMS_ADAPTER and SMS_HTTP_*: which adapter sends PINs, and the gateway's settings. */
  sms: SmsSettings;
  // The file store of ticket attachments (issue 32: an S3-compatible store by setting).
  /** FILES_STORE: directory (FILES_DIR, the default) or s3 (a bucket, `s3`). */
  filesStore: FilesStoreName;
  /** FILES_STORE=s3: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX. */
  s3?: S3StoreSettings;
  /* ---------- DNS through PowerDNS (DNS_ADAPTER, POWERDNS_*) ---------- */
  /** demo: DNS records in the portal's own tables; powerdns: each domain's zone on PowerDNS, through its HTTP API. */
  dnsAdapter: DnsAdapterName;
  /** Set when dnsAdapter is powerdns. The key is never logged. */
  powerDns?: { apiUrl: string; apiKey: string; serverId: string };
  /* ---------- E-mail through SMTP (EMAIL_ADAPTER, SMTP_*, MAIL_FROM; mail/mail-settings.ts) ---------- */
  /** smtp (SMTP_URL and MAIL_FROM), the demo mailbox (demo mode only, the default there) or off (production's default). */
  email: EmailSettings;
}

export const FILES_STORES = ['directory', 's3'] as const;
export type FilesStoreName = (typeof FILES_STORES)[number];

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
  backofficeRequestsPerMinute: 600,
  webhookTimeoutMs: 10_000,
  webhookMaxAttempts: 15,
  webhookRetryBaseMs: 5_000,
  drainSeconds: 10,
  s3Region: 'us-east-1',
} as const;

export const DRAIN_SECONDS_MAX = 300;

export const PORTAL_MODES = ['demo', 'production'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

/** A capability's adapter: the demo simulator, or off (its pages say it is not available and its actions refuse). */
export const CAPABILITY_ADAPTERS = ['demo', 'off'] as const;
export type CapabilityAdapterName = (typeof CAPABILITY_ADAPTERS)[number];

/** Settings that hold a secret: each may instead name a file holding it (NAME_FILE), as container secrets are mounted. */
export const SECRET_SETTINGS = ['JWT_SECRET', 'JWT_SECRET_PREVIOUS', 'DATA_ENCRYPTION_KEY', 'METRICS_TOKEN', 'DATABASE_URL', 'REDIS_URL', 'SMS_HTTP_AUTH', 'ADDRESS_LOOKUP_API_KEY', 'BACKOFFICE_TOKEN', 'WEBHOOK_SECRET', 'RADIUS_DATABASE_URL', 'PAYGATE_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'POWERDNS_API_KEY', 'SMPP_URL', 'SMTP_URL', 'SMTP_PASSWORD'] as const;

// --- Card gateway (issue 34: PayGate PayWeb3) ---
export const PAYMENT_GATEWAYS = ['simulator', 'paygate'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/** PayGate's published test account: the demo simulator answers to it; production refuses it. */
const PAYGATE_TEST_ID = '10011072130';
const PAYGATE_TEST_SECRET = 'secret';
const PAYGATE_PRODUCTION_URL = 'https://secure.paygate.co.za/payweb3';
/** The demo's PayWeb3 base: the simulator at the portal's own origin. */
const PAYGATE_SIMULATOR_PATH = '/gateway-sim/payweb3';

/** PAYGATE_URL: the PayWeb3 base (initiate.trans, process.trans and query.trans live under it); https, or http to this machine. */
export function parsePaygateUrl(raw: string) {
  const problem = `PAYGATE_URL=${shown(raw)}: give the PayWeb3 base, https:// (plain http:// only to localhost, 127.x.x.x or [::1]) without a user name, password, query or fragment (e.g. ${PAYGATE_PRODUCTION_URL}).`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  const local = isLoopbackHost(url.hostname);
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && local)) || url.username || url.password || url.search || url.hash) throw new Error(problem);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** DNS_ADAPTER: demo (the portal's tables) or powerdns. */
export const DNS_ADAPTERS = ['demo', 'powerdns'] as const;
export type DnsAdapterName = (typeof DNS_ADAPTERS)[number];

export const ADDRESS_LOOKUP_ADAPTERS = ['demo', 'http'] as const;
export type AddressLookupAdapterName = (typeof ADDRESS_LOOKUP_ADAPTERS)[number];

// --- Usage from RADIUS accounting (issue 35) ---
export const USAGE_ADAPTERS = ['demo', 'radius'] as const;
export type UsageAdapterName = (typeof USAGE_ADAPTERS)[number];

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
function parseWholeNumber(name: string, raw: string, min: number, max: number): number {
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

/** S3_ENDPOINT: https, or plain http to this machine only (the access key signs requests, the bytes travel in them). */
function parseS3Endpoint(raw: string) {
  const problem = 'S3_ENDPOINT is not usable: give the S3-compatible service\'s https:// address (plain http:// only to localhost, 127.x.x.x or [::1]) with no path, user name or password (e.g. https://s3.eu-west-1.amazonaws.com or https://minio.internal:9000).';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  const local = isLoopbackHost(url.hostname);
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && local)) || url.username || url.password || url.pathname !== '/' || url.search) throw new Error(problem);
  return url.origin;
}

/** WEBHOOK_URL: https, or plain http to this machine only (events carry customers' names); never echoed. */
export function parseWebhookUrl(raw: string) {
  const problem = "WEBHOOK_URL is not usable: give the receiver's https:// address (plain http:// only to localhost, 127.x.x.x or [::1]), without a user name or password (e.g. https://billing.example.com/portal-events).";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) || url.username || url.password) throw new Error(problem);
  return url.toString();
}

/** WEBHOOK_SECRET: as strong as a signing key (32 characters, 128 bits at least); never echoed. */
export function parseWebhookSecret(raw: string) {
  const howTo = 'Make one with `openssl rand -hex 32` and give the receiver the same.';
  if ([...raw].length < MIN_SECRET_LENGTH) throw new Error(`WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters long. ${howTo}`);
  if (estimatedSecretBits(raw) < MIN_SECRET_BITS) throw new Error(`WEBHOOK_SECRET is too predictable (about ${Math.floor(estimatedSecretBits(raw))} bits where ${MIN_SECRET_BITS} are needed). ${howTo}`);
  return raw;
}

function parseFlag(name: string, raw: string) {
  if (raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`${name}=${shown(raw)}: use 1 (on) or 0 (off).`);
}

/** The environment as the process has it: every variable a string, or unset. */
const environment = z.record(z.string(), z.string().optional());
type Environment = z.infer<typeof environment>;

/**
 * The environment with every NAME_FILE of a secret setting read into NAME (the file's text, less one trailing
 * newline); a problem when both are set or a file cannot be read. The path is named in the message, never the
 * contents. When any is found, nothing else is checked: the variables would be read without the secrets.
 */
const withSecretFiles = environment.transform((env, ctx): Environment => {
  const resolved: Environment = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    delete resolved[`${name}_FILE`];
    if (env[name]?.trim()) {
      ctx.addIssue({ code: 'custom', message: `${name} and ${name}_FILE are both set: keep one of them.` });
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `${name}_FILE=${shown(file)} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): give the path of a file holding ${name}.`,
      });
    }
  }
  return resolved;
});

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

/** A value that must match `pattern` as a whole; `problem` says what to write instead. */
const matching = (pattern: RegExp, problem: (raw: string) => string, trim = true) =>
  parsed((raw) => {
    if (!pattern.test(raw)) throw new Error(problem(raw));
    return raw;
  }, trim);

const wholeNumber = (name: string, min: number, max: number) => parsed((raw) => parseWholeNumber(name, raw, min, max));

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

/* ---- Back-office API (server/src/backoffice) ---- */
const MIN_BACKOFFICE_TOKEN_LENGTH = 32;

/**
 * BACKOFFICE_TOKEN: one or more tokens, comma separated (several let a provider roll them over, or give each of its
 * systems its own). Each at least 32 visible characters; production also refuses a predictable one. Never echoed.
 */
export function parseBackofficeTokens(raw: string, production: boolean) {
  const tokens = raw.split(',').map((token) => token.trim());
  const howTo = 'Make one with `openssl rand -hex 32`.';
  tokens.forEach((token, index) => {
    const which = tokens.length > 1 ? `BACKOFFICE_TOKEN's token ${index + 1}` : 'BACKOFFICE_TOKEN';
    if (token.length < MIN_BACKOFFICE_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
      throw new Error(`${which} must be at least ${MIN_BACKOFFICE_TOKEN_LENGTH} characters without spaces (tokens are separated by commas). ${howTo}`);
    }
    if (production && estimatedSecretBits(token) < MIN_SECRET_BITS) {
      throw new Error(`${which} is too predictable for production (repeated or sequential characters, about ${Math.floor(estimatedSecretBits(token))} bits where ${MIN_SECRET_BITS} are needed). ${howTo}`);
    }
  });
  if (new Set(tokens).size !== tokens.length) throw new Error('BACKOFFICE_TOKEN lists the same token twice.');
  return tokens;
}

/** The variables' schema: one entry per variable, in the order problems are listed. */
const variablesSchema = z
  .object({
    PORTAL_MODE: oneOf('PORTAL_MODE', PORTAL_MODES, 'use demo (simulators and demo people, the default) or production (real customers).'),
    PORT: wholeNumber('PORT', 1, 65535),
    HOST: parsed(parseHost),
    DATA_DIR: parsed((raw) => raw),
    FILES_DIR: parsed((raw) => raw),
    DATABASE_URL: parsed((raw) => parseServiceUrl('DATABASE_URL', raw, ['postgres:', 'postgresql:'], 'postgres://user:password@db.example.com:5432/portal')),
    REDIS_URL: parsed((raw) => parseServiceUrl('REDIS_URL', raw, ['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
    PORTAL_INSTANCE: matching(/^[a-z0-9-]{1,64}$/i, (raw) => `PORTAL_INSTANCE=${shown(raw)}: use letters, digits and dashes only (the name of a file in config/instances).`),
    BUILD_NUMBER: matching(/^[A-Za-z0-9._+-]{1,64}$/, (raw) => `BUILD_NUMBER=${shown(raw)}: use up to 64 letters, digits, dots, dashes, underscores or pluses (e.g. 2026.11.22-7).`),
    // Not trimmed: a key is used exactly as given, so a stray space would be part of it.
    JWT_SECRET: parsed((raw) => checkJwtSecret(raw), false),
    JWT_SECRET_PREVIOUS: parsed(parsePreviousSecrets),
    DATA_ENCRYPTION_KEY: parsed((raw) => parseDataEncryptionKey(raw), false),
    METRICS_TOKEN: parsed(parseMetricsToken, false),
    OTP_REQUESTS_PER_NUMBER: wholeNumber('OTP_REQUESTS_PER_NUMBER', 1, 10_000),
    OTP_REQUESTS_PER_ADDRESS: wholeNumber('OTP_REQUESTS_PER_ADDRESS', 1, 100_000),
    SMS_BUDGET_PER_HOUR: wholeNumber('SMS_BUDGET_PER_HOUR', 1, 10_000_000),
    HTTP_HEADERS_TIMEOUT_MS: wholeNumber('HTTP_HEADERS_TIMEOUT_MS', 1000, 300_000),
    HTTP_REQUEST_TIMEOUT_MS: wholeNumber('HTTP_REQUEST_TIMEOUT_MS', 1000, 3_600_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber('HTTP_KEEP_ALIVE_TIMEOUT_MS', 100, 600_000),
    MAX_CONNECTIONS_PER_ADDRESS: wholeNumber('MAX_CONNECTIONS_PER_ADDRESS', 1, 1_000_000),
    PAYMENT_PAGES_BASELINE: parsed((raw) => raw),
    PAYMENT_PAGES_CHECK_MINUTES: wholeNumber('PAYMENT_PAGES_CHECK_MINUTES', 5, 10_080),
    ALT_DEBIT_PROVIDER: parsed((raw) => parseFlag('ALT_DEBIT_PROVIDER', raw)),
    PUBLIC_ORIGIN: parsed((raw) => parsePublicOrigin(raw)),
    REAUTH_FRESH_SECONDS: wholeNumber('REAUTH_FRESH_SECONDS', 1, 120),
    LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS, `use one of ${LOG_LEVELS.join(', ')}.`),
    TRUST_PROXY: parsed(parseTrustProxy),
    SMS_ADAPTER: z.string().optional(),
    PAYMENT_ADAPTER: capabilityAdapter('PAYMENT_ADAPTER', 'the payment gateway simulator at /gateway-sim/'),
    // --- Outbox and signed webhooks ---
    PROVISIONING_ADAPTER: oneOf('PROVISIONING_ADAPTER', JOB_ADAPTERS, 'use demo (the provisioning simulator, completing each order after 2 s), webhook (signed events to WEBHOOK_URL) or off.'),
    HELPDESK_ADAPTER: oneOf('HELPDESK_ADAPTER', JOB_ADAPTERS, 'use demo (the helpdesk simulator, an agent answering each ticket), webhook (signed events to WEBHOOK_URL) or off.'),
    WEBHOOK_URL: parsed(parseWebhookUrl),
    // Not trimmed: a key is used exactly as given.
    WEBHOOK_SECRET: parsed(parseWebhookSecret, false),
    WEBHOOK_TIMEOUT_MS: wholeNumber('WEBHOOK_TIMEOUT_MS', 1000, 60_000),
    WEBHOOK_MAX_ATTEMPTS: wholeNumber('WEBHOOK_MAX_ATTEMPTS', 1, 50),
    WEBHOOK_RETRY_BASE_MS: wholeNumber('WEBHOOK_RETRY_BASE_MS', 100, 3_600_000),
    DEBIT_COLLECTION_ADAPTER: capabilityAdapter('DEBIT_COLLECTION_ADAPTER', 'the debit collection demo, logging each registration'),
    ADDRESS_LOOKUP_ADAPTER: oneOf('ADDRESS_LOOKUP_ADAPTER', ADDRESS_LOOKUP_ADAPTERS, 'use demo (a built-in list of addresses) or http (a provider at ADDRESS_LOOKUP_URL).'),
    ADDRESS_LOOKUP_URL: parsed(parseAddressLookupUrl),
    ADDRESS_LOOKUP_API_KEY: parsed((raw) => {
      if (/[\s\u0000-\u001f]/.test(raw)) throw new Error('ADDRESS_LOOKUP_API_KEY must not hold spaces or control characters.');
      return raw;
    }),
    ADDRESS_LOOKUP_TIMEOUT_MS: wholeNumber('ADDRESS_LOOKUP_TIMEOUT_MS', 100, 30_000),
    // Back-office API: checked for strength in superRefine below, where the mode is known.
    BACKOFFICE_TOKEN: parsed((raw) => parseBackofficeTokens(raw, false), false),
    BACKOFFICE_REQUESTS_PER_MINUTE: wholeNumber('BACKOFFICE_REQUESTS_PER_MINUTE', 1, 1_000_000),
    // --- Usage from RADIUS accounting (issue 35) ---
    USAGE_ADAPTER: oneOf('USAGE_ADAPTER', USAGE_ADAPTERS, "use demo (the portal's own usage tables) or radius (FreeRADIUS accounting at RADIUS_DATABASE_URL)."),
    RADIUS_DATABASE_URL: parsed((raw) => parseServiceUrl('RADIUS_DATABASE_URL', raw, ['postgres:', 'postgresql:'], 'postgres://portal_reader:password@radius-db.example.com:5432/radius')),
    // --- Card gateway (issue 34: PayGate PayWeb3) ---
    PAYMENT_GATEWAY: oneOf('PAYMENT_GATEWAY', PAYMENT_GATEWAYS, "use simulator (the demo's payment pages) or paygate (PayGate PayWeb3 with PAYGATE_ID and PAYGATE_SECRET)."),
    PAYGATE_ID: matching(/^\d{1,20}$/, (raw) => `PAYGATE_ID=${shown(raw)}: use the PayGate ID from PayGate's Merchant Access Portal (digits only, e.g. 10011072130).`),
    // Not trimmed: the encryption key is used exactly as given. Never echoed.
    PAYGATE_SECRET: parsed((raw) => {
      if (/[\s\u0000-\u001f]/.test(raw) || raw.length > 100) throw new Error('PAYGATE_SECRET must be the PayWeb3 encryption key as set in the Merchant Access Portal: no spaces or control characters, at most 100 characters.');
      return raw;
    }, false),
    PAYGATE_URL: parsed(parsePaygateUrl),
    // Draining (issue 33).
    DRAIN_SECONDS: parsed((raw) => {
      const value = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
      if (!(value <= DRAIN_SECONDS_MAX)) {
        throw new Error(`DRAIN_SECONDS=${shown(raw)}: use whole seconds from 0 to ${DRAIN_SECONDS_MAX} (default ${SETTING_DEFAULTS.drainSeconds}).`);
      }
      return value;
    }),
    // The file store (issue 32).
    FILES_STORE: oneOf('FILES_STORE', FILES_STORES, 'use directory (files under FILES_DIR, the default) or s3 (an S3-compatible bucket, S3_BUCKET).'),
    S3_ENDPOINT: parsed(parseS3Endpoint),
    S3_BUCKET: matching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, (raw) => `S3_BUCKET=${shown(raw)}: use the bucket's name, 3 to 63 lower-case letters, digits, dots and dashes.`),
    S3_REGION: matching(/^[a-z0-9-]{1,40}$/, (raw) => `S3_REGION=${shown(raw)}: use a region name such as eu-west-1 (lower-case letters, digits and dashes).`),
    S3_ACCESS_KEY_ID: matching(/^[\x21-\x7e]{3,128}$/, () => 'S3_ACCESS_KEY_ID must be 3 to 128 characters without spaces.', false),
    S3_SECRET_ACCESS_KEY: matching(/^[\x21-\x7e]{3,256}$/, () => 'S3_SECRET_ACCESS_KEY must be 3 to 256 characters without spaces.', false),
    S3_FORCE_PATH_STYLE: parsed((raw) => parseFlag('S3_FORCE_PATH_STYLE', raw)),
    S3_PREFIX: parsed((raw) => {
      if (!/^([A-Za-z0-9._-]+\/)+$/.test(raw) || raw.includes('../') || raw.length > 200) {
        throw new Error(`S3_PREFIX=${shown(raw)}: use folder names of letters, digits, dots, dashes and underscores, each ending in / (e.g. attachments/).`);
      }
      return raw;
    }),
    // ---------- DNS through PowerDNS ----------
    DNS_ADAPTER: oneOf('DNS_ADAPTER', DNS_ADAPTERS, "use demo (records in the portal's own tables) or powerdns (zones on PowerDNS, with POWERDNS_API_URL and POWERDNS_API_KEY)."),
    POWERDNS_API_URL: parsed(parsePowerDnsApiUrl),
    POWERDNS_API_KEY: parsed(parsePowerDnsApiKey, false),
    POWERDNS_SERVER_ID: parsed(parsePowerDnsServerId),
    // ---------- SMS through SMPP (SMS_ADAPTER=smpp; adapters/smpp-settings.ts, read again by smsAdapterFromEnv) ----------
    SMPP_URL: parsed(parseSmppUrl),
    SMPP_SOURCE_ADDR: parsed(parseSmppSourceAddr),
    SMPP_BIND: parsed(parseSmppBind),
    SMPP_ENQUIRE_LINK_SECONDS: parsed(parseSmppEnquireLinkSeconds),
    // ---------- E-mail through SMTP (mail/mail-settings.ts); SMTP_URL and SMTP_PASSWORD are never echoed ----------
    EMAIL_ADAPTER: oneOf('EMAIL_ADAPTER', EMAIL_ADAPTERS, 'use smtp (a mail server at SMTP_URL), demo (kept in the demo mailbox at /api/dev/mailbox; demo mode only) or off.'),
    SMTP_URL: parsed(parseSmtpUrl),
    SMTP_PASSWORD: parsed(parseSmtpPassword, false),
    MAIL_FROM: parsed(parseMailFrom),
    SMTP_TIMEOUT_MS: parsed(parseSmtpTimeoutMs),
    SMTP_CA_FILE: parsed(parseSmtpCaFile),
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
      if (raw.USAGE_ADAPTER === 'radius' && raw.RADIUS_DATABASE_URL === undefined) {
        problem('RADIUS_DATABASE_URL is required when USAGE_ADAPTER is radius: set it (or RADIUS_DATABASE_URL_FILE) to the FreeRADIUS accounting database (postgres://…).');
      }
      if (raw.DNS_ADAPTER === 'powerdns') {
        if (raw.POWERDNS_API_URL === undefined) problem("POWERDNS_API_URL is required when DNS_ADAPTER is powerdns: set it to PowerDNS's web server address (e.g. http://127.0.0.1:8081).");
        if (raw.POWERDNS_API_KEY === undefined) problem('POWERDNS_API_KEY is required when DNS_ADAPTER is powerdns: set it (or POWERDNS_API_KEY_FILE) to the api-key of pdns.conf.');
      }
      if (typeof raw.SMS_ADAPTER === 'string' && raw.SMS_ADAPTER.trim() === 'smpp') {
        if (raw.SMPP_URL === undefined) problem('SMPP_URL is required when SMS_ADAPTER is smpp: set it (or SMPP_URL_FILE) to smpp://system_id:password@host:port of the SMS centre.');
        if (raw.SMPP_SOURCE_ADDR === undefined) problem('SMPP_SOURCE_ADDR is required when SMS_ADAPTER is smpp: the sender name (up to 11 letters and digits) or number the texts come from.');
      }
      const smtp = raw.EMAIL_ADAPTER === 'smtp' || (raw.EMAIL_ADAPTER === undefined && raw.SMTP_URL !== undefined);
      if (smtp) {
        if (raw.SMTP_URL === undefined) problem('SMTP_URL is required when EMAIL_ADAPTER is smtp: set it (or SMTP_URL_FILE) to smtp://user:password@host:587 or smtps://user:password@host:465 of the mail server.');
        if (raw.MAIL_FROM === undefined) problem('MAIL_FROM is required to send e-mail through SMTP: the sender\'s address, e.g. "Example Fibre <portal@example.com>".');
        const url = raw.SMTP_URL as { user?: string; password?: string } | undefined;
        if (url && typeof url === 'object' && url.user && !url.password && raw.SMTP_PASSWORD === undefined) {
          problem('SMTP_URL names a user but no password: put it in SMTP_URL or in SMTP_PASSWORD (or SMTP_PASSWORD_FILE).');
        }
      }
      if (production && raw.EMAIL_ADAPTER === 'demo') {
        problem('EMAIL_ADAPTER=demo is not allowed in production: the demo mailbox shows every message to anyone who can reach /api/dev/mailbox. Set EMAIL_ADAPTER=smtp with SMTP_URL and MAIL_FROM, or leave it unset (e-mail is off).');
      }
      const webhookAdapters = (['PROVISIONING_ADAPTER', 'HELPDESK_ADAPTER'] as const).filter((name) => raw[name] === 'webhook');
      if (webhookAdapters.length) {
        const which = webhookAdapters.map((name) => `${name}=webhook`).join(' and ');
        if (raw.WEBHOOK_URL === undefined) problem(`WEBHOOK_URL is required with ${which}: set it to the receiver's https:// address.`);
        if (raw.WEBHOOK_SECRET === undefined) problem(`WEBHOOK_SECRET is required with ${which}: events are signed with it (make one with \`openssl rand -hex 32\`; WEBHOOK_SECRET_FILE may name a file holding it).`);
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
      // --- Card gateway (issue 34: PayGate PayWeb3) ---
      const paygate = raw.PAYMENT_GATEWAY === 'paygate';
      if (paygate && raw.PAYMENT_ADAPTER === 'off') problem('PAYMENT_GATEWAY=paygate while PAYMENT_ADAPTER=off: card payments cannot be both off and through PayGate. Unset one of them.');
      if (!paygate && (raw.PAYGATE_ID !== undefined || raw.PAYGATE_SECRET !== undefined || raw.PAYGATE_URL !== undefined)) {
        problem('PAYGATE_ID, PAYGATE_SECRET or PAYGATE_URL is set but PAYMENT_GATEWAY is not paygate: set PAYMENT_GATEWAY=paygate to take card payments through PayGate, or remove them.');
      }
      if (paygate && production) {
        if (raw.PAYGATE_ID === undefined || raw.PAYGATE_SECRET === undefined) {
          problem('PAYGATE_ID and PAYGATE_SECRET are required with PAYMENT_GATEWAY=paygate in production: set them (or PAYGATE_SECRET_FILE) to the PayGate ID and the PayWeb3 encryption key from the Merchant Access Portal.');
        } else if (raw.PAYGATE_ID === PAYGATE_TEST_ID) {
          problem(`PAYGATE_ID=${PAYGATE_TEST_ID} is PayGate's public test account: production takes real payments only. Set your own PayGate ID.`);
        }
        if (typeof raw.PAYGATE_URL === 'string' && !raw.PAYGATE_URL.startsWith('https://')) problem('PAYGATE_URL must be an https:// address in production.');
      }
      if (raw.PAYMENT_GATEWAY === 'simulator' && production) problem('PAYMENT_GATEWAY=simulator is not allowed in production: the simulator takes test cards and pays nothing. Set PAYMENT_GATEWAY=paygate, or leave it unset (card payments are off).');
      if (raw.FILES_STORE === 's3') {
        for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
          if (raw[name] === undefined) problem(`${name} is required when FILES_STORE is s3${name === 'S3_BUCKET' ? ': the bucket of ticket attachments' : ` (or ${name}_FILE)`}.`);
        }
      }
      if (!production) return;
      if (Array.isArray(raw.BACKOFFICE_TOKEN)) {
        try {
          parseBackofficeTokens(raw.BACKOFFICE_TOKEN.join(','), true);
        } catch (error) {
          problem((error as Error).message);
        }
      }
      if (raw.JWT_SECRET === undefined) {
        problem('JWT_SECRET is required in production (PORTAL_MODE=production): the signing key is kept outside the database there. Set JWT_SECRET or JWT_SECRET_FILE (make one with `openssl rand -hex 32`).');
      }
      if (raw.DATA_ENCRYPTION_KEY === undefined) {
        problem('DATA_ENCRYPTION_KEY is required in production (PORTAL_MODE=production): licence keys are sealed with a key kept outside the database there. Set DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEY_FILE (make one with `openssl rand -hex 32`).');
      }
      const sms = typeof raw.SMS_ADAPTER === 'string' ? raw.SMS_ADAPTER.trim() || undefined : undefined;
      if (sms !== 'http' && sms !== 'smpp') {
        problem(`SMS_ADAPTER${sms ? `=${shown(sms)}` : ' is not set'}: production sends PINs only through an SMS gateway (the demo adapter shows every PIN). Set SMS_ADAPTER=http and SMS_HTTP_URL, or SMS_ADAPTER=smpp with SMPP_URL and SMPP_SOURCE_ADDR.`);
      }
      const simulators = [
        ['PAYMENT_ADAPTER', 'the payment gateway simulator takes test cards and pays nothing'],
        ['PROVISIONING_ADAPTER', 'the provisioning simulator completes orders no operator has seen'],
        ['HELPDESK_ADAPTER', 'the helpdesk simulator answers tickets no agent has read'],
        ['DEBIT_COLLECTION_ADAPTER', 'the debit collection demo registers no debit order with a bank'],
      ] as const;
      if (raw.DNS_ADAPTER === 'demo') {
        problem("DNS_ADAPTER=demo is not allowed in production: the demo keeps DNS records in the portal's own tables, which no name server serves. Set DNS_ADAPTER=powerdns (with POWERDNS_API_URL and POWERDNS_API_KEY), or leave it unset (records cannot be changed).");
      }
      for (const [name, why] of simulators) {
        if (raw[name] === 'demo') problem(`${name}=demo is not allowed in production: ${why}. Leave ${name} unset (the capability is off) until its real adapter is configured.`);
      }
    },
    { when: () => true },
  );

/**
 * The settings from the environment, in one schema: NAME_FILE forms read first (withSecretFiles), then every variable
 * checked (variablesSchema), then, once the rest holds, the SMS settings by the adapter's own reader (adapters/sms.ts:
 * it reads HOST, TRUST_PROXY and PUBLIC_ORIGIN too; production's refusal of anything but a gateway is said once,
 * above), and the defaults filled in. Relative DATA_DIR and FILES_DIR are taken from `rootDir`.
 */
const settingsSchema = (rootDir: string) =>
  withSecretFiles
    // The variables are checked; the SMS reader reads them as they were written.
    .transform((env) => ({ env, variables: env }))
    .pipe(z.object({ env: environment, variables: variablesSchema }))
    .transform(({ env, variables }, ctx): Settings => {
      let sms: SmsSettings;
      try {
        sms = smsSettingsFromEnv(env);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
      return settingsOf(variables, sms, rootDir);
    });

/**
 * Parses every setting (settingsSchema); throws a SettingsError listing every problem, one line each naming its
 * variable. Relative DATA_DIR is taken from `rootDir` (the repository root, where a person types `pnpm start`).
 */
export function parseSettings(env: NodeJS.ProcessEnv, rootDir: string): Settings {
  // A copy: process.env is no plain object, and zod takes a record only as one.
  const result = settingsSchema(rootDir).safeParse({ ...env });
  if (!result.success) throw new SettingsError(result.error.issues.map((issue) => issue.message));
  return result.data;
}

/** The settings the checked variables make, with the defaults of those left unset. */
function settingsOf(e: z.infer<typeof variablesSchema>, sms: SmsSettings, rootDir: string): Settings {
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
    backofficeTokens: e.BACKOFFICE_TOKEN ?? [],
    backofficeRequestsPerMinute: e.BACKOFFICE_REQUESTS_PER_MINUTE ?? SETTING_DEFAULTS.backofficeRequestsPerMinute,
    webhookUrl: e.WEBHOOK_URL,
    webhookSecret: e.WEBHOOK_SECRET,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS ?? SETTING_DEFAULTS.webhookTimeoutMs,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS ?? SETTING_DEFAULTS.webhookMaxAttempts,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS ?? SETTING_DEFAULTS.webhookRetryBaseMs,
    usageAdapter: e.USAGE_ADAPTER ?? 'demo',
    radiusDatabaseUrl: e.RADIUS_DATABASE_URL,
    // --- Card gateway (issue 34: PayGate PayWeb3) ---
    paymentGateway: e.PAYMENT_GATEWAY ?? 'simulator',
    paygate:
      e.PAYMENT_GATEWAY === 'paygate'
        ? {
            paygateId: e.PAYGATE_ID ?? PAYGATE_TEST_ID,
            secret: e.PAYGATE_SECRET ?? PAYGATE_TEST_SECRET,
            // Demo: the simulator at the portal's own origin unless PAYGATE_URL says otherwise; production: PayGate.
            baseUrl: e.PAYGATE_URL ?? (mode === 'production' ? PAYGATE_PRODUCTION_URL : `${e.PUBLIC_ORIGIN ?? `http://localhost:${port}`}${PAYGATE_SIMULATOR_PATH}`),
          }
        : undefined,
    drainSeconds: e.DRAIN_SECONDS ?? SETTING_DEFAULTS.drainSeconds,
    sms,
    filesStore: e.FILES_STORE ?? 'directory',
    s3:
      e.FILES_STORE === 's3'
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION ?? SETTING_DEFAULTS.s3Region,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
            prefix: e.S3_PREFIX ?? '',
          }
        : undefined,
    // DNS through PowerDNS
    dnsAdapter: e.DNS_ADAPTER ?? 'demo',
    powerDns:
      e.DNS_ADAPTER === 'powerdns' && e.POWERDNS_API_URL && e.POWERDNS_API_KEY
        ? { apiUrl: e.POWERDNS_API_URL, apiKey: e.POWERDNS_API_KEY, serverId: e.POWERDNS_SERVER_ID ?? POWERDNS_DEFAULT_SERVER_ID }
        : undefined,
    email: emailSettingsOf({
      adapter: e.EMAIL_ADAPTER,
      url: e.SMTP_URL,
      password: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
      timeoutMs: e.SMTP_TIMEOUT_MS,
      ca: e.SMTP_CA_FILE,
      production: mode === 'production',
    }),
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
