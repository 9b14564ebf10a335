import type { VdcDetail, VmPowerAction } from '@portal/contract/catalogue';
import { isoDay } from '../../../documents/dates';
import { notFound } from '../../../http/action-failure';
import { defineAction, type SessionActionContext } from '../../define-action';
import { productById } from '../../services/service-records';
import { changeItem, itemOf, requestChange } from '../../communication/service-changes';
import { conflict, deviceService, emptyDays, numberIn, windowLogs } from './device-records';
import { VM, vdcUse, vmOf } from './vdc-records';

const vdcService = (ctx: SessionActionContext, serviceTag: string) => deviceService(ctx, serviceTag, 'vdc', 'vdc');

export const getVdc = defineAction({
  name: 'cloud.GetVdc',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await vdcService(ctx, serviceTag);
    const now = ctx.clock.now();
    const plan = await productById(ctx.db, service.productId);
    const use = await vdcUse(ctx.db, service.id);
    const limits = plan?.limits ?? {};
    const usage: VdcDetail['usage'] = emptyDays(now).map((d) => ({ date: d.date, cpu: 0, memory: 0, storage: 0 }));
    for (const log of await windowLogs(ctx.db, service.id, 'pool-day', now)) {
      const day = usage.find((d) => d.date === isoDay(log.occurredAt));
      if (!day) continue;
      day.cpu = numberIn(log.data, 'cpu');
      day.memory = numberIn(log.data, 'memory');
      day.storage = numberIn(log.data, 'storage');
    }
    return {
      serviceTag: service.serviceTag,
      pool: {
        vcpu: { allocated: limits.vcpu ?? use.vcpu, used: use.vcpu },
        memoryGb: { allocated: limits.memoryGb ?? use.memoryGb, used: use.memoryGb },
        storageGb: { allocated: limits.storageGb ?? use.storageGb, used: use.storageGb },
      },
      vms: use.vms,
      usage,
    };
  },
});

const WORDS: Record<VmPowerAction, { activity: string; target: 'running' | 'stopped' }> = {
  start: { activity: 'started', target: 'running' },
  shutdown: { activity: 'shut down', target: 'stopped' },
  restart: { activity: 'restarted', target: 'running' },
};

/** Why a machine in this state cannot take this power action, or null. */
function refusal(name: string, power: 'running' | 'stopped', action: VmPowerAction) {
  if (action === 'start' && power === 'running') return `${name} is already running.`;
  if (action === 'shutdown' && power === 'stopped') return `${name} is already shut down.`;
  if (action === 'restart' && power === 'stopped') return `${name} is shut down: start it instead of restarting it.`;
  return null;
}

/** Starts, shuts down or restarts a machine: pending ('Starting…') until the platform reports it done. */
export const setVmPower = defineAction({
  name: 'cloud.SetVmPower',
  auth: 'fresh',
  async handler({ serviceTag, vmKey, action }, ctx) {
    const service = await vdcService(ctx, serviceTag);
    const row = await itemOf(ctx.db, service.id, VM, vmKey);
    if (!row) throw notFound('That virtual machine');
    const name = vmOf(row).name;
    return requestChange(ctx, serviceTag, ['vdc'], {
      activity: `Virtual machine ${name} ${WORDS[action].activity}`,
      async apply(tx, reference, now, locked) {
        const current = await itemOf(tx, locked.id, VM, vmKey);
        if (!current) throw notFound('That virtual machine');
        if (!current.pendingOp) {
          const refused = refusal(name, vmOf(current).power, action);
          if (refused) throw conflict(refused, 'action');
        }
        await changeItem(tx, current, { data: { power: WORDS[action].target, powerAction: action, poweredAt: now.toISOString() } }, name, reference, now);
      },
    });
  },
});
