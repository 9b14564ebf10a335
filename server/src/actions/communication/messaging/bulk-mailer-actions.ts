import { ERROR_CODES } from '@portal/contract';
import type { Db } from '../../../db/connect';
import { ActionFailure, notFound } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import { productById, type ServiceRow } from '../../services/service-records';
import { addItem, changeItem, itemOf, itemsOf, pendingOf, removeItem, requestChange, type ItemRow } from '../service-changes';
import { contactsHeld, creditLedger, listOf, logsOf, messagingService, numberIn } from './messaging-records';

/** A bulk mailer keeps at most this many contact lists. */
export const MAX_CONTACT_LISTS = 50;
const LIST = 'contact-list';

const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** Refuses a name another list of the service has (in any case), one being removed included until it is gone. */
function refuseTakenName(lists: ItemRow[], name: string, except?: string) {
  const taken = lists.find((l) => l.key !== except && sameName(listOf(l).name, name));
  if (taken) throw conflict(`A list called ${listOf(taken).name} already exists.`, 'name');
}

async function listNamed(db: Db, service: ServiceRow, listKey: string) {
  const list = await itemOf(db, service.id, LIST, listKey);
  if (!list) throw notFound('That list');
  return list;
}

export const getBulkMailer = defineAction({
  name: 'communication.GetBulkMailer',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await messagingService(ctx, serviceTag, 'bulk-mailer');
    const lists = await itemsOf(ctx.db, service.id, LIST);
    const plan = await productById(ctx.db, service.productId);
    const campaigns = await logsOf(ctx.db, service.id, 'campaign', undefined, true);
    return {
      serviceTag: service.serviceTag,
      credits: await creditLedger(ctx.db, service),
      contactLimit: plan?.limits?.contacts ?? null,
      contactsTotal: await contactsHeld(ctx.db, service.id),
      lists: lists
        .map((l) => ({ listKey: l.key, ...listOf(l), pending: pendingOf(l) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
      campaigns: campaigns.map((c) => {
        const recipients = numberIn(c.data, 'recipients');
        const opens = numberIn(c.data, 'opens');
        const bounces = numberIn(c.data, 'bounces');
        return {
          name: String(c.data.name ?? 'Campaign'),
          sentAt: c.occurredAt.toISOString(),
          recipients,
          opens,
          bounces,
          openRate: rate(opens, recipients),
          bounceRate: rate(bounces, recipients),
        };
      }),
    };
  },
});

export const addContactList = defineAction({
  name: 'communication.AddContactList',
  auth: 'session',
  async handler({ serviceTag, name }, ctx) {
    await messagingService(ctx, serviceTag, 'bulk-mailer');
    return requestChange(ctx, serviceTag, ['bulk-mailer'], {
      activity: `Contact list ${name} added`,
      async apply(tx, reference, now, service) {
        const lists = await itemsOf(tx, service.id, LIST);
        refuseTakenName(lists, name);
        if (lists.length >= MAX_CONTACT_LISTS) throw conflict(`You can have at most ${MAX_CONTACT_LISTS} contact lists. Remove one first.`);
        const next = Math.max(0, ...lists.map((l) => Number(/^list-(\d+)$/.exec(l.key)?.[1] ?? 0))) + 1;
        await addItem(tx, service, { kind: LIST, key: `list-${next}`, data: { name, contacts: 0 } }, `The list ${name}`, reference, now);
      },
    });
  },
});

export const renameContactList = defineAction({
  name: 'communication.RenameContactList',
  auth: 'session',
  async handler({ serviceTag, listKey, name }, ctx) {
    const service = await messagingService(ctx, serviceTag, 'bulk-mailer');
    const before = listOf(await listNamed(ctx.db, service, listKey)).name;
    if (before === name) throw conflict(`The list is already called ${name}.`, 'name');
    return requestChange(ctx, serviceTag, ['bulk-mailer'], {
      activity: `Contact list ${before} renamed to ${name}`,
      async apply(tx, reference, now, locked) {
        const list = await listNamed(tx, locked, listKey);
        refuseTakenName(await itemsOf(tx, locked.id, LIST), name, listKey);
        await changeItem(tx, list, { data: { name } }, `The list ${before}`, reference, now);
      },
    });
  },
});

export const removeContactList = defineAction({
  name: 'communication.RemoveContactList',
  auth: 'session',
  async handler({ serviceTag, listKey }, ctx) {
    const service = await messagingService(ctx, serviceTag, 'bulk-mailer');
    const { name } = listOf(await listNamed(ctx.db, service, listKey));
    return requestChange(ctx, serviceTag, ['bulk-mailer'], {
      activity: `Contact list ${name} removed`,
      async apply(tx, reference, now, locked) {
        await removeItem(tx, await listNamed(tx, locked, listKey), `The list ${name}`, reference, now);
      },
    });
  },
});
