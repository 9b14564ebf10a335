import { demoProvisioningOperator } from '../adapters/provisioning';
import { demoHelpdeskAgent } from '../adapters/helpdesk';
import { keepAgentReply } from '../actions/tickets/ticket-store';
import { applyDueWork, completeProvisioningJob } from '../actions/commerce/provisioning-work';
import { settleDueArrangements } from '../billing/arrangements';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { HELPDESK_EVENT_TYPES, PROVISIONING_EVENT_TYPES, type OutboxHandler } from './outbox-events';
import type { Sweep } from './outbox-worker';
import { webhookHandler, type WebhookTarget } from './webhook';
import { mailHandlers, type MailDeps } from '../mail/mail-handlers';
import { statusHandlers, type StatusNoticeDeps } from '../status/outage-notices';

import type { JobAdapterName } from '../settings';

export interface JobAdapters {
  provisioning: JobAdapterName;
  helpdesk: JobAdapterName;
  /** Required when either is webhook. */
  webhook?: WebhookTarget;
  /** Where the mail jobs go (EMAIL_ADAPTER); none: e-mail is off and they are marked skipped. */
  mail?: MailDeps;
  /** The status page's confirmations and outage notices (status/outage-notices.ts); none: they are marked skipped. */
  statusNotices?: StatusNoticeDeps;
}

/**
 * Who receives each event type. payment.succeeded goes to the back office with the provisioning events (the system
 * that provisions is the one that bills); the demo has nobody for it, so there it is marked skipped.
 */
export function outboxHandlers(db: Db, clock: Clock, adapters: JobAdapters) {
  const handlers = new Map<string, OutboxHandler>();
  const webhook = () => {
    if (!adapters.webhook) throw new Error('A webhook adapter needs WEBHOOK_URL and WEBHOOK_SECRET.');
    return webhookHandler(adapters.webhook);
  };
  if (adapters.provisioning === 'demo') {
    for (const [type, handler] of demoProvisioningOperator({ db, clock, complete: (kind, reference, now) => completeProvisioningJob(db, kind, reference, now) })) handlers.set(type, handler);
  } else if (adapters.provisioning === 'webhook') {
    const post = webhook();
    for (const type of PROVISIONING_EVENT_TYPES) handlers.set(type, post);
  }
  if (adapters.helpdesk === 'demo') {
    for (const [type, handler] of demoHelpdeskAgent({ db, clock, reply: (reply) => keepAgentReply(db, reply) })) handlers.set(type, handler);
  } else if (adapters.helpdesk === 'webhook') {
    const post = webhook();
    for (const type of HELPDESK_EVENT_TYPES) handlers.set(type, post);
  }
  if (adapters.mail) for (const [type, handler] of mailHandlers(adapters.mail)) handlers.set(type, handler);
  if (adapters.statusNotices) for (const [type, handler] of statusHandlers(adapters.statusNotices)) handlers.set(type, handler);
  return handlers;
}

/** Payment arrangements whose part's date passed unpaid end as broken (on the server clock's day): looked for every minute. */
export const arrangementSweep = (db: Db): Sweep => ({ name: 'payment-arrangements', everyMs: 60_000, run: (now) => settleDueArrangements(db, now) });

/** Dated upgrades and cancellations fall due on their day, whoever completed them: looked for every 30 s. */
export const dueWorkSweep = (db: Db): Sweep => ({ name: 'due-provisioning-work', everyMs: 30_000, run: (now) => applyDueWork(db, now) });
