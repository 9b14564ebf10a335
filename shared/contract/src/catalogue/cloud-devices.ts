import { z } from 'zod';
import { text } from './common';
import { idempotencyKey } from './billing';
import { changeResponse, communicationServiceTag, itemPending } from './communication';

/**
 * Actions of the Cloud & Hosting area's devices (IoT, security, UPS and virtual data centre) (see communication.ts for
 * the change machinery they share): SIMs suspended and resumed, antivirus devices, firewall rules and change requests
 * (a Technical ticket), UPS units, virtual machines powered on and off. Battery replacements and bigger VDC plans are
 * orders through the cart (commerce.PlaceOrder).
 */

/** How many days the usage, threat and resource charts cover. */
export const DEVICE_HISTORY_DAYS = 30;

const serviceTag = communicationServiceTag;
const serviceOnly = z.strictObject({ serviceTag });
const itemKey = (what: string) => text(64, `That ${what} is not one of this service’s.`).pipe(z.string().trim().min(1, `Please choose a ${what}.`));

/** One day of a series: YYYY-MM-DD and a value. */
export const deviceDay = z.object({ date: z.string(), value: z.number() });
export type DeviceDay = z.infer<typeof deviceDay>;

/* ---------- IoT ---------- */

export const iotSimStatus = z.enum(['active', 'suspended']);
export type IotSimStatus = z.infer<typeof iotSimStatus>;

export const iotSim = z.object({
  iccid: z.string(),
  msisdn: z.string(),
  label: z.string(),
  /** As it is now; a change on its way says where it is going in `pending` (state 'changing') and `target`. */
  status: iotSimStatus,
  /** The status a change on its way leads to, else null. */
  target: iotSimStatus.nullable(),
  pending: itemPending,
  /** Data used this calendar month, in MB. */
  usedThisMonthMb: z.number(),
  /** The last DEVICE_HISTORY_DAYS days' data in MB, oldest first, a day without use too. */
  days: z.array(deviceDay),
});
export type IotSim = z.infer<typeof iotSim>;

export const iotAccountDetail = z.object({
  serviceTag: z.string(),
  /** SIMs the plan includes (limits.sims); null when the plan says nothing. */
  simLimit: z.number().nullable(),
  sims: z.array(iotSim),
  /** Every SIM's data per day, in MB, oldest first. */
  days: z.array(deviceDay),
});
export type IotAccountDetail = z.infer<typeof iotAccountDetail>;

const simInput = z.strictObject({ serviceTag, iccid: itemKey('SIM') });

/* ---------- Antivirus ---------- */

export const antivirusDevice = z.object({
  deviceKey: z.string(),
  name: z.string(),
  os: z.string(),
  /** ISO timestamp. */
  lastSeenAt: z.string(),
  /** 'protected': up to date; 'outdated': definitions old; 'at-risk': protection off. */
  protection: z.enum(['protected', 'outdated', 'at-risk']),
  pending: itemPending,
});
export type AntivirusDevice = z.infer<typeof antivirusDevice>;

export const antivirusDetail = z.object({
  serviceTag: z.string(),
  /** Devices the licence covers (limits.devices). */
  seats: z.number(),
  /** Devices protected now (one being removed counts until it is done). */
  used: z.number(),
  /** YYYY-MM-DD */
  renewalDate: z.string(),
  devices: z.array(antivirusDevice),
});
export type AntivirusDetail = z.infer<typeof antivirusDetail>;

/* ---------- Managed firewall ---------- */

export const FIREWALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export const FIREWALL_PROTOCOLS = ['TCP', 'UDP', 'TCP/UDP', 'ICMP', 'any'] as const;
export const FIREWALL_RULE_ACTIONS = ['allow', 'block'] as const;
export const FIREWALL_CHANGES = ['add', 'remove'] as const;
export const FIREWALL_REASON_MAX = 500;

export const firewallRule = z.object({
  ruleKey: z.string(),
  /** 1 is checked first. */
  position: z.number(),
  direction: z.enum(FIREWALL_DIRECTIONS),
  source: z.string(),
  destination: z.string(),
  /** '443', '1000-2000' or 'any'. */
  port: z.string(),
  protocol: z.enum(FIREWALL_PROTOCOLS),
  action: z.enum(FIREWALL_RULE_ACTIONS),
  description: z.string(),
});
export type FirewallRule = z.infer<typeof firewallRule>;

export const firewallDetail = z.object({
  serviceTag: z.string(),
  rules: z.array(firewallRule),
  /** Threats blocked per day, oldest first. */
  threats: z.array(deviceDay),
});
export type FirewallDetail = z.infer<typeof firewallDetail>;

/** 'any', an IPv4 address, a CIDR range (10.0.0.0/24) or a host name: what a firewall rule can match. */
export const FIREWALL_ADDRESS_PATTERN =
  /^(any|((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/(3[0-2]|[12]?\d))?|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/i;
export const FIREWALL_ADDRESS_MESSAGE = 'Enter any, an IP address (192.0.2.10), a range (192.0.2.0/24) or a host name.';
/** 'any', a port (443) or a range (1000-2000), 1 to 65535. */
export const FIREWALL_PORT_MESSAGE = 'Enter any, a port from 1 to 65535, or a range such as 1000-2000.';

const portNumber = (s: string) => /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= 65535;
export const isFirewallPort = (value: string) => {
  const v = value.trim().toLowerCase();
  if (v === 'any') return true;
  const [from, to, extra] = v.split('-');
  if (extra !== undefined) return false;
  if (to === undefined) return portNumber(from);
  return portNumber(from) && portNumber(to) && Number(from) < Number(to);
};

const address = text(260, FIREWALL_ADDRESS_MESSAGE).pipe(
  z.string().trim().min(1, FIREWALL_ADDRESS_MESSAGE).regex(FIREWALL_ADDRESS_PATTERN, FIREWALL_ADDRESS_MESSAGE),
);

export const firewallChangeInput = z
  .strictObject({
    serviceTag,
    change: z.enum(FIREWALL_CHANGES, { message: 'Choose whether to add a rule or remove one.' }),
    /** A rule to remove: required when change is 'remove'. */
    ruleKey: itemKey('rule').optional(),
    direction: z.enum(FIREWALL_DIRECTIONS, { message: 'Choose inbound or outbound.' }).optional(),
    source: address.optional(),
    destination: address.optional(),
    port: text(20, FIREWALL_PORT_MESSAGE).pipe(z.string().trim().refine(isFirewallPort, FIREWALL_PORT_MESSAGE)).optional(),
    protocol: z.enum(FIREWALL_PROTOCOLS, { message: 'Choose a protocol.' }).optional(),
    action: z.enum(FIREWALL_RULE_ACTIONS, { message: 'Choose allow or block.' }).optional(),
    reason: text(FIREWALL_REASON_MAX + 50, `Please keep the reason to ${FIREWALL_REASON_MAX} characters.`).pipe(
      z
        .string()
        .trim()
        .min(1, 'Please tell us why the change is needed.')
        .max(FIREWALL_REASON_MAX, `Please keep the reason to ${FIREWALL_REASON_MAX} characters.`),
    ),
    idempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.change === 'remove') {
      if (!v.ruleKey) ctx.addIssue({ code: 'custom', path: ['ruleKey'], message: 'Please choose the rule to remove.' });
      return;
    }
    const need = [
      ['direction', 'Choose inbound or outbound.'],
      ['source', FIREWALL_ADDRESS_MESSAGE],
      ['destination', FIREWALL_ADDRESS_MESSAGE],
      ['port', FIREWALL_PORT_MESSAGE],
      ['protocol', 'Choose a protocol.'],
      ['action', 'Choose allow or block.'],
    ] as const;
    for (const [field, message] of need) if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type FirewallChangeInput = z.input<typeof firewallChangeInput>;

/* ---------- UPS ---------- */

export const upsUnit = z.object({
  unitKey: z.string(),
  model: z.string(),
  location: z.string(),
  serialNumber: z.string(),
  /** Battery health, 0..100 %. */
  batteryHealth: z.number(),
  /** Load, 0..100 % of the unit's rating. */
  load: z.number(),
  /** Minutes the battery would last at this load. */
  runtimeMinutes: z.number(),
  /** YYYY-MM-DD, or null before the first test. */
  lastSelfTestDate: z.string().nullable(),
  lastSelfTestResult: z.enum(['passed', 'failed', 'not-run']),
  /** True when the battery should be replaced (health below 60 % or a failed self-test). */
  replaceBattery: z.boolean(),
});
export type UpsUnit = z.infer<typeof upsUnit>;

export const upsDetail = z.object({ serviceTag: z.string(), units: z.array(upsUnit) });
export type UpsDetail = z.infer<typeof upsDetail>;

/** Battery health below this (%) is shown as needing a replacement. */
export const UPS_REPLACE_BELOW = 60;

/* ---------- Virtual data centre ---------- */

export const vmPower = z.enum(['running', 'stopped']);
export type VmPower = z.infer<typeof vmPower>;
export const vmPowerAction = z.enum(['start', 'shutdown', 'restart'], { message: 'Choose start, shut down or restart.' });
export type VmPowerAction = z.infer<typeof vmPowerAction>;

export const virtualMachine = z.object({
  vmKey: z.string(),
  name: z.string(),
  os: z.string(),
  vcpu: z.number(),
  memoryGb: z.number(),
  diskGb: z.number(),
  /** The state it is in now. */
  power: vmPower,
  /** What is happening to it, until the platform reports it done; null when settled. */
  transition: z.enum(['starting', 'shutting-down', 'restarting']).nullable(),
  pending: itemPending,
});
export type VirtualMachine = z.infer<typeof virtualMachine>;

const poolResource = z.object({ allocated: z.number(), used: z.number() });

export const vdcDetail = z.object({
  serviceTag: z.string(),
  /** The pool the plan gives (allocated) against what the machines take (used). */
  pool: z.object({ vcpu: poolResource, memoryGb: poolResource, storageGb: poolResource }),
  vms: z.array(virtualMachine),
  /** Daily average use of the pool, % of what is allocated, oldest first. */
  usage: z.array(z.object({ date: z.string(), cpu: z.number(), memory: z.number(), storage: z.number() })),
});
export type VdcDetail = z.infer<typeof vdcDetail>;

export const devicesActions = {
  /** The IoT account: its SIMs and the data they used, per SIM and in all. */
  'cloud.GetIotAccount': { input: serviceOnly, output: iotAccountDetail },
  /** Sensitive (fresh token): the SIM stops passing data once the network has done it. */
  'cloud.SuspendIotSim': { input: simInput, output: changeResponse },
  /** Sensitive (fresh token): a suspended SIM passes data again once the network has done it. */
  'cloud.ResumeIotSim': { input: simInput, output: changeResponse },
  /** The antivirus licence (category security) and the devices it protects. */
  'cloud.GetAntivirus': { input: serviceOnly, output: antivirusDetail },
  /** Frees a seat: the device is no longer protected once the change is done. */
  'cloud.RemoveAntivirusDevice': { input: z.strictObject({ serviceTag, deviceKey: itemKey('device') }), output: changeResponse },
  /** The managed firewall's rules (read-only) and threats blocked per day. */
  'cloud.GetFirewall': { input: serviceOnly, output: firewallDetail },
  /**
   * Asks our engineers to add or remove a rule: logs a Technical ticket with the rule in words. The same key answers
   * the same ticket.
   */
  'cloud.RequestFirewallChange': { input: firewallChangeInput, output: z.object({ ticketNumber: z.string() }) },
  /** The UPS units with battery health, load and self-tests. */
  'cloud.GetUps': { input: serviceOnly, output: upsDetail },
  /** The virtual data centre: its pool, its machines and 30 days of use. */
  'cloud.GetVdc': { input: serviceOnly, output: vdcDetail },
  /** Sensitive (fresh token): starts, shuts down or restarts a machine; pending until the platform has done it. */
  'cloud.SetVmPower': { input: z.strictObject({ serviceTag, vmKey: itemKey('virtual machine'), action: vmPowerAction }), output: changeResponse },
} as const;
