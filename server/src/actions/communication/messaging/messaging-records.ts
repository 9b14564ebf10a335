import type { CreditBalance } from '@portal/contract/catalogue';
import { and, asc, desc, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { serviceLogs, serviceTopUps } from '../../../db/schema';
import { notFound } from '../../../http/action-failure';
import type { SessionActionContext } from '../../define-action';
import type { ServiceRow } from '../../services/service-records';
import { dataOf, itemsOf, serviceForRead, type ItemRow } from '../service-changes';

/** The communication service of this type that the tag names; a security-category eScan is not one (404). */
export async function messagingService(ctx: SessionActionContext, serviceTag: string, type: 'sms' | 'escan' | 'bulk-mailer') {
  const service = await serviceForRead(ctx, serviceTag, [type]);
  if (service.category !== 'communication') throw notFound('That service');
  return service;
}

/** What one log row uses of the credits: an SMS day its messages sent, a campaign its recipients. */
const USE = { sms: { kind: 'sms-day', field: 'sent' }, 'bulk-mailer': { kind: 'campaign', field: 'recipients' } } as const;

export const numberIn = (data: Record<string, unknown>, field: string) => {
  const value = Number(data[field] ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** Credits as a ledger: every top-up bought (the opening balance is one) less every message or recipient sent. */
export async function creditLedger(db: Db, service: ServiceRow): Promise<CreditBalance> {
  const [{ total }] = await db.select({ total: sum(serviceTopUps.credits) }).from(serviceTopUps).where(eq(serviceTopUps.serviceId, service.id));
  const use = USE[service.type as keyof typeof USE];
  const logs = use ? await db.select({ data: serviceLogs.data }).from(serviceLogs).where(and(eq(serviceLogs.serviceId, service.id), eq(serviceLogs.kind, use.kind))) : [];
  const bought = Number(total ?? 0);
  const used = logs.reduce((n, l) => n + numberIn(l.data, use!.field), 0);
  return { bought, used, balance: Math.max(0, bought - used) };
}

export async function logsOf(db: Db, serviceId: number, kind: string, since?: Date, newestFirst = false) {
  return db
    .select()
    .from(serviceLogs)
    .where(and(eq(serviceLogs.serviceId, serviceId), eq(serviceLogs.kind, kind), ...(since ? [gte(serviceLogs.occurredAt, since)] : [])))
    .orderBy(newestFirst ? desc(serviceLogs.occurredAt) : asc(serviceLogs.occurredAt));
}

/** A contact list's name and contacts, as it will be once a change on its way is done. */
export const listOf = (item: ItemRow) => {
  const data = dataOf(item);
  return { name: String(data.name ?? item.key), contacts: numberIn(data, 'contacts') };
};

/** Contacts the lists hold once the changes on their way are done (a list being removed no longer counts). */
export async function contactsHeld(db: Db, serviceId: number) {
  const lists = await itemsOf(db, serviceId, 'contact-list');
  return lists.filter((l) => l.pendingOp !== 'remove').reduce((n, l) => n + listOf(l).contacts, 0);
}
