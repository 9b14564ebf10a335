import { itemsOf } from '../../communication/service-changes';
import type { PlanFit } from '../../services/plan-fit';
import { vdcUse } from './vdc-records';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A smaller pool than the machines take is refused, naming what does not fit. */
const vdcFit: PlanFit = async (db, service, plan) => {
  const limits = plan.limits ?? {};
  const use = await vdcUse(db, service.id);
  const over = [
    limits.vcpu !== undefined && use.vcpu > limits.vcpu ? `${use.vcpu} vCPU (it has ${limits.vcpu})` : null,
    limits.memoryGb !== undefined && use.memoryGb > limits.memoryGb ? `${use.memoryGb} GB of memory (it has ${limits.memoryGb} GB)` : null,
    limits.storageGb !== undefined && use.storageGb > limits.storageGb ? `${use.storageGb} GB of storage (it has ${limits.storageGb} GB)` : null,
  ].filter(Boolean);
  if (!over.length) return null;
  return `Your virtual machines use ${over.join(', ')}, more than ${plan.name}. Choose a larger plan.`;
};

/** More SIMs than the plan has are refused. */
const iotFit: PlanFit = async (db, service, plan) => {
  const limit = plan.limits?.sims;
  if (limit === undefined) return null;
  const sims = (await itemsOf(db, service.id, 'sim')).filter((s) => s.pendingOp !== 'remove').length;
  if (sims <= limit) return null;
  return `You have ${plural(sims, 'SIM')}; ${plan.name} has ${limit}. Choose a larger plan.`;
};

/** By service type: why a service of the devices group cannot move to a plan (see PlanFit). */
// eScan (both categories) is the messaging group's escanFit: the same device items.
export const DEVICE_PLAN_FITS: Record<string, PlanFit> = { vdc: vdcFit, iot: iotFit };
