import type { AntivirusDevice, FirewallRule } from '@portal/contract/catalogue';
import { ERROR_CODES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { maskLongNumbers } from '../../../billing/support-tickets';
import type { Db } from '../../../db/connect';
import { tickets } from '../../../db/schema';
import { ActionFailure, notFound } from '../../../http/action-failure';
import { defineAction, type SessionActionContext } from '../../define-action';
import { productById } from '../../services/service-records';
import { dataOf, itemOf, itemsOf, pendingOf, recordActivity, removeItem, requestChange } from '../../communication/service-changes';
import { claimKey, insertTicket, personName, requestHash, tellHelpdesk } from '../../tickets/ticket-store';
import { deviceService, emptyDays, numberIn, stringIn, windowLogs } from './device-records';
import { requireCapability } from '../../../adapters/capability-off';

const antivirusService = (ctx: SessionActionContext, serviceTag: string) => deviceService(ctx, serviceTag, 'security', 'escan');
const firewallService = (ctx: SessionActionContext, serviceTag: string) => deviceService(ctx, serviceTag, 'security', 'managed-firewall');
const deviceName = (data: Record<string, unknown>) => stringIn(data, 'name', 'Device');
const PROTECTION = ['protected', 'outdated', 'at-risk'] as const;
const protectionOf = (value: unknown): AntivirusDevice['protection'] => (PROTECTION.includes(value as never) ? (value as AntivirusDevice['protection']) : 'outdated');

export const getAntivirus = defineAction({
  name: 'cloud.GetAntivirus',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await antivirusService(ctx, serviceTag);
    const licence = await itemOf(ctx.db, service.id, 'licence', 'licence');
    const devices = await itemsOf(ctx.db, service.id, 'device');
    const plan = await productById(ctx.db, service.productId);
    return {
      serviceTag: service.serviceTag,
      seats: plan?.limits?.devices ?? devices.length,
      used: devices.length,
      renewalDate: stringIn(licence ? dataOf(licence) : {}, 'renewalDate', service.contractEndDate ?? ''),
      devices: devices.map((d) => {
        const data = dataOf(d);
        return {
          deviceKey: d.key,
          name: deviceName(data),
          os: stringIn(data, 'os'),
          lastSeenAt: stringIn(data, 'lastSeenAt', d.updatedAt.toISOString()),
          protection: protectionOf(data.protection),
          pending: pendingOf(d),
        };
      }),
    };
  },
});

export const removeAntivirusDevice = defineAction({
  name: 'cloud.RemoveAntivirusDevice',
  auth: 'session',
  async handler({ serviceTag, deviceKey }, ctx) {
    const service = await antivirusService(ctx, serviceTag);
    const device = await itemOf(ctx.db, service.id, 'device', deviceKey);
    if (!device) throw notFound('That device');
    const name = deviceName(dataOf(device));
    return requestChange(ctx, serviceTag, ['escan'], {
      activity: `Device ${name} removed from the licence`,
      async apply(tx, reference, now, locked) {
        const current = await itemOf(tx, locked.id, 'device', deviceKey);
        if (!current) throw notFound('That device');
        await removeItem(tx, current, name, reference, now);
      },
    });
  },
});

const ruleOf = (key: string, data: Record<string, unknown>): FirewallRule => ({
  ruleKey: key,
  position: numberIn(data, 'position'),
  direction: data.direction === 'outbound' ? 'outbound' : 'inbound',
  source: stringIn(data, 'source', 'any'),
  destination: stringIn(data, 'destination', 'any'),
  port: stringIn(data, 'port', 'any'),
  protocol: (['TCP', 'UDP', 'TCP/UDP', 'ICMP', 'any'] as const).find((p) => p === data.protocol) ?? 'any',
  action: data.action === 'allow' ? 'allow' : 'block',
  description: stringIn(data, 'description'),
});

export const getFirewall = defineAction({
  name: 'cloud.GetFirewall',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await firewallService(ctx, serviceTag);
    const now = ctx.clock.now();
    const rules = (await itemsOf(ctx.db, service.id, 'firewall-rule')).map((r) => ruleOf(r.key, dataOf(r))).sort((a, b) => a.position - b.position);
    const threats = emptyDays(now);
    for (const log of await windowLogs(ctx.db, service.id, 'threats-day', now)) {
      const day = threats.find((d) => d.date === log.occurredAt.toISOString().slice(0, 10));
      if (day) day.value += numberIn(log.data, 'blocked');
    }
    return { serviceTag: service.serviceTag, rules, threats };
  },
});

/** 'Allow inbound TCP traffic from any to 196.21.4.10 on port 443' */
export function ruleInWords(rule: Pick<FirewallRule, 'action' | 'direction' | 'protocol' | 'source' | 'destination' | 'port'>) {
  const traffic = rule.protocol === 'any' ? 'traffic of any protocol' : `${rule.protocol} traffic`;
  const port = rule.port.toLowerCase() === 'any' ? 'on any port' : rule.port.includes('-') ? `on ports ${rule.port}` : `on port ${rule.port}`;
  return `${rule.action === 'allow' ? 'Allow' : 'Block'} ${rule.direction} ${traffic} from ${rule.source} to ${rule.destination} ${port}`;
}

const TECHNICAL = 'Technical';
const NO_TECHNICAL_TICKETS = 'This portal does not take firewall change requests. Please call us to ask for the change.';

/**
 * A change to the firewall's rules is made by our engineers: it logs a Technical ticket whose description says the
 * rule in words. A retry with the same idempotency key answers the same ticket (the keys are the tickets' own).
 */
export const requestFirewallChange = defineAction({
  name: 'cloud.RequestFirewallChange',
  auth: 'session',
  async handler(input, ctx) {
    requireCapability(ctx, 'helpdesk');
    if (!ctx.instanceConfig.enabledTicketCategories.includes(TECHNICAL)) throw new ActionFailure(409, ERROR_CODES.badInput, NO_TECHNICAL_TICKETS);
    const service = await firewallService(ctx, input.serviceTag);
    let subject: string;
    let rule: string;
    if (input.change === 'remove') {
      const row = await itemOf(ctx.db, service.id, 'firewall-rule', input.ruleKey!);
      if (!row) throw notFound('That rule');
      const existing = ruleOf(row.key, dataOf(row));
      rule = `${ruleInWords(existing)}${existing.description ? ` (${existing.description})` : ''}`;
      subject = `Firewall change: remove rule ${existing.position} on ${service.serviceTag}`;
    } else {
      const asked = { action: input.action!, direction: input.direction!, protocol: input.protocol!, source: input.source!, destination: input.destination!, port: input.port! };
      rule = ruleInWords(asked);
      subject = `Firewall change: add an ${asked.direction} ${asked.action} rule on ${service.serviceTag}`;
    }
    const description = maskLongNumbers(
      [`Please ${input.change === 'remove' ? 'remove this rule' : 'add this rule'}: ${rule}.`, '', `Why: ${input.reason}`, '', `Service: ${service.product} (${service.serviceTag})`].join('\n'),
    );
    const accountId = ctx.session.accountId;
    const hash = requestHash({ kind: 'firewall-change', serviceTag: service.serviceTag, subject, description });
    const now = ctx.clock.now();
    const author = await personName(ctx.db, ctx.session.personId);
    const made = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const claim = await claimKey(tx, accountId, input.idempotencyKey, hash, now);
      if (claim.replayOf !== null) {
        const [first] = await tx.select({ ticketNumber: tickets.ticketNumber }).from(tickets).where(eq(tickets.id, claim.replayOf));
        return { ticketNumber: first.ticketNumber, replayed: true };
      }
      const created = await insertTicket(
        tx,
        { accountId, category: TECHNICAL, subject, description, serviceTag: service.serviceTag, authorName: author.full, loggedEvent: `Firewall change requested by ${author.full}` },
        now,
      );
      await claim.settle(created.id);
      await recordActivity(tx, ctx, service, `Firewall change requested: ${input.change === 'remove' ? 'remove' : 'add'} rule (ticket ${created.ticketNumber})`, created.ticketNumber, now);
      await tellHelpdesk(tx, ctx, { kind: 'logged', accountId, ticketNumber: created.ticketNumber, category: TECHNICAL, subject, serviceTag: service.serviceTag, customerFirstName: author.first, body: description });
      return { ticketNumber: created.ticketNumber, replayed: false };
    });
    if (!made.replayed) ctx.outbox.wake();
    return { ticketNumber: made.ticketNumber };
  },
});
