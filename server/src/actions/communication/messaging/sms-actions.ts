import { SMS_HISTORY_DAYS, type SmsDay } from '@portal/contract/catalogue';
import { ERROR_CODES } from '@portal/contract';
import { addDays, isoDay } from '../../../documents/dates';
import { ActionFailure } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import { dataOf, itemOf, pendingOf, requestChange, setSetting } from '../service-changes';
import { creditLedger, logsOf, messagingService, numberIn } from './messaging-records';

const SENDER = { kind: 'sender-id', key: 'sender-id' } as const;

export const getSms = defineAction({
  name: 'communication.GetSms',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await messagingService(ctx, serviceTag, 'sms');
    const today = isoDay(ctx.clock.now());
    const first = addDays(today, -(SMS_HISTORY_DAYS - 1));
    const logs = await logsOf(ctx.db, service.id, 'sms-day', new Date(`${first}T00:00:00Z`));
    const days: SmsDay[] = Array.from({ length: SMS_HISTORY_DAYS }, (_, i) => ({ date: addDays(first, i), sent: 0, delivered: 0, failed: 0 }));
    for (const log of logs) {
      const day = days.find((d) => d.date === isoDay(log.occurredAt));
      if (!day) continue;
      day.sent += numberIn(log.data, 'sent');
      day.delivered += numberIn(log.data, 'delivered');
      day.failed += numberIn(log.data, 'failed');
    }
    const sender = await itemOf(ctx.db, service.id, SENDER.kind, SENDER.key);
    return {
      serviceTag: service.serviceTag,
      credits: await creditLedger(ctx.db, service),
      senderId: sender ? { value: String(dataOf(sender).senderId ?? ''), pending: pendingOf(sender) } : null,
      days,
    };
  },
});

export const setSmsSenderId = defineAction({
  name: 'communication.SetSmsSenderId',
  auth: 'session',
  async handler({ serviceTag, senderId }, ctx) {
    await messagingService(ctx, serviceTag, 'sms');
    return requestChange(ctx, serviceTag, ['sms'], {
      activity: `Sender id changed to ${senderId}`,
      async apply(tx, reference, now, service) {
        const current = await itemOf(tx, service.id, SENDER.kind, SENDER.key);
        if (current && !current.pendingOp && dataOf(current).senderId === senderId) {
          throw new ActionFailure(409, ERROR_CODES.badInput, `${senderId} is already your sender id.`, 'senderId');
        }
        await setSetting(tx, service, SENDER.kind, SENDER.key, { senderId }, 'The sender id', reference, now);
      },
    });
  },
});
