import { IDEMPOTENCY_KEY, listed, newKey, type Body, type Find, type MatrixEntry, type ObjectCase } from './objects-matrix';
import type { PrincipalName } from './objects-principals';

/**
 * IDOR matrix entries of the Cloud & Hosting devices actions (cloud.*Iot*, *Antivirus*, *Firewall*, *Ups*, *Vdc*,
 * *VmPower). CUS1001 has IOT-110119, SEC-120220, MFW-120321, UPS-130422 and VDC-140422; the parent ENT2001 has
 * IOT-230005, MFW-230006, UPS-230008 and VDC-230007. Each case names one account's object; every other account must
 * be refused as for a tag that does not exist. A change case waits until the demo provisioning has finished the
 * change before, so the owner's own call is accepted.
 */

const NO_SERVICE = 'NONE-000000';
const noService = (own: Body) => ({ ...own, serviceTag: NO_SERVICE });

interface Pending {
  pending: unknown;
}

/** Asks until nothing of the answer is on its way (the demo provisioning takes 2 s), at most 20 s. */
async function settled<T>(read: () => Promise<T>, pendingOf: (answer: T) => Pending[]): Promise<T> {
  for (let i = 0; i < 40; i++) {
    const answer = await read();
    if (!pendingOf(answer).some((p) => p.pending)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('a change is still on its way after 20 s');
}

const REFUSED: Record<'customer' | 'parent', PrincipalName[]> = {
  customer: ['parent', 'child', 'reseller'],
  parent: ['customer', 'child', 'reseller'],
};

const of = (owner: 'customer' | 'parent', title: string, covers: string[], find: (f: Find) => Promise<Body>, unknown: (own: Body) => Body = noService): ObjectCase => ({
  title,
  covers,
  owner,
  find,
  unknown,
  refused: REFUSED[owner],
  // The billing-only person of CUS1001 lacks the cloud-hosting module.
  ...(owner === 'customer' ? { refusedByModule: ['billingOnly'] as PrincipalName[] } : {}),
});

const tag = (serviceTag: string) => async () => ({ serviceTag });
const both = (title: string, customerTag: string, parentTag: string) => ({
  cases: [of('customer', `${title} ${customerTag} of CUS1001`, ['serviceTag'], tag(customerTag)), of('parent', `${title} ${parentTag} of ENT2001`, ['serviceTag'], tag(parentTag))],
});

interface Sims {
  sims: { iccid: string; status: string; pending: unknown }[];
}
const simsOf = (f: Find, serviceTag: string) => settled(() => listed<Sims>(f.baseURL, 'cloud.GetIotAccount', { serviceTag }, f.token), (a) => a.sims);

/** A SIM in `status` of the service, made so first when there is none (suspended, then provisioned). */
async function simIn(f: Find, serviceTag: string, status: 'active' | 'suspended') {
  const { sims } = await simsOf(f, serviceTag);
  const found = sims.find((s) => s.status === status);
  if (found) return found.iccid;
  const other = sims[0];
  await listed(f.baseURL, status === 'suspended' ? 'cloud.SuspendIotSim' : 'cloud.ResumeIotSim', { serviceTag, iccid: other.iccid }, f.token);
  await simsOf(f, serviceTag);
  return other.iccid;
}

interface Vms {
  vms: { vmKey: string; power: string; pending: unknown }[];
}
/** A running machine of the service, settled: restarting it leaves it running for the next run. */
async function runningVm(f: Find, serviceTag: string) {
  const { vms } = await settled(() => listed<Vms>(f.baseURL, 'cloud.GetVdc', { serviceTag }, f.token), (v) => v.vms);
  const vm = vms.find((v) => v.power === 'running');
  if (!vm) throw new Error(`${serviceTag} has no running machine`);
  return vm.vmKey;
}

const FIREWALL_ADD = { change: 'add', direction: 'inbound', source: '192.0.2.0/24', destination: '10.0.0.30', port: '8443', protocol: 'TCP', action: 'allow', reason: 'IDOR probe' };
const FIREWALL_NOT_OBJECTS = {
  idempotencyKey: IDEMPOTENCY_KEY,
};

export const DEVICES_MATRIX: Record<string, MatrixEntry> = {
  'cloud.GetIotAccount': both('the IoT account', 'IOT-110119', 'IOT-230005'),
  'cloud.SuspendIotSim': {
    cases: [
      of(
        'customer',
        'an active SIM of IOT-110119 of CUS1001 (sensitive)',
        ['serviceTag', 'iccid'],
        async (f) => ({ serviceTag: 'IOT-110119', iccid: await simIn(f, 'IOT-110119', 'active') }),
        (own) => ({ ...own, iccid: '8927000000000000000' }),
      ),
    ],
  },
  'cloud.ResumeIotSim': {
    cases: [
      of(
        'parent',
        'a suspended SIM of IOT-230005 of ENT2001 (sensitive)',
        ['serviceTag', 'iccid'],
        async (f) => ({ serviceTag: 'IOT-230005', iccid: await simIn(f, 'IOT-230005', 'suspended') }),
        (own) => ({ ...own, iccid: '8927000000000000000' }),
      ),
    ],
  },
  'cloud.GetAntivirus': { cases: [of('customer', 'the antivirus licence SEC-120220 of CUS1001', ['serviceTag'], tag('SEC-120220'))] },
  'cloud.RemoveAntivirusDevice': {
    cases: [
      of(
        'customer',
        'a device on the antivirus licence SEC-120220 of CUS1001',
        ['serviceTag', 'deviceKey'],
        async (f) => {
          const { devices } = await settled(
            () => listed<{ devices: { deviceKey: string; pending: unknown }[] }>(f.baseURL, 'cloud.GetAntivirus', { serviceTag: 'SEC-120220' }, f.token),
            (a) => a.devices,
          );
          if (!devices.length) throw new Error('SEC-120220 has no device left to remove');
          return { serviceTag: 'SEC-120220', deviceKey: devices[0].deviceKey };
        },
        (own) => ({ ...own, deviceKey: 'dev-none' }),
      ),
    ],
  },
  'cloud.GetFirewall': both('the managed firewall', 'MFW-120321', 'MFW-230006'),
  'cloud.RequestFirewallChange': {
    cases: [
      of('customer', 'the managed firewall MFW-120321 of CUS1001', ['serviceTag'], async () => ({ serviceTag: 'MFW-120321', ...FIREWALL_ADD, idempotencyKey: newKey() })),
      of(
        'parent',
        'a rule of the managed firewall MFW-230006 of ENT2001',
        ['serviceTag', 'ruleKey'],
        async () => ({ serviceTag: 'MFW-230006', change: 'remove', ruleKey: 'rule-03', reason: 'IDOR probe', idempotencyKey: newKey() }),
        (own) => ({ ...own, ruleKey: 'rule-none' }),
      ),
    ],
    notObjects: FIREWALL_NOT_OBJECTS,
  },
  'cloud.GetUps': both('the UPS rental', 'UPS-130422', 'UPS-230008'),
  'cloud.GetVdc': both('the virtual data centre', 'VDC-140422', 'VDC-230007'),
  'cloud.SetVmPower': {
    cases: [
      of('customer', 'a running machine of VDC-140422 of CUS1001 (sensitive)', ['serviceTag', 'vmKey'], async (f) => ({ serviceTag: 'VDC-140422', vmKey: await runningVm(f, 'VDC-140422'), action: 'restart' }), (own) => ({ ...own, vmKey: 'vm-none' })),
      of('parent', 'a running machine of VDC-230007 of ENT2001 (sensitive)', ['serviceTag', 'vmKey'], async (f) => ({ serviceTag: 'VDC-230007', vmKey: await runningVm(f, 'VDC-230007'), action: 'restart' }), (own) => ({ ...own, vmKey: 'vm-none' })),
    ],
  },
};
