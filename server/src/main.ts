import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { addressLookupFromSettings } from './adapters/address-lookup';
import { demoSmsWarning, isDemoSmsAdapter, smsAdapterFromEnv } from './adapters/sms';
import { buildServer, loadInstanceConfig } from './app';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';
import { databaseOtpStore, redisOtpStore, type OtpStore } from './auth/otp-store';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './auth/rate-limit';
import { memorySessionCache, noSessionCache, redisRevocationChannel, type SessionCache } from './auth/session-cache';
import { connectRedis, openDatabase, type Database } from './db/connect';
import { directoryFileStore } from './files/directory-store';
import { moveStoredBytesToFileStore } from './files/move-stored-bytes';
import { removeUnnamedFiles } from './files/remove-unnamed-files';
import { loggerOptions } from './logging';
import { commandFrom, runCommand } from './lifecycle/commands';
import { answerBackupRequests } from './lifecycle/data-dir-backup';
import { createDrain, drainSecondsFrom } from './lifecycle/drain';
import { findRepoRoot, migrationsFolder } from './paths';
import { loadSecret, previousSecrets } from './secret';
import { fieldCipher, loadDataEncryptionKey } from './secrets/field-encryption';
import { checkSealedSecretsOpen, sealPlainSecrets } from './secrets/sealed-secrets';
import { checkInstanceForMode, parseSettings, SettingsError, withSettingFiles, type Settings } from './settings';
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

async function main() {
  const started = Date.now();
  // `pnpm start` at the root runs this with server/ as the working folder, so a relative DATA_DIR
  // (default ./data) is taken from the repository root, where the person typed the command.
  const rootDir = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  // Every setting is checked before the database or Redis is touched: a mistake stops the start at once.
  // NAME_FILE forms (container secrets) are read into NAME first, so every reader below sees one value.
  const env = withSettingFiles(process.env);
  const settings = parseSettings(env, rootDir);
  const drainSeconds = drainSecondsFrom(env);
  // `server.mjs migrate` and `server.mjs backup <file>` do their one thing and end; no argument starts the server.
  const command = commandFrom(process.argv.slice(2));
  if (command) return runCommand(command, settings, rootDir);
  const sms = smsAdapterFromEnv(env);
  const addressLookup = addressLookupFromSettings(settings);
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
    const files = directoryFileStore(settings.filesDir);
    const moved = await moveStoredBytesToFileStore(database.db, files);
    if (moved) console.log(`Moved the bytes of ${moved} ticket attachments from the database to ${settings.filesDir}.`);
    const unnamed = await removeUnnamedFiles(database.db, files, new Date());
    if (unnamed) console.log(`Deleted ${unnamed} files of uploads that a stop cut off before they were kept, from ${settings.filesDir}.`);
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
            provisioning: settings.provisioningAdapter === 'demo',
            helpdesk: settings.helpdeskAdapter === 'demo',
            debitOrders: settings.debitCollectionAdapter === 'demo',
          }
        : undefined,
      previousSecrets: previousSecrets(settings.jwtPreviousSecrets),
      metricsToken: settings.metricsToken,
      db: database.db,
      files,
      fieldCipher: cipher,
      sms,
      addressLookup,
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
    if (built.missingBuilds.length) {
      console.log(`Not built yet, so not served: ${built.missingBuilds.join(', ')}. Run \`pnpm build\` at the repository root.`);
    }
    if (!demoData) {
      console.log('Production mode: no demo data, no simulators, no outbox.');
      return;
    }
    console.log(seeded ? 'Demo data seeded.' : 'Demo data found from an earlier start; left as it is.');
    console.log(
      isDemoSmsAdapter(sms)
        ? 'Sign in with a demo cell number; the PIN appears here and at /api/dev/outbox:'
        : 'Sign in with a demo cell number; PINs are sent through the SMS gateway (SMS_HTTP_URL):',
    );
    for (const { cellNumber, who } of demoData.DEMO_CELL_NUMBERS) console.log(`  ${cellNumber}  ${who}`);
    // Printed again last, so the start-up lines do not scroll it out of sight.
    const warning = demoSmsWarning(env);
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
