import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressLookupFromSettings } from './adapters/address-lookup';
import { demoSmsWarning, isDemoSmsAdapter, smsAdapterFromEnv } from './adapters/sms';
import { buildServer, loadInstanceConfig } from './app';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';
import { databaseOtpStore, redisOtpStore, type OtpStore } from './auth/otp-store';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './auth/rate-limit';
import { memorySessionCache, noSessionCache, redisRevocationChannel, type SessionCache } from './auth/session-cache';
import { connectRedis, openDatabase, type Database } from './db/connect';
import { DEMO_CELL_NUMBERS, seedDemoData } from './db/seed';
import { loggerOptions } from './logging';
import { findRepoRoot, migrationsFolder } from './paths';
import { loadSecret } from './secret';
import { schedulePaymentPagesCheck } from './payment-pages/self-check';
import { parseSettings, SettingsError, type Settings } from './settings';

const SHUTDOWN_GRACE_MS = 10_000;

function otpLimits(settings: Settings): OtpLimits {
  const { perClientAddress, perCellNumber } = DEFAULT_OTP_LIMITS;
  return {
    ...DEFAULT_OTP_LIMITS,
    perClientAddress: { ...perClientAddress, max: settings.otpRequestsPerAddress },
    perCellNumber: { ...perCellNumber, max: settings.otpRequestsPerNumber },
  };
}

async function main() {
  const started = Date.now();
  // `pnpm start` at the root runs this with server/ as the working folder, so a relative DATA_DIR
  // (default ./data) is taken from the repository root, where the person typed the command.
  const rootDir = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  // Every setting is checked before the database or Redis is touched: a mistake stops the start at once.
  const settings = parseSettings(process.env, rootDir);
  const sms = smsAdapterFromEnv();
  const addressLookup = addressLookupFromSettings(settings);
  const instanceConfig = loadInstanceConfig(rootDir, settings.portalInstance, settings.buildNumber);

  let counters: CounterStore | undefined;
  let otpStore: OtpStore | undefined;
  let sessionCache: SessionCache | undefined;
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildServer>>['app'] | undefined;

  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    if (code === 0) console.log(`\n${reason}: stopping the portal…`);
    setTimeout(() => {
      console.error('Stopping took too long; exiting anyway.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
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
    if (settings.redisUrl) {
      counters = redisCounterStore(await connectRedis(settings.redisUrl));
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
    const secret = await loadSecret(database.db, settings.jwtSecret);

    const seeded = await seedDemoData(database.db);
    const built = await buildServer({
      db: database.db,
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
    });
    app = built.app;
    await app.listen({ port: settings.port, host: settings.host });
    if (settings.paymentPagesBaseline) {
      schedulePaymentPagesCheck({ origin: settings.publicOrigin, baselineFile: settings.paymentPagesBaseline, everyMs: settings.paymentPagesCheckMinutes * 60_000, log: app.log });
    }

    const where = `${settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${settings.dataDir}`}${settings.redisUrl ? '; Redis (REDIS_URL)' : ''}`;
    console.log(`\nCustomer portal: ${settings.publicOrigin}  (listening on ${settings.host}:${settings.port}; ${where}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(seeded ? 'Demo data seeded.' : 'Demo data found from an earlier start; left as it is.');
    if (built.missingBuilds.length) {
      console.log(`Not built yet, so not served: ${built.missingBuilds.join(', ')}. Run \`pnpm build\` at the repository root.`);
    }
    console.log(
      isDemoSmsAdapter(sms)
        ? 'Sign in with a demo cell number; the PIN appears here and at /api/dev/outbox:'
        : 'Sign in with a demo cell number; PINs are sent through the SMS gateway (SMS_HTTP_URL):',
    );
    for (const { cellNumber, who } of DEMO_CELL_NUMBERS) console.log(`  ${cellNumber}  ${who}`);
    // Printed again last, so the start-up lines do not scroll it out of sight.
    const warning = demoSmsWarning(process.env);
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
