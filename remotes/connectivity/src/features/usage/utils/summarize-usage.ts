import type { UsageDay } from '@portal/contract';
import { formatDate } from '@portal/ui';
import { formatData } from '../../../lib/format-data';

export interface UsageSummary {
  totalMb: number;
  averageMb: number;
  /** The first day with the most data; null when nothing was used. */
  highest: UsageDay | null;
}

export function summarizeUsage(days: readonly UsageDay[]): UsageSummary {
  const totalMb = days.reduce((sum, day) => sum + day.dataMb, 0);
  const highest = days.reduce<UsageDay | null>((top, day) => (day.dataMb > (top?.dataMb ?? 0) ? day : top), null);
  return { totalMb, averageMb: days.length ? totalMb / days.length : 0, highest };
}

/** The chart's text alternative: total, average per day and the highest day. */
export function usageSummaryText(days: readonly UsageDay[]): string {
  if (days.length === 0) return 'No usage has been recorded for this period.';
  const { totalMb, averageMb, highest } = summarizeUsage(days);
  const span = `the last ${days.length} ${days.length === 1 ? 'day' : 'days'}`;
  if (!highest) return `No data used in ${span}.`;
  return `${formatData(totalMb)} used in ${span}, ${formatData(averageMb)} a day on average. The highest day was ${formatDate(highest.date)} with ${formatData(highest.dataMb)}.`;
}
