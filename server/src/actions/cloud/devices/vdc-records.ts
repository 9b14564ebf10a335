import type { VirtualMachine } from '@portal/contract/catalogue';
import type { Db } from '../../../db/connect';
import { itemsOf, pendingOf, type ItemRow } from '../../communication/service-changes';
import { numberIn, stringIn } from './device-records';

export const VM = 'vm';

const TRANSITIONS = { start: 'starting', shutdown: 'shutting-down', restart: 'restarting' } as const;

/** A machine as the page shows it: its state now, and what is happening to it while a power change is on its way. */
export function vmOf(row: ItemRow): VirtualMachine {
  const data = row.data;
  const asked = row.pendingOp === 'change' ? (row.pendingData?.powerAction as keyof typeof TRANSITIONS | undefined) : undefined;
  return {
    vmKey: row.key,
    name: stringIn(data, 'name', row.key),
    os: stringIn(data, 'os'),
    vcpu: numberIn(data, 'vcpu'),
    memoryGb: numberIn(data, 'memoryGb'),
    diskGb: numberIn(data, 'diskGb'),
    power: data.power === 'running' ? 'running' : 'stopped',
    transition: asked ? (TRANSITIONS[asked] ?? null) : null,
    pending: pendingOf(row),
  };
}

/** What the machines take of the pool (a machine being removed still counts until it is gone). */
export async function vdcUse(db: Db, serviceId: number) {
  const vms = (await itemsOf(db, serviceId, VM)).map(vmOf);
  return {
    vms,
    vcpu: vms.reduce((n, v) => n + v.vcpu, 0),
    memoryGb: vms.reduce((n, v) => n + v.memoryGb, 0),
    storageGb: vms.reduce((n, v) => n + v.diskGb, 0),
  };
}
