import { spawnSync } from 'node:child_process';

/** A TCP probe run synchronously, so that a test file can decide which suites to define. */
function reachable(host: string, port: number) {
  const probe = `const s=require('net').connect(${port},'${host}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1500)`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const url = (u: string) => new URL(u);
export const postgresReachable = reachable(url(POSTGRES_URL).hostname, Number(url(POSTGRES_URL).port || 5432));
export const redisReachable = reachable(url(REDIS_URL).hostname, Number(url(REDIS_URL).port || 6379));

export function announceMissing(what: string, reachableNow: boolean) {
  // Written straight to stderr: jest swallows console output of a file whose tests are all skipped.
  if (!reachableNow) process.stderr.write(`\n${what} not reachable: the ${what} runs of the server tests did not run\n`);
}
