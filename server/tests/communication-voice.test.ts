import type { FaxDetail, PhoneNumberDetail, VoiceBundleDetail, VoipDetail } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { products, serviceItems, services } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};
const CUSTOMER = '0821234567';
const ENTERPRISE = '0831234567';
/** The demo operator completes a change 2 s after it is placed, on the server's clock. */
const operatorFinishes = () => s.clock.advance(3_000);

let s: TestServer;
let thandi: string;
let sipho: string;
let headOffice: string;

async function onChild(parentToken: string, code: string) {
  const children = (await s.call('account.GetChildAccounts', {}, parentToken)).body.result.accounts as { accountCode: string; userToken: string }[];
  const child = children.find((a) => a.accountCode === code)!;
  return (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, parentToken)).body.result.accessToken as string;
}

beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS });
  thandi = await s.signIn(CUSTOMER);
  // Moving to a branch ends the session it was made from, so the parent signs in again.
  headOffice = await onChild(await s.signIn(ENTERPRISE, 'ENT2001'), 'ENT2001-07');
  sipho = await s.signIn(ENTERPRISE, 'ENT2001');
});
afterAll(() => s.close());

const voip = async (serviceTag: string, token = thandi) => (await s.call('communication.GetVoip', { serviceTag }, token)).body.result as VoipDetail;
const fax = async (serviceTag: string, token = thandi) => (await s.call('communication.GetFax', { serviceTag }, token)).body.result as FaxDetail;
const activity = async (serviceTag: string, token = thandi) =>
  (await s.call('services.GetServiceActivity', { serviceTag }, token)).body.result.entries as { message: string; actorName: string; reference: string }[];

describe('hosted VoIP', () => {
  it('shows the seeded PBX: main number, extensions, forwarding, voicemail and this service’s own calls', async () => {
    const v = await voip('VOIP-600715');
    expect(v.mainNumber).toBe('0105001200');
    expect(v.extensionLimit).toBe(5);
    expect(v.extensions.map((e) => e.extension)).toEqual(['101', '102', '103', '105']);
    expect(v.extensions[0]).toMatchObject({ name: 'Thandi Mokoena', directNumber: '0105001201', registered: true, pending: null });
    expect(v.forwarding.busy).toEqual({ enabled: true, number: '0821234567' });
    expect(v.voicemail).toMatchObject({ enabled: true, email: 'thandi@mokoena-design.co.za' });
    expect(v.recentCalls.length).toBeGreaterThan(0);
    const acme = await voip('VOIP-271107', headOffice);
    expect(acme.extensions).toHaveLength(5);
    expect(acme.recentCalls.length).toBeGreaterThan(0);
  });

  it('answers another account’s VoIP exactly like an unknown one (404), for reads and changes', async () => {
    for (const [serviceTag, token] of [
      ['VOIP-600715', sipho],
      ['VOIP-600715', headOffice],
      ['VOIP-271107', thandi],
      ['VOIP-999999', thandi],
    ] as const) {
      const read = await s.call('communication.GetVoip', { serviceTag }, token);
      const change = await s.call('communication.SetCallForwarding', { serviceTag, rule: 'always', enabled: false }, token);
      expect({ serviceTag, read: read.status, change: change.status }).toEqual({ serviceTag, read: 404, change: 404 });
      expect(read.body.errors[0].message).toBe('That service was not found.');
    }
    // A service of another type is unknown here too.
    expect((await s.call('communication.GetVoip', { serviceTag: 'FAX-700816' }, thandi)).status).toBe(404);
  });

  it('sets forwarding on busy: pending with an activity entry, then set once the operator is done', async () => {
    const r = await s.call('communication.SetCallForwarding', { serviceTag: 'VOIP-600715', rule: 'busy', enabled: true, number: '072 123 4501' }, thandi);
    expect(r.status).toBe(200);
    expect(r.body.result.reference).toMatch(/^CHG-/);
    expect(r.body.result.message).toContain('Call forwarding on busy set to 072 123 4501');

    const pending = await voip('VOIP-600715');
    expect(pending.forwarding.busy).toEqual({ enabled: true, number: '0721234501' });
    expect(pending.forwarding.pending).toEqual({ state: 'changing', reference: r.body.result.reference });
    expect((await activity('VOIP-600715'))[0]).toMatchObject({ message: 'Call forwarding on busy set to 072 123 4501', actorName: 'Thandi', reference: r.body.result.reference });

    operatorFinishes();
    const done = await voip('VOIP-600715');
    expect(done.forwarding.pending).toBeNull();
    expect(done.forwarding.busy).toEqual({ enabled: true, number: '0721234501' });
  });

  it('refuses a forwarding number that fails the cell-number rule with the rule’s own message, and changes nothing', async () => {
    const before = await voip('VOIP-600715');
    for (const number of ['12345', '0821234567890', '+44 20 7946 0958', 'call me']) {
      const r = await s.call('communication.SetCallForwarding', { serviceTag: 'VOIP-600715', rule: 'always', enabled: true, number }, thandi);
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ field: 'number', message: 'number: Please enter a valid phone number.' });
    }
    const missing = await s.call('communication.SetCallForwarding', { serviceTag: 'VOIP-600715', rule: 'always', enabled: true }, thandi);
    expect(missing.body.errors[0]).toMatchObject({ field: 'number', message: 'number: Please enter the number calls go to.' });
    const badWait = await s.call('communication.SetCallForwarding', { serviceTag: 'VOIP-600715', rule: 'noAnswer', enabled: true, number: '0821234567', afterSeconds: 7 }, thandi);
    expect(badWait.body.errors[0].field).toBe('afterSeconds');
    const extra = await s.call('communication.SetCallForwarding', { serviceTag: 'VOIP-600715', rule: 'always', enabled: false, colour: 'red' }, thandi);
    expect(extra.status).toBe(400);
    expect(await voip('VOIP-600715')).toEqual(before);
  });

  it('turns forwarding on no answer off and voicemail to email off and on with a valid address only', async () => {
    const off = await s.call('communication.SetCallForwarding', { serviceTag: 'VOIP-600715', rule: 'noAnswer', enabled: false }, thandi);
    expect(off.body.result.message).toContain('Call forwarding on no answer turned off');
    operatorFinishes();
    expect((await voip('VOIP-600715')).forwarding.noAnswer).toMatchObject({ enabled: false });

    const bad = await s.call('communication.SetVoicemailToEmail', { serviceTag: 'VOIP-600715', enabled: true, email: 'thandi@' }, thandi);
    expect(bad.body.errors[0]).toMatchObject({ field: 'email', message: 'email: Please enter a valid email address.' });

    await s.call('communication.SetVoicemailToEmail', { serviceTag: 'VOIP-600715', enabled: false }, thandi);
    expect((await activity('VOIP-600715'))[0].message).toBe('Voicemail to email turned off');
    operatorFinishes();
    expect((await voip('VOIP-600715')).voicemail).toMatchObject({ enabled: false, email: 'thandi@mokoena-design.co.za', pending: null });
    await s.call('communication.SetVoicemailToEmail', { serviceTag: 'VOIP-600715', enabled: true, email: 'Studio@Mokoena-Design.co.za' }, thandi);
    operatorFinishes();
    expect((await voip('VOIP-600715')).voicemail).toMatchObject({ enabled: true, email: 'studio@mokoena-design.co.za' });
  });

  it('adds an extension within the plan, refuses a clashing number and one beyond the plan, and removes one', async () => {
    const clash = await s.call('communication.AddExtension', { serviceTag: 'VOIP-600715', extension: '103', name: 'Reception', device: 'Desk phone' }, thandi);
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0]).toMatchObject({ field: 'extension', message: 'Extension 103 is already in use. Please choose another number.' });
    const badNumber = await s.call('communication.AddExtension', { serviceTag: 'VOIP-600715', extension: '04', name: 'Reception', device: 'Desk phone' }, thandi);
    expect(badNumber.body.errors[0].field).toBe('extension');
    const noName = await s.call('communication.AddExtension', { serviceTag: 'VOIP-600715', extension: '104', name: '  ', device: 'Desk phone' }, thandi);
    expect(noName.body.errors[0].field).toBe('name');

    const added = await s.call('communication.AddExtension', { serviceTag: 'VOIP-600715', extension: '104', name: 'Reception', device: 'Desk phone' }, thandi);
    expect(added.status).toBe(200);
    expect((await activity('VOIP-600715'))[0].message).toBe('Extension 104 (Reception) added');
    expect((await voip('VOIP-600715')).extensions.find((e) => e.extension === '104')!.pending).toMatchObject({ state: 'adding' });

    const full = await s.call('communication.AddExtension', { serviceTag: 'VOIP-600715', extension: '106', name: 'Boardroom', device: 'Desk phone' }, thandi);
    expect(full.status).toBe(400);
    expect(full.body.errors[0].message).toBe('Your plan includes 5 extensions and all 5 are in use. Remove one first, or move to a bigger plan.');

    operatorFinishes();
    expect((await voip('VOIP-600715')).extensions.find((e) => e.extension === '104')!.pending).toBeNull();

    const removed = await s.call('communication.RemoveExtension', { serviceTag: 'VOIP-600715', extension: '105' }, thandi);
    expect(removed.body.result.message).toContain('Extension 105 (Studio) removed');
    expect((await voip('VOIP-600715')).extensions.find((e) => e.extension === '105')!.pending).toMatchObject({ state: 'removing' });
    const twice = await s.call('communication.RemoveExtension', { serviceTag: 'VOIP-600715', extension: '105' }, thandi);
    expect(twice.status).toBe(409);
    operatorFinishes();
    expect((await voip('VOIP-600715')).extensions.map((e) => e.extension)).toEqual(['101', '102', '103', '104']);
    expect((await s.call('communication.RemoveExtension', { serviceTag: 'VOIP-600715', extension: '109' }, thandi)).status).toBe(404);
  });

  it('refuses a smaller VoIP plan than the extensions in use', async () => {
    const [service] = await s.db.select().from(services).where(eq(services.serviceTag, 'VOIP-271107'));
    const { planFitRefusal } = await import('../src/actions/services/plan-fit');
    const [small] = await s.db.select().from(products).where(eq(products.name, 'Hosted VoIP 5 Extensions'));
    await s.db.insert(serviceItems).values({ serviceId: service.id, kind: 'extension', key: '205', data: { name: 'Extra' }, createdAt: new Date(), updatedAt: new Date() });
    expect(await planFitRefusal(s.db, service, small)).toBe('You have 6 extensions; Hosted VoIP 5 Extensions has 5. Remove 1 first.');
    await s.db.delete(serviceItems).where(and(eq(serviceItems.serviceId, service.id), eq(serviceItems.key, '205')));
    expect(await planFitRefusal(s.db, service, small)).toBeNull();
  });
});

describe('fax to email and email to fax', () => {
  it('shows the fax number, the addresses and the last faxes with their status', async () => {
    const f = await fax('FAX-271001', await onChild(await s.signIn(ENTERPRISE, 'ENT2001'), 'ENT2001-01'));
    expect(f).toMatchObject({ direction: 'in', faxNumber: '0215550101', addressLimit: 5 });
    expect(f.addresses.map((a) => a.email)).toContain('depot@acme-logistics.co.za');
    expect(f.faxes.some((x) => x.status === 'failed' && x.reason)).toBe(true);
    const out = await fax('FAXO-700917');
    expect(out.direction).toBe('out');
    expect(out.faxes[0]).toMatchObject({ status: 'sending' });
    expect(out.faxes[0].sender).toMatch(/@mokoena-design\.co\.za$/);
    expect((await s.call('communication.GetFax', { serviceTag: 'FAX-271001' }, thandi)).status).toBe(404);
  });

  it('refuses every change to the fax being cancelled, with the cancellation named', async () => {
    const r = await s.call('communication.AddFaxAddress', { serviceTag: 'FAX-700816', email: 'studio@mokoena-design.co.za' }, thandi);
    expect(r.status).toBe(409);
    expect(r.body.errors[0].message).toBe('FAX-700816 is being cancelled (CAN-1001-0004), so it cannot be changed.');
    expect((await fax('FAX-700816')).addresses).toHaveLength(2);
  });

  it('adds sender addresses up to five, refuses a sixth and a bad address, and removes one', async () => {
    const bad = await s.call('communication.AddFaxAddress', { serviceTag: 'FAXO-700917', email: 'not an address' }, thandi);
    expect(bad.body.errors[0]).toMatchObject({ field: 'email', message: 'email: Please enter a valid email address.' });
    const again = await s.call('communication.AddFaxAddress', { serviceTag: 'FAXO-700917', email: 'Thandi@mokoena-design.co.za' }, thandi);
    expect(again.body.errors[0].message).toBe('thandi@mokoena-design.co.za is already on the list.');

    for (const name of ['sizwe', 'ayanda', 'accounts']) {
      const r = await s.call('communication.AddFaxAddress', { serviceTag: 'FAXO-700917', email: `${name}@mokoena-design.co.za` }, thandi);
      expect(r.status).toBe(200);
    }
    expect((await activity('FAXO-700917'))[0].message).toBe('Fax sender address accounts@mokoena-design.co.za added');
    const sixth = await s.call('communication.AddFaxAddress', { serviceTag: 'FAXO-700917', email: 'more@mokoena-design.co.za' }, thandi);
    expect(sixth.status).toBe(400);
    expect(sixth.body.errors[0].message).toBe('You can have at most 5 addresses. Please remove one before adding another.');
    const listed = await fax('FAXO-700917');
    expect(listed.addresses).toHaveLength(5);
    expect(listed.addresses.filter((a) => a.pending?.state === 'adding')).toHaveLength(3);

    operatorFinishes();
    await s.call('communication.RemoveFaxAddress', { serviceTag: 'FAXO-700917', email: 'ayanda@mokoena-design.co.za' }, thandi);
    operatorFinishes();
    const after = await fax('FAXO-700917');
    expect(after.addresses.map((a) => a.email)).not.toContain('ayanda@mokoena-design.co.za');
    expect(after.addresses.every((a) => a.pending === null)).toBe(true);
  });
});

describe('a geographic number', () => {
  it('shows where it rings and this month’s calls, and changes the routing after validating both numbers', async () => {
    const read = async () => (await s.call('communication.GetPhoneNumber', { serviceTag: 'NUM-701422' }, thandi)).body.result as PhoneNumberDetail;
    const before = await read();
    expect(before).toMatchObject({ number: '0115551422', destination: '0821234567', outOfHours: { opens: '08:00', closes: '17:00', destination: '0721234501' } });
    expect(before.thisMonth.count).toBeGreaterThan(0);

    const bad = await s.call('communication.SetNumberRouting', { serviceTag: 'NUM-701422', destination: '0821234567', outOfHours: { opens: '08:00', closes: '17:00', destination: '123' } }, thandi);
    expect(bad.body.errors[0]).toMatchObject({ field: 'outOfHours.destination', message: 'outOfHours.destination: Please enter a valid phone number.' });
    const backwards = await s.call('communication.SetNumberRouting', { serviceTag: 'NUM-701422', destination: '0821234567', outOfHours: { opens: '17:00', closes: '08:00', destination: '0721234501' } }, thandi);
    expect(backwards.body.errors[0].field).toBe('outOfHours.closes');

    const r = await s.call('communication.SetNumberRouting', { serviceTag: 'NUM-701422', destination: '+27 72 123 4502', outOfHours: null }, thandi);
    expect(r.body.result.message).toContain('Calls now ring 072 123 4502 at all hours');
    expect((await read()).pending).toMatchObject({ state: 'changing' });
    operatorFinishes();
    expect(await read()).toMatchObject({ destination: '0721234502', outOfHours: null, pending: null });
  });
});

describe('a voice bundle', () => {
  it('shows minutes used this month, by day, and the longest calls; refuses a smaller bundle than the minutes used', async () => {
    const b = (await s.call('communication.GetVoiceBundle', { serviceTag: 'VCB-701523' }, thandi)).body.result as VoiceBundleDetail;
    expect(b).toMatchObject({ minutesIncluded: 500, periodStart: '2026-11-01', periodEnd: '2026-11-30', renewalDate: '2026-12-01' });
    expect(b.minutesUsed).toBeGreaterThan(0);
    expect(b.byDay.reduce((sum, d) => sum + d.calls, 0)).toBeGreaterThan(0);
    expect(b.largestCalls[0].durationSeconds).toBeGreaterThanOrEqual(b.largestCalls.at(-1)!.durationSeconds);

    const [service] = await s.db.select().from(services).where(eq(services.serviceTag, 'VCB-701523'));
    const { planFitRefusal } = await import('../src/actions/services/plan-fit');
    const plan = (name: string, minutes: number) => ({ ...products.$inferSelect, name, limits: { minutes } }) as unknown as typeof products.$inferSelect;
    expect(await planFitRefusal(s.db, service, plan('Tiny', b.minutesUsed - 1))).toBe(
      `You have used ${b.minutesUsed} minutes this month; Tiny has ${b.minutesUsed - 1}. Choose a bundle of at least ${b.minutesUsed} minutes.`,
    );
    expect(await planFitRefusal(s.db, service, plan('Big', 1000))).toBeNull();
  });
});
