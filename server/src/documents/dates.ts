import { DATE_FORMAT_MESSAGE } from '@portal/contract/catalogue';
import { badInput } from '../http/action-failure';

/** A calendar date as 'YYYY-MM-DD' in UTC, the portal's day (as billing.GetBillingDetails counts "today"). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * spec §5 date_format allows 2026/1/5 as well as 2026-01-05; the regex alone also lets 2026-02-31 through.
 * Returns the date as 'YYYY-MM-DD', or refuses it with the spec's message.
 */
export function normaliseDate(value: string, field: string): string {
  const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[3]), Number(match[4])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return isoDay(date);
  }
  // Worded like a schema failure of the same field (src/http/input.ts).
  throw badInput(`${field}: ${DATE_FORMAT_MESSAGE}`, field);
}

export function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** The same day `months` later (or earlier), kept inside the month: 31 Mar − 1 month is 28/29 Feb. */
export function addMonths(day: string, months: number): string {
  const date = utc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoDay(target);
}

export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
