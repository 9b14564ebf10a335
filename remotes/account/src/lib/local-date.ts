import { formatDate } from '@portal/ui';

const two = (n: number) => String(n).padStart(2, '0');

/** A timestamp's calendar date in the reader's own time zone: '1 Feb 2026'. */
export function localDateText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDate(`${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`);
}

/** A timestamp in the reader's own time zone: '1 Feb 2026 10:00'. */
export function localDateTimeText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${localDateText(iso)} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
