import { PRODUCT_TEXT } from '@portal/contract';

/** Rand amounts as customers read them: 'R 1 234.56', negatives as '-R 1 234.56'. */
export function formatCurrency(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${whole}.${String(cents % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-22' or an ISO timestamp → '22 Nov 2026': the calendar date as written, with no time-zone shift. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** spec §9: a product longer than 40 characters is cut to its first 37 plus '...'. */
export function truncateProduct(text: string): string {
  return text.length > PRODUCT_TEXT.max ? `${text.slice(0, PRODUCT_TEXT.keep)}...` : text;
}
