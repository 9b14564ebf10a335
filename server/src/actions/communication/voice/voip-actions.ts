import { FORWARDING_RULE_WORDS, type ForwardingRule } from '@portal/contract/catalogue';
import { badInput, notFound } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import { productById } from '../../services/service-records';
import { addItem, dataOf, itemOf, itemsOf, pendingOf, removeItem, requestChange, serviceForRead, setSetting } from '../service-changes';
import { byNumber, callTotals, counted, monthOf, ownNumberOf, recentCalls, spaced } from './voice-records';

const TYPES = ['voip'] as const;
/** A plan without a stated number of extensions has this many. */
const DEFAULT_EXTENSIONS = 5;

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export const getVoip = defineAction({
  name: 'communication.GetVoip',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, TYPES);
    const plan = await productById(ctx.db, service.productId);
    const extensions = (await itemsOf(ctx.db, service.id, 'extension')).sort(byNumber);
    const forwarding = await itemsOf(ctx.db, service.id, 'forwarding');
    const rule = (key: ForwardingRule) => {
      const item = forwarding.find((f) => f.key === key);
      const data = item ? dataOf(item) : {};
      return { enabled: data.enabled === true, number: str(data.number), afterSeconds: typeof data.afterSeconds === 'number' ? data.afterSeconds : 20 };
    };
    const voicemailItem = await itemOf(ctx.db, service.id, 'voicemail', 'email');
    const voicemail = voicemailItem ? dataOf(voicemailItem) : {};
    const month = monthOf(ctx.clock.now());
    const always = rule('always');
    const busy = rule('busy');
    return {
      serviceTag: service.serviceTag,
      mainNumber: await ownNumberOf(ctx.db, service),
      extensionLimit: plan?.limits?.extensions ?? DEFAULT_EXTENSIONS,
      extensions: extensions.map((item) => {
        const data = dataOf(item);
        return {
          extension: item.key,
          name: str(data.name) ?? '',
          directNumber: str(data.directNumber),
          device: str(data.device) ?? 'Desk phone',
          registered: data.registered === true,
          pending: pendingOf(item),
        };
      }),
      forwarding: {
        always: { enabled: always.enabled, number: always.number },
        busy: { enabled: busy.enabled, number: busy.number },
        noAnswer: rule('noAnswer'),
        pending: forwarding.map(pendingOf).find(Boolean) ?? null,
      },
      voicemail: { enabled: voicemail.enabled === true, email: str(voicemail.email), pending: voicemailItem ? pendingOf(voicemailItem) : null },
      thisMonth: await callTotals(ctx.db, service, month.start, month.end),
      recentCalls: await recentCalls(ctx.db, service, 15),
    };
  },
});

export const addExtension = defineAction({
  name: 'communication.AddExtension',
  auth: 'session',
  async handler({ serviceTag, extension, name, device }, ctx) {
    return requestChange(ctx, serviceTag, TYPES, {
      activity: `Extension ${extension} (${name}) added`,
      async apply(tx, reference, now, service) {
        const plan = await productById(tx, service.productId);
        const limit = plan?.limits?.extensions ?? DEFAULT_EXTENSIONS;
        const inUse = counted(await itemsOf(tx, service.id, 'extension'));
        if (inUse.some((e) => e.key === extension)) throw badInput(`Extension ${extension} is already in use. Please choose another number.`, 'extension');
        if (inUse.length >= limit)
          throw badInput(`Your plan includes ${limit} extensions and all ${limit} are in use. Remove one first, or move to a bigger plan.`, 'extension');
        await addItem(tx, service, { kind: 'extension', key: extension, data: { name, directNumber: null, device, registered: false } }, `Extension ${extension}`, reference, now);
      },
    });
  },
});

export const removeExtension = defineAction({
  name: 'communication.RemoveExtension',
  auth: 'session',
  async handler({ serviceTag, extension }, ctx) {
    let label = `Extension ${extension}`;
    const result = await requestChange(ctx, serviceTag, TYPES, {
      get activity() {
        return `${label} removed`;
      },
      async apply(tx, reference, now, service) {
        const item = await itemOf(tx, service.id, 'extension', extension);
        if (!item) throw notFound(`Extension ${extension}`);
        const name = str(item.data.name);
        if (name) label = `Extension ${extension} (${name})`;
        await removeItem(tx, item, `Extension ${extension}`, reference, now);
      },
    });
    return result;
  },
});

export const setCallForwarding = defineAction({
  name: 'communication.SetCallForwarding',
  auth: 'session',
  async handler({ serviceTag, rule, enabled, number, afterSeconds }, ctx) {
    const words = FORWARDING_RULE_WORDS[rule];
    const wait = rule === 'noAnswer' && afterSeconds ? ` (after ${afterSeconds} seconds)` : '';
    const activity = enabled && number ? `Call forwarding ${words}${wait} set to ${spaced(number)}` : `Call forwarding ${words} turned off`;
    return requestChange(ctx, serviceTag, TYPES, {
      activity,
      async apply(tx, reference, now, service) {
        const data: Record<string, unknown> = enabled ? { enabled: true, number } : { enabled: false };
        if (rule === 'noAnswer' && afterSeconds) data.afterSeconds = afterSeconds;
        await setSetting(tx, service, 'forwarding', rule, data, `Call forwarding ${words}`, reference, now);
      },
    });
  },
});

export const setVoicemailToEmail = defineAction({
  name: 'communication.SetVoicemailToEmail',
  auth: 'session',
  async handler({ serviceTag, enabled, email }, ctx) {
    return requestChange(ctx, serviceTag, TYPES, {
      activity: enabled ? `Voicemail to email turned on, to ${email}` : 'Voicemail to email turned off',
      async apply(tx, reference, now, service) {
        await setSetting(tx, service, 'voicemail', 'email', enabled ? { enabled: true, email } : { enabled: false }, 'Voicemail to email', reference, now);
      },
    });
  },
});

