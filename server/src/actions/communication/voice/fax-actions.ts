import { FAX_ADDRESS_LIMIT } from '@portal/contract/catalogue';
import { badInput, notFound } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import type { ServiceRow } from '../../services/service-records';
import { addItem, itemOf, itemsOf, pendingOf, removeItem, requestChange, serviceForRead } from '../service-changes';
import { counted, logsOf, ownNumberOf } from './voice-records';

const TYPES = ['faxin', 'faxout'] as const;
const FAX_STATUSES = ['delivered', 'failed', 'sending'] as const;

/** 'delivery' addresses receive faxes (fax to email); 'sender' addresses may send them (email to fax). */
const role = (service: ServiceRow) => (service.type === 'faxin' ? 'delivery' : 'sender');

export const getFax = defineAction({
  name: 'communication.GetFax',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, TYPES);
    const addresses = await itemsOf(ctx.db, service.id, 'fax-address');
    const faxes = await logsOf(ctx.db, service, 'fax', 20);
    return {
      serviceTag: service.serviceTag,
      direction: service.type === 'faxin' ? ('in' as const) : ('out' as const),
      faxNumber: await ownNumberOf(ctx.db, service),
      addresses: addresses.map((a) => ({ email: a.key, pending: pendingOf(a) })),
      addressLimit: FAX_ADDRESS_LIMIT,
      faxes: faxes.map((f) => {
        const status = FAX_STATUSES.find((s) => s === f.data.status) ?? 'delivered';
        return {
          at: f.occurredAt.toISOString(),
          number: String(f.data.number ?? ''),
          pages: Number(f.data.pages ?? 0),
          status,
          reason: status === 'failed' && typeof f.data.reason === 'string' ? f.data.reason : null,
          sender: typeof f.data.sender === 'string' ? f.data.sender : null,
        };
      }),
    };
  },
});

export const addFaxAddress = defineAction({
  name: 'communication.AddFaxAddress',
  auth: 'session',
  async handler({ serviceTag, email }, ctx) {
    let what = 'Fax address';
    return requestChange(ctx, serviceTag, TYPES, {
      get activity() {
        return `${what} ${email} added`;
      },
      async apply(tx, reference, now, service) {
        what = role(service) === 'delivery' ? 'Fax delivery address' : 'Fax sender address';
        const inUse = counted(await itemsOf(tx, service.id, 'fax-address'));
        if (inUse.some((a) => a.key === email)) throw badInput(`${email} is already on the list.`, 'email');
        if (inUse.length >= FAX_ADDRESS_LIMIT)
          throw badInput(`You can have at most ${FAX_ADDRESS_LIMIT} addresses. Please remove one before adding another.`, 'email');
        await addItem(tx, service, { kind: 'fax-address', key: email, data: {} }, email, reference, now);
      },
    });
  },
});

export const removeFaxAddress = defineAction({
  name: 'communication.RemoveFaxAddress',
  auth: 'session',
  async handler({ serviceTag, email }, ctx) {
    let what = 'Fax address';
    return requestChange(ctx, serviceTag, TYPES, {
      get activity() {
        return `${what} ${email} removed`;
      },
      async apply(tx, reference, now, service) {
        what = role(service) === 'delivery' ? 'Fax delivery address' : 'Fax sender address';
        const item = await itemOf(tx, service.id, 'fax-address', email);
        if (!item) throw notFound('That address');
        const remaining = counted(await itemsOf(tx, service.id, 'fax-address')).length;
        if (remaining <= 1 && role(service) === 'delivery')
          throw badInput('Faxes need at least one address to go to. Add another address before removing this one.', 'email');
        await removeItem(tx, item, email, reference, now);
      },
    });
  },
});
