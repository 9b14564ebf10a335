import { formatDate } from '@portal/ui';

const two = (n: number) => String(n).padStart(2, '0');

const hasTime = (iso: string) => /T\d{2}:\d{2}/.test(iso) && !Number.isNaN(new Date(iso).getTime());
const localDay = (at: Date) => `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;

/** '22 Nov 2026, 14:05' in the reader's own time; the date alone when the value has no time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  if (!hasTime(iso)) return formatDate(iso);
  const at = new Date(iso);
  return `${formatDate(localDay(at))}, ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** '22 Nov 2026': the day in the reader's own time of a moment, or the date as written when the value has no time. */
export function formatLocalDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return hasTime(iso) ? formatDate(localDay(new Date(iso))) : formatDate(iso);
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Rand as a sentence reads it: 'R250', 'R1 500'; cents only when there are some ('R12.50'). */
export function formatRand(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(cents / 100)));
  return cents % 100 === 0 ? `${sign}R${whole}` : `${sign}R${whole}.${String(cents % 100).padStart(2, '0')}`;
}
