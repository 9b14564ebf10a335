/** South Africa keeps UTC+2 all year: quiet hours are its clock times. */
const SA_OFFSET_MS = 2 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** '22:00' → 1320. */
export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * When a message due at `at` may go: then, or when the quiet hours it falls in end (from 22:00 until 07:00 runs
 * over midnight). `from` is inside the quiet hours, `until` is not.
 */
export function releaseTime(at: Date, from: number | null, until: number | null): Date {
  if (from === null || until === null || from === until) return at;
  const local = at.getTime() + SA_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const minute = Math.floor((local - midnight) / 60_000);
  const quiet = from < until ? minute >= from && minute < until : minute >= from || minute < until;
  if (!quiet) return at;
  let end = midnight + until * 60_000;
  if (end <= local) end += DAY_MS;
  return new Date(end - SA_OFFSET_MS);
}
