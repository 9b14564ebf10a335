import { formatDate } from '@portal/contract/format';

/** What the field says about text it cannot read as a date. */
export const DATE_UNREADABLE_MESSAGE = 'Please enter a date such as 20/11/2026.';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day, or null when there is no such day (31 Apr, 29 Feb 2027). */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'Nov', 'nov.', 'November', 'Sept' → 11; null for anything else. At least three letters, the start of the name. */
function monthNumber(word: string): number | null {
  const name = word.toLowerCase().replace(/\.$/, '');
  if (name.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(name));
  return index < 0 ? null : index + 1;
}

const YMD = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
/** Day first, as South Africans write it: 20/11/2026, 20-11-2026, 20.11.2026. */
const DMY = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;
/** '20 Nov 2026', '20 November 2026', '20-Nov-2026', 'Friday, 20 November 2026', '20th Nov 2026'. */
const DAY_MONTH_NAME = /^(?:[a-z]+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+\.?)[\s,-]+(\d{4})$/i;
/** 'Nov 20, 2026', 'November 20 2026'. */
const MONTH_NAME_DAY = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;

/**
 * A date as people type it, as 'YYYY-MM-DD': '2026-11-20', '2026/11/20', '20/11/2026', '20-11-2026', '20/1/2026',
 * '20 Nov 2026', '20 November 2026', 'Nov 20, 2026'. Null for anything else, and for days that do not exist.
 * Numbers are read day first (never month first), and the year needs all four digits.
 */
export function parseDate(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  let match = YMD.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[3]), Number(match[4]));
  match = DMY.exec(value);
  if (match) return isoDate(Number(match[4]), Number(match[3]), Number(match[1]));
  match = DAY_MONTH_NAME.exec(value);
  if (match) {
    const month = monthNumber(match[2]);
    return month ? isoDate(Number(match[3]), month, Number(match[1])) : null;
  }
  match = MONTH_NAME_DAY.exec(value);
  if (match) {
    const month = monthNumber(match[1]);
    return month ? isoDate(Number(match[3]), month, Number(match[2])) : null;
  }
  return null;
}

/** What the field hands the form for what is in the box: '' when empty, the ISO date when readable, else the text. */
export const formValueOf = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' ? '' : (parseDate(trimmed) ?? trimmed);
};

export interface DateRule {
  /** The message for an empty field; without it an empty field passes (optional dates). */
  required?: string;
  /** 'YYYY-MM-DD': the first and last day that may be chosen. */
  min?: string;
  max?: string;
}

/**
 * A date field's value (the ISO date, or the text the field could not read) against its rule: true, or the message.
 * Usable as react-hook-form's `validate`: `validate: (v) => checkDate(v, { required: 'Please choose a date.', min })`.
 */
export function checkDate(value: unknown, { required, min, max }: DateRule = {}): true | string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return required ?? true;
  const iso = parseDate(text);
  if (!iso) return DATE_UNREADABLE_MESSAGE;
  if ((min && iso < min) || (max && iso > max)) {
    if (min && max) return `Please choose a date from ${formatDate(min)} to ${formatDate(max)}.`;
    return min ? `Please choose a date on or after ${formatDate(min)}.` : `Please choose a date on or before ${formatDate(max)}.`;
  }
  return true;
}
