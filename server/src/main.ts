import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { demoSmsAdapter } from './adapters/sms';
import { buildServer, loggerOptions, REPO_ROOT } from './app';
import { DEFAULT_OTP_LIMITS } from './auth/otp';
import { memoryCounterStore, redisCounterStore } from './auth/rate-limit';
import { openDatabase } from './db/connect';
import { DEMO_CELL_NUMBERS, seedDemoData } from './db/seed';
import { loadSecret } from './secret';

async function main() {
  const started = Date.now();
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  // `pnpm start` runs the server with server/ as its working folder; ./data means the repository's data folder.
  const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? 'data');
  const databaseUrl = process.env.DATABASE_URL;

  if (process.env.SMS_ADAPTER && process.env.SMS_ADAPTER !== 'demo') {
    throw new Error(`SMS_ADAPTER=${process.env.SMS_ADAPTER}: only the demo adapter exists so far.`);
  }
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const seeded = await seedDemoData(database.db);
  const counters = process.env.REDIS_URL ? redisCounterStore(new Redis(process.env.REDIS_URL)) : memoryCounterStore();
  const limit = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const { perClientAddress, perCellNumber } = DEFAULT_OTP_LIMITS;

  const { app, missingBuilds } = await buildServer({
    db: database.db,
    sms: demoSmsAdapter(),
    secret: await loadSecret(database.db),
    counters,
    otpLimits: {
      ...DEFAULT_OTP_LIMITS,
      perClientAddress: { ...perClientAddress, max: limit('OTP_REQUESTS_PER_ADDRESS', perClientAddress.max) },
      perCellNumber: { ...perCellNumber, max: limit('OTP_REQUESTS_PER_NUMBER', perCellNumber.max) },
    },
    alternateDebitCollectionProvider: process.env.ALT_DEBIT_PROVIDER === '1',
    logger: loggerOptions(),
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  const shutdown = async () => {
    await app.close();
    await counters.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port, host });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`;
  console.log(`\nCustomer portal: http://localhost:${port}  (${where}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (seeded) console.log('Demo data seeded.');
  if (missingBuilds.length) console.log(`Not built yet: ${missingBuilds.join(', ')} — run \`pnpm build\`.`);
  console.log('Sign in with a demo cell number; the PIN appears here and at /api/dev/outbox:');
  for (const { cellNumber, who } of DEMO_CELL_NUMBERS) console.log(`  ${cellNumber}  ${who}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
