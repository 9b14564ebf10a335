import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { smsAdapterFromEnv } from './adapters/sms';
import { buildServer, loadInstanceConfig } from './app';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';
import { databaseOtpStore, redisOtpStore } from './auth/otp-store';
import { memoryCounterStore, redisCounterStore } from './auth/rate-limit';
import { openDatabase } from './db/connect';
import { DEMO_CELL_NUMBERS, seedDemoData } from './db/seed';
import { loggerOptions } from './logging';
import { findRepoRoot, migrationsFolder } from './paths';

const SHUTDOWN_GRACE_MS = 10_000;

function otpLimitsFromEnv(): OtpLimits {
  const limit = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const { perClientAddress, perCellNumber } = DEFAULT_OTP_LIMITS;
  return {
    ...DEFAULT_OTP_LIMITS,
    perClientAddress: { ...perClientAddress, max: limit('OTP_REQUESTS_PER_ADDRESS', perClientAddress.max) },
    perCellNumber: { ...perCellNumber, max: limit('OTP_REQUESTS_PER_NUMBER', perCellNumber.max) },
  };
}

async function main() {
  const started = Date.now();
  const rootDir = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  // `pnpm start` at the root runs this with server/ as the working folder, so a relative DATA_DIR
  // (default ./data) is taken from the repository root, where the person typed the command.
  const dataDir = path.resolve(rootDir, process.env.DATA_DIR ?? 'data');
  const databaseUrl = process.env.DATABASE_URL;
  // Settings that can be wrong are checked before the database opens: a mistake stops the start at once.
  const sms = smsAdapterFromEnv();
  const instanceConfig = loadInstanceConfig(rootDir);

  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ ...(databaseUrl ? { databaseUrl } : { dataDir }), migrations: migrationsFolder(rootDir) });
  // Several API nodes share rate limits and issued PINs through Redis; one node keeps them itself.
  const redisUrl = process.env.REDIS_URL;
  const counters = redisUrl ? redisCounterStore(new Redis(redisUrl)) : memoryCounterStore();
  const otpStore = redisUrl ? redisOtpStore(new Redis(redisUrl)) : databaseOtpStore(database.db);
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
    await counters.close().catch(() => undefined);
    await otpStore.close().catch(() => undefined);
    // PGlite keeps the process alive until closed, and closing flushes its data folder.
    await database.close().catch(() => undefined);
    process.exit(code);
  };
  // on, not once: a second Ctrl-C during the stop must not end the process before the database is closed.
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));

  try {
    const seeded = await seedDemoData(database.db);
    const built = await buildServer({
      db: database.db,
      sms,
      counters,
      otpStore,
      rootDir,
      instanceConfig,
      otpLimits: otpLimitsFromEnv(),
      alternateDebitCollectionProvider: process.env.ALT_DEBIT_PROVIDER === '1',
      reauthFreshSeconds: process.env.REAUTH_FRESH_SECONDS ? Number(process.env.REAUTH_FRESH_SECONDS) : undefined,
      publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
      logger: loggerOptions(),
      trustProxy: process.env.TRUST_PROXY === '1',
    });
    app = built.app;
    await app.listen({ port, host });

    const where = `${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`}${redisUrl ? '; Redis (REDIS_URL)' : ''}`;
    const shownHost = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
    console.log(`\nCustomer portal: http://${shownHost}:${port}  (${where}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(seeded ? 'Demo data seeded.' : 'Demo data found from an earlier start; left as it is.');
    if (built.missingBuilds.length) {
      console.log(`Not built yet, so not served: ${built.missingBuilds.join(', ')}. Run \`pnpm build\` at the repository root.`);
    }
    console.log('Sign in with a demo cell number; the PIN appears here and at /api/dev/outbox:');
    for (const { cellNumber, who } of DEMO_CELL_NUMBERS) console.log(`  ${cellNumber}  ${who}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop('error', 1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
