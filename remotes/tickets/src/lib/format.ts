import { formatDate } from '@portal/ui';

const two = (n: number) => String(n).padStart(2, '0');

/** '22 Nov 2026, 14:05' in the reader's own time; the date alone when the value has no time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (!/T\d{2}:\d{2}/.test(iso) || Number.isNaN(at.getTime())) return formatDate(iso);
  const local = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${formatDate(local)}, ${two(at.getHours())}:${two(at.getMinutes())}`;
}
