import { formatDate } from '@portal/contract/format';

import { formatData } from '../actions/services/service-records';

/** The types that may buy a top-up on their own when they run out: mobile and shared data. */
export const AUTO_TOP_UP_TYPES: ReadonlySet<string> = new Set(['mobiledata', 'shareddata']);

/** Days from `today` to the period's last day, both counted: 1 on its last day. */
export const daysLeft = (today: string, periodEnd: string) =>
  Math.round((Date.parse(`${periodEnd}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1;

const dayWords = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** Which of `thresholds` a use of `usedMb` against `capMb` has reached. */
export const reached = (thresholds: readonly number[], usedMb: number, capMb: number) =>
  capMb > 0 ? thresholds.filter((t) => usedMb * 100 >= t * capMb) : [];

export function thresholdMessage(tag: string, percent: number, usedMb: number, capMb: number, today: string, periodEnd: string) {
  const left = daysLeft(today, periodEnd);
  const subject = percent >= 100 ? `You have used all your data on ${tag}` : `You have used ${percent}% of your data on ${tag}`;
  const text =
    `${tag} has used ${formatData(usedMb)} of its ${formatData(capMb)} this billing cycle (${percent}% alert). ` +
    `${dayWords(left)} left in the cycle (it ends on ${formatDate(periodEnd)}).` +
    (percent >= 100 ? ' A top-up keeps you connected at full speed.' : '');
  return { subject, text };
}

export function autoTopUpMessage(tag: string, bundle: string, reference: string, seq: number, monthlyMax: number, usedMb: number, today: string, periodEnd: string) {
  const left = daysLeft(today, periodEnd);
  const more = monthlyMax - seq;
  return {
    subject: `${tag} ran out of data: we added ${bundle}`,
    text:
      `${tag} ran out of data (${formatData(usedMb)} used), so we added ${bundle} as you asked (order ${reference}; it will be on your next invoice). ` +
      `${more === 0 ? 'That was the last automatic top-up this month.' : `${more} more automatic top-up${more === 1 ? '' : 's'} may follow this month.`} ` +
      `${dayWords(left)} left in the cycle.`,
  };
}

export function poolDigestMessage(tag: string, today: string, usedMb: number, capMb: number | null, members: { name: string; usedMb: number; capMb: number }[]) {
  const lines = members.map((m) => `${m.name}: ${formatData(m.usedMb)} of ${formatData(m.capMb)}`);
  return {
    subject: `Shared data ${tag} on ${formatDate(today)}: ${formatData(usedMb)} used`,
    text: [`${tag} has used ${formatData(usedMb)}${capMb === null ? '' : ` of ${formatData(capMb)}`} this billing cycle, by member:`, ...lines].join('\n'),
  };
}

