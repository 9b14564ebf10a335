import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { addressLookupFromSettings } from './adapters/address-lookup';
import { radiusUsageAdapter } from './adapters/usage/radius-usage';
import { isDemoSmsAdapter, smsAdapterFromSettings } from './adapters/sms';
import { dnsAdapterFromSettings } from './adapters/dns';
import { demoMailAdapter } from './mail/mail-adapter';
import { buildServer, loadInstanceConfig } from './app';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';
import { databaseOtpStore, redisOtpStore, type OtpStore } from './auth/otp-store';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './auth/rate-limit';
import { memorySessionCache, noSessionCache, redisRevocationChannel, type SessionCache } from './auth/session-cache';
import { connectRedis, openDatabase, type Database } from './db/connect';
import { openFileStore } from './files/open-file-store';
import { moveStoredBytesToFileStore } from './files/move-stored-bytes';
import { removeUnnamedFiles } from './files/remove-unnamed-files';
import { loggerOptions } from './logging';
import { commandFrom, runCommand } from './lifecycle/commands';
import { answerBackupRequests } from './lifecycle/data-dir-backup';
import { createDrain } from './lifecycle/drain';
import { findRepoRoot, migrationsFolder } from './paths';
import { loadSecret, previousSecrets } from './secret';
import { fieldCipher, loadDataEncryptionKey } from './secrets/field-encryption';
import { checkSealedSecretsOpen, sealPlainSecrets } from './secrets/sealed-secrets';
import { checkInstanceForMode, parseSettings, SettingsError, type Settings } from './settings';
import { schedulePaymentPagesCheck } from './payment-pages/self-check';

/** How long closing may take once draining is over (in-flight requests, Redis, the database) before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function otpLimits(settings: Settings): OtpLimits {
  const { perClientAddress, perCellNumber, smsBudget } = DEFAULT_OTP_LIMITS;
  return {
    ...DEFAULT_OTP_LIMITS,
    perClientAddress: { ...perClientAddress, max: settings.otpRequestsPerAddress },
    perCellNumber: { ...perCellNumber, max: settings.otpRequestsPerNumber },
    smsBudget: { ...smsBudget, max: settings.smsBudgetPerHour },
  };
}

/** The outbox's adapters and tries (PROVISIONING_ADAPTER, HELPDESK_ADAPTER, WEBHOOK_*). */
function jobSettings(settings: Settings) {
  const { webhookUrl: url, webhookSecret: secret } = settings;
  return {
    jobs: { provisioning: settings.provisioningAdapter, helpdesk: settings.helpdeskAdapter, webhook: url && secret ? { url, secret, timeoutMs: settings.webhookTimeoutMs } : undefined },
    outboxRetry: { maxAttempts: settings.webhookMaxAttempts, baseDelayMs: settings.webhookRetryBaseMs, maxDelayMs: 3_600_000 },
  };
}

async function main() {
  const started = Date.now();
  // `pnpm start` at the root runs this with server/ as the working folder, so a relative DATA_DIR
  // (default ./data) is taken from the repository root, where the person typed the command.
  const rootDir = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  // Every setting is checked before the database or Redis is touched: a mistake stops the start at once.
  // NAME_FILE forms (container secrets) are read into NAME first (settings.ts withSecretFiles); nothing below reads the environment.
  const settings = parseSettings(process.env, rootDir);
  const drainSeconds = settings.drainSeconds;
  // `server.mjs migrate` and `server.mjs backup <file>` do their one thing and end; no argument starts the server.
  const command = commandFrom(process.argv.slice(2));
  if (command) return runCommand(command, settings, rootDir);
  const sms = smsAdapterFromSettings(settings.sms);
  const addressLookup = addressLookupFromSettings(settings);
  const dns = dnsAdapterFromSettings(settings);
  // EMAIL_ADAPTER: smtp (SMTP_URL, MAIL_FROM), the demo mailbox (demo mode only) or off.
  const { email } = settings;
  // nodemailer is loaded only when it is used.
  const mail = email.adapter === 'smtp' ? (await import('./mail/smtp-mail-adapter')).smtpMailAdapter(email.smtp) : email.adapter === 'demo' ? demoMailAdapter() : null;
  const instanceConfig = loadInstanceConfig(rootDir, settings.portalInstance, settings.buildNumber);
  checkInstanceForMode(settings, instanceConfig.addressLookup.enabled);
  const demo = settings.mode === 'demo';

  let counters: CounterStore | undefined;
  let otpStore: OtpStore | undefined;
  let sessionCache: SessionCache | undefined;
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildServer>>['app'] | undefined;

  const drain = createDrain();
  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM is the balancer's or the orchestrator's: /readyz turns 503 and the node keeps serving for DRAIN_SECONDS,
    // so that no request reaches a closed port. Ctrl-C (SIGINT) at a terminal stops at once.
    const draining = reason === 'SIGTERM' && app !== undefined ? drainSeconds : 0;
    if (code === 0) console.log(`\n${reason}: stopping the portal${draining ? ` after draining for ${draining} s` : ''}…`);
    setTimeout(() => {
      console.error('Stopping took too long; exiting anyway.');
      process.exit(1);
    }, (draining * 1000) + SHUTDOWN_GRACE_MS).unref();
    if (draining) await drain.start(draining);
    await app?.close().catch(() => undefined);
    await counters?.close().catch(() => undefined);
    await otpStore?.close().catch(() => undefined);
    await sessionCache?.close().catch(() => undefined);
    // PGlite keeps the process alive until closed, and closing flushes its data folder and frees its lock.
    await database?.close().catch(() => undefined);
    process.exit(code);
  };
  // on, not once: a second Ctrl-C during the stop must not end the process before the database is closed.
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));

  try {
    // Several API nodes share rate limits and issued PINs through Redis; one node keeps them itself.
    let redisAnswers: (() => Promise<unknown>) | undefined;
    if (settings.redisUrl) {
      const redis = await connectRedis(settings.redisUrl);
      redisAnswers = () => redis.ping();
      counters = redisCounterStore(redis);
      otpStore = redisOtpStore(await connectRedis(settings.redisUrl));
      sessionCache = memorySessionCache({ revocations: redisRevocationChannel(await connectRedis(settings.redisUrl)) });
    }
    // Without Redis, PostgreSQL may be shared by nodes that could not hear of a revocation: no cache, every request
    // reads the sessions table. The embedded database has one node, which hears of every revocation itself.
    sessionCache ??= settings.databaseUrl ? noSessionCache() : memorySessionCache();
    database = await openDatabase({
      ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir }),
      migrations: migrationsFolder(rootDir),
    });
    counters ??= memoryCounterStore();
    otpStore ??= databaseOtpStore(database.db);
    // Production requires JWT_SECRET (settings.ts): only the demo keeps a key it made in the database.
    const secret = await loadSecret(database.db, settings.jwtSecret);
    // Opened after the database: on a first start PGlite makes its database in an empty DATA_DIR.
    const { files, where: filesWhere } = await openFileStore(settings);
    const moved = await moveStoredBytesToFileStore(database.db, files);
    if (moved) console.log(`Moved the bytes of ${moved} ticket attachments from the database to ${filesWhere}.`);
    const unnamed = await removeUnnamedFiles(database.db, files, new Date());
    if (unnamed) console.log(`Deleted ${unnamed} files of uploads that a stop cut off before they were kept, from ${filesWhere}.`);
    // Production requires DATA_ENCRYPTION_KEY (settings.ts); the demo makes its key once in DATA_DIR, after the database.
    const cipher = fieldCipher(loadDataEncryptionKey(settings.dataEncryptionKey, settings.dataDir));
    await checkSealedSecretsOpen(database.db, cipher);
    const sealed = await sealPlainSecrets(database.db, cipher);
    if (sealed) console.log(`Sealed ${sealed} licence keys stored in plain text with DATA_ENCRYPTION_KEY.`);

    if (database.dump) answerBackupRequests(database, settings.dataDir);

    // The demo's people and seeds are loaded in demo mode only: production never imports them. Nodes that start
    // together on a new database seed it once (exclusively: under the migrations' lock).
    const opened = database;
    const demoData = demo ? await import('./demo/seed') : undefined;
    const seeded = demoData ? await opened.exclusively(() => demoData.seedDemoData(opened.db, files, cipher)) : undefined;
    const built = await buildServer({
      mode: settings.mode,
      capabilities: demo
        ? {
            payments: settings.paymentAdapter === 'demo',
            provisioning: settings.provisioningAdapter !== 'off',
            helpdesk: settings.helpdeskAdapter !== 'off',
            debitOrders: settings.debitCollectionAdapter === 'demo',
          }
        : undefined,
      // PAYMENT_GATEWAY=paygate (issue 34): card payments through PayWeb3; in production the only way they are on.
      paygate: settings.paygate,
      ...jobSettings(settings),
      previousSecrets: previousSecrets(settings.jwtPreviousSecrets),
      metricsToken: settings.metricsToken,
      backoffice: { tokens: settings.backofficeTokens, requestsPerMinute: settings.backofficeRequestsPerMinute },
      db: database.db,
      files,
      fieldCipher: cipher,
      sms,
      mail,
      addressLookup,
      // USAGE_ADAPTER=radius: usage and live sessions from FreeRADIUS accounting; otherwise the default (the portal's tables).
      usage: settings.usageAdapter === 'radius' && settings.radiusDatabaseUrl ? radiusUsageAdapter({ databaseUrl: settings.radiusDatabaseUrl }) : undefined,
      dns,
      counters,
      otpStore,
      sessionCache,
      secret,
      rootDir,
      instanceConfig,
      otpLimits: otpLimits(settings),
      alternateDebitCollectionProvider: settings.alternateDebitProvider,
      reauthFreshSeconds: settings.reauthFreshSeconds,
      publicOrigin: settings.publicOrigin,
      logger: loggerOptions(settings.logLevel),
      trustProxy: settings.trustProxy,
      connectionLimits: settings.connectionLimits,
      health: {
        checks: { database: () => opened.db.execute(sql`select 1`), ...(redisAnswers ? { redis: redisAnswers } : {}) },
        isDraining: () => drain.draining,
      },
    });
    app = built.app;
    await app.listen({ port: settings.port, host: settings.host });
    if (settings.paymentPagesBaseline) {
      schedulePaymentPagesCheck({ origin: settings.publicOrigin, baselineFile: settings.paymentPagesBaseline, everyMs: settings.paymentPagesCheckMinutes * 60_000, log: app.log });
    }

    const where = `${settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${settings.dataDir}`}${settings.redisUrl ? '; Redis (REDIS_URL)' : ''}`;
    console.log(`\nCustomer portal: ${settings.publicOrigin}  (listening on ${settings.host}:${settings.port}; ${where}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const off = Object.entries(built.capabilities).filter(([, on]) => !on).map(([name]) => name);
    if (off.length) console.log(`Not available (no adapter configured): ${off.join(', ')}.`);
    if (email.adapter === 'smtp') console.log(`E-mail: through ${email.smtp.secure ? 'smtps' : 'smtp'}://${email.smtp.host}:${email.smtp.port} from ${email.smtp.from.address}.`);
    else if (email.adapter === 'demo') console.log(`E-mail: kept in the demo mailbox at ${settings.publicOrigin}/api/dev/mailbox.`);
    else console.log('E-mail: off (EMAIL_ADAPTER=smtp with SMTP_URL and MAIL_FROM turns it on).');
    if (settings.backofficeTokens.length) console.log(`Back-office API: ${settings.publicOrigin}/api/backoffice/v1/ (${settings.backofficeTokens.length} token${settings.backofficeTokens.length === 1 ? '' : 's'}).`);
    if (built.missingBuilds.length) {
      console.log(`Not built yet, so not served: ${built.missingBuilds.join(', ')}. Run \`pnpm build\` at the repository root.`);
    }
    if (!demoData) {
      console.log('Production mode: no demo data, no simulators, no outbox.');
      return;
    }
    console.log(seeded ? 'Demo data seeded.' : 'Demo data found from an earlier start; left as it is.');
    const { demoSignInLines } = await import('./demo/start-banner');
    const pins = isDemoSmsAdapter(sms)
      ? ({ printed: true } as const)
      : ({ printed: false, through: sms.kind === 'smpp' ? 'the SMS centre (SMPP_URL)' : 'the SMS gateway (SMS_HTTP_URL)' } as const);
    console.log(`\n${demoSignInLines(settings.publicOrigin, pins).join('\n')}`);
    // Printed again last, so the start-up lines do not scroll it out of sight.
    const warning = settings.sms.adapter === 'demo' ? settings.sms.warning : null;
    if (warning) console.error(`\n${warning}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop('error', 1);
  }
}

main().catch((error) => {
  if (error instanceof SettingsError) console.error(`The portal cannot start; fix these settings:\n${error.problems.map((p) => `  ${p}`).join('\n')}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
