import type { OutageItem, OutageStatus, ServiceCategory } from '@portal/contract/catalogue';
import { and, arrayOverlaps, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { accounts, outages, outageUpdates, services } from '../../db/schema';
import type { SessionActionContext } from '../define-action';
import { MODULE_OF_CATEGORY } from '../services/service-records';

export type OutageRow = typeof outages.$inferSelect;

/** How long a finished outage stays on the page. */
export const RESOLVED_SHOWN_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** Service type codes (services.type) as a customer calls them; several codes read the same. */
const TYPE_LABELS: Record<string, string> = {
  ftth: 'Fibre',
  fttb: 'Fibre',
  telco: 'Fibre',
  'wholesale-fibre': 'Fibre',
  lte: 'LTE',
  'fixed-lte': 'LTE',
  'carrier-lte': 'LTE',
  mobiledata: 'Mobile data',
  shareddata: 'Shared data',
  'carrier-5g': '5G',
  'carrier-wireless': 'Wireless',
  data: 'Data line',
  adsl: 'ADSL',
  wifi: 'Wi-Fi',
  '3g-service': '3G',
  satellite: 'Satellite',
  dialup: 'Dial-up',
  voip: 'VoIP',
  email: 'Email',
  'hosted-exchange': 'Hosted Exchange',
  'web-hosting': 'Web hosting',
  'personal-web-hosting': 'Web hosting',
};

/** The labels of the codes, each once, in the codes' order. */
export const serviceTypeLabels = (codes: readonly string[]) => [...new Set(codes.map((code) => TYPE_LABELS[code] ?? code))];

const endOf = (o: OutageRow) => o.endedAt ?? (o.kind === 'planned' ? o.expectedEndAt : null);

/** When it ended by `now`, or null while it lasts: a planned one ends at its expected end unless told otherwise. */
export function endedBy(o: OutageRow, now: Date) {
  const end = endOf(o);
  return end && end.getTime() <= now.getTime() ? end : null;
}

export function outageStatus(o: OutageRow, now: Date): OutageStatus {
  const ended = endedBy(o, now) !== null;
  if (o.kind === 'planned') {
    if (ended) return 'Completed';
    return o.startsAt.getTime() > now.getTime() ? 'Scheduled' : 'In progress';
  }
  if (ended) return 'Resolved';
  return o.status === 'Investigating' ? 'Investigating' : 'In progress';
}

export interface AccountOutage {
  row: OutageRow;
  item: OutageItem;
  /** The kinds of the account's own services it affects, in words ('Fibre', 'Mobile data'). */
  affectedLabels: string[];
}

export interface AccountOutages {
  /** The account's physical city, which the outages cover. */
  city: string;
  current: AccountOutage[];
  planned: AccountOutage[];
  resolved: AccountOutage[];
}

/** The instance's service categories whose services the session's modules let it see. */
function visibleCategories(ctx: SessionActionContext): string[] {
  return [...ctx.instanceConfig.enabledServiceCategories].filter((category) =>
    ctx.session.portal_modules.includes(MODULE_OF_CATEGORY[category as ServiceCategory]),
  );
}

/**
 * The outages that concern the session's account as this viewer sees it: its physical city is one of their areas
 * and it has a service of an affected type, in a service category this instance runs and the viewer's modules
 * cover (a billing-only user is told of no LTE outage, nor shown which services one affects). Current ones newest first, planned ones soonest
 * first, resolved ones (ended in the last RESOLVED_SHOWN_DAYS days) latest ended first.
 */
export async function outagesOfAccount(ctx: SessionActionContext): Promise<AccountOutages> {
  const now = ctx.clock.now();
  const [account] = await ctx.db.select({ city: accounts.physicalCity }).from(accounts).where(eq(accounts.id, ctx.session.accountId));
  const city = account?.city.trim() ?? '';
  const none: AccountOutages = { city, current: [], planned: [], resolved: [] };
  const categories = visibleCategories(ctx);
  if (!city || !categories.length) return none;

  const own = await ctx.db
    .select({ serviceTag: services.serviceTag, product: services.product, type: services.type })
    .from(services)
    .where(
      and(
        eq(services.accountId, ctx.session.accountId),
        inArray(services.category, categories),
        ne(services.status, 'Cancelled'),
      ),
    )
    .orderBy(asc(services.serviceTag));
  if (!own.length) return none;

  const cutoff = new Date(now.getTime() - RESOLVED_SHOWN_DAYS * DAY_MS);
  const rows = await ctx.db
    .select()
    .from(outages)
    .where(
      and(
        sql`exists (select 1 from unnest(${outages.areas}) as area where lower(trim(area)) = lower(${city}))`,
        arrayOverlaps(outages.serviceTypes, [...new Set(own.map((s) => s.type))]),
        or(isNull(outages.endedAt), gt(outages.endedAt, cutoff)),
      ),
    );
  const updates = rows.length
    ? await ctx.db
        .select()
        .from(outageUpdates)
        .where(inArray(outageUpdates.outageId, rows.map((r) => r.id)))
        .orderBy(desc(outageUpdates.at), desc(outageUpdates.id))
    : [];

  const toItem = (o: OutageRow, mine: typeof own): OutageItem => {
    const ended = endedBy(o, now);
    return {
      reference: o.reference,
      kind: o.kind === 'planned' ? 'planned' : 'unplanned',
      title: o.title,
      status: outageStatus(o, now),
      areas: o.areas,
      affectedServiceTypes: serviceTypeLabels(o.serviceTypes),
      affectedServices: mine.map(({ serviceTag, product }) => ({ serviceTag, product })),
      startsAt: o.startsAt.toISOString(),
      expectedEndAt: o.expectedEndAt?.toISOString() ?? null,
      endedAt: ended?.toISOString() ?? null,
      updates: updates.filter((u) => u.outageId === o.id).map((u) => ({ at: u.at.toISOString(), message: u.message })),
    };
  };

  const result: AccountOutages = { city, current: [], planned: [], resolved: [] };
  for (const row of rows) {
    const ended = endedBy(row, now);
    const mine = own.filter((s) => row.serviceTypes.includes(s.type));
    const entry = { row, item: toItem(row, mine), affectedLabels: serviceTypeLabels(mine.map((s) => s.type)) };
    if (ended) {
      if (ended.getTime() > cutoff.getTime()) result.resolved.push(entry);
    } else if (row.startsAt.getTime() > now.getTime()) result.planned.push(entry);
    else result.current.push(entry);
  }
  const time = (d: Date | null) => d?.getTime() ?? 0;
  result.current.sort((a, b) => time(b.row.startsAt) - time(a.row.startsAt));
  result.planned.sort((a, b) => time(a.row.startsAt) - time(b.row.startsAt));
  result.resolved.sort((a, b) => time(endedBy(b.row, now)) - time(endedBy(a.row, now)));
  return result;
}
