import type { OrderPreview, ProductSummary } from '@portal/contract';
import { formatNumber, toCents } from '@portal/contract/format';

const data = (mb: number) => (mb < 1024 ? `${Math.round(mb)} MB` : `${formatNumber(Math.round((mb / 1024) * 10) / 10, 1).replace(/\.0$/, '')} GB`);
const speed = (p: ProductSummary) => (p.speedDownMbps === null ? null : `${p.speedDownMbps}${p.speedUpMbps === null ? '' : `/${p.speedUpMbps}`} Mbps`);

/** What each of a plan's limits is called, and how its amount reads ('10 GB'); others read as their number. */
const LIMITS: Record<string, { label: string; amount?: (n: number) => string }> = {
  mailboxes: { label: 'Mailboxes' },
  storageMb: { label: 'Storage', amount: data },
  mailboxQuotaMb: { label: 'Space per mailbox', amount: data },
  extensions: { label: 'Extensions' },
  devices: { label: 'Devices' },
  contacts: { label: 'Contacts' },
  minutes: { label: 'Minutes' },
  credits: { label: 'Credits' },
  sims: { label: 'SIMs' },
  users: { label: 'Users' },
  units: { label: 'Units' },
  vcpu: { label: 'vCPUs' },
  memoryGb: { label: 'Memory', amount: (n) => `${n} GB` },
  storageGb: { label: 'Storage', amount: (n) => `${n} GB` },
};

/**
 * What the new plan takes away compared with the current one, in words: 'Speed: 100/50 Mbps → 50/25 Mbps',
 * 'Data: uncapped → 500 GB a month', 'Mailboxes: 10 → 5'. Empty when nothing is smaller.
 */
export function planLosses(current: ProductSummary, next: ProductSummary): string[] {
  const losses: string[] = [];
  if (current.speedDownMbps !== null && next.speedDownMbps !== null && (next.speedDownMbps < current.speedDownMbps || (next.speedUpMbps ?? 0) < (current.speedUpMbps ?? 0))) {
    losses.push(`Speed: ${speed(current)} → ${speed(next)}`);
  }
  if (next.dataCapMb !== null && (current.dataCapMb === null || next.dataCapMb < current.dataCapMb)) {
    losses.push(`Data: ${current.dataCapMb === null ? 'uncapped' : `${data(current.dataCapMb)} a month`} → ${data(next.dataCapMb)} a month`);
  }
  for (const [key, had] of Object.entries(current.limits ?? {})) {
    const gets = next.limits?.[key] ?? 0;
    if (gets >= had) continue;
    const limit = LIMITS[key] ?? { label: key };
    const amount = limit.amount ?? ((n: number) => formatNumber(n));
    losses.push(`${limit.label}: ${amount(had)} → ${amount(gets)}`);
  }
  return losses;
}

export interface Downgrade {
  /** The new plan costs less a month. */
  cheaper: boolean;
  losses: string[];
}

/** A plan change that costs less or takes something away, or null for a plain upgrade (or a purchase). */
export function downgradeOf(preview: OrderPreview): Downgrade | null {
  const next = preview.lines[0]?.product;
  if (!preview.upgrade || !preview.current || !next) return null;
  const cheaper = toCents(preview.monthlyChange) < 0;
  const losses = planLosses(preview.current, next);
  return cheaper || losses.length > 0 ? { cheaper, losses } : null;
}
