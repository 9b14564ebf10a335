import { defineAction, type ActionContext } from '../../define-action';
import { productById } from '../../services/service-records';
import { dataOf, itemOf, itemsOf, pendingOf, recordActivity, removeItem, requestChange } from '../service-changes';
import { notFound, serviceUnavailable } from '../../../http/action-failure';
import { UnreadableSecret } from '../../../secrets/field-encryption';
import { messagingService } from './messaging-records';

/** '••••-••••-••••-7F3A': only the last group shows. */
export const maskLicenceKey = (key: string) => {
  const groups = key.split('-');
  return [...groups.slice(0, -1).map((g) => '•'.repeat(g.length)), groups.at(-1)].join('-');
};

/**
 * The licence key in plain text, opened from its sealed form (secrets/field-encryption.ts). One that does not open
 * fails closed: a 503 with a sentence, never the sealed text.
 */
function openLicenceKey(ctx: ActionContext, data: Record<string, unknown>) {
  try {
    return ctx.fieldCipher.open(String(data.licenceKey ?? ''));
  } catch (error) {
    if (!(error instanceof UnreadableSecret)) throw error;
    ctx.log.error({ reason: error.message }, 'a licence key could not be opened with DATA_ENCRYPTION_KEY');
    throw serviceUnavailable('The licence key cannot be shown right now. Please try again later, or contact support.');
  }
}

const deviceName = (data: Record<string, unknown>) => String(data.name ?? 'Device');

export const getEscan = defineAction({
  name: 'communication.GetEscan',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await messagingService(ctx, serviceTag, 'escan');
    const licence = await itemOf(ctx.db, service.id, 'licence', 'licence');
    const devices = await itemsOf(ctx.db, service.id, 'device');
    const plan = await productById(ctx.db, service.productId);
    const data = licence ? dataOf(licence) : {};
    return {
      serviceTag: service.serviceTag,
      licence: {
        maskedKey: maskLicenceKey(licence ? openLicenceKey(ctx, data) : '----'),
        seats: plan?.limits?.devices ?? devices.length,
        used: devices.length,
        renewalDate: String(data.renewalDate ?? service.contractEndDate ?? ''),
      },
      devices: devices.map((d) => {
        const device = dataOf(d);
        return {
          deviceKey: d.key,
          name: deviceName(device),
          os: String(device.os ?? ''),
          lastSeenAt: String(device.lastSeenAt ?? d.updatedAt.toISOString()),
          upToDate: device.upToDate === true,
          pending: pendingOf(d),
        };
      }),
    };
  },
});

export const removeEscanDevice = defineAction({
  name: 'communication.RemoveEscanDevice',
  auth: 'session',
  async handler({ serviceTag, deviceKey }, ctx) {
    const service = await messagingService(ctx, serviceTag, 'escan');
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

/** A sensitive action: the full key, and a line in the service's recent changes saying who saw it. */
export const revealEscanLicenceKey = defineAction({
  name: 'communication.RevealEscanLicenceKey',
  auth: 'fresh',
  async handler({ serviceTag }, ctx) {
    const service = await messagingService(ctx, serviceTag, 'escan');
    const licence = await itemOf(ctx.db, service.id, 'licence', 'licence');
    if (!licence) throw notFound('The licence key');
    const licenceKey = openLicenceKey(ctx, dataOf(licence));
    await recordActivity(ctx.db, ctx, service, 'Licence key revealed', null, ctx.clock.now());
    return { licenceKey };
  },
});
