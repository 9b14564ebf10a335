import type { IotSim, IotSimStatus } from '@portal/contract/catalogue';
import { firstOfMonth, isoDay } from '../../../documents/dates';
import { notFound } from '../../../http/action-failure';
import { defineAction, type SessionActionContext } from '../../define-action';
import { productById } from '../../services/service-records';
import { changeItem, dataOf, itemOf, itemsOf, pendingOf, requestChange } from '../../communication/service-changes';
import { conflict, deviceService, emptyDays, numberIn, oneDecimal, stringIn, windowLogs } from './device-records';

const SIM = 'sim';
const iotService = (ctx: SessionActionContext, serviceTag: string) => deviceService(ctx, serviceTag, 'iot', 'iot');
const simName = (data: Record<string, unknown>, iccid: string) => stringIn(data, 'label') || `SIM ${iccid.slice(-4)}`;
const statusOf = (value: unknown): IotSimStatus => (value === 'suspended' ? 'suspended' : 'active');

export const getIotAccount = defineAction({
  name: 'cloud.GetIotAccount',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await iotService(ctx, serviceTag);
    const now = ctx.clock.now();
    const monthStart = firstOfMonth(isoDay(now));
    const rows = await itemsOf(ctx.db, service.id, SIM);
    const logs = await windowLogs(ctx.db, service.id, 'sim-usage', now);
    const plan = await productById(ctx.db, service.productId);
    const total = emptyDays(now);
    const sims: IotSim[] = rows.map((row) => {
      const days = emptyDays(now);
      let usedThisMonthMb = 0;
      for (const log of logs) {
        if (log.data.iccid !== row.key) continue;
        const date = isoDay(log.occurredAt);
        const mb = numberIn(log.data, 'mb');
        const day = days.find((d) => d.date === date);
        if (day) day.value = oneDecimal(day.value + mb);
        const all = total.find((d) => d.date === date);
        if (all) all.value = oneDecimal(all.value + mb);
        if (date >= monthStart) usedThisMonthMb += mb;
      }
      const pending = pendingOf(row);
      return {
        iccid: row.key,
        msisdn: stringIn(row.data, 'msisdn'),
        label: simName(row.data, row.key),
        status: statusOf(row.data.status),
        target: row.pendingOp === 'change' ? statusOf(dataOf(row).status) : null,
        pending,
        usedThisMonthMb: oneDecimal(usedThisMonthMb),
        days,
      };
    });
    return { serviceTag: service.serviceTag, simLimit: plan?.limits?.sims ?? null, sims, days: total };
  },
});

/** Suspends or resumes a SIM: pending until the network has done it, refused when it is so already. */
const simChange = (name: 'cloud.SuspendIotSim' | 'cloud.ResumeIotSim', target: IotSimStatus) =>
  defineAction({
    name,
    auth: 'fresh',
    async handler({ serviceTag, iccid }: { serviceTag: string; iccid: string }, ctx) {
      const service = await iotService(ctx, serviceTag);
      const sim = await itemOf(ctx.db, service.id, SIM, iccid);
      if (!sim) throw notFound('That SIM');
      const label = simName(sim.data, iccid);
      const verb = target === 'suspended' ? 'suspended' : 'resumed';
      return requestChange(ctx, serviceTag, ['iot'], {
        activity: `SIM ${label} (${iccid.slice(-4)}) ${verb}`,
        async apply(tx, reference, now, locked) {
          const current = await itemOf(tx, locked.id, SIM, iccid);
          if (!current) throw notFound('That SIM');
          if (!current.pendingOp && statusOf(current.data.status) === target) {
            throw conflict(`${label} is already ${target === 'suspended' ? 'suspended' : 'active'}.`, 'iccid');
          }
          await changeItem(tx, current, { data: { status: target } }, label, reference, now);
        },
      });
    },
  });

export const suspendIotSim = simChange('cloud.SuspendIotSim', 'suspended');
export const resumeIotSim = simChange('cloud.ResumeIotSim', 'active');
