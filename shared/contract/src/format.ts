/**
 * @portal/contract/format: the one way the portal writes money, dates and numbers — on screen, in PDFs, spreadsheets
 * and messages alike. Plain functions without dependencies, for the server and every area.
 */

/**
 * Whole cents of a rand amount, given as a number or as a numeric column's text ('1234.50'): money is counted in
 * cents so that no sum drifts by a fraction of a cent. Half a cent rounds away from zero (1.005 → 101, -1.005 → -101),
 * by shifting the decimal point in the number's text rather than multiplying by 100, where 1.005 × 100 is 100.4999….
 */
export function toCents(amount: string | number): number {
  const value = Number(amount);
  if (!Number.isFinite(value)) return Number.NaN;
  const [digits, exponent = '0'] = String(Math.abs(value)).split('e');
  const cents = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  return value < 0 && cents > 0 ? -cents : cents;
}

export const fromCents = (cents: number) => cents / 100;

/** '1234.50': an amount in cents as a plain decimal, the form numeric columns and the amount field take. */
export const centsToDecimal = (cents: number) => fromCents(cents).toFixed(2);

/**
 * '1 234 567', '1 234.5': a number to `places` decimals with its thousands apart by a space, whatever the reader's
 * locale; '' for no number.
 */
export function formatNumber(value: number, places = 0): string {
  if (!Number.isFinite(value)) return '';
  const [whole, fraction] = Math.abs(value).toFixed(places).split('.');
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${fraction ? `.${fraction}` : ''}`;
}

/** Rand as the portal writes them: 'R 1 234.56', negatives '-R 1 234.56', always with cents; '' for no number. */
export function formatCurrency(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const cents = toCents(amount);
  const whole = Math.floor(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}R ${formatNumber(whole)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** '15%', '7.5%': a rate (0.15) as people write it. */
export const formatPercent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'Nov' for 11: a month (1 to 12) as dates write it. */
export const shortMonthName = (month: number) => MONTH_NAMES[month - 1].slice(0, 3);

/** 'November 2026': a month (1 to 12) of a year. */
export const formatMonth = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The year, month and day a 'YYYY-MM-DD…' text starts with; undefined for other text or a month past 12. */
function calendarDay(iso: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 ? { year, month, day } : undefined;
}

/** '2026-11-22' or an ISO timestamp → '22 Nov 2026': the calendar date as written, with no time-zone shift. Other text stays as it is. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = calendarDay(iso);
  return date ? `${date.day} ${shortMonthName(date.month)} ${date.year}` : iso;
}

/** '2026-11-22' → '22 November 2026', for sentences (alerts, messages). Other text stays as it is. */
export function formatLongDate(iso: string): string {
  const date = calendarDay(iso);
  return date ? `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}` : iso;
}

/** '2026-10-25' → '25 Oct': a day of a chart's axis or of a range within the year. */
export function formatDayMonth(iso: string): string {
  const date = calendarDay(iso);
  return date ? `${date.day} ${shortMonthName(date.month)}` : iso;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 75 → '1:15', 3725 → '1:02:05': a call's length in seconds, as a clock shows it. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const [hours, minutes, seconds] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return hours ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
const hasTime = (iso: string) => /T\d{2}:\d{2}/.test(iso) && !Number.isNaN(new Date(iso).getTime());
const localDay = (at: Date) => `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;

/** '22 Nov 2026': the day a moment falls on in the reader's own time zone, or the date as written when it has no time. */
export function formatLocalDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return hasTime(iso) ? formatDate(localDay(new Date(iso))) : formatDate(iso);
}

/** '22 Nov 2026 14:05': a moment in the reader's own time zone; the date alone when the value has no time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  if (!hasTime(iso)) return formatDate(iso);
  const at = new Date(iso);
  return `${formatDate(localDay(at))} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
