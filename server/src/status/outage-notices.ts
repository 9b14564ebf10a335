import type { InstanceConfig } from '@portal/config';
import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { endedBy, outageStatus, serviceTypeLabels } from '../actions/engagement/outage-records';
import { MODULE_OF_CATEGORY } from '../actions/services/service-records';
import type { SmsAdapter } from '../adapters/sms';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { notify } from '../notifications/notify';
import { accounts, accountUsers, outageNoticeOptOuts, outages, outageSubscriptions, outageUpdates, people, services } from '../db/schema';
import type { MailAdapter } from '../mail/mail-adapter';
import { brandOf, renderMail, type MailContent } from '../mail/mail-layout';
import { enqueueEvent, type OutboxEvent, type OutboxHandler } from '../outbox/outbox-events';
import { releaseTime } from './quiet-hours';
import { confirmPath, confirmToken, oneClickUnsubscribePath, unsubscribePath, unsubscribeToken, type StopTarget } from './subscription-links';

/**
 * The status page's messages, each an outbox job (docs/status-page.md): the confirmation of a subscription, the
 * fan-out of an outage's change to everyone it concerns, and one notice per person and change. Jobs hold ids only;
 * addresses and words are read when they are delivered.
 */
export type OutageChange = 'created' | 'updated' | 'restored';

export interface StatusNoticeDeps {
  db: Db;
  clock: Clock;
  links: Pick<TokenService, 'signLink' | 'verifyLink'>;
  sms: SmsAdapter;
  /** null: e-mail is off, and e-mail subscribers are told nothing (logged). */
  mail: MailAdapter | null;
  instanceConfig: InstanceConfig;
  publicOrigin: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Written with the subscription (or its renewal): one confirmation per request. */
export const enqueueConfirmation = (tx: Db, now: Date, subscription: { id: number; createdAt: Date }) =>
  enqueueEvent(
    tx,
    {
      type: 'status.confirm',
      orderingKey: `status-subscription:${subscription.id}`,
      id: `status.confirm:${subscription.id}:${Math.floor(subscription.createdAt.getTime() / 1000)}`,
      data: { subscriptionId: subscription.id },
    },
    now,
  );

/** Written with the outage's update (its creation, a new word, its restore): tells everyone it concerns, once. */
export const enqueueOutageChanged = (tx: Db, now: Date, change: { outageId: number; updateId: number; change: OutageChange }) =>
  enqueueEvent(tx, { type: 'status.outage-changed', orderingKey: `outage:${change.outageId}`, id: `status.outage-changed:${change.updateId}`, data: change }, now);

const lowerAreas = (areas: readonly string[]) => areas.map((a) => a.trim().toLowerCase());

/** The confirmed subscriptions of the outage's areas. */
async function subscribersOf(db: Db, areas: readonly string[]) {
  if (!areas.length) return [];
  return db
    .select()
    .from(outageSubscriptions)
    .where(and(isNotNull(outageSubscriptions.confirmedAt), inArray(sql`lower(${outageSubscriptions.area})`, lowerAreas(areas))))
    .orderBy(asc(outageSubscriptions.id));
}

/** The service's area is one of the person's portal modules on the account (a billing-only user is told of no outage). */
const moduleCovers = or(...Object.entries(MODULE_OF_CATEGORY).map(([category, module]) => sql`(${services.category} = ${category} and ${module} = any(${accountUsers.portalModules}))`));

/**
 * The signed-in customers the outage touches: the users, with an e-mail address, of each account whose physical
 * city is one of its areas and which has a service of an affected type in one of their modules; less those who
 * turned the news off.
 */
async function customersOf(db: Db, areas: readonly string[], serviceTypes: readonly string[]) {
  if (!areas.length || !serviceTypes.length) return [];
  return db
    .selectDistinct({ personId: people.id, email: people.email })
    .from(accounts)
    .innerJoin(accountUsers, eq(accountUsers.accountId, accounts.id))
    .innerJoin(people, eq(people.id, accountUsers.personId))
    .where(
      and(
        inArray(sql`lower(trim(${accounts.physicalCity}))`, lowerAreas(areas)),
        ne(people.email, ''),
        sql`exists (select 1 from ${services} where ${services.accountId} = ${accounts.id} and ${services.status} <> 'Cancelled' and ${inArray(services.type, [...serviceTypes])} and ${moduleCovers})`,
        sql`not exists (select 1 from ${outageNoticeOptOuts} where ${outageNoticeOptOuts.personId} = ${people.id})`,
      ),
    )
    .orderBy(asc(people.id));
}

/** One notice job per subscriber and per customer (someone who is both gets the subscriber's), held through quiet hours. */
async function fanOut(deps: StatusNoticeDeps, event: OutboxEvent) {
  const { db } = deps;
  const outageId = Number(event.data.outageId);
  const updateId = Number(event.data.updateId);
  const [outage] = await db.select().from(outages).where(eq(outages.id, outageId));
  if (!outage) return;
  const now = deps.clock.now();
  const base = { outageId, updateId, change: String(event.data.change) };
  const subscribers = await subscribersOf(db, outage.areas);
  const subscribedEmails = new Set(subscribers.filter((s) => s.channel === 'email').map((s) => s.address));
  const seen = new Set<string>();
  for (const s of subscribers) {
    const key = `${s.channel}:${s.address}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = releaseTime(now, s.quietFrom, s.quietUntil);
    await enqueueEvent(
      db,
      {
        type: 'status.outage-notice',
        orderingKey: `status-subscription:${s.id}`,
        id: `status.outage-notice:${updateId}:s${s.id}`,
        data: { ...base, subscriptionId: s.id, held: at.getTime() > now.getTime() },
        availableAt: at,
      },
      now,
    );
  }
  for (const c of await customersOf(db, outage.areas, outage.serviceTypes)) {
    if (subscribedEmails.has(c.email.trim().toLowerCase())) continue;
    await enqueueEvent(
      db,
      { type: 'status.outage-notice', orderingKey: `person-outages:${c.personId}`, id: `status.outage-notice:${updateId}:p${c.personId}`, data: { ...base, personId: c.personId, held: false } },
      now,
    );
  }
}

type Recipient = { channel: 'email' | 'sms'; address: string; stop: StopTarget; firstName: string };

async function recipientOf(db: Db, data: Record<string, unknown>): Promise<Recipient | { skip: string }> {
  if (data.subscriptionId !== undefined) {
    const id = Number(data.subscriptionId);
    const [s] = await db.select().from(outageSubscriptions).where(eq(outageSubscriptions.id, id));
    if (!s) return { skip: `subscription ${id} has ended` };
    if (!s.confirmedAt) return { skip: `subscription ${id} is not confirmed` };
    return { channel: s.channel === 'sms' ? 'sms' : 'email', address: s.address, stop: { subscriptionId: id }, firstName: '' };
  }
  const personId = Number(data.personId);
  const [p] = await db
    .select({ email: people.email, firstName: people.firstName, optedOut: sql<boolean>`exists (select 1 from ${outageNoticeOptOuts} where ${outageNoticeOptOuts.personId} = ${people.id})`.mapWith(Boolean) })
    .from(people)
    .where(eq(people.id, personId));
  if (!p?.email.trim()) return { skip: `person ${personId} has no e-mail address` };
  if (p.optedOut) return { skip: `person ${personId} turned outage news off` };
  return { channel: 'email', address: p.email.trim(), stop: { personId }, firstName: p.firstName };
}

/** South African clock time and date, as the dashboard's outage alerts write them. */
const saTime = (d: Date) => {
  const local = new Date(d.getTime() + 2 * 3600 * 1000).toISOString();
  return `${local.slice(11, 16)} on ${local.slice(0, 10)}`;
};

const HEADLINE: Record<OutageChange, string> = { created: 'New', updated: 'Update', restored: 'Restored' };

async function deliverNotice(deps: StatusNoticeDeps, event: OutboxEvent, signal: AbortSignal) {
  const { db } = deps;
  const outageId = Number(event.data.outageId);
  const updateId = Number(event.data.updateId);
  const who = await recipientOf(db, event.data);
  if ('skip' in who) return deps.log.info({ outboxEventId: event.id }, `outage notice not sent: ${who.skip}`);
  const [outage] = await db.select().from(outages).where(eq(outages.id, outageId));
  const [update] = await db.select().from(outageUpdates).where(eq(outageUpdates.id, updateId));
  if (!outage || !update) return deps.log.info({ outboxEventId: event.id }, 'outage notice not sent: the outage is gone');
  // Held through quiet hours: when a later word came meanwhile, that one's notice says where things stand now.
  if (event.data.held) {
    const [later] = await db.select({ id: outageUpdates.id }).from(outageUpdates).where(and(eq(outageUpdates.outageId, outageId), gt(outageUpdates.id, updateId))).orderBy(desc(outageUpdates.id)).limit(1);
    if (later) return deps.log.info({ outboxEventId: event.id }, 'outage notice not sent: a later update replaced it during quiet hours');
  }
  const now = deps.clock.now();
  const change = (event.data.change as OutageChange) in HEADLINE ? (event.data.change as OutageChange) : 'updated';
  const subject = `${HEADLINE[change]}: ${outage.title}`;
  const token = unsubscribeToken(deps.links, who.stop);
  const stopUrl = `${deps.publicOrigin}${unsubscribePath(token)}`;
  const ended = endedBy(outage, now);
  const facts: [string, string][] = [
    ['Status', outageStatus(outage, now)],
    ['Areas', outage.areas.join(', ')],
    ['Services', serviceTypeLabels(outage.serviceTypes).join(', ')],
    [outage.startsAt.getTime() > now.getTime() ? 'Starts' : 'Started', saTime(outage.startsAt)],
    ...(ended ? [['Restored', saTime(ended)] as [string, string]] : outage.expectedEndAt ? [['Expected end', saTime(outage.expectedEndAt)] as [string, string]] : []),
  ];
  if (who.channel === 'sms') {
    const expected = !ended && outage.expectedEndAt ? ` Expected end ${saTime(outage.expectedEndAt)}.` : '';
    const words = update.message.length > 200 ? `${update.message.slice(0, 197)}...` : update.message;
    await deps.sms.send(who.address, `${deps.instanceConfig.brandName}: ${subject}. ${words}${expected} Stop: ${stopUrl}`);
    return deps.log.info({ outboxEventId: event.id }, 'outage notice sent by SMS');
  }
  const content: MailContent = {
    subject,
    firstName: who.firstName,
    paragraphs: [update.message, `You get this because you asked for outage news for ${outage.areas.join(', ')}. To stop these messages, open ${stopUrl}`],
    facts,
    action: { label: 'See the status page', path: '/status' },
  };
  const headers = {
    'List-Unsubscribe': `<${deps.publicOrigin}${oneClickUnsubscribePath(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  if (!('personId' in who.stop)) return void (await sendMail(deps, event, signal, who.address, content, headers));
  // A customer's notice is theirs to list and turn off at /account/notifications (kind 'outages').
  const listed = { personId: who.stop.personId, eventType: OUTAGE_NOTICE_MAIL, channel: 'email' as const, summary: subject, destination: who.address, sourceKey: event.id, now };
  const outcome = await notify(db, listed, async () => {
    const sent = await sendMail(deps, event, signal, who.address, content, headers);
    return sent === 'sent' ? { status: 'sent' } : { status: 'failed', reason: sent === 'refused' ? 'The mail server refused the address.' : 'E-mail is off.' };
  });
  if (outcome.status === 'suppressed') deps.log.info({ outboxEventId: event.id }, 'outage notice not sent: the person turned these off');
}

/** The event type customers' outage notices are listed under (notifications/kinds.ts). */
export const OUTAGE_NOTICE_MAIL = 'mail.outage-notice';

async function sendMail(deps: StatusNoticeDeps, event: OutboxEvent, signal: AbortSignal, to: string, content: MailContent, headers?: Record<string, string>): Promise<'sent' | 'refused' | 'off'> {
  if (!deps.mail) {
    deps.log.info({ outboxEventId: event.id }, 'status e-mail not sent: e-mail is off');
    return 'off';
  }
  const brand = brandOf(deps.instanceConfig, deps.publicOrigin);
  const messageId = `<${event.id.replace(/[^A-Za-z0-9.-]/g, '.')}@${new URL(deps.publicOrigin).hostname}>`;
  const outcome = await deps.mail.send({ to, fromName: brand.brandName, ...renderMail(brand, content), messageId, headers }, signal);
  if (outcome.status === 'recipient-refused') {
    deps.log.warn({ outboxEventId: event.id, reason: outcome.reason }, 'status e-mail not sent: the mail server refused the recipient');
    return 'refused';
  }
  deps.log.info({ outboxEventId: event.id, type: event.type }, 'status e-mail sent');
  return 'sent';
}

async function deliverConfirmation(deps: StatusNoticeDeps, event: OutboxEvent, signal: AbortSignal) {
  const id = Number(event.data.subscriptionId);
  const [s] = await deps.db.select().from(outageSubscriptions).where(eq(outageSubscriptions.id, id));
  if (!s || s.confirmedAt) return deps.log.info({ outboxEventId: event.id }, 'confirmation not sent: the subscription is gone or confirmed');
  const url = `${deps.publicOrigin}${confirmPath(confirmToken(deps.links, s))}`;
  if (s.channel === 'sms') {
    await deps.sms.send(s.address, `${deps.instanceConfig.brandName}: to get outage news for ${s.area}, confirm at ${url} . Not you? Ignore this message.`);
    return deps.log.info({ outboxEventId: event.id }, 'confirmation sent by SMS');
  }
  await sendMail(deps, event, signal, s.address, {
    subject: `Confirm outage news for ${s.area}`,
    firstName: '',
    paragraphs: [
      `Someone, probably you, asked for news of outages in ${s.area} at this address. We send nothing until you confirm.`,
      'If it was not you, ignore this message: you will hear no more from us.',
    ],
    action: { label: 'Confirm my subscription', path: confirmPath(confirmToken(deps.links, s)) },
  });
}

/** The outbox's handlers of the status page's jobs. */
export function statusHandlers(deps: StatusNoticeDeps): Map<string, OutboxHandler> {
  return new Map<string, OutboxHandler>([
    ['status.confirm', (event, signal) => deliverConfirmation(deps, event, signal)],
    ['status.outage-changed', (event) => fanOut(deps, event)],
    ['status.outage-notice', (event, signal) => deliverNotice(deps, event, signal)],
  ]);
}
