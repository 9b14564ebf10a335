import { formatNumber } from '@portal/contract/format';
/** '1 000': counts as the portal writes them. */
export const formatCount = (n: number) => formatNumber(n);

/** '512.4 MB' or '1.2 GB'. */
export const formatMb = (mb: number) => (mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${(Math.round(mb * 10) / 10).toFixed(1)} MB`);

/** Seconds since the epoch of a YYYY-MM-DD day (UTC), as the charts take them. */
export const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
