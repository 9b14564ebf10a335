/**
 * The SQL the radius usage adapter runs against FreeRADIUS's standard `radacct` table (rlm_sql, PostgreSQL dialect).
 * FreeRADIUS keeps one row per session and rewrites it on every Interim-Update and on the Stop, so a row's octets
 * are the session's cumulative counters (Gigawords already folded into the bigint by its queries.conf). A session's
 * octets are spread over the UTC days it covers, from its start to its last report (stop, else last interim update),
 * in proportion to the time spent in each day.
 *
 * Each query names the user and a time range, so each is an index scan of one user's recent rows: the indexes are in
 * deploy/radius/portal-indexes.sql (the operator creates them; the expressions here must match them exactly).
 */

/** The end of what a row reports: the stop, else the last interim update, else the start. Matches radacct_portal_user_end_idx. */
const REPORTED_UNTIL = 'COALESCE(acctstoptime, acctupdatetime, acctstarttime)';

/** $1 username, $2 the first instant counted, $3 the first instant not counted (both timestamptz): [date, octets] per UTC day. */
export const OCTETS_PER_DAY_SQL = `
WITH sessions AS (
  SELECT acctstarttime AT TIME ZONE 'UTC' AS t0,
         GREATEST(${REPORTED_UNTIL}, acctstarttime) AT TIME ZONE 'UTC' AS t1,
         (COALESCE(acctinputoctets, 0) + COALESCE(acctoutputoctets, 0))::numeric AS octets
  FROM radacct
  WHERE username = $1
    AND ${REPORTED_UNTIL} >= $2::timestamptz
    AND acctstarttime < $3::timestamptz
)
SELECT to_char(day, 'YYYY-MM-DD') AS date,
       round(SUM(CASE WHEN t1 <= t0 THEN octets
                      ELSE octets * EXTRACT(EPOCH FROM LEAST(t1, day + interval '1 day') - GREATEST(t0, day)) / EXTRACT(EPOCH FROM t1 - t0)
                 END)) AS octets
FROM sessions,
     generate_series(date_trunc('day', GREATEST(t0, $2::timestamptz AT TIME ZONE 'UTC')),
                     date_trunc('day', LEAST(t1, ($3::timestamptz AT TIME ZONE 'UTC') - interval '1 microsecond')),
                     interval '1 day') AS day
GROUP BY day
ORDER BY day`;

const SESSION_COLUMNS = `acctstarttime AS started, acctupdatetime AS updated, acctstoptime AS stopped,
       COALESCE(host(framedipaddress), host(framedipv6address)) AS ip,
       COALESCE(acctinputoctets, 0) + COALESCE(acctoutputoctets, 0) AS octets`;

/**
 * $1 username: the latest open session if there is one, then the latest session of all (at most two rows, the one to
 * show first). Uses radacct_portal_open_user_idx and radacct_portal_user_start_idx.
 */
export const LATEST_SESSION_SQL = `
(SELECT ${SESSION_COLUMNS} FROM radacct
  WHERE username = $1 AND acctstoptime IS NULL AND acctstarttime IS NOT NULL
  ORDER BY acctstarttime DESC LIMIT 1)
UNION ALL
(SELECT ${SESSION_COLUMNS} FROM radacct
  WHERE username = $1 AND acctstarttime IS NOT NULL
  ORDER BY acctstarttime DESC LIMIT 1)`;

export interface SessionRow {
  started: Date;
  updated: Date | null;
  stopped: Date | null;
  ip: string | null;
  octets: string;
}

/** [$2, $3] of OCTETS_PER_DAY_SQL for the UTC days `from` to `to` inclusive. */
export const dayRangeParams = (from: string, to: string) => {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [`${from}T00:00:00Z`, end.toISOString()];
};
