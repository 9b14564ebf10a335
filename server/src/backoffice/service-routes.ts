import { eq, inArray } from 'drizzle-orm';
import { mayOpen } from '../actions/account-area/alerts/page-access';
import { portalModule } from '@portal/contract/catalogue';
import { coversOverdue, settleAccountArrangement } from '../billing/arrangements';
import { isoDay } from '../documents/dates';
import { accounts, dashboardAlerts, services } from '../db/schema';
import { ActionFailure, badInput, notFound } from '../http/action-failure';
import { defineRoute, ok } from './route';
import { broadcastAnswer, broadcastBody, serviceParams, serviceStatusAnswer, serviceStatusBody } from './schemas';
import { z } from 'zod';

const STATUS_WORD = { active: 'Active', suspended: 'Suspended' } as const;

export const setServiceStatus = defineRoute({
  method: 'POST',
  path: '/services/:serviceTag/status',
  operationId: 'setServiceStatus',
  tag: 'Services',
  summary: 'Suspend a service or make it active again',
  description:
    "suspended (with a reason): refused while a kept payment arrangement covers everything overdue on the account (its overdue balance is being paid as agreed; an invoice that fell overdue after the arrangement was made is not covered) unless despiteArrangement is true; the dashboard's alerts say the service is suspended, with the reason, and its page shows it suspended; active: it runs again and the alert goes. Setting the status it has already answers changed: false (a new reason is kept).",
  params: serviceParams,
  body: serviceStatusBody,
  answer: serviceStatusAnswer,
  failures: { 404: 'No service has this tag.', 409: 'The service is cancelled, or (suspending) a kept payment arrangement covers all that its account has overdue and despiteArrangement is not set.' },
  example: { status: 'suspended', reason: 'The account is 60 days overdue.' },
  async handler({ params, body }, ctx) {
    const [service] = await ctx.db.select({ id: services.id }).from(services).where(eq(services.serviceTag, params.serviceTag));
    if (!service) throw notFound(`The service ${params.serviceTag}`);
    return ctx.once(async (tx) => {
      const [current] = await tx.select().from(services).where(eq(services.id, service.id)).for('update');
      if (current.status === 'Cancelled') throw new ActionFailure(409, 'CONFLICT', `${current.serviceTag} is cancelled: its status can no longer change.`);
      if (body.status === 'suspended' && current.status !== 'Suspended' && !body.despiteArrangement) {
        const now = ctx.clock.now();
        const arrangement = await settleAccountArrangement(tx, current.accountId, now);
        if (arrangement && (await coversOverdue(tx, arrangement, isoDay(now)))) {
          throw new ActionFailure(
            409,
            'CONFLICT',
            `The account keeps payment arrangement ${arrangement.reference}: its services are not suspended for the overdue balance while it is kept. Send despiteArrangement: true to suspend for another reason.`,
            'status',
          );
        }
      }
      const status = STATUS_WORD[body.status];
      const reason = body.reason ?? null;
      await tx.update(services).set({ status, statusReason: reason }).where(eq(services.id, service.id));
      return ok(serviceStatusAnswer.parse({ serviceTag: current.serviceTag, status: body.status, reason, changed: current.status !== status }));
    });
  },
});

const noParams = z.strictObject({});

export const sendBroadcast = defineRoute({
  method: 'POST',
  path: '/broadcasts',
  operationId: 'sendBroadcast',
  tag: 'Broadcasts',
  summary: 'Show a message from the provider on the dashboards of all or some accounts',
  description:
    "Each account named (or every account) gets the message among its dashboard alerts, until it expires; each person may dismiss it for themselves. With a link, only the people who may open the linked page see it.",
  params: noParams,
  body: broadcastBody,
  answer: broadcastAnswer,
  failures: { 404: 'An account code names no account (all of them are listed; nothing is sent).' },
  example: {
    title: 'Planned maintenance on Saturday',
    message: 'Fibre in Cape Town will be down from 02:00 to 04:00 on Saturday 5 December for network upgrades.',
    severity: 'warning',
    audience: { accountCodes: ['ACC-1001'] },
    link: { label: 'View outages', to: '/outages' },
    expiresAt: '2026-12-06T04:00:00+02:00',
  },
  async handler({ body }, ctx) {
    if (body.link && !mayOpen(body.link.to, portalModule.options, ctx.instanceConfig)) {
      throw badInput(`link.to (${body.link.to}) is not a page of this portal: the alert would show to nobody.`, 'link.to');
    }
    const now = ctx.clock.now();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt <= now) throw badInput('expiresAt is in the past: the broadcast would never show.', 'expiresAt');
    const codes = 'accountCodes' in body.audience ? [...new Set(body.audience.accountCodes)] : null;
    const named = await ctx.db
      .select({ id: accounts.id, code: accounts.accountCode })
      .from(accounts)
      .where(codes ? inArray(accounts.accountCode, codes) : undefined);
    if (codes) {
      const unknown = codes.filter((code) => !named.some((a) => a.code === code));
      if (unknown.length) throw new ActionFailure(404, 'NOT_FOUND', `No account has code ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ` (and ${unknown.length - 20} more)` : ''}: nothing was sent.`, 'audience.accountCodes');
    }
    return ctx.once(async (tx) => {
      for (let i = 0; i < named.length; i += 500) {
        await tx.insert(dashboardAlerts).values(
          named.slice(i, i + 500).map((account) => ({
            accountId: account.id,
            severity: body.severity,
            title: body.title,
            message: body.message,
            transient: false,
            kind: body.kind,
            linkLabel: body.link?.label ?? null,
            linkTo: body.link?.to ?? null,
            createdAt: now,
            expiresAt,
          })),
        );
      }
      return ok(broadcastAnswer.parse({ recipients: named.length }));
    });
  },
});
