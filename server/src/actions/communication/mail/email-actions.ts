import { ERROR_CODES } from '@portal/contract';
import type { Mailbox } from '@portal/contract/catalogue';
import { ActionFailure, badInput, notFound } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import type { ServiceRow } from '../../services/service-records';
import { addItem, changeItem, dataOf, itemOf, itemsOf, pendingOf, removeItem, requestChange, serviceForRead, setSetting } from '../service-changes';
import { addOnsOf, emailLimits, emailUse } from './email-limits';
import { generatePassword, hashPassword } from '../../services/service-passwords';
import { domainOf, localPartAt, sizeText } from './mail-common';
import type { Db } from '../../../db/connect';

const EMAIL = ['email'] as const;
const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

/** The service's mailbox at `address`, or 404 as for any other unknown one. */
async function mailboxAt(db: Db, service: ServiceRow, address: string, field = 'address') {
  const localPart = localPartAt(address, domainOf(service), field);
  const box = await itemOf(db, service.id, 'mailbox', localPart);
  if (!box) throw notFound('That mailbox');
  return box;
}

export const getEmail = defineAction({
  name: 'communication.GetEmail',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, EMAIL);
    const domain = domainOf(service);
    const [boxes, aliases, forwardings] = await Promise.all([
      itemsOf(ctx.db, service.id, 'mailbox'),
      itemsOf(ctx.db, service.id, 'alias'),
      itemsOf(ctx.db, service.id, 'forwarding'),
    ]);
    const mailboxes: Mailbox[] = boxes.map((box) => {
      const data = dataOf(box);
      const forward = forwardings.find((f) => f.key === box.key);
      const forwardData = forward && dataOf(forward);
      return {
        address: `${box.key}@${domain}`,
        localPart: box.key,
        displayName: String(data.displayName ?? box.key),
        quotaMb: Number(data.quotaMb ?? 0),
        usedMb: Number(data.usedMb ?? 0),
        forwarding: forward && forwardData ? { to: String(forwardData.to), keepCopy: Boolean(forwardData.keepCopy), pending: pendingOf(forward) } : null,
        pending: pendingOf(box),
      };
    });
    return {
      serviceTag: service.serviceTag,
      domain,
      limits: await emailLimits(ctx.db, service),
      used: await emailUse(ctx.db, service),
      mailboxes,
      aliases: aliases.map((a) => ({ address: `${a.key}@${domain}`, deliversTo: `${String(dataOf(a).mailbox)}@${domain}`, pending: pendingOf(a) })),
      addOns: await addOnsOf(ctx.db, service),
    };
  },
});

export const addMailbox = defineAction({
  name: 'communication.AddMailbox',
  auth: 'session',
  async handler({ serviceTag, address, displayName, quotaMb }, ctx) {
    const password = generatePassword();
    const secretHash = await hashPassword(password);
    let added = address;
    const change = await requestChange(ctx, serviceTag, EMAIL, {
      activity: `Mailbox ${address.split('@')[0]}@ added`,
      apply: async (tx, reference, now, service) => {
        const domain = domainOf(service);
        const localPart = localPartAt(address, domain);
        added = `${localPart}@${domain}`;
        const limits = await emailLimits(tx, service);
        const use = await emailUse(tx, service);
        if (await itemOf(tx, service.id, 'alias', localPart)) throw conflict(`${added} is already an alias: choose another name, or remove the alias first.`, 'address');
        if (use.mailboxes >= limits.mailboxes) {
          throw badInput(`address: Your plan has ${limits.mailboxes} mailboxes and all are in use. Remove one, or upgrade for more mailboxes.`, 'address');
        }
        if (quotaMb > limits.mailboxQuotaMb) {
          throw badInput(`quotaMb: A mailbox on your plan may be at most ${sizeText(limits.mailboxQuotaMb)}.`, 'quotaMb');
        }
        const left = limits.storageMb - use.allocatedMb;
        if (quotaMb > left) {
          throw badInput(`quotaMb: Only ${sizeText(Math.max(0, left))} of your ${sizeText(limits.storageMb)} storage is left to give to a new mailbox.`, 'quotaMb');
        }
        await addItem(tx, service, { kind: 'mailbox', key: localPart, data: { displayName, quotaMb, usedMb: 0 }, secretHash }, `The mailbox ${added}`, reference, now);
      },
    });
    return { ...change, address: added, password };
  },
});

export const resetMailboxPassword = defineAction({
  name: 'communication.ResetMailboxPassword',
  auth: 'fresh',
  async handler({ serviceTag, address }, ctx) {
    const password = generatePassword();
    const secretHash = await hashPassword(password);
    const localPart = address.split('@')[0];
    const change = await requestChange(ctx, serviceTag, EMAIL, {
      activity: `Password of ${localPart}@ reset`,
      apply: async (tx, reference, now, service) => {
        const box = await mailboxAt(tx, service, address);
        await changeItem(tx, box, { data: {}, secretHash }, `The mailbox ${address}`, reference, now);
      },
    });
    return { ...change, address, password };
  },
});

export const removeMailbox = defineAction({
  name: 'communication.RemoveMailbox',
  auth: 'session',
  async handler({ serviceTag, address }, ctx) {
    const localPart = address.split('@')[0];
    return requestChange(ctx, serviceTag, EMAIL, {
      activity: `Mailbox ${localPart}@ removed`,
      apply: async (tx, reference, now, service) => {
        const box = await mailboxAt(tx, service, address);
        const aliases = (await itemsOf(tx, service.id, 'alias')).filter((a) => dataOf(a).mailbox === box.key);
        if (aliases.length) {
          const names = aliases.map((a) => `${a.key}@`).join(', ');
          throw conflict(`${names} ${aliases.length === 1 ? 'delivers' : 'deliver'} to ${address}: remove ${aliases.length === 1 ? 'that alias' : 'those aliases'} first.`, 'address');
        }
        const forwarding = await itemOf(tx, service.id, 'forwarding', box.key);
        await removeItem(tx, box, `The mailbox ${address}`, reference, now);
        if (forwarding) await removeItem(tx, forwarding, `Forwarding of ${address}`, reference, now);
      },
    });
  },
});

export const addMailAlias = defineAction({
  name: 'communication.AddMailAlias',
  auth: 'session',
  async handler({ serviceTag, address, deliversTo }, ctx) {
    const localPart = address.split('@')[0];
    return requestChange(ctx, serviceTag, EMAIL, {
      activity: `Alias ${localPart}@ added`,
      apply: async (tx, reference, now, service) => {
        const alias = localPartAt(address, domainOf(service));
        const target = await mailboxAt(tx, service, deliversTo, 'deliversTo').catch((error: unknown) => {
          if (error instanceof ActionFailure && error.status === 404) throw badInput(`deliversTo: ${deliversTo} is not one of your mailboxes.`, 'deliversTo');
          throw error;
        });
        if (target.pendingOp === 'remove') throw conflict(`${deliversTo} is being removed: choose another mailbox.`, 'deliversTo');
        if (await itemOf(tx, service.id, 'mailbox', alias)) throw conflict(`${address} is a mailbox already: an alias needs a name of its own.`, 'address');
        await addItem(tx, service, { kind: 'alias', key: alias, data: { mailbox: target.key } }, `The alias ${address}`, reference, now);
      },
    });
  },
});

export const removeMailAlias = defineAction({
  name: 'communication.RemoveMailAlias',
  auth: 'session',
  async handler({ serviceTag, address }, ctx) {
    const localPart = address.split('@')[0];
    return requestChange(ctx, serviceTag, EMAIL, {
      activity: `Alias ${localPart}@ removed`,
      apply: async (tx, reference, now, service) => {
        const alias = await itemOf(tx, service.id, 'alias', localPartAt(address, domainOf(service)));
        if (!alias) throw notFound('That alias');
        await removeItem(tx, alias, `The alias ${address}`, reference, now);
      },
    });
  },
});

export const setMailForwarding = defineAction({
  name: 'communication.SetMailForwarding',
  auth: 'session',
  async handler({ serviceTag, address, forwardTo, keepCopy }, ctx) {
    const localPart = address.split('@')[0];
    return requestChange(ctx, serviceTag, EMAIL, {
      activity: `Forwarding of ${localPart}@ set to ${forwardTo}${keepCopy ? ', keeping a copy' : ''}`,
      apply: async (tx, reference, now, service) => {
        const box = await mailboxAt(tx, service, address);
        if (box.pendingOp === 'remove') throw conflict(`${address} is being removed, so its mail cannot be forwarded.`, 'address');
        if (forwardTo.endsWith(`@${domainOf(service)}`)) {
          throw badInput(`forwardTo: ${forwardTo} is at your own domain: add an alias instead of forwarding.`, 'forwardTo');
        }
        await setSetting(tx, service, 'forwarding', box.key, { to: forwardTo, keepCopy }, `Forwarding of ${address}`, reference, now);
      },
    });
  },
});

export const clearMailForwarding = defineAction({
  name: 'communication.ClearMailForwarding',
  auth: 'session',
  async handler({ serviceTag, address }, ctx) {
    const localPart = address.split('@')[0];
    return requestChange(ctx, serviceTag, EMAIL, {
      activity: `Forwarding of ${localPart}@ cleared`,
      apply: async (tx, reference, now, service) => {
        const box = await mailboxAt(tx, service, address);
        const forwarding = await itemOf(tx, service.id, 'forwarding', box.key);
        if (!forwarding) throw conflict(`${address} is not forwarded anywhere.`, 'address');
        await removeItem(tx, forwarding, `Forwarding of ${address}`, reference, now);
      },
    });
  },
});

export const EMAIL_ACTIONS = [getEmail, addMailbox, resetMailboxPassword, removeMailbox, addMailAlias, removeMailAlias, setMailForwarding, clearMailForwarding];
