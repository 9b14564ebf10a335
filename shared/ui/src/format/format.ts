import { PRODUCT_TEXT } from '@portal/contract';

/** Rand amounts as customers read them: 'R 1 234.56'. */
export function formatCurrency(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${sign}R ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${cents}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-22' or an ISO timestamp → '22 Nov 2026' (the calendar date as written, no time-zone shift). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** spec §9: a product longer than 40 characters is cut to 37 plus an ellipsis. */
export function truncateProduct(text: string): string {
  return text.length > PRODUCT_TEXT.max ? `${text.slice(0, PRODUCT_TEXT.keep)}...` : text;
}
