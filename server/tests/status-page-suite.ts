import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { outageSubscriptions } from '../src/db/schema';
import type { DemoMail } from '../src/mail/mail-adapter';
import { startTestServer, type Backend, type TestServer } from './support/test-server';

const TOKEN = `bo-${randomBytes(24).toString('hex')}`;
const THANDI = { cell: '0821234567', email: 'thandi.mokoena@example.com' };
const MINUTE = 60_000;

/** A client address of its own, so that one test's rate limits do not touch another's. */
const someAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
const someEmail = () => `sub-${randomBytes(4).toString('hex')}@example.org`;

/**
 * The public status page's server side, through real HTTP on one database backend: what the public read shows
 * (and never shows), subscriptions from request to confirmation, notices to unsubscribe, quiet hours, signed links,
 * rate limits, and the signed-in customer's opt-out.
 */
export function describeStatusPage(backend: Backend, databaseUrl?: string) {
  describe(`status page on ${backend}`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ backend, databaseUrl, backoffice: { tokens: [TOKEN], requestsPerMinute: 10_000 } });
    });
    afterAll(() => s.close());

    const mailbox = () => (s.mail as unknown as { mailbox: DemoMail[] }).mailbox;
    const mailTo = (to: string) => mailbox().filter((m) => m.to === to);
    const textsTo = (to: string) => s.sms.outbox.filter((m) => m.to === to);
    const call = (name: string, body: unknown, extra: { ip?: string; token?: string } = {}) => s.call(name, body, extra.token, { ip: extra.ip ?? someAddress() });

    /** A back-office POST as the provider's systems make it; then the outbox delivers what fell due. */
    async function backoffice(route: string, body: unknown) {
      const response = await s.app.inject({
        method: 'POST',
        url: `/api/backoffice/v1${route}`,
        headers: { authorization: `Bearer ${TOKEN}`, 'idempotency-key': randomUUID() },
        payload: body as object,
      });
      await s.outbox.runDue();
      return { status: response.statusCode, body: response.json() };
    }

    const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
      const match = new RegExp(`/status\\?${kind}=([A-Za-z0-9._%-]+)`).exec(text);
      if (!match) throw new Error(`No ${kind} link in: ${text}`);
      return decodeURIComponent(match[1]);
    };

    async function subscribedByEmail(area: string, quietHours?: { from: string; until: string }) {
      const address = someEmail();
      const asked = await call('status.Subscribe', { channel: 'email', address, area, ...(quietHours ? { quietHours } : {}) });
      expect(asked.status).toBe(200);
      await s.outbox.runDue();
      const [confirmation] = mailTo(address);
      const confirmed = await call('status.ConfirmSubscription', { token: linkIn(confirmation.text, 'confirm') });
      expect(confirmed.status).toBe(200);
      return address;
    }

    it('shows every outage to anyone, by area and kind of service, with how our estimates held up, and nothing of any account', async () => {
      const r = await call('status.GetStatus', {});
      expect(r.status).toBe(200);
      const status = r.body.result;
      expect(status.areas).toEqual(expect.arrayContaining(['Johannesburg', 'Cape Town', 'Bellville', 'Randburg']));
      expect(status.serviceTypes).toEqual(expect.arrayContaining(['Fibre', 'LTE', 'Mobile data']));
      expect(status.current.map((o: { reference: string }) => o.reference)).toEqual(expect.arrayContaining(['OUT-24057', 'OUT-24058', 'OUT-24060']));
      expect(status.planned.map((o: { reference: string }) => o.reference)).toEqual(['OUT-24031']);
      expect(status.resolved.map((o: { reference: string }) => o.reference)).toEqual(['OUT-24012']);
      const lte = status.current.find((o: { reference: string }) => o.reference === 'OUT-24057');
      expect(lte).toMatchObject({ kind: 'unplanned', status: 'In progress', areas: ['Johannesburg', 'Sandton', 'Randburg'], affectedServiceTypes: ['LTE', 'Mobile data', 'Shared data'] });
      expect(lte.updates[0].message).toMatch(/^Power to a tower site in Randburg failed/);
      // The seeded fibre cut was back at 13:45, 75 minutes before the 15:00 we gave.
      expect(status.accuracy).toEqual({ counted: 1, onTime: 1, averageMinutesLate: -75 });
      const text = JSON.stringify(r.body);
      for (const privateWord of ['affectedServices', 'serviceTag', 'CUS1001', 'ENT2001', 'Thandi', '@', 'FTTH-', 'accountId']) expect(text).not.toContain(privateWord);
    });

    it('e-mails a confirmation link and nothing else until it is opened; then each update; the one-click stop ends it', async () => {
      const address = someEmail();
      const asked = await call('status.Subscribe', { channel: 'email', address: `  ${address.toUpperCase()} `, area: 'cape town' });
      expect(asked.body.result.message).toBe(`We have sent an e-mail with a confirmation link to ${address}. Open it to start getting outage news for Cape Town.`);
      await s.outbox.runDue();
      expect(mailTo(address).map((m) => m.subject)).toEqual(['Confirm outage news for Cape Town']);

      // Not confirmed yet: an update of a Cape Town outage sends nothing.
      expect((await backoffice('/outages/OUT-24060/updates', { message: 'A crew is on the way to the exchange in Bellville.' })).status).toBe(200);
      expect(mailTo(address)).toHaveLength(1);
      const stored = JSON.stringify(await s.db.select().from(outageSubscriptions).where(sql`${outageSubscriptions.address} = ${address}`));
      const confirmToken = linkIn(mailTo(address)[0].text, 'confirm');
      expect(stored).not.toContain(confirmToken.split('.')[1]);

      const confirmed = await call('status.ConfirmSubscription', { token: confirmToken });
      expect(confirmed.body.result).toEqual({ area: 'Cape Town', channel: 'email' });
      expect((await backoffice('/outages/OUT-24060/updates', { message: 'The cut cable is found; we expect service back by 16:00.', expectedEndAt: '2026-11-22T16:00:00+02:00', status: 'In progress' })).status).toBe(200);
      const [, notice] = mailTo(address);
      expect(notice.subject).toBe('Update: Fibre outage in Cape Town');
      expect(notice.text).toContain('The cut cable is found; we expect service back by 16:00.');
      expect(notice.text).toContain('Expected end');
      expect(notice.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = /^<http:\/\/localhost(\/api\/status\/unsubscribe\?token=[^>]+)>$/.exec(notice.headers['List-Unsubscribe'])![1];
      expect(linkIn(notice.text, 'unsubscribe')).toBe(decodeURIComponent(oneClick.split('token=')[1]));

      const stop = await s.app.inject({ method: 'POST', url: oneClick, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(stop.statusCode).toBe(200);
      expect(stop.body).toBe('You are unsubscribed: you will get no more outage news for Cape Town.');
      expect(await s.db.select().from(outageSubscriptions).where(sql`${outageSubscriptions.address} = ${address}`)).toEqual([]);
      expect((await backoffice('/outages/OUT-24060/restore', { message: 'Fibre in Cape Town is back.' })).status).toBe(200);
      expect(mailTo(address)).toHaveLength(2);
      // The same link again answers the same, without sign-in.
      expect((await call('status.Unsubscribe', { token: decodeURIComponent(oneClick.split('token=')[1]) })).body.result.message).toMatch(/^You are unsubscribed/);
    });

    it('texts a confirmation link to a cell number, then short notices with a stop link', async () => {
      const cell = `083${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
      await call('status.Subscribe', { channel: 'sms', address: cell, area: 'Randburg' });
      await s.outbox.runDue();
      expect(textsTo(cell)).toHaveLength(1);
      await call('status.ConfirmSubscription', { token: linkIn(textsTo(cell)[0].text, 'confirm') });
      await backoffice('/outages/OUT-24057/updates', { message: 'The generator is running; towers are coming back one by one.' });
      const notice = textsTo(cell)[1].text;
      expect(notice).toMatch(/^Customer Portal: Update: LTE and mobile data outage in Johannesburg\. The generator is running/);
      const stop = await call('status.Unsubscribe', { token: linkIn(notice, 'unsubscribe') });
      expect(stop.body.result.message).toBe('You are unsubscribed: you will get no more outage news for Randburg.');
    });

    it('refuses changed links, and links of one kind used as another', async () => {
      const address = someEmail();
      await call('status.Subscribe', { channel: 'email', address, area: 'Bellville' });
      await s.outbox.runDue();
      const token = linkIn(mailTo(address)[0].text, 'confirm');
      const [value, signature] = token.split('.');
      const [id, at] = value.split('-');
      const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      // The last character's spare bits: another spelling of the same MAC is a changed link too.
      const respelled = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      for (const forged of [`${value}.${flipped}`, `${value}.${respelled}`, `${Number(id) + 1}-${at}.${signature}`, `${id}-${Number(at) + 1}.${signature}`, `${id}.${signature}`, 'not-a-token']) {
        const r = await call('status.ConfirmSubscription', { token: forged });
        expect(r.status).toBe(400);
        expect(r.body.errors[0].message).toBe('This link is not valid. Please use the link from your message.');
        const u = await call('status.Unsubscribe', { token: forged });
        expect(u.status).toBe(400);
      }
      // A confirmation link is no stop link, nor the other way round.
      expect((await call('status.Unsubscribe', { token })).status).toBe(400);
      const oneClick = await s.app.inject({ method: 'POST', url: `/api/status/unsubscribe?token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(oneClick.statusCode).toBe(400);
      // Asking again makes the first link stale.
      await call('status.Subscribe', { channel: 'email', address, area: 'Bellville' });
      expect((await call('status.ConfirmSubscription', { token })).body.errors[0].message).toBe('This confirmation link has expired. Please subscribe again to get a new one.');
    });

    it('answers bad input with 400 naming the field, and stores nothing', async () => {
      const before = (await s.db.select().from(outageSubscriptions)).length;
      const cases: [unknown, string, string][] = [
        [{ channel: 'email', address: 'not-an-address', area: 'Cape Town' }, 'address', 'Please enter a valid email address.'],
        [{ channel: 'sms', address: '12345', area: 'Cape Town' }, 'address', 'Please enter a valid phone number.'],
        [{ channel: 'email', address: someEmail(), area: 'Atlantis' }, 'area', 'We have no outage news for that area. Please choose an area from the list.'],
        [{ channel: 'email', address: someEmail(), area: 'Cape Town', quietHours: { from: '25:00', until: '07:00' } }, 'quietHours.from', 'Please give the time as HH:MM, for example 22:00.'],
        [{ channel: 'email', address: someEmail(), area: 'Cape Town', quietHours: { from: '07:00', until: '07:00' } }, 'quietHours.until', 'Quiet hours must start and end at different times.'],
      ];
      for (const [body, field, message] of cases) {
        const r = await call('status.Subscribe', body);
        expect(r.status).toBe(400);
        expect(r.body.errors[0]).toMatchObject({ field });
        expect(r.body.errors[0].message).toContain(message);
      }
      for (const body of [{ channel: 'pigeon', address: 'x', area: 'Cape Town' }, { channel: 'email', address: someEmail(), area: 'Cape Town', accountCode: 'CUS1001' }, {}]) {
        expect((await call('status.Subscribe', body)).status).toBe(400);
      }
      expect((await call('status.GetStatus', { city: 'Cape Town' })).status).toBe(400);
      expect((await s.db.select().from(outageSubscriptions)).length).toBe(before);
      expect((await backoffice('/outages', { reference: 'OUT-9', kind: 'unplanned', title: 'x', areas: [], serviceTypes: ['ftth'], startsAt: 'soon', message: 'x' })).status).toBe(400);
    });

    it('limits subscriptions per network and per address subscribed (429)', async () => {
      const ip = someAddress();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push((await call('status.Subscribe', { channel: 'email', address: someEmail(), area: 'Cape Town' }, { ip })).status);
      expect(answers).toEqual([...Array(10).fill(200), 429]);
      const address = someEmail();
      const perAddress = [];
      for (let i = 0; i < 4; i++) perAddress.push((await call('status.Subscribe', { channel: 'email', address, area: 'Cape Town' })).status);
      expect(perAddress).toEqual([200, 200, 200, 429]);
      await s.outbox.runDue();
      expect(mailTo(address)).toHaveLength(3);
    });

    it('tells a signed-in customer of outages touching their services, until they turn it off', async () => {
      const token = await s.signIn(THANDI.cell, 'CUS1001');
      expect((await call('outages.GetOutageNotices', {}, { token })).body.result).toEqual({ enabled: true });
      const before = mailTo(THANDI.email).length;
      await backoffice('/outages/OUT-24031/updates', { message: 'The maintenance will start at 01:00 instead of 00:00.' });
      const notices = mailTo(THANDI.email).slice(before);
      expect(notices.map((m) => m.subject)).toEqual(['Update: Fibre network maintenance in Johannesburg']);
      expect(notices[0].text).toMatch(/^Hi Thandi,/);
      // Of CUS1001's other users, the one with connectivity is told; the billing-only one is not.
      expect(mailTo('kabelo.nkuna@example.com').at(-1)?.subject).toBe('Update: Fibre network maintenance in Johannesburg');
      expect(mailTo('sizwe.mokoena@example.com')).toEqual([]);

      expect((await call('outages.SetOutageNotices', { enabled: false }, { token })).body.result).toEqual({ enabled: false });
      await backoffice('/outages/OUT-24031/updates', { message: 'The maintenance is confirmed for 01:00.' });
      expect(mailTo(THANDI.email).length).toBe(before + 1);
      expect((await call('outages.GetOutageNotices', {}, { token })).body.result).toEqual({ enabled: false });
      expect((await call('outages.SetOutageNotices', { enabled: true }, { token })).body.result).toEqual({ enabled: true });

      // Her notices are listed at /account/notifications, and her choice for outage e-mails there is honoured.
      const off = await call('account.notifications.UpdatePreferences', { preferences: [{ kind: 'outages', channel: 'email', enabled: false }] }, { token });
      expect(off.status).toBe(200);
      await backoffice('/outages/OUT-24031/updates', { message: 'The maintenance window is 01:00 to 05:00.' });
      expect(mailTo(THANDI.email).length).toBe(before + 1);
      const maintenance = 'Update: Fibre network maintenance in Johannesburg';
      const listed = (await call('account.notifications.GetNotifications', {}, { token })).body.result.notifications.filter((n: { summary: string }) => n.summary === maintenance).slice(0, 2);
      expect(listed.map((n: { summary: string; status: string; reason: string | null }) => [n.summary, n.status, n.reason])).toEqual([
        ['Update: Fibre network maintenance in Johannesburg', 'suppressed', 'Not sent: you turned these off.'],
        ['Update: Fibre network maintenance in Johannesburg', 'sent', null],
      ]);
      await call('account.notifications.UpdatePreferences', { preferences: [{ kind: 'outages', channel: 'email', enabled: true }] }, { token });

      // The stop link in her message works without sign-in, and turns the same switch off.
      expect((await call('status.Unsubscribe', { token: linkIn(notices[0].text, 'unsubscribe') })).status).toBe(200);
      expect((await call('outages.GetOutageNotices', {}, { token })).body.result).toEqual({ enabled: false });
      expect((await call('outages.GetOutageNotices', {})).status).toBe(401);
    });

    it('holds notices in quiet hours until they end, and then sends only the latest word of each outage', async () => {
      // The test clock stands at 10:00 in South Africa.
      const quiet = await subscribedByEmail('Sandton', { from: '09:30', until: '11:00' });
      const awake = await subscribedByEmail('Sandton');
      await backoffice('/outages/OUT-24057/updates', { message: 'Half of the towers are back.' });
      await backoffice('/outages/OUT-24057/restore', { message: 'All LTE towers in Johannesburg are back.' });
      expect(mailTo(awake).map((m) => m.subject)).toEqual(['Confirm outage news for Sandton', 'Update: LTE and mobile data outage in Johannesburg', 'Restored: LTE and mobile data outage in Johannesburg']);
      expect(mailTo(quiet)).toHaveLength(1);

      s.clock.advance(59 * MINUTE);
      await s.outbox.runDue();
      expect(mailTo(quiet)).toHaveLength(1);
      s.clock.advance(2 * MINUTE);
      await s.outbox.runDue();
      const held = mailTo(quiet).slice(1);
      expect(held.map((m) => m.subject)).toEqual(['Restored: LTE and mobile data outage in Johannesburg']);
      expect(held[0].text).toContain('All LTE towers in Johannesburg are back.');
    });
  });
}
