import { formatNumber } from '@portal/contract/format';

/** Megabytes as customers read them: '850 MB', '1 GB', '10.3 GB', '1 024 GB'. */
export function formatData(mb: number): string {
  if (!Number.isFinite(mb)) return '';
  if (Math.abs(mb) < 1024) return `${Math.round(mb)} MB`;
  return `${formatNumber(Math.round((mb / 1024) * 10) / 10, 1).replace(/\.0$/, '')} GB`;
}

/** '100 Mbps' or '1 Gbps'. */
export function formatSpeed(mbps: number): string {
  return mbps >= 1000 && mbps % 1000 === 0 ? `${mbps / 1000} Gbps` : `${mbps} Mbps`;
}
