/**
 * How fast the RADIUS usage adapter answers on a year of accounting for 10 000 users: fills FreeRADIUS's standard
 * radacct (schema.sql from the freeradius package) in a PostgreSQL database of its own with one session a day per user
 * for 365 days (each row as FreeRADIUS leaves it after the session's last Interim-Update and its Stop; today's still
 * open), creates deploy/radius/portal-indexes.sql, then times the adapter's three reads for users picked at random:
 * 90 days of usage per day, this month's use (the figure against the cap) and the live session.
 *
 *   pnpm --filter @portal/server bench:radius [-- --users 10000 --days 365 --samples 300 --keep]
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the server it creates radius_bench_* on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { OCTETS_PER_DAY_SQL } from '../src/adapters/usage/radius-queries';
import { radiusUsageAdapter } from '../src/adapters/usage/radius-usage';
import type { UsageSubject } from '../src/adapters/usage/usage-adapter';
import { addDays, firstOfMonth, isoDay } from '../src/documents/dates';
import { findRepoRoot } from '../src/paths';

const SCHEMA = '/etc/freeradius/3.0/mods-config/sql/main/postgresql/schema.sql';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 10_000);
const DAYS = arg('days', 365);
const SAMPLES = arg('samples', 300);
const KEEP = process.argv.includes('--keep');
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(2)} ms`;
const username = (u: number) => `BENCH-${String(u).padStart(5, '0')}`;
const subject = (u: number): UsageSubject => ({ service: { id: u, serviceTag: username(u), type: 'ftth', status: 'Active', attributes: {} } });

async function timed(label: string, samples: number, run: (user: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const user = 1 + Math.floor(Math.random() * USERS);
    const started = performance.now();
    await run(user);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(42)} p50 ${ms(percentile(times, 50)).padStart(10)}   p95 ${ms(percentile(times, 95)).padStart(10)}   (${samples} users)`);
}

async function main() {
  const name = `radius_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    await db.query(readFileSync(SCHEMA, 'utf8'));
    let started = performance.now();
    // One session a day per user, at a time of day of its own, 23 h 30 min long; the newest (day 0) is still open,
    // reported by an interim update a few minutes ago. Octets are each session's cumulative counters.
    await db.query(
      `INSERT INTO radacct (acctsessionid, acctuniqueid, username, nasipaddress, nasporttype, acctstarttime, acctupdatetime, acctstoptime,
                            acctsessiontime, acctinterval, acctinputoctets, acctoutputoctets, framedipaddress, acctterminatecause)
       SELECT to_hex(u * 1000 + d), u || '-' || d, 'BENCH-' || lpad(u::text, 5, '0'), '10.0.0.1', 'Virtual',
              s.start, s.reported, CASE WHEN d = 0 THEN NULL ELSE s.reported END,
              EXTRACT(EPOCH FROM s.reported - s.start)::bigint, 300,
              (random() * 6e9)::bigint, (random() * 6e8)::bigint,
              ('100.64.0.0'::inet + u), CASE WHEN d = 0 THEN NULL ELSE 'User-Request' END
       FROM generate_series(1, $1::int) AS u
       CROSS JOIN generate_series(0, $2::int - 1) AS d
       CROSS JOIN LATERAL (
         SELECT now() - d * interval '1 day' - (u % 1440) * interval '1 minute' AS start,
                CASE WHEN d = 0 THEN now() - (u % 5) * interval '1 minute'
                     ELSE now() - d * interval '1 day' - (u % 1440) * interval '1 minute' + interval '23 hours 30 minutes' END AS reported
       ) AS s`,
      [USERS, DAYS],
    );
    const rows = Number((await db.query('SELECT count(*) FROM radacct')).rows[0].count);
    console.log(`Filled radacct with ${rows.toLocaleString('en')} sessions (${USERS} users × ${DAYS} days) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    await db.query('ANALYZE radacct');

    const adapter = radiusUsageAdapter({ databaseUrl: url.toString(), statementTimeoutMs: 60_000 });
    const today = isoDay(new Date());
    const from90 = addDays(today, -89);
    const month = firstOfMonth(today);

    console.log('\nWithout the portal indexes (FreeRADIUS schema.sql indexes only):');
    await timed('usage per day, 90 days', 5, (u) => adapter.usePerDay(subject(u), from90, today));
    await timed('live session', 5, (u) => adapter.liveSession(subject(u), new Date()));

    started = performance.now();
    const indexes = readFileSync(path.join(findRepoRoot(), 'deploy/radius/portal-indexes.sql'), 'utf8')
      .replace(/--.*$/gm, '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const statement of indexes) await db.query(statement);
    console.log(`\nCreated deploy/radius/portal-indexes.sql in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

    const plan = (await db.query(`EXPLAIN ${OCTETS_PER_DAY_SQL}`, [username(42), `${from90}T00:00:00Z`, `${addDays(today, 1)}T00:00:00Z`])).rows
      .map((r) => r['QUERY PLAN'] as string)
      .filter((line) => /Index|Seq Scan/.test(line));
    console.log(`Usage per day plan: ${plan.map((l) => l.trim()).join(' | ')}`);

    console.log('\nWith them:');
    await timed('usage per day, 7 days', SAMPLES, (u) => adapter.usePerDay(subject(u), addDays(today, -6), today));
    await timed('usage per day, 90 days', SAMPLES, (u) => adapter.usePerDay(subject(u), from90, today));
    await timed('used this month (against the cap)', SAMPLES, (u) => adapter.usedMb(subject(u), month, today));
    await timed('live session', SAMPLES, (u) => adapter.liveSession(subject(u), new Date()));
    await adapter.close();
  } finally {
    await db.end();
    if (KEEP) console.log(`\nKept the database ${name}.`);
    else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
