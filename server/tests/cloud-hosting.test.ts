import { randomUUID } from 'node:crypto';
import type { ColocationOverview, WebHostingOverview } from '@portal/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { passwordMatches } from '../src/actions/services/service-passwords';
import type { Database } from '../src/db/connect';
import { products, serviceItems, services, tickets } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase } from './support/seeded-database';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};
const THANDI = '0821234567';
const SIPHO = '0831234567';

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

/** The demo operator completes a change 2 s after it is asked for, on the server's clock. */
const operatorFinishes = () => s.clock.advance(3_000);
const web = async (token: string, serviceTag = 'WEB-800917') => {
  const r = await s.call('cloud.GetWebHosting', { serviceTag }, token);
  expect(r.status).toBe(200);
  return r.body.result as WebHostingOverview;
};
const colo = async (token: string, serviceTag = 'COL-800918') => {
  const r = await s.call('cloud.GetColocation', { serviceTag }, token);
  expect(r.status).toBe(200);
  return r.body.result as ColocationOverview;
};
const activity = async (token: string, serviceTag: string) =>
  (await s.call('services.GetServiceActivity', { serviceTag }, token)).body.result.entries as { message: string; actorName: string; reference: string | null }[];
const itemCount = async () => (await s.db.select().from(serviceItems)).length;

describe('ownership', () => {
  it('answers another account’s hosting exactly as an unknown service (404), for reads and changes', async () => {
    const sipho = await s.signIn(SIPHO, 'ENT2001');
    const foreign = await s.call('cloud.GetWebHosting', { serviceTag: 'WEB-800917' }, sipho);
    const unknown = await s.call('cloud.GetWebHosting', { serviceTag: 'WEB-999999' }, sipho);
    expect(foreign.status).toBe(404);
    expect({ ...foreign.body, correlationId: 0 }).toEqual({ ...unknown.body, correlationId: 0 });
    expect((await s.call('cloud.AddHostingDomain', { serviceTag: 'WEB-800917', domain: 'evil.co.za' }, sipho)).status).toBe(404);
    expect((await s.call('cloud.ResetFtpPassword', { serviceTag: 'WEB-800917' }, sipho)).status).toBe(404);
    expect((await s.call('cloud.ChooseRestoreBackup', { serviceTag: 'PWH-901018', backupDate: '2026-11-21' }, sipho)).status).toBe(404);

    const thandi = await s.signIn(THANDI);
    const theirs = await s.call('cloud.GetColocation', { serviceTag: 'COL-230003' }, thandi);
    const none = await s.call('cloud.GetColocation', { serviceTag: 'COL-999999' }, thandi);
    expect(theirs.status).toBe(404);
    expect({ ...theirs.body, correlationId: 0 }).toEqual({ ...none.body, correlationId: 0 });
    const before = await itemCount();
    expect((await s.call('cloud.AddColocationVisitor', { serviceTag: 'COL-230003', name: 'Intruder', idOrCompany: 'X', cellNumber: '0820000000' }, thandi)).status).toBe(404);
    expect((await s.call('cloud.RemoveColocationVisitor', { serviceTag: 'COL-230003', cellNumber: '0831234567' }, thandi)).status).toBe(404);
    expect(
      (await s.call('cloud.RequestRemoteHands', { serviceTag: 'COL-230003', task: 'Reboot a server', description: 'Please reboot the box.', idempotencyKey: randomUUID() }, thandi)).status,
    ).toBe(404);
    expect(await itemCount()).toBe(before);
    // A service of another type is not a web hosting nor a co-location here.
    expect((await s.call('cloud.GetWebHosting', { serviceTag: 'COL-800918' }, thandi)).status).toBe(404);
    expect((await s.call('cloud.GetColocation', { serviceTag: 'WEB-800917' }, thandi)).status).toBe(404);
  });
});

describe('cloud.GetWebHosting', () => {
  it('shows the plan’s limits, disk and bandwidth over 30 days, domains with their certificates, the FTP user and 14 backups', async () => {
    const token = await s.signIn(THANDI);
    const view = await web(token);
    expect(view.type).toBe('web-hosting');
    expect(view.limits).toEqual({ domains: 5, diskMb: 20 * 1024, bandwidthMb: 200 * 1024 });
    expect(view.usage.days).toHaveLength(30);
    expect(view.usage.diskMb).toHaveLength(30);
    expect(view.used.diskMb).toBe(view.usage.diskMb.at(-1));
    expect(view.domains[0]).toMatchObject({ name: 'mokoena-design.co.za', primary: true, pending: null });
    expect(view.domains.find((d) => d.name === 'mokoena.shop')!.ssl).toMatchObject({ issuer: "Let's Encrypt R11", daysLeft: 12 });
    expect(view.ftpUser).toMatchObject({ username: 'mokoenadesign', protocol: 'SFTP', pending: null });
    expect(view.backups).toHaveLength(14);
    expect(view.backups[0].date).toBe('2026-11-22');
    expect(view.restoreProduct).toMatchObject({ price: 150 });

    const personal = await web(token, 'PWH-901018');
    expect(personal.type).toBe('personal-web-hosting');
    expect(personal.limits.domains).toBe(1);
    expect(personal.restoreProduct).toMatchObject({ price: 150 });
  });
});

describe('domains', () => {
  it('adds a domain pending until the operator is done, with its activity; refuses a duplicate, a bad name and more than the plan has', async () => {
    const token = await s.signIn(THANDI);
    const bad = await s.call('cloud.AddHostingDomain', { serviceTag: 'WEB-800917', domain: 'not a domain' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('domain');

    const r = await s.call('cloud.AddHostingDomain', { serviceTag: 'WEB-800917', domain: 'Mokoena.Africa' }, token);
    expect(r.status).toBe(200);
    expect(r.body.result.reference).toMatch(/^CHG-/);
    const pending = (await web(token)).domains.find((d) => d.name === 'mokoena.africa')!;
    expect(pending).toMatchObject({ pending: { state: 'adding' }, ssl: null });
    expect((await activity(token, 'WEB-800917'))[0]).toMatchObject({ message: 'Domain mokoena.africa added', actorName: 'Thandi', reference: r.body.result.reference });
    operatorFinishes();
    const done = (await web(token)).domains.find((d) => d.name === 'mokoena.africa')!;
    expect(done.pending).toBeNull();
    expect(done.ssl?.daysLeft).toBe(90);

    const twice = await s.call('cloud.AddHostingDomain', { serviceTag: 'WEB-800917', domain: 'mokoena.africa' }, token);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].message).toContain('mokoena.africa is already on this hosting.');

    const full = await s.call('cloud.AddHostingDomain', { serviceTag: 'PWH-901018', domain: 'second.co.za' }, token);
    expect(full.status).toBe(400);
    expect(full.body.errors[0]).toMatchObject({ field: 'domain' });
    expect(full.body.errors[0].message).toContain('Your plan has 1 domain');
  });

  it('removes a domain, but never the plan’s main one', async () => {
    const token = await s.signIn(THANDI);
    const main = await s.call('cloud.RemoveHostingDomain', { serviceTag: 'WEB-800917', domain: 'mokoena-design.co.za' }, token);
    expect(main.status).toBe(409);
    const r = await s.call('cloud.RemoveHostingDomain', { serviceTag: 'WEB-800917', domain: 'mokoena.africa' }, token);
    expect(r.status).toBe(200);
    expect((await web(token)).domains.find((d) => d.name === 'mokoena.africa')!.pending).toMatchObject({ state: 'removing' });
    operatorFinishes();
    expect((await web(token)).domains.some((d) => d.name === 'mokoena.africa')).toBe(false);
    expect((await s.call('cloud.RemoveHostingDomain', { serviceTag: 'WEB-800917', domain: 'nowhere.co.za' }, token)).status).toBe(404);
  });
});

describe('cloud.ResetFtpPassword', () => {
  it('needs a fresh sign-in; then answers a new password once, keeps only its scrypt hash and never logs it', async () => {
    const token = await s.signIn(THANDI);
    s.clock.advance(121_000);
    const stale = await s.call('cloud.ResetFtpPassword', { serviceTag: 'WEB-800917' }, token);
    expect(stale.status).toBe(403);
    expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');

    const fresh = await s.signIn(THANDI);
    const r = await s.call('cloud.ResetFtpPassword', { serviceTag: 'WEB-800917' }, fresh);
    expect(r.status).toBe(200);
    expect(r.body.result.username).toBe('mokoenadesign');
    const password = r.body.result.password as string;
    expect(password).toHaveLength(16);
    const [row] = await s.db.select().from(serviceItems).where(and(eq(serviceItems.kind, 'ftp-user'), eq(serviceItems.key, 'mokoenadesign')));
    expect(await passwordMatches(password, row.secretHash)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(password);
    expect(s.log()).not.toContain(password);
    expect((await web(fresh)).ftpUser!.pending).toMatchObject({ state: 'changing' });
    expect((await activity(fresh, 'WEB-800917'))[0]).toMatchObject({ message: 'FTP password reset', actorName: 'Thandi' });
    // A second reset while the first is on its way is refused, and changes nothing.
    const again = await s.call('cloud.ResetFtpPassword', { serviceTag: 'WEB-800917' }, fresh);
    expect(again.status).toBe(409);
    const [same] = await s.db.select().from(serviceItems).where(eq(serviceItems.id, row.id));
    expect(await passwordMatches(password, same.secretHash)).toBe(true);
    operatorFinishes();
    const after = await web(fresh);
    expect(after.ftpUser).toMatchObject({ pending: null, passwordChangedOn: '2026-11-22' });
  });
});

describe('restore from backup', () => {
  it('refuses a date without a backup; a chosen backup goes with the restore order, listed with its reference and status', async () => {
    const token = await s.signIn(THANDI);
    const none = await s.call('cloud.ChooseRestoreBackup', { serviceTag: 'PWH-901018', backupDate: '2026-10-01' }, token);
    expect(none.status).toBe(400);
    expect(none.body.errors[0].field).toBe('backupDate');
    const badFormat = await s.call('cloud.ChooseRestoreBackup', { serviceTag: 'PWH-901018', backupDate: '21/11/2026' }, token);
    expect(badFormat.status).toBe(400);

    const chosen = await s.call('cloud.ChooseRestoreBackup', { serviceTag: 'PWH-901018', backupDate: '2026-11-19' }, token);
    expect(chosen.status).toBe(200);
    const before = await web(token, 'PWH-901018');
    expect(before.restores).toEqual([]);
    const cart = { serviceTag: 'PWH-901018', cartLines: [{ productId: before.restoreProduct!.productId, quantity: 1 }], upgrade: false };
    const key = randomUUID();
    const placed = await s.call('commerce.PlaceOrder', { cart, idempotencyKey: key }, token);
    expect(placed.status).toBe(200);
    const reference = placed.body.result.reference as string;
    // The order took the choice when it was placed: the activity says so before the page is read again.
    expect((await activity(token, 'PWH-901018'))[0]).toMatchObject({ message: 'Restore from the backup of 19 Nov 2026 ordered', actorName: 'Thandi', reference });
    const listed = await web(token, 'PWH-901018');
    expect(listed.restores).toEqual([{ reference, backupDate: '2026-11-19', orderDate: '2026-11-22', status: 'requested' }]);
    // The same key makes one order.
    const replay = await s.call('commerce.PlaceOrder', { cart, idempotencyKey: key }, token);
    expect(replay.body.result.reference).toBe(reference);
    expect((await web(token, 'PWH-901018')).restores).toHaveLength(1);
    operatorFinishes();
    expect((await web(token, 'PWH-901018')).restores[0].status).not.toBe('requested');

    // An order placed without a choice is listed without a date.
    const second = await s.call('commerce.PlaceOrder', { cart, idempotencyKey: randomUUID() }, token);
    const both = await web(token, 'PWH-901018');
    expect(both.restores[0]).toMatchObject({ reference: second.body.result.reference, backupDate: null });
  });
});

describe('co-location', () => {
  it('shows the rack, power against the allowance over 30 days and the access list', async () => {
    const token = await s.signIn(THANDI);
    const view = await colo(token);
    expect(view.rack).toMatchObject({ rack: 'R14', unitCount: 2 });
    expect(view.power.allowanceAmps).toBe(1);
    expect(view.power.days).toHaveLength(30);
    expect(view.power.peakAmps.every((p, i) => p >= view.power.averageAmps[i])).toBe(true);
    expect(view.visitors.map((v) => v.name)).toEqual(['Sizwe Mokoena', 'Thandi Mokoena']);
    expect(view.remoteHandsAvailable).toBe(true);
  });

  it('adds a visitor pending, then listed, with an activity entry; refuses a bad cell number, an empty name and a duplicate', async () => {
    const token = await s.signIn(THANDI);
    const before = await itemCount();
    const badCell = await s.call('cloud.AddColocationVisitor', { serviceTag: 'COL-800918', name: 'Lerato Nkosi', idOrCompany: 'Mokoena Design', cellNumber: '12345' }, token);
    expect(badCell.status).toBe(400);
    expect(badCell.body.errors[0]).toMatchObject({ field: 'cellNumber' });
    expect(badCell.body.errors[0].message).toContain('Please enter a valid phone number.');
    const noName = await s.call('cloud.AddColocationVisitor', { serviceTag: 'COL-800918', name: '   ', idOrCompany: 'Mokoena Design', cellNumber: '0761234567' }, token);
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0]).toMatchObject({ field: 'name' });
    const extra = await s.call('cloud.AddColocationVisitor', { serviceTag: 'COL-800918', name: 'X', idOrCompany: 'Y', cellNumber: '0761234567', admin: true }, token);
    expect(extra.status).toBe(400);
    const dup = await s.call('cloud.AddColocationVisitor', { serviceTag: 'COL-800918', name: 'Someone Else', idOrCompany: 'Other', cellNumber: '+27 82 765 4321' }, token);
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0].message).toBe('Sizwe Mokoena (082 765 4321) is already on the access list.');
    expect(await itemCount()).toBe(before);

    const r = await s.call('cloud.AddColocationVisitor', { serviceTag: 'COL-800918', name: ' Lerato Nkosi ', idOrCompany: '9001015800085', cellNumber: '076 123 4567' }, token);
    expect(r.status).toBe(200);
    const pending = (await colo(token)).visitors.find((v) => v.cellNumber === '0761234567')!;
    expect(pending).toMatchObject({ name: 'Lerato Nkosi', pending: { state: 'adding', reference: r.body.result.reference } });
    expect((await activity(token, 'COL-800918'))[0]).toMatchObject({ message: 'Lerato Nkosi added to the access list', actorName: 'Thandi' });
    operatorFinishes();
    expect((await colo(token)).visitors.find((v) => v.cellNumber === '0761234567')!.pending).toBeNull();

    const removed = await s.call('cloud.RemoveColocationVisitor', { serviceTag: 'COL-800918', cellNumber: '0761234567' }, token);
    expect(removed.status).toBe(200);
    expect((await activity(token, 'COL-800918'))[0].message).toBe('Lerato Nkosi removed from the access list');
    operatorFinishes();
    expect((await colo(token)).visitors.some((v) => v.cellNumber === '0761234567')).toBe(false);
    expect((await s.call('cloud.RemoveColocationVisitor', { serviceTag: 'COL-800918', cellNumber: '0761234567' }, token)).status).toBe(404);
  });

  it('logs a remote-hands request as one Technical ticket naming the service, whatever the retries', async () => {
    const token = await s.signIn(THANDI);
    const short = await s.call('cloud.RequestRemoteHands', { serviceTag: 'COL-800918', task: 'Reboot a server', description: 'reboot', idempotencyKey: randomUUID() }, token);
    expect(short.status).toBe(400);
    expect(short.body.errors[0].field).toBe('description');
    const badTask = await s.call('cloud.RequestRemoteHands', { serviceTag: 'COL-800918', task: 'Dance', description: 'Please dance near the rack.', idempotencyKey: randomUUID() }, token);
    expect(badTask.status).toBe(400);

    const key = randomUUID();
    const input = { serviceTag: 'COL-800918', task: 'Reboot a server', description: 'The web server in U21 does not answer: please power-cycle it.', idempotencyKey: key };
    const first = await s.call('cloud.RequestRemoteHands', input, token);
    expect(first.status).toBe(200);
    const again = await s.call('cloud.RequestRemoteHands', input, token);
    expect(again.body.result.ticketNumber).toBe(first.body.result.ticketNumber);
    const rows = await s.db.select().from(tickets).where(eq(tickets.ticketNumber, first.body.result.ticketNumber));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: 'Technical', serviceTag: 'COL-800918', subject: 'Remote hands: Reboot a server (Co-location 2U COL-800918)' });
    const other = await s.call('cloud.RequestRemoteHands', { ...input, description: 'Something else entirely, please.' }, token);
    expect(other.status).toBe(422);
    const view = await colo(token);
    expect(view.remoteHands).toHaveLength(1);
    expect(view.remoteHands[0]).toMatchObject({ ticketNumber: first.body.result.ticketNumber, status: 'open' });
    expect((await activity(token, 'COL-800918'))[0]).toMatchObject({ message: 'Remote hands requested: Reboot a server', reference: first.body.result.ticketNumber });
  });
});

describe('seeded contents', () => {
  it('fills every seeded hosting and co-location service', async () => {
    const all = await s.db.select().from(services);
    const mine = all.filter((x) => ['web-hosting', 'personal-web-hosting', 'co-location'].includes(x.type));
    expect(mine.length).toBeGreaterThanOrEqual(4);
    for (const service of mine) {
      const rows = await s.db.select().from(serviceItems).where(eq(serviceItems.serviceId, service.id));
      expect(rows.length).toBeGreaterThan(0);
    }
    const restore = await s.db.select().from(products).where(eq(products.name, 'Website Restore from Backup'));
    expect(restore.map((p) => p.serviceType).sort()).toEqual(['personal-web-hosting', 'web-hosting']);
  });
});
