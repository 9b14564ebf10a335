import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { addDays, isoDay } from '../documents/dates';
import type { Db } from '../db/connect';
import { serviceItems, serviceLogs, services } from '../db/schema';
import { categoryPlan, type ProductRow } from './seed-product-rows';

/** A part or visit charged once on the next invoice. */
const hardware = (category: string, serviceType: string, name: string, price: number, description: string, needsDelivery: boolean): ProductRow => ({
  category,
  serviceType,
  name,
  kind: 'hardware',
  billing: 'once-off',
  price: price.toFixed(2),
  description,
  needsDelivery,
});

/** The catalogue of IoT, security, UPS and virtual data centre services. */
export const DEVICE_PRODUCTS: ProductRow[] = [
  categoryPlan('iot', 'iot', 'IoT Tracker SIM x 3', 87, 'Three SIMs for trackers.', { sims: 3 }),
  categoryPlan('iot', 'iot', 'IoT Fleet SIM x 10', 249, 'Ten SIMs for vehicle trackers and telemetry.', { sims: 10 }),
  categoryPlan('iot', 'iot', 'IoT Fleet SIM x 25', 549, 'Twenty-five SIMs for fleets and telemetry.', { sims: 25 }),
  categoryPlan('security', 'escan', 'eScan Antivirus 5 Devices', 65, 'Antivirus for five devices.', { devices: 5 }),
  categoryPlan('security', 'escan', 'eScan Antivirus 25 Devices', 249, 'Antivirus for twenty-five devices.', { devices: 25 }),
  categoryPlan('security', 'managed-firewall', 'Managed Firewall Small Office', 399, 'A firewall we run for you, for up to 25 users.', { users: 25 }),
  categoryPlan('security', 'managed-firewall', 'Managed Firewall Business', 899, 'A firewall we run for you, for up to 100 users.', { users: 100 }),
  categoryPlan('ups', 'ups', 'UPS Rental 1 kVA', 189, 'A 1 kVA UPS on rental.', { units: 1 }),
  categoryPlan('ups', 'ups', 'UPS Rental 2 kVA', 289, 'A 2 kVA UPS on rental, with battery care.', { units: 2 }),
  hardware('ups', 'ups', 'UPS Battery Replacement', 1350, 'A new battery pack for one rented UPS, fitted on site by our technician within 3 working days.', true),
  categoryPlan('vdc', 'vdc', 'Virtual Data Centre 4 vCPU 16 GB', 1450, 'Virtual servers in our data centre.', { vcpu: 4, memoryGb: 16, storageGb: 500 }),
  categoryPlan('vdc', 'vdc', 'Virtual Data Centre 8 vCPU 32 GB', 2650, 'Virtual servers in our data centre.', { vcpu: 8, memoryGb: 32, storageGb: 1000 }),
  categoryPlan('vdc', 'vdc', 'Virtual Data Centre 16 vCPU 64 GB', 4950, 'Virtual servers in our data centre, with room to grow.', { vcpu: 16, memoryGb: 64, storageGb: 2000 }),
  categoryPlan('vdc', 'vdc', 'Virtual Data Centre 32 vCPU 128 GB', 9450, 'Virtual servers in our data centre, for a whole business.', { vcpu: 32, memoryGb: 128, storageGb: 4000 }),
];

/** mulberry32 on the tag: the same contents for the same service, every seed. */
function randomFor(seed: string) {
  let a = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digitsOf = (seed: string, n: number) => {
  const random = randomFor(seed);
  return Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
};

/** The SIMs of an IoT service: 89 27 … ICCIDs and 27 … numbers, the same every seed. */
export const iccidOf = (tag: string, i: number) => `8927${digitsOf(`iccid:${tag}:${i}`, 15)}`;
const msisdnOf = (tag: string, i: number) => `2772${digitsOf(`msisdn:${tag}:${i}`, 7)}`;

type SeedService = typeof services.$inferSelect;
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

const SIM_LABELS = ['Delivery van CA 123-456', 'Delivery van CA 654-321', 'Cold room sensor', 'Bakkie GP 77 TT', 'Truck 4 (Durban)', 'Truck 5 (Durban)', 'Generator monitor', 'Gate controller', 'Truck 7 (Cape Town)', 'Spare tracker'];

async function seedIot(db: Db, service: SeedService, day: string, now: Date) {
  const count = service.product.includes('x 10') ? 9 : 3;
  const sims = Array.from({ length: count }, (_, i) => ({
    iccid: iccidOf(service.serviceTag, i + 1),
    msisdn: msisdnOf(service.serviceTag, i + 1),
    label: SIM_LABELS[i],
    // The last SIM of a fleet is parked; the others pass data.
    status: count > 3 && i === count - 1 ? 'suspended' : 'active',
  }));
  await db.insert(serviceItems).values(sims.map((sim) => ({ serviceId: service.id, kind: 'sim', key: sim.iccid, data: sim, createdAt: now, updatedAt: now })));
  const logs = [];
  for (const [i, sim] of sims.entries()) {
    if (sim.status === 'suspended') continue;
    const random = randomFor(`usage:${sim.iccid}`);
    const base = 6 + i * 3;
    for (let back = 29; back >= 0; back--) {
      const date = addDays(day, -back);
      const mb = Math.round((base + random() * base) * 10) / 10;
      logs.push({ serviceId: service.id, kind: 'sim-usage', occurredAt: back === 0 ? now : at(date, '23:00:00'), data: { iccid: sim.iccid, mb: back === 0 ? Math.round(mb * 3) / 10 : mb } });
    }
  }
  if (logs.length) await db.insert(serviceLogs).values(logs);
}

const AV_DEVICES = [
  { name: 'Reception PC', os: 'Windows 11', hoursAgo: 1, protection: 'protected' },
  { name: 'Accounts laptop', os: 'Windows 11', hoursAgo: 5, protection: 'protected' },
  { name: 'Design iMac', os: 'macOS 14 Sonoma', hoursAgo: 30, protection: 'protected' },
  { name: 'Warehouse PC', os: 'Windows 10', hoursAgo: 12 * 24, protection: 'outdated' },
  { name: 'Sales tablet', os: 'Android 14', hoursAgo: 3, protection: 'at-risk' },
  { name: 'Boardroom PC', os: 'Windows 11', hoursAgo: 2, protection: 'protected' },
  { name: 'Dispatch laptop', os: 'Windows 11', hoursAgo: 50, protection: 'protected' },
  { name: 'Finance laptop', os: 'Windows 11', hoursAgo: 4, protection: 'protected' },
];

async function seedAntivirus(db: Db, service: SeedService, day: string, now: Date) {
  const count = service.product.includes('25') ? 8 : 4;
  await db.insert(serviceItems).values([
    { serviceId: service.id, kind: 'licence', key: 'licence', data: { renewalDate: addDays(day, service.product.includes('25') ? 201 : 96) }, createdAt: now, updatedAt: now },
    ...AV_DEVICES.slice(0, count).map((d, i) => ({
      serviceId: service.id,
      kind: 'device',
      key: `dev-${i + 1}`,
      data: { name: d.name, os: d.os, lastSeenAt: new Date(now.getTime() - d.hoursAgo * 3_600_000).toISOString(), protection: d.protection },
      createdAt: now,
      updatedAt: now,
    })),
  ]);
}

const RULES = [
  { direction: 'inbound', source: 'any', destination: '196.21.4.10', port: '443', protocol: 'TCP', action: 'allow', description: 'Website (HTTPS)' },
  { direction: 'inbound', source: 'any', destination: '196.21.4.11', port: '25', protocol: 'TCP', action: 'allow', description: 'Mail server (SMTP)' },
  { direction: 'inbound', source: '41.76.108.0/24', destination: '10.0.0.20', port: '3389', protocol: 'TCP', action: 'allow', description: 'Remote desktop from the branch office' },
  { direction: 'outbound', source: '10.0.0.0/16', destination: 'any', port: '53', protocol: 'TCP/UDP', action: 'allow', description: 'DNS' },
  { direction: 'outbound', source: '10.0.0.0/16', destination: 'any', port: '1-65535', protocol: 'TCP', action: 'allow', description: 'Office internet access' },
  { direction: 'inbound', source: 'any', destination: 'any', port: 'any', protocol: 'any', action: 'block', description: 'Everything else from the internet' },
] as const;

async function seedFirewall(db: Db, service: SeedService, day: string, now: Date) {
  await db.insert(serviceItems).values(
    RULES.map((rule, i) => ({ serviceId: service.id, kind: 'firewall-rule', key: `rule-${String(i + 1).padStart(2, '0')}`, data: { ...rule, position: i + 1 }, createdAt: now, updatedAt: now })),
  );
  const random = randomFor(`threats:${service.serviceTag}`);
  const scale = service.product.includes('Business') ? 3 : 1;
  await db.insert(serviceLogs).values(
    Array.from({ length: 30 }, (_, i) => {
      const back = 29 - i;
      const date = addDays(day, -back);
      const blocked = Math.round((40 + random() * 120 + (i % 7 === 3 ? 260 : 0)) * scale);
      return { serviceId: service.id, kind: 'threats-day', occurredAt: back === 0 ? now : at(date, '23:00:00'), data: { blocked: back === 0 ? Math.round(blocked / 3) : blocked } };
    }),
  );
}

const UPS_UNITS: Record<string, { model: string; location: string; batteryHealth: number; load: number; runtimeMinutes: number; daysSinceTest: number; result: string }[]> = {
  'UPS-130422': [
    { model: 'APC Smart-UPS 2200 VA', location: 'Server cupboard, ground floor', batteryHealth: 92, load: 46, runtimeMinutes: 24, daysSinceTest: 6, result: 'passed' },
    { model: 'APC Smart-UPS 1500 VA', location: 'Reception', batteryHealth: 54, load: 31, runtimeMinutes: 9, daysSinceTest: 6, result: 'failed' },
  ],
  'UPS-230008': [
    { model: 'Eaton 9SX 2000 VA', location: 'Comms room, level 2', batteryHealth: 81, load: 58, runtimeMinutes: 17, daysSinceTest: 13, result: 'passed' },
    { model: 'Eaton 5SC 1500 VA', location: 'Dispatch office', batteryHealth: 67, load: 22, runtimeMinutes: 28, daysSinceTest: 13, result: 'passed' },
  ],
};

async function seedUps(db: Db, service: SeedService, day: string, now: Date) {
  // A rental still being installed (UPS-130321, Pending) has no unit yet.
  const units = UPS_UNITS[service.serviceTag] ?? (service.status === 'Active' ? [UPS_UNITS['UPS-130422'][0]] : []);
  if (!units.length) return;
  await db.insert(serviceItems).values(
    units.map((u, i) => ({
      serviceId: service.id,
      kind: 'ups-unit',
      key: `ups-${i + 1}`,
      data: {
        model: u.model,
        location: u.location,
        serialNumber: `AS${digitsOf(`serial:${service.serviceTag}:${i}`, 10)}`,
        batteryHealth: u.batteryHealth,
        load: u.load,
        runtimeMinutes: u.runtimeMinutes,
        lastSelfTestDate: addDays(day, -u.daysSinceTest),
        lastSelfTestResult: u.result,
      },
      createdAt: now,
      updatedAt: now,
    })),
  );
}

const VMS: Record<string, { name: string; os: string; vcpu: number; memoryGb: number; diskGb: number; power: string }[]> = {
  'VDC-140422': [
    { name: 'web-01', os: 'Ubuntu 24.04 LTS', vcpu: 1, memoryGb: 4, diskGb: 80, power: 'running' },
    { name: 'db-01', os: 'Ubuntu 24.04 LTS', vcpu: 2, memoryGb: 8, diskGb: 200, power: 'running' },
    { name: 'test-01', os: 'Windows Server 2022', vcpu: 1, memoryGb: 4, diskGb: 100, power: 'stopped' },
  ],
  'VDC-230007': [
    { name: 'erp-app-01', os: 'Windows Server 2022', vcpu: 2, memoryGb: 8, diskGb: 150, power: 'running' },
    { name: 'erp-db-01', os: 'Windows Server 2022', vcpu: 4, memoryGb: 16, diskGb: 500, power: 'running' },
    { name: 'files-01', os: 'Ubuntu 22.04 LTS', vcpu: 1, memoryGb: 4, diskGb: 200, power: 'running' },
    { name: 'backup-01', os: 'Ubuntu 22.04 LTS', vcpu: 1, memoryGb: 2, diskGb: 100, power: 'stopped' },
  ],
};

async function seedVdc(db: Db, service: SeedService, day: string, now: Date) {
  const vms = VMS[service.serviceTag] ?? VMS['VDC-140422'];
  await db.insert(serviceItems).values(vms.map((vm) => ({ serviceId: service.id, kind: 'vm', key: vm.name, data: vm, createdAt: now, updatedAt: now })));
  const random = randomFor(`pool:${service.serviceTag}`);
  await db.insert(serviceLogs).values(
    Array.from({ length: 30 }, (_, i) => {
      const back = 29 - i;
      const weekday = new Date(`${addDays(day, -back)}T12:00:00Z`).getUTCDay();
      const busy = weekday !== 0 && weekday !== 6;
      return {
        serviceId: service.id,
        kind: 'pool-day',
        occurredAt: back === 0 ? now : at(addDays(day, -back), '23:00:00'),
        data: {
          cpu: Math.round((busy ? 38 : 14) + random() * 20),
          memory: Math.round((busy ? 58 : 47) + random() * 10),
          storage: Math.round(44 + i * 0.2 + random()),
        },
      };
    }),
  );
}

/** SIMs, devices, licences, firewall rules, UPS units and virtual machines of every seeded service. */
export async function seedDevices(db: Db, today: Date) {
  const day = isoDay(today);
  const rows = await db
    .select()
    .from(services)
    .where(inArray(services.category, ['iot', 'security', 'ups', 'vdc']))
    .orderBy(services.serviceTag);
  for (const service of rows) {
    if (service.type === 'iot') await seedIot(db, service, day, today);
    else if (service.type === 'escan' && service.category === 'security') await seedAntivirus(db, service, day, today);
    else if (service.type === 'managed-firewall') await seedFirewall(db, service, day, today);
    else if (service.type === 'ups') await seedUps(db, service, day, today);
    else if (service.type === 'vdc') await seedVdc(db, service, day, today);
  }
}
