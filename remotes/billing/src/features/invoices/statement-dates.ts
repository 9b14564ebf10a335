import { validators } from '@portal/ui';
import { checkDate } from '@portal/ui/date-field';

export interface StatementDates {
  exportStartDate: string;
  exportEndDate: string;
}

export const END_BEFORE_START_MESSAGE = 'The end date must be on or after the start date.';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last three months up to today: from the first of the month two months back. */
export function defaultStatementDates(today: Date): StatementDates {
  return { exportStartDate: isoDate(new Date(today.getFullYear(), today.getMonth() - 2, 1)), exportEndDate: isoDate(today) };
}

/** A date that passed date_format ('2026/1/5', '2026-01-05') written the one way: '2026-01-05'. */
export function normaliseDate(value: string): string {
  const [year, month, day] = value.trim().split(/[-/]/);
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** One date field, required: the field hands over YYYY-MM-DD, or the text it could not read. */
export const validateStatementDate = (label: string) => (value: string) => checkDate(value, { required: `${label} is required.` });

/** The end date against the start date, once both are dates. */
export function validateEndAfterStart(end: string, { exportStartDate }: StatementDates) {
  if (validators.dateFormat(end) !== true || validators.dateFormat(exportStartDate) !== true || !end || !exportStartDate) return true;
  return normaliseDate(end) >= normaliseDate(exportStartDate) || END_BEFORE_START_MESSAGE;
}
