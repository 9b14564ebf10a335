import type { CollectionDay } from './options';

/** 'YYYY-MM-DD' of a UTC calendar date. */
const isoDate = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The first date after `today` (YYYY-MM-DD) that falls on the collection day; a day past the end of a
 * short month is that month's last day. Today itself is never next: collections run before business hours.
 */
export function nextCollectionDate(day: CollectionDay['day'], today: string): string {
  const [year, month, date] = today.split('-').map(Number);
  for (let offset = 0; offset < 2; offset++) {
    const y = year + Math.floor((month - 1 + offset) / 12);
    const m = (month - 1 + offset) % 12;
    const last = daysInMonth(y, m);
    const candidate = day === 'last' ? last : Math.min(day, last);
    if (offset > 0 || candidate > date) return isoDate(y, m, candidate);
  }
  throw new Error('unreachable: next month always has the day');
}

/** The day a collection for something dated `day` runs: the first collection day on or after it. */
export const collectionDayOnOrAfter = (collectionDay: CollectionDay['day'], day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return nextCollectionDate(collectionDay, isoDate(y, m - 1, d - 1));
};
