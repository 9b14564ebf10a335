import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import type { AnyDownload, AnyUpload } from '../../src/actions/define-action';
import type { InstanceConfig } from '@portal/config';
import type { AddressLookupAdapter } from '../../src/adapters/address-lookup';
import type { DebitCollectionAdapter } from '../../src/adapters/debit-collection';
import type { Capabilities } from '@portal/contract';
import { demoSmsAdapter, type OutboxMessage } from '../../src/adapters/sms';
import { demoMailAdapter } from '../../src/mail/mail-adapter';
import { buildServer, type ServerOptions } from '../../src/app';
import { loggerOptions } from '../../src/logging';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from '../../src/auth/otp';
import { Redis } from 'ioredis';
import { databaseOtpStore, redisOtpStore } from '../../src/auth/otp-store';
import { memoryCounterStore, redisCounterStore, type CounterStore } from '../../src/auth/rate-limit';
import { memorySessionCache, noSessionCache, redisRevocationChannel } from '../../src/auth/session-cache';
import { fakeClock } from '../../src/clock';
import { openDatabase, type Database } from '../../src/db/connect';
import { otpRequests, sessions } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo/seed';
import type { FileStore } from '../../src/files/file-store';
import { testFileStore } from './test-files';
import { SECRET_SETTINGS, type PortalMode } from '../../src/settings';
import { REDIS_URL } from './backends';
import { serverBundle } from '../../../scripts/server-bundle.cjs';
import { openSeededDatabase, SEED_DAY, testFieldCipher } from './seeded-database';
import type { FieldCipher } from '../../src/secrets/field-encryption';

export type Backend = 'pglite' | 'postgres';

/** The tests' today: the fake clock starts here, and the demo data is seeded relative to it. */
export { SEED_DAY } from './seeded-database';

/** Runs one statement on the server's maintenance database, on a connection of its own. */
async function adminStatement(serverUrl: string, statement: string, values?: unknown[]) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The jest run's migrated and seeded PostgreSQL database, which scratch databases are copies of (CREATE DATABASE …
 * TEMPLATE): migrating and seeding take seconds, a copy a fraction of one. The first worker to ask makes it under an
 * advisory lock, the others wait for it; jest-seed-teardown.cjs drops it. None outside a jest run (no seed folder).
 */
async function seededPostgresTemplate(serverUrl: string): Promise<string | undefined> {
  const dir = process.env.PORTAL_TEST_SEED_DIR;
  if (!dir) return undefined;
  // The seed folder's name (portal-test-seed-XXXXXX) is the run's.
  const name = path.basename(dir).replace(/[^a-z0-9]/gi, '_').toLowerCase();
  const { Client } = await import('pg');
  const lock = new Client({ connectionString: serverUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await lock.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      // Made under another name and renamed once seeded: a run cut short never leaves a half-seeded template.
      const building = `${name}_building`;
      await lock.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await lock.query(`CREATE DATABASE "${building}"`);
      // Named for the teardown before anything is in it, so that it is dropped even if seeding fails.
      appendFileSync(path.join(dir, 'postgres-databases.txt'), `${serverUrl}\t${name}\n${serverUrl}\t${building}\n`);
      const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building) });
      try {
        await seedDemoData(database.db, testFileStore(), testFieldCipher, SEED_DAY);
      } finally {
        await database.close();
      }
      await lock.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
    return name;
  } finally {
    await lock.end();
  }
}

/**
 * A fresh PostgreSQL database for one test file, dropped afterwards: the same migrations as production, and the
 * demo data seeded for SEED_DAY: a copy of the run's seeded one, whose attachments are in the run's file store (or,
 * outside a jest run or for a test's own store, seeded by the caller).
 */
async function createScratchDatabase(serverUrl: string, { copySeeded }: { copySeeded: boolean }) {
  const name = `portal_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const template = copySeeded ? await seededPostgresTemplate(serverUrl) : undefined;
  await adminStatement(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return { url: databaseUrl(serverUrl, name), seeded: !!template, drop: () => adminStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export interface TestServerOptions {
  backend?: Backend;
  databaseUrl?: string;
  otpLimits?: OtpLimits;
  counters?: CounterStore;
  /**
   * Rate-limit counters, issued PINs and session revocations in Redis, as on several nodes: under a prefix of this
   * server's own, or one it shares.
   */
  redis?: boolean | { prefix: string };
  /** The signing key; default a new one. Nodes of one deployment share theirs. */
  secret?: Uint8Array;
  /** A database opened (and seeded) by the test file, shared by several servers and closed by the file. */
  database?: Database;
  /** Test-only definitions, for guards and routes no shipped action uses yet. */
  downloads?: AnyDownload[];
  uploads?: AnyUpload[];
  /** Where browsers reach the portal; default http://localhost (requests made with inject come to localhost:80). */
  publicOrigin?: string;
  /** Proxies in front of the server: a count or their addresses. */
  trustProxy?: number | string[];
  reauthFreshSeconds?: number;
  alternateDebitCollectionProvider?: boolean;
  debitCollection?: DebitCollectionAdapter;
  /** Default: config/instances/default.json. */
  instanceConfig?: InstanceConfig;
  /** Default: the demo list. */
  addressLookup?: AddressLookupAdapter;
  /** Where attachments' bytes go; default the run's shared store (test-files.ts), which holds the seeded files. */
  files?: FileStore;
  /** Default demo. production: PINs go to an SMS adapter that is not the demo (kept for lastPin), no simulators. */
  mode?: PortalMode;
  /** demo mode: capabilities switched off, as PAYMENT_ADAPTER=off and the like do. */
  capabilities?: Partial<Capabilities>;
  /** Earlier signing keys still accepted (JWT_SECRET_PREVIOUS). */
  previousSecrets?: Uint8Array[];
  metricsToken?: string;
  /** The back-office API's bearer tokens (BACKOFFICE_TOKEN) and requests per minute; none: not served. */
  backoffice?: { tokens: string[]; requestsPerMinute?: number };
  /** Seals and opens licence keys; default the key the seeded database was sealed with. */
  fieldCipher?: FieldCipher;
  /** PAYMENT_GATEWAY=paygate: card payments through the PayWeb3 peer at baseUrl. */
  paygate?: ServerOptions['paygate'];
  /** Where outbound events go (PROVISIONING_ADAPTER, HELPDESK_ADAPTER, WEBHOOK_URL); default the demo simulators. */
  jobs?: ServerOptions['jobs'];
  /** How people are e-mailed; default the demo mailbox (silent) in demo mode, none in production; null: off. */
  mail?: ServerOptions['mail'];
  /** The outbox's tries and waits; default the server's. */
  outboxRetry?: ServerOptions['outboxRetry'];
}

/** Keeps each text as the demo does, under another kind: what production sees of a real gateway. */
function keptSmsAdapter() {
  const outbox: OutboxMessage[] = [];
  return {
    kind: 'kept' as const,
    outbox,
    async send(to: string, text: string) {
      outbox.push({ to, text, sentAt: new Date().toISOString() });
    },
  };
}

/** A real server on a fresh, migrated and seeded database; a clock the test moves; the log kept as text. */
export async function startTestServer(options: TestServerOptions = {}) {
  const scratch = !options.database && options.backend === 'postgres' ? await createScratchDatabase(options.databaseUrl!, { copySeeded: !options.files }) : undefined;
  const database = options.database ?? (scratch ? await openDatabase({ databaseUrl: scratch.url }) : await openSeededDatabase());
  const files = options.files ?? testFileStore();
  if (scratch && !scratch.seeded) await seedDemoData(database.db, files, testFieldCipher, SEED_DAY);
  const clock = fakeClock(SEED_DAY);
  const sms = options.mode === 'production' ? keptSmsAdapter() : demoSmsAdapter(() => undefined);
  const mail = options.mail !== undefined ? options.mail : options.mode === 'production' ? null : demoMailAdapter(() => undefined);
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const redisPrefix = typeof options.redis === 'object' ? options.redis.prefix : `portal:test:${Date.now()}:${randomBytes(3).toString('hex')}:`;
  const counters = options.counters ?? (options.redis ? redisCounterStore(new Redis(REDIS_URL), `${redisPrefix}rl:`) : memoryCounterStore());
  const redis = options.redis ? new Redis(REDIS_URL) : undefined;
  const otpStore = redis ? redisOtpStore(redis, `${redisPrefix}otp:`) : databaseOtpStore(database.db);
  // As main.ts: PostgreSQL without Redis caches no sessions, since other nodes could not hear of a revocation.
  const sessionCache = options.redis
    ? memorySessionCache({ revocations: redisRevocationChannel(new Redis(REDIS_URL), `${redisPrefix}revoked:`) })
    : database.kind === 'postgres'
      ? noSessionCache()
      : memorySessionCache();
  const { app, outbox } = await buildServer({
    mode: options.mode,
    capabilities: options.capabilities,
    previousSecrets: options.previousSecrets,
    metricsToken: options.metricsToken,
    backoffice: options.backoffice,
    db: database.db,
    files,
    fieldCipher: options.fieldCipher ?? testFieldCipher,
    sms,
    clock,
    secret: options.secret ?? randomBytes(32),
    counters,
    otpStore,
    sessionCache,
    otpLimits: options.otpLimits ?? DEFAULT_OTP_LIMITS,
    logger: loggerOptions('info', stream),
    downloads: options.downloads,
    uploads: options.uploads,
    publicOrigin: options.publicOrigin ?? 'http://localhost',
    trustProxy: options.trustProxy,
    reauthFreshSeconds: options.reauthFreshSeconds,
    alternateDebitCollectionProvider: options.alternateDebitCollectionProvider,
    debitCollection: options.debitCollection,
    instanceConfig: options.instanceConfig,
    addressLookup: options.addressLookup,
    paygate: options.paygate,
    jobs: options.jobs,
    mail,
    outboxRetry: options.outboxRetry,
  });
  await app.ready();

  /**
   * Calls an action as the browser's transport does. The clock is the test's, so the outbox worker's timers cannot
   * know it moved: what has fallen due by now (deliveries, the demo operator's completions, dated work) is done
   * first, as the worker would have done it by the time a person looks.
   */
  let sweptAt = Number.NaN;
  const call = async (name: string, body: unknown = {}, token?: string, extra: { ip?: string; headers?: Record<string, string> } = {}) => {
    // Dated work can only have fallen due if the clock moved since the last sweep; deliveries are always run.
    const now = clock.now().getTime();
    await outbox.runDue({ sweeps: now !== sweptAt });
    sweptAt = now;
    const response = await app.inject({
      method: 'POST',
      url: `/api/solid/isp-portal/action/${name}`,
      payload: body as object,
      headers: { ...extra.headers, ...(token ? { 'x-portal-authorization': token } : {}) },
      remoteAddress: extra.ip,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  const lastPin = (cell: string) => {
    const mine = sms.outbox.filter((m) => m.to === cell);
    return /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1];
  };

  /** The PIN texted to `cell` once the outbox held `sentBefore` texts: a job sends it after RequestOtp has answered. */
  const pinSentAfter = async (cell: string, sentBefore: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const pin = /\b(\d{6})\b/.exec(sms.outbox.slice(sentBefore).filter((m) => m.to === cell).at(-1)?.text ?? '')?.[1];
      if (pin) return pin;
      if (Date.now() > deadline) throw new Error(`No PIN was texted to ${cell}.`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  /** Signs in as a person would and returns the access token (of the account named, when several match). */
  const signIn = async (cell: string, accountCode?: string) => {
    const sentBefore = sms.outbox.length;
    await call('login.otp.RequestOtp', { cellNumber: cell });
    const verified = await call('login.otp.VerifyOtp', { cellNumber: cell, pin: await pinSentAfter(cell, sentBefore) });
    const accounts = verified.body.result.matchedAccounts as { accountCode: string; userToken: string }[];
    const chosen = accountCode ? accounts.find((a) => a.accountCode === accountCode)! : accounts[0];
    const selected = await call('login.otp.SelectAccount', { userToken: chosen.userToken });
    return selected.body.result.accessToken as string;
  };

  /** Everything the PIN store holds, as text: to show what is kept of a PIN. */
  const storedPins = async () => {
    if (!redis) return JSON.stringify(await database.db.select().from(otpRequests));
    const keys = await redis.keys(`${redisPrefix}otp:*`);
    return JSON.stringify(await Promise.all(keys.map((key) => redis.hgetall(key))));
  };

  const sessionAccountId = async (token: string) => {
    const { jti } = claimsOf(token);
    const [row] = await database.db.select({ accountId: sessions.accountId }).from(sessions).where(eq(sessions.jti, jti));
    return row.accountId;
  };

  return {
    app,
    db: database.db,
    files,
    sessionAccountId,
    sms,
    mail,
    clock,
    call,
    outbox,
    lastPin,
    signIn,
    storedPins,
    log: () => log,
    close: async () => {
      await app.close();
      await counters.close();
      await otpStore.close();
      await sessionCache.close();
      if (!options.database) await database.close();
      await scratch?.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/** Settings a spawned portal must not inherit from the shell running the tests. */
const PORTAL_SETTINGS = [
  'PORT', 'HOST', 'DATA_DIR', 'FILES_DIR', 'DATABASE_URL', 'REDIS_URL', 'PORTAL_INSTANCE', 'BUILD_NUMBER', 'JWT_SECRET', 'SMS_ADAPTER',
  'OTP_REQUESTS_PER_NUMBER', 'OTP_REQUESTS_PER_ADDRESS', 'ALT_DEBIT_PROVIDER', 'PUBLIC_ORIGIN', 'REAUTH_FRESH_SECONDS', 'LOG_LEVEL', 'TRUST_PROXY',
  'ADDRESS_LOOKUP_ADAPTER', 'ADDRESS_LOOKUP_URL', 'ADDRESS_LOOKUP_API_KEY', 'ADDRESS_LOOKUP_TIMEOUT_MS',
  'PORTAL_MODE', 'JWT_SECRET_PREVIOUS', 'DATA_ENCRYPTION_KEY', 'METRICS_TOKEN', 'PAYMENT_ADAPTER', 'PROVISIONING_ADAPTER', 'HELPDESK_ADAPTER', 'DEBIT_COLLECTION_ADAPTER',
  'SMS_HTTP_URL', 'SMS_HTTP_AUTH', 'SMS_HTTP_TEMPLATE', 'SMS_HTTP_FROM', 'SMS_HTTP_TIMEOUT_MS',
  'USAGE_ADAPTER', 'RADIUS_DATABASE_URL',
  'DRAIN_SECONDS', 'FILES_STORE', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX',
  'DNS_ADAPTER', 'POWERDNS_API_URL', 'POWERDNS_API_KEY', 'POWERDNS_SERVER_ID',
  'SMPP_URL', 'SMPP_SOURCE_ADDR', 'SMPP_BIND', 'SMPP_ENQUIRE_LINK_SECONDS',
  'WEBHOOK_URL', 'WEBHOOK_SECRET', 'WEBHOOK_TIMEOUT_MS', 'WEBHOOK_MAX_ATTEMPTS', 'WEBHOOK_RETRY_BASE_MS',
  'BACKOFFICE_TOKEN', 'BACKOFFICE_REQUESTS_PER_MINUTE',
  'EMAIL_ADAPTER', 'SMTP_URL', 'SMTP_PASSWORD', 'MAIL_FROM', 'SMTP_TIMEOUT_MS', 'SMTP_CA_FILE',
  ...SECRET_SETTINGS.map((name) => `${name}_FILE`),
];

/** A port nothing listens on right now. */
export { freePort } from './free-port';

/**
 * The real start-up (server/src/main.ts) in a child process, compiled as the release compiles it
 * (scripts/server-bundle.cjs: a start under tsx spends most of its time compiling), from server/ as `pnpm start`
 * runs it, with `env` as its only portal settings. `stop` ends it (SIGTERM, then SIGKILL); call it in afterEach so
 * no child outlives a test.
 */
export function spawnPortal(env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !PORTAL_SETTINGS.includes(name)));
  const { entry, cwd } = serverBundle();
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const within = <T>(promise: Promise<T>, ms: number, what: string) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms; stdout:\n${stdout}\nstderr:\n${stderr}`)), ms);
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  };

  return {
    pid: child.pid!,
    stdout: () => stdout,
    stderr: () => stderr,
    /** The exit code, once it has ended within `ms` (limits here catch hangs only: a loaded machine starts slowly). */
    exit: (ms = 180_000) => within(exited, ms, 'The portal did not exit'),
    /** Resolves once the portal has said it is ready and what it found of the demo data; rejects if it exits first. */
    ready: (ms = 180_000) =>
      within(
        new Promise<void>((resolve, reject) => {
          const check = () => {
            // The two lines may arrive in separate chunks: wait for the second too.
            if (stdout.includes('Customer portal:') && /Demo data (seeded|found)|Production mode:/.test(stdout)) resolve();
            else if (exitCode !== undefined) reject(new Error(`The portal exited with ${exitCode}:\n${stderr}`));
            else setTimeout(check, 100);
          };
          check();
        }),
        ms,
        'The portal was not ready',
      ),
    stop: async () => {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      const code = await within(exited, 15_000, 'The portal did not stop').catch(() => {
        child.kill('SIGKILL');
        return exited;
      });
      return code;
    },
  };
}
