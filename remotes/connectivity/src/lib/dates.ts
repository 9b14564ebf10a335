/** The portal counts days in UTC (as the server does), so 'today' here is the server's today. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The first day of the month after `now`'s, as YYYY-MM-DD. */
export function firstOfNextMonthIso(now: Date = new Date()): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}
