import type { AlertItem } from '@portal/contract';

const RANK: Record<AlertItem['severity'], number> = { critical: 0, warning: 1, info: 2 };
const WORDS: Record<AlertItem['severity'], [one: string, many: string]> = {
  critical: ['critical', 'critical'],
  warning: ['warning', 'warnings'],
  info: ['notice', 'notices'],
};

/** Most severe first; within a severity, the server's order (newest first). */
export const bySeverity = (alerts: AlertItem[]) => [...alerts].sort((a, b) => RANK[a.severity] - RANK[b.severity]);

/** '4 more alerts: 1 warning, 3 notices', the severities in their order. */
export function moreLabel(rest: AlertItem[]) {
  const counts = (['critical', 'warning', 'info'] as const)
    .map((severity) => [severity, rest.filter((a) => a.severity === severity).length] as const)
    .filter(([, n]) => n > 0)
    .map(([severity, n]) => `${n} ${WORDS[severity][n === 1 ? 0 : 1]}`);
  return `${rest.length} more ${rest.length === 1 ? 'alert' : 'alerts'}: ${counts.join(', ')}`;
}
