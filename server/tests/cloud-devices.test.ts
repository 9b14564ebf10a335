import { randomUUID } from 'node:crypto';
import type { AntivirusDetail, FirewallDetail, IotAccountDetail, OrderItem, ServiceActivityEntry, UpsDetail, VdcDetail } from '@portal/contract/catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/connect';
import { outboxEvents, products, tickets } from '../src/db/schema';
import { iccidOf } from '../src/demo/seed-cloud-devices';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase } from './support/seeded-database';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const THANDI = '0821234567';
const SIPHO = '0831234567';
const IOT = 'IOT-110119';
const ANTIVIRUS = 'SEC-120220';
const FIREWALL = 'MFW-120321';
const UPS = 'UPS-130422';
const UPS_PENDING = 'UPS-130321';
/** Where the battery is fitted (spec §2 /services/capture-details). */
const SITE = { contactName: 'Thandi Mokoena', cellNumber: '082 123 4567', line1: '14 Bree Street', line2: 'Unit 3', city: 'Cape Town', postalCode: '8001' };
const VDC = 'VDC-140422';
const ACME_VDC = 'VDC-230007';
const SIM_1 = iccidOf(IOT, 1);

let database: Database;
let s: TestServer;

beforeAll(async () => {
  database = await openSeededDatabase();
  s = await startTestServer({ database, otpLimits: GENEROUS });
});
afterAll(async () => {
  await s.close();
  await database.close();
});

/** The demo platform completes a change 2 s after it is asked for, on the server's clock. */
const platformFinishes = () => s.clock.advance(3_000);
const result = async <T>(name: string, body: unknown, token: string) => {
  const r = await s.call(name, body, token);
  expect(r.status).toBe(200);
  return r.body.result as T;
};
const iot = (token: string) => result<IotAccountDetail>('cloud.GetIotAccount', { serviceTag: IOT }, token);
const vdc = (token: string, serviceTag = VDC) => result<VdcDetail>('cloud.GetVdc', { serviceTag }, token);
const firewall = (token: string) => result<FirewallDetail>('cloud.GetFirewall', { serviceTag: FIREWALL }, token);
const activity = async (serviceTag: string, token: string) =>
  (await result<{ entries: ServiceActivityEntry[] }>('services.GetServiceActivity', { serviceTag }, token)).entries;
const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
const sipho = () => s.signIn(SIPHO, 'ENT2001');
const firewallAdd = (extra: Record<string, unknown> = {}) => ({
  serviceTag: FIREWALL,
  change: 'add',
  direction: 'inbound',
  source: '41.76.108.0/24',
  destination: '10.0.0.30',
  port: '8443',
  protocol: 'TCP',
  action: 'allow',
  reason: 'Our new booking system needs it.',
  idempotencyKey: randomUUID(),
  ...extra,
});

describe('ownership: another account’s service answers as an unknown one', () => {
  it.each([
    ['cloud.GetIotAccount', { serviceTag: IOT }],
    ['cloud.SuspendIotSim', { serviceTag: IOT, iccid: SIM_1 }],
    ['cloud.ResumeIotSim', { serviceTag: IOT, iccid: SIM_1 }],
    ['cloud.GetAntivirus', { serviceTag: ANTIVIRUS }],
    ['cloud.RemoveAntivirusDevice', { serviceTag: ANTIVIRUS, deviceKey: 'dev-1' }],
    ['cloud.GetFirewall', { serviceTag: FIREWALL }],
    ['cloud.RequestFirewallChange', firewallAdd()],
    ['cloud.GetUps', { serviceTag: UPS }],
    ['cloud.GetVdc', { serviceTag: VDC }],
    ['cloud.SetVmPower', { serviceTag: VDC, vmKey: 'web-01', action: 'restart' }],
  ])('%s with Sipho’s token on Thandi’s service', async (name, body) => {
    const token = await sipho();
    const theirs = await s.call(name, body, token);
    const unknown = await s.call(name, { ...body, serviceTag: 'NONE-000000' }, token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors).toEqual(unknown.body.errors);
  });

  it('refuses Thandi’s token on Acme’s VDC-230007 as unknown, and leaves its machines as they were', async () => {
    const token = await s.signIn(THANDI);
    expect((await s.call('cloud.GetVdc', { serviceTag: ACME_VDC }, token)).status).toBe(404);
    expect((await s.call('cloud.SetVmPower', { serviceTag: ACME_VDC, vmKey: 'erp-app-01', action: 'shutdown' }, token)).status).toBe(404);
    const acme = await vdc(await sipho(), ACME_VDC);
    expect(acme.vms.find((v) => v.vmKey === 'erp-app-01')).toMatchObject({ power: 'running', transition: null });
  });

  it('does not take a service of another type, or the Communication area’s eScan, for one of these', async () => {
    const token = await s.signIn(THANDI);
    expect((await s.call('cloud.GetAntivirus', { serviceTag: 'ESC-701119' }, token)).status).toBe(404);
    expect((await s.call('cloud.GetFirewall', { serviceTag: ANTIVIRUS }, token)).status).toBe(404);
    expect((await s.call('cloud.GetVdc', { serviceTag: IOT }, token)).status).toBe(404);
    expect((await s.call('cloud.GetUps', { serviceTag: VDC }, token)).status).toBe(404);
  });
});

describe('IoT SIMs', () => {
  it('lists the SIMs with their numbers and 30 days of data per SIM and for the account', async () => {
    const detail = await iot(await s.signIn(THANDI));
    expect(detail.simLimit).toBe(3);
    expect(detail.sims).toHaveLength(3);
    const sim = detail.sims.find((x) => x.iccid === SIM_1)!;
    expect(sim).toMatchObject({ status: 'active', target: null, pending: null });
    expect(sim.iccid).toMatch(/^8927\d{15}$/);
    expect(sim.msisdn).toMatch(/^2772\d{7}$/);
    expect(sim.days).toHaveLength(30);
    expect(sim.days.at(-1)!.date).toBe('2026-11-22');
    const perDay = detail.days.map((d) => d.value);
    const summed = detail.days.map((_, i) => Math.round(detail.sims.reduce((n, x) => n + x.days[i].value, 0) * 10) / 10);
    expect(perDay).toEqual(summed);
    // This month: 1 to 22 November.
    expect(sim.usedThisMonthMb).toBeCloseTo(sim.days.filter((d) => d.date >= '2026-11-01').reduce((n, d) => n + d.value, 0), 0);
  });

  it('needs a fresh sign-in to suspend a SIM, and changes nothing without one', async () => {
    const token = await s.signIn(THANDI);
    s.clock.advance(121_000);
    const before = await activity(IOT, token);
    const stale = await s.call('cloud.SuspendIotSim', { serviceTag: IOT, iccid: SIM_1 }, token);
    expect(stale.status).toBe(403);
    expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');
    expect((await iot(token)).sims.find((x) => x.iccid === SIM_1)!.pending).toBeNull();
    expect(await activity(IOT, token)).toEqual(before);
  });

  it('suspends a SIM: pending until the network has done it, then suspended; then resumes it', async () => {
    const token = await s.signIn(THANDI);
    const r = await result<{ reference: string; message: string }>('cloud.SuspendIotSim', { serviceTag: IOT, iccid: SIM_1 }, token);
    expect(r.message).toContain('being set up');
    const pending = (await iot(token)).sims.find((x) => x.iccid === SIM_1)!;
    expect(pending).toMatchObject({ status: 'active', target: 'suspended', pending: { state: 'changing', reference: r.reference } });
    // A second request while the first is on its way is refused.
    expect((await s.call('cloud.ResumeIotSim', { serviceTag: IOT, iccid: SIM_1 }, token)).status).toBe(409);

    platformFinishes();
    expect((await iot(token)).sims.find((x) => x.iccid === SIM_1)).toMatchObject({ status: 'suspended', target: null, pending: null });
    expect((await activity(IOT, token))[0]).toMatchObject({ message: `SIM Delivery van CA 123-456 (${SIM_1.slice(-4)}) suspended`, actorName: 'Thandi', reference: r.reference });

    const again = await s.call('cloud.SuspendIotSim', { serviceTag: IOT, iccid: SIM_1 }, token);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('Delivery van CA 123-456 is already suspended.');

    await result('cloud.ResumeIotSim', { serviceTag: IOT, iccid: SIM_1 }, token);
    platformFinishes();
    expect((await iot(token)).sims.find((x) => x.iccid === SIM_1)!.status).toBe('active');
    expect((await activity(IOT, token))[0].message).toContain('resumed');
  });

  it('answers an unknown SIM as not found, and refuses a missing one with the field named', async () => {
    const token = await s.signIn(THANDI);
    expect((await s.call('cloud.SuspendIotSim', { serviceTag: IOT, iccid: '8927000000000000000' }, token)).status).toBe(404);
    const empty = await s.call('cloud.SuspendIotSim', { serviceTag: IOT, iccid: '' }, token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('iccid');
    expect((await s.call('cloud.SuspendIotSim', { serviceTag: IOT, iccid: SIM_1, extra: 1 }, token)).status).toBe(400);
  });
});

describe('antivirus (security eScan)', () => {
  it('shows the licence seats, renewal and each device’s protection', async () => {
    const detail = await result<AntivirusDetail>('cloud.GetAntivirus', { serviceTag: ANTIVIRUS }, await s.signIn(THANDI));
    expect(detail).toMatchObject({ seats: 5, used: 4 });
    expect(detail.renewalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.devices.map((d) => [d.name, d.protection])).toEqual([
      ['Reception PC', 'protected'],
      ['Accounts laptop', 'protected'],
      ['Design iMac', 'protected'],
      ['Warehouse PC', 'outdated'],
    ]);
  });

  it('removes a device: being removed, then gone, with an activity entry', async () => {
    const token = await s.signIn(THANDI);
    expect((await s.call('cloud.RemoveAntivirusDevice', { serviceTag: ANTIVIRUS, deviceKey: 'dev-99' }, token)).status).toBe(404);
    const r = await result<{ reference: string }>('cloud.RemoveAntivirusDevice', { serviceTag: ANTIVIRUS, deviceKey: 'dev-4' }, token);
    const pending = await result<AntivirusDetail>('cloud.GetAntivirus', { serviceTag: ANTIVIRUS }, token);
    expect(pending.devices.find((d) => d.deviceKey === 'dev-4')!.pending).toEqual({ state: 'removing', reference: r.reference });
    platformFinishes();
    const done = await result<AntivirusDetail>('cloud.GetAntivirus', { serviceTag: ANTIVIRUS }, token);
    expect(done.used).toBe(3);
    expect((await activity(ANTIVIRUS, token))[0]).toMatchObject({ message: 'Device Warehouse PC removed from the licence', actorName: 'Thandi' });
  });
});

describe('managed firewall', () => {
  it('shows the rules in order and 30 days of threats blocked', async () => {
    const detail = await firewall(await s.signIn(THANDI));
    expect(detail.rules[0]).toMatchObject({ position: 1, direction: 'inbound', source: 'any', destination: '196.21.4.10', port: '443', protocol: 'TCP', action: 'allow' });
    expect(detail.rules.at(-1)).toMatchObject({ action: 'block', description: 'Everything else from the internet' });
    expect(detail.threats).toHaveLength(30);
    expect(detail.threats.every((d) => d.value >= 0)).toBe(true);
    expect(detail.threats.reduce((n, d) => n + d.value, 0)).toBeGreaterThan(0);
  });

  it.each([
    [{ source: '300.1.1.1' }, 'source', 'Enter any, an IP address (192.0.2.10), a range (192.0.2.0/24) or a host name.'],
    [{ destination: '' }, 'destination', 'Enter any, an IP address (192.0.2.10), a range (192.0.2.0/24) or a host name.'],
    [{ port: '70000' }, 'port', 'Enter any, a port from 1 to 65535, or a range such as 1000-2000.'],
    [{ port: '2000-1000' }, 'port', 'Enter any, a port from 1 to 65535, or a range such as 1000-2000.'],
    [{ protocol: 'SCTP' }, 'protocol', 'Choose a protocol.'],
    [{ action: 'maybe' }, 'action', 'Choose allow or block.'],
    [{ direction: undefined }, 'direction', 'Choose inbound or outbound.'],
    [{ reason: '  ' }, 'reason', 'Please tell us why the change is needed.'],
    [{ change: 'remove' }, 'ruleKey', 'Please choose the rule to remove.'],
    [{ idempotencyKey: 'short' }, 'idempotencyKey', 'must be an idempotency key'],
  ])('refuses %j with a message naming the field, logging nothing', async (change, field, message) => {
    const token = await s.signIn(THANDI);
    const before = (await s.db.select().from(tickets)).length;
    const r = await s.call('cloud.RequestFirewallChange', firewallAdd(change), token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field, message: `${field}: ${message}` });
    expect((await s.db.select().from(tickets)).length).toBe(before);
  });

  it('logs one Technical ticket with the rule in words, however often the same request is sent', async () => {
    const token = await s.signIn(THANDI);
    const body = firewallAdd();
    const [first, second] = await Promise.all([s.call('cloud.RequestFirewallChange', body, token), s.call('cloud.RequestFirewallChange', body, token)]);
    expect(first.status).toBe(200);
    expect(second.body.result.ticketNumber).toBe(first.body.result.ticketNumber);
    const replay = await result<{ ticketNumber: string }>('cloud.RequestFirewallChange', body, token);
    expect(replay.ticketNumber).toBe(first.body.result.ticketNumber);
    const logged = await s.db.select().from(tickets).where(eq(tickets.ticketNumber, first.body.result.ticketNumber));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ category: 'Technical', serviceTag: FIREWALL, subject: `Firewall change: add an inbound allow rule on ${FIREWALL}` });
    expect(logged[0].description).toContain('Please add this rule: Allow inbound TCP traffic from 41.76.108.0/24 to 10.0.0.30 on port 8443.');
    expect(logged[0].description).toContain('Why: Our new booking system needs it.');
    const entries = (await activity(FIREWALL, token)).filter((e) => e.reference === first.body.result.ticketNumber);
    expect(entries).toHaveLength(1);

    // The same key for another request is refused.
    const reused = await s.call('cloud.RequestFirewallChange', { ...body, port: '8080' }, token);
    expect(reused.status).toBe(422);
  });

  it('asks to remove an existing rule, naming it; an unknown rule is not found', async () => {
    const token = await s.signIn(THANDI);
    const base = { serviceTag: FIREWALL, change: 'remove', reason: 'The branch office has closed.' };
    expect((await s.call('cloud.RequestFirewallChange', { ...base, ruleKey: 'rule-99', idempotencyKey: randomUUID() }, token)).status).toBe(404);
    const r = await result<{ ticketNumber: string }>('cloud.RequestFirewallChange', { ...base, ruleKey: 'rule-03', idempotencyKey: randomUUID() }, token);
    const [logged] = await s.db.select().from(tickets).where(eq(tickets.ticketNumber, r.ticketNumber));
    expect(logged.subject).toBe(`Firewall change: remove rule 3 on ${FIREWALL}`);
    expect(logged.description).toContain('Allow inbound TCP traffic from 41.76.108.0/24 to 10.0.0.20 on port 3389 (Remote desktop from the branch office)');
    // The rules themselves are unchanged: our engineers make the change.
    expect((await firewall(token)).rules).toHaveLength(6);
  });
});

describe('UPS', () => {
  it('shows each unit’s battery health, load and last self-test, flagging a battery to replace', async () => {
    const detail = await result<UpsDetail>('cloud.GetUps', { serviceTag: UPS }, await s.signIn(THANDI));
    expect(detail.units.map((u) => [u.model, u.batteryHealth, u.load, u.lastSelfTestResult, u.replaceBattery])).toEqual([
      ['APC Smart-UPS 2200 VA', 92, 46, 'passed', false],
      ['APC Smart-UPS 1500 VA', 54, 31, 'failed', true],
    ]);
    expect(detail.units[0].lastSelfTestDate).toBe('2026-11-16');
    expect((await result<UpsDetail>('cloud.GetUps', { serviceTag: UPS_PENDING }, await s.signIn(THANDI))).units).toEqual([]);
  });

  it('orders a battery replacement through the cart: a once-off hardware line fitted at the address given, one order per key', async () => {
    const token = await s.signIn(THANDI);
    const offers = await result<{ offers: { name: string; allowed: boolean }[] }>('services.GetOffers', { serviceTag: UPS, kind: 'hardware' }, token);
    expect(offers.offers.map((o) => [o.name, o.allowed])).toEqual([['UPS Battery Replacement', true]]);
    const bare = { serviceTag: UPS, upgrade: false, cartLines: [{ productId: await productId('UPS Battery Replacement'), quantity: 1 }] };
    const preview = await result<{ onceOffTotal: number; monthlyChange: number; needsDelivery: boolean }>('commerce.PreviewOrder', { cart: bare }, token);
    expect(preview).toMatchObject({ onceOffTotal: 1350, monthlyChange: 0, needsDelivery: true });
    const ordersNow = async () => (await result<{ orders: OrderItem[] }>('account.orders.GetOrders', {}, token)).orders;
    const before = (await ordersNow()).length;

    // Without an address (and with one that is not an address) nothing is ordered.
    const noAddress = await s.call('commerce.PlaceOrder', { cart: bare, idempotencyKey: randomUUID() }, token);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errors[0]).toMatchObject({ field: 'location', message: 'location: Please tell us where to deliver the UPS Battery Replacement.' });
    for (const [change, field, message] of [
      [{ postalCode: '80A1' }, 'cart.location.postalCode', 'Please enter a valid postal code.'],
      [{ cellNumber: '' }, 'cart.location.cellNumber', 'Please enter your cell number.'],
    ] as const) {
      const bad = await s.call('commerce.PlaceOrder', { cart: { ...bare, location: { ...SITE, ...change } }, idempotencyKey: randomUUID() }, token);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ field, message: `${field}: ${message}` });
    }
    expect(await ordersNow()).toHaveLength(before);

    const cart = { ...bare, location: SITE };
    const key = randomUUID();
    const first = await result<{ reference: string }>('commerce.PlaceOrder', { cart, idempotencyKey: key }, token);
    const again = await result<{ reference: string }>('commerce.PlaceOrder', { cart, idempotencyKey: key }, token);
    expect(again.reference).toBe(first.reference);
    const placed = (await ordersNow()).find((o) => o.reference === first.reference);
    expect(placed?.lines.map((l) => l.description)).toEqual([`UPS Battery Replacement (${UPS})`]);
    expect(placed?.delivery).toEqual({ contactName: 'Thandi Mokoena', cellNumber: '0821234567', address: '14 Bree Street, Unit 3, Cape Town, 8001' });
    const [job] = (await s.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'order.created'))).filter((e) => e.data.reference === first.reference);
    expect(job.data.location).toMatchObject({ line1: '14 Bree Street', city: 'Cape Town', postalCode: '8001' });
    // A rental still being installed takes no order yet.
    const pending = await s.call('commerce.PreviewOrder', { cart: { ...bare, serviceTag: UPS_PENDING } }, token);
    expect(pending.status).toBe(400);
  });
});

describe('virtual data centre', () => {
  it('shows the machines, the pool used against allocated and 30 days of use', async () => {
    const detail = await vdc(await s.signIn(THANDI));
    expect(detail.vms.map((v) => [v.name, v.vcpu, v.memoryGb, v.diskGb, v.power])).toEqual([
      ['db-01', 2, 8, 200, 'running'],
      ['test-01', 1, 4, 100, 'stopped'],
      ['web-01', 1, 4, 80, 'running'],
    ]);
    expect(detail.pool).toEqual({ vcpu: { allocated: 4, used: 4 }, memoryGb: { allocated: 16, used: 16 }, storageGb: { allocated: 500, used: 380 } });
    expect(detail.usage).toHaveLength(30);
    expect(detail.usage.at(-1)!.date).toBe('2026-11-22');
  });

  it('needs a fresh sign-in to power a machine, and changes nothing without one', async () => {
    const token = await s.signIn(THANDI);
    s.clock.advance(121_000);
    const stale = await s.call('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'web-01', action: 'restart' }, token);
    expect(stale.status).toBe(403);
    expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');
    expect((await vdc(token)).vms.find((v) => v.vmKey === 'web-01')).toMatchObject({ transition: null, pending: null });
  });

  it('refuses what a machine’s state does not allow, an unknown machine and an unknown action', async () => {
    const token = await s.signIn(THANDI);
    const running = await s.call('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'web-01', action: 'start' }, token);
    expect(running.status).toBe(409);
    expect(running.body.errors[0].message).toBe('web-01 is already running.');
    const stopped = await s.call('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'test-01', action: 'restart' }, token);
    expect(stopped.status).toBe(409);
    expect(stopped.body.errors[0].message).toBe('test-01 is shut down: start it instead of restarting it.');
    expect((await s.call('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'mail-09', action: 'start' }, token)).status).toBe(404);
    const bad = await s.call('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'web-01', action: 'reboot' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('action');
  });

  it('restarts a machine: restarting until the platform has done it, with an activity entry', async () => {
    const token = await s.signIn(THANDI);
    const r = await result<{ reference: string }>('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'web-01', action: 'restart' }, token);
    expect((await vdc(token)).vms.find((v) => v.vmKey === 'web-01')).toMatchObject({ power: 'running', transition: 'restarting', pending: { state: 'changing', reference: r.reference } });
    const busy = await s.call('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'web-01', action: 'shutdown' }, token);
    expect(busy.status).toBe(409);
    platformFinishes();
    expect((await vdc(token)).vms.find((v) => v.vmKey === 'web-01')).toMatchObject({ power: 'running', transition: null, pending: null });
    expect((await activity(VDC, token))[0]).toMatchObject({ message: 'Virtual machine web-01 restarted', actorName: 'Thandi', reference: r.reference });
  });

  it('shuts a machine down and starts it again, the state following the platform', async () => {
    const token = await s.signIn(THANDI);
    await result('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'test-01', action: 'start' }, token);
    expect((await vdc(token)).vms.find((v) => v.vmKey === 'test-01')).toMatchObject({ power: 'stopped', transition: 'starting' });
    platformFinishes();
    expect((await vdc(token)).vms.find((v) => v.vmKey === 'test-01')).toMatchObject({ power: 'running', transition: null });
    await result('cloud.SetVmPower', { serviceTag: VDC, vmKey: 'test-01', action: 'shutdown' }, token);
    expect((await vdc(token)).vms.find((v) => v.vmKey === 'test-01')!.transition).toBe('shutting-down');
    platformFinishes();
    expect((await vdc(token)).vms.find((v) => v.vmKey === 'test-01')!.power).toBe('stopped');
  });

  it('offers bigger plans and refuses one smaller than what the machines use', async () => {
    const token = await sipho();
    const offers = await result<{ offers: { name: string; allowed: boolean; reason: string | null }[] }>('services.GetOffers', { serviceTag: ACME_VDC, kind: 'plan' }, token);
    expect(offers.offers.find((o) => o.name === 'Virtual Data Centre 4 vCPU 16 GB')).toMatchObject({
      allowed: false,
      reason: 'Your virtual machines use 8 vCPU (it has 4), 30 GB of memory (it has 16 GB), 950 GB of storage (it has 500 GB), more than Virtual Data Centre 4 vCPU 16 GB. Choose a larger plan.',
    });
    expect(offers.offers.find((o) => o.name === 'Virtual Data Centre 16 vCPU 64 GB')).toMatchObject({ allowed: true });
    const small = await s.call('commerce.PreviewOrder', { cart: { serviceTag: ACME_VDC, upgrade: true, cartLines: [{ productId: await productId('Virtual Data Centre 4 vCPU 16 GB'), quantity: 1 }] } }, token);
    expect(small.status).toBe(400);

    const placed = await s.call(
      'commerce.PlaceOrder',
      { cart: { serviceTag: ACME_VDC, upgrade: true, cartLines: [{ productId: await productId('Virtual Data Centre 16 vCPU 64 GB'), quantity: 1 }] }, idempotencyKey: randomUUID() },
      token,
    );
    expect(placed.status).toBe(200);
    platformFinishes();
    expect((await vdc(token, ACME_VDC)).pool.vcpu).toEqual({ allocated: 16, used: 8 });
  });
});
