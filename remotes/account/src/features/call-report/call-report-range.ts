import { checkDate } from '@portal/ui/date-field';

/** The server's rules and messages for a range (contract getCallReportInput), checked before asking it. */
export const RANGE_ORDER_MESSAGE = 'The end date must be on or after the start date.';
export const MAX_RANGE_DAYS = 366;
export const RANGE_TOO_LONG_MESSAGE = `Please choose a range of at most ${MAX_RANGE_DAYS} days.`;

/** A spec §5 date_format string as a real calendar date 'YYYY-MM-DD', or null (e.g. 2026-02-31). */
export function toCalendarDate(value: string): string | null {
  const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[3]), Number(match[4])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** One date field: required, and a date that exists (the field hands over YYYY-MM-DD, or the text it could not read). */
export function validateDate(value: string, label: string): true | string {
  return checkDate(value, { required: `${label} is required.` });
}

/** The end against the start: not before it, and at most 366 days on. */
export function validateEnd(end: string, start: string): true | string {
  const from = toCalendarDate(start);
  const to = toCalendarDate(end);
  if (!from || !to) return true;
  if (to < from) return RANGE_ORDER_MESSAGE;
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_RANGE_DAYS || RANGE_TOO_LONG_MESSAGE;
}

const localIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last 30 days up to today, in the reader's own calendar. */
export function defaultRange(today = new Date()) {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return { startDate: localIso(start), endDate: localIso(today) };
}

