import type { LiveSession } from '@portal/contract/catalogue';
import pg from 'pg';
import { serviceUnavailable } from '../../http/action-failure';
import { dayRangeParams, LATEST_SESSION_SQL, OCTETS_PER_DAY_SQL, type SessionRow } from './radius-queries';
import { OCTETS_PER_MB, radiusUsernameOf, type DayUse, type UsageAdapter } from './usage-adapter';

export interface RadiusUsageOptions {
  /** RADIUS_DATABASE_URL: the FreeRADIUS accounting database (postgres://…); only read. */
  databaseUrl: string;
  /** Where a failed query is reported (without the address, which may hold a password). */
  logError?: (message: string) => void;
  /** A query taking longer is cancelled and the page says the figures are unavailable. */
  statementTimeoutMs?: number;
}

const UNAVAILABLE = 'Your usage figures cannot be read just now. Please try again in a few minutes.';
const toMb = (octets: number) => octets / OCTETS_PER_MB;

/** Usage and sessions from FreeRADIUS's accounting table (radacct), read through a small pool of its own. */
export function radiusUsageAdapter({ databaseUrl, logError = (m) => console.error(m), statementTimeoutMs = 5000 }: RadiusUsageOptions): UsageAdapter {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: 5000,
    application_name: 'portal-usage',
    // The portal only reads accounting: even a role that may write cannot through this pool.
    options: '-c default_transaction_read_only=on',
  });
  // An idle connection the server drops must not end the process; the next query opens another.
  pool.on('error', (error) => logError(`RADIUS accounting database: idle connection lost (${error.message}).`));

  async function query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> {
    try {
      return (await pool.query<R>(text, values)).rows;
    } catch (error) {
      logError(`RADIUS accounting database: a query failed (${(error as Error).message}).`);
      throw serviceUnavailable(UNAVAILABLE);
    }
  }

  async function usePerDay(subject: Parameters<UsageAdapter['usePerDay']>[0], from: string, to: string) {
    const rows = await query<{ date: string; octets: string }>(OCTETS_PER_DAY_SQL, [radiusUsernameOf(subject), ...dayRangeParams(from, to)]);
    return new Map<string, DayUse>(rows.map((r) => [r.date, { dataMb: toMb(Number(r.octets)), voiceMinutes: null, smsCount: null }]));
  }

  const adapter: UsageAdapter = {
    kind: 'radius',
    usePerDay,
    async usedMb(subject, from, to) {
      let total = 0;
      for (const day of (await usePerDay(subject, from, to)).values()) total += day.dataMb;
      return total;
    },
    async liveSession(subject): Promise<LiveSession> {
      const [row] = await query<SessionRow>(LATEST_SESSION_SQL, [radiusUsernameOf(subject)]);
      if (!row) return { state: 'none' };
      const sessionMb = Math.round(toMb(Number(row.octets)) * 10) / 10;
      if (row.stopped) return { state: 'offline', since: row.stopped.toISOString(), sessionMb };
      return { state: 'online', since: row.started.toISOString(), ipAddress: row.ip, sessionMb, asOf: (row.updated ?? row.started).toISOString() };
    },
    readingThrough: () => adapter,
    async close() {
      await pool.end();
    },
  };
  return adapter;
}
