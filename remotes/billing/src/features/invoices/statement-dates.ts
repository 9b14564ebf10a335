import { catalogue, enteredDate } from '@portal/contract/catalogue';
import { DATE_UNREADABLE_MESSAGE } from '@portal/ui/date-field';

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

const statement = catalogue['billing.GetViewStatement'].input;
/** One date, required here (the PDF needs both), then the action's date_format rule. */
const date = (label: string, rule: typeof statement.shape.exportStartDate) => enteredDate(`${label} is required.`, DATE_UNREADABLE_MESSAGE, rule.unwrap());

/**
 * The range as billing.GetViewStatement (and the PDF's download) checks it, with the date field's messages in front;
 * the end date is not before the start date (the form's own rule), checked once both are dates.
 */
export const statementForm = statement
  .extend({ exportStartDate: date('Start date', statement.shape.exportStartDate), exportEndDate: date('End date', statement.shape.exportEndDate) })
  .refine(({ exportStartDate, exportEndDate }) => normaliseDate(exportEndDate) >= normaliseDate(exportStartDate), {
    message: END_BEFORE_START_MESSAGE,
    path: ['exportEndDate'],
    when: ({ issues }) => issues.length === 0,
  });
