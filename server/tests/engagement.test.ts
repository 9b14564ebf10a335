import { randomUUID } from 'node:crypto';
import type { InstanceConfig } from '@portal/config';
import { eq } from 'drizzle-orm';
import { loadInstanceConfig } from '../src/app';
import { accounts, referralLeads, tickets } from '../src/db/schema';
import { findRepoRoot } from '../src/paths';
import { POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type Backend, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const ENTERPRISE = '0831234567';
/** CUS1001 users: Sizwe has only 'billing'; Ayanda has account, connectivity, communication and tickets. */
const BILLING_ONLY = '0721234501';
const AYANDA = '0721234502';

type Outage = { reference: string; status: string; kind: string; affectedServiceTypes: string[]; affectedServices: { serviceTag: string; product: string }[]; updates: { at: string; message: string }[]; endedAt: string | null };
type Alert = { id: string; severity: string; title: string; message: string; link: { label: string; to: string } | null };

const refs = (list: Outage[]) => list.map((o) => o.reference);
/** What a caller sees of an answer, less the correlation id every response has its own of. */
const seen = ({ correlationId: _id, ...rest }: { correlationId?: string }) => rest;

// Array columns and upserts: both drivers (PGlite and node-postgres) are tried when PostgreSQL is there.
const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('outages, referrals and email promotions on %s', (backend) => {
  let s: TestServer;
  let thandi: string;
  let acme: string;

  beforeAll(async () => {
    s = await startTestServer({ backend, databaseUrl: POSTGRES_URL, otpLimits: GENEROUS });
    thandi = await s.signIn(CUSTOMER);
    acme = await s.signIn(ENTERPRISE, 'ENT2001');
  });
  afterAll(() => s.close());

  const outagesOf = async (token: string) => {
    const r = await s.call('outages.GetOutages', {}, token);
    expect(r.status).toBe(200);
    return r.body.result as { current: Outage[]; planned: Outage[]; resolved: Outage[] };
  };
  const alertsOf = async (token: string) => (await s.call('dashboard.alert.GetAlerts', {}, token)).body.result.alerts as Alert[];

  describe('outages.GetOutages', () => {
    it('shows the customer the outages in their city that touch their services, and none elsewhere', async () => {
      const { current, planned, resolved } = await outagesOf(thandi);
      expect(refs(current)).toEqual(['OUT-24057']);
      expect(refs(planned)).toEqual(['OUT-24031']);
      expect(refs(resolved)).toEqual(['OUT-24012']);

      const [lte] = current;
      expect(lte).toMatchObject({ kind: 'unplanned', status: 'In progress', affectedServiceTypes: ['LTE', 'Mobile data', 'Shared data'], endedAt: null });
      expect(lte.affectedServices.map((x) => x.serviceTag)).toEqual(['FLTE-400614', 'LTE-200311', 'MOB-300412', 'SHD-400715']);
      expect(lte.updates).toHaveLength(2);
      expect(new Date(lte.updates[0].at).getTime()).toBeGreaterThan(new Date(lte.updates[1].at).getTime());

      expect(planned[0]).toMatchObject({
        kind: 'planned',
        status: 'Scheduled',
        affectedServiceTypes: ['Fibre'],
        affectedServices: [{ serviceTag: 'FTTH-100234', product: 'Fibre 100/50 Mbps Uncapped' }],
        startsAt: '2026-11-24T22:00:00.000Z',
        expectedEndAt: '2026-11-25T02:00:00.000Z',
      });
      expect(resolved[0]).toMatchObject({ status: 'Resolved', endedAt: expect.any(String) });
    });

    it('shows the enterprise account its own business fibre outage and not the customer’s LTE one', async () => {
      const { current, planned } = await outagesOf(acme);
      expect(refs(current)).toEqual(['OUT-24058']);
      expect(current[0]).toMatchObject({ status: 'Investigating', affectedServices: [{ serviceTag: 'FTTB-210001', product: 'Business Fibre 1 Gbps' }] });
      expect(refs(planned)).toEqual(['OUT-24031']);
    });

    it('needs a session and no module, and shows only outages of services the viewer’s modules cover', async () => {
      expect((await s.call('outages.GetOutages', {})).status).toBe(401);
      // Sizwe (billing only) may see none of the account's services: no outage, and no word of which services one touches.
      expect(await outagesOf(await s.signIn(BILLING_ONLY))).toEqual({ current: [], planned: [], resolved: [] });
    });
  });

  describe('outage alerts on the dashboard', () => {
    it('adds a warning for the current outage and a notice for the maintenance, both leading to the outages page', async () => {
      const alerts = await alertsOf(thandi);
      const outage = alerts.find((a) => a.id === 'outage:OUT-24057')!;
      const maintenance = alerts.find((a) => a.id === 'maintenance:OUT-24031')!;
      expect([outage.severity, outage.title]).toEqual(['warning', 'Service outage in Johannesburg']);
      expect([maintenance.severity, maintenance.title]).toEqual(['info', 'Planned maintenance']);
      for (const a of [outage, maintenance]) expect(a.link).toEqual({ label: 'View outages', to: '/outages' });
      expect(outage.message).toContain('LTE and mobile data outage in Johannesburg');
      expect(maintenance.message).toBe(
        'Fibre network maintenance in Johannesburg: 25 November 2026 from 00:00 to 04:00. Your Fibre service may be interrupted during this time.',
      );
      // The resolved fibre outage makes no alert; every alert has a key of its own.
      expect(alerts.map((a) => a.id)).not.toContain('outage:OUT-24012');
      expect(new Set(alerts.map((a) => a.id)).size).toBe(alerts.length);
    });
  });

  describe('outages.ReportOutage', () => {
    const ADDRESS = { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001' };
    const report = (overrides: Record<string, unknown> = {}, token = thandi) =>
      s.call(
        'outages.ReportOutage',
        { serviceTag: 'FTTH-100234', address: ADDRESS, description: 'No internet since 07:00; the fibre light on the router is red.', idempotencyKey: randomUUID(), ...overrides },
        token,
      );
    const ticketCount = async () => (await s.db.select({ id: tickets.id }).from(tickets)).length;

    it('logs a Technical ticket named after the place, with the description, address and service; the helpdesk answers', async () => {
      const r = await report();
      expect(r.status).toBe(200);
      const { ticketNumber } = r.body.result;
      const listed = (await s.call('tickets.GetTickets', {}, thandi)).body.result.tickets;
      expect(listed).toContainEqual(expect.objectContaining({ ticketNumber, subject: 'Outage at 12 Main Road, Johannesburg', category: 'Technical', status: 'open' }));

      const detail = (await s.call('tickets.GetTicket', { ticketNumber }, thandi)).body.result;
      expect(detail.serviceTag).toBe('FTTH-100234');
      expect(detail.messages[0].body).toBe(
        'No internet since 07:00; the fibre light on the router is red.\n\nAddress: 12 Main Road, Unit 4, Johannesburg, 2001\nService: Fibre 100/50 Mbps Uncapped (FTTH-100234)',
      );
      s.clock.advance(3000);
      const answered = (await s.call('tickets.GetTicket', { ticketNumber }, thandi)).body.result;
      expect(answered.messages).toHaveLength(2);
      expect(answered.messages[1].author).toBe('agent');
    });

    it('refuses another account’s service exactly like an unknown one, and logs nothing', async () => {
      const before = await ticketCount();
      const theirs = await report({ serviceTag: 'FTTH-310001' });
      const unknown = await report({ serviceTag: 'NONE-000000' });
      expect(theirs.status).toBe(404);
      expect(seen(theirs.body)).toEqual(seen(unknown.body));
      expect(await ticketCount()).toBe(before);
    });

    it('answers a retry with the same key with the same ticket, and refuses the key for another report', async () => {
      const key = randomUUID();
      const first = await report({ idempotencyKey: key, serviceTag: undefined });
      const again = await report({ idempotencyKey: key, serviceTag: undefined });
      expect(again.status).toBe(200);
      expect(again.body.result.ticketNumber).toBe(first.body.result.ticketNumber);
      const before = await ticketCount();
      const other = await report({ idempotencyKey: key, description: 'Something else is broken entirely now.' });
      expect(other.status).toBe(422);
      expect(other.body.errors[0].field).toBe('idempotencyKey');
      expect(await ticketCount()).toBe(before);
    });

    it('needs the tickets module, and a description of 10 characters or more', async () => {
      const r = await report({}, await s.signIn(BILLING_ONLY));
      expect(r.status).toBe(403);
      const short = await report({ description: 'Down' });
      expect(short.status).toBe(400);
      expect(short.body.errors[0]).toMatchObject({ field: 'description', message: 'description: Please describe what is not working in at least 10 characters.' });
    });
  });

  describe('referrals', () => {
    const LEAD = {
      code: 'THANDI26',
      firstName: 'Lerato',
      lastName: 'Dlamini',
      cellNumber: '072 555 0199',
      email: 'lerato.dlamini@example.com',
      address: { line1: '8 Oxford Road', line2: 'Rosebank', city: 'Johannesburg', postalCode: '2196' },
    };
    let ip = 0;
    /** A public call from an address of its own, so that the per-address limit stays out of the way. */
    const submit = (body: Record<string, unknown>, from = `198.51.100.${++ip}`) => s.call('referrals.SubmitReferralLead', body, undefined, { ip: from });
    const referralsOf = async (token: string) => (await s.call('referrals.GetReferrals', {}, token)).body.result;
    const leadCount = async () => (await s.db.select({ id: referralLeads.id }).from(referralLeads)).length;

    it('gives the customer their code, link, reward and the people they referred, newest first', async () => {
      const r = await referralsOf(thandi);
      expect(r).toMatchObject({ code: 'THANDI26', link: 'http://localhost/referrals/public?code=THANDI26', rewardPerSignUp: 250, creditEarned: 250 });
      expect(r.leads.map((l: { name: string; status: string; reward: number | null }) => [l.name, l.status, l.reward])).toEqual([
        ['Anele M.', 'Received', null],
        ['Kagiso M.', 'Contacted', null],
        ['Nandi Z.', 'Signed up', 250],
      ]);
    });

    it('makes an account its own code on first use, and keeps it', async () => {
      const first = await referralsOf(acme);
      expect(first.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(first).toMatchObject({ creditEarned: 0, leads: [] });
      expect((await referralsOf(acme)).code).toBe(first.code);
    });

    it('takes a lead on the public form and shows it to the referrer as Received, without their details', async () => {
      const r = await submit({ ...LEAD, code: 'thandi26' });
      expect(r.status).toBe(200);
      expect(r.body.result).toEqual({ message: 'Thank you, Lerato. We will be in touch soon.' });
      const [newest] = (await referralsOf(thandi)).leads;
      expect(newest).toEqual({ id: expect.any(Number), name: 'Lerato D.', submittedAt: s.clock.now().toISOString(), status: 'Received', reward: null });
      expect(s.log()).not.toContain('0725550199');
      expect(s.log()).not.toContain('lerato.dlamini@example.com');
    });

    it('answers a number sent again for the same code the same, and keeps one lead', async () => {
      const before = await leadCount();
      const again = await submit({ ...LEAD, cellNumber: '27725550199', firstName: 'Lerato' });
      expect(again.status).toBe(200);
      expect(again.body.result.message).toBe('Thank you, Lerato. We will be in touch soon.');
      expect(await leadCount()).toBe(before);
    });

    it('refuses an unknown code on the code field', async () => {
      const r = await submit({ ...LEAD, code: 'NOSUCH99', cellNumber: '0725550200' });
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ field: 'code', message: 'This referral link is not valid. Please check the link you were sent.' });
    });

    it('refuses a bad cell number or email address and stores nothing', async () => {
      const before = await leadCount();
      const cell = await submit({ ...LEAD, cellNumber: '12345' });
      expect(cell.status).toBe(400);
      expect(cell.body.errors[0]).toMatchObject({ field: 'cellNumber', message: 'cellNumber: Please enter a valid phone number.' });
      const email = await submit({ ...LEAD, cellNumber: '0725550201', email: 'not-an-email' });
      expect(email.status).toBe(400);
      expect(email.body.errors[0]).toMatchObject({ field: 'email', message: 'email: Please enter a valid email address.' });
      expect(await leadCount()).toBe(before);
    });

    it.each([
      ['firstName', { firstName: 'Lerato\tDROP' }, 'Please remove tabs, line breaks and other control characters from the first name.'],
      ['lastName', { lastName: 'Dlamini\r\n=cmd' }, 'Please remove tabs, line breaks and other control characters from the last name.'],
      ['address.line1', { address: { ...LEAD.address, line1: '8 Oxford\u001b[31m Road' } }, 'Please remove tabs, line breaks and other control characters from the address.'],
      ['address.city', { address: { ...LEAD.address, city: 'Johannes\u0085burg' } }, 'Please remove tabs, line breaks and other control characters from the city.'],
    ])('refuses control characters in %s with an error on that field, and stores nothing', async (field, change, message) => {
      const before = await leadCount();
      const r = await submit({ ...LEAD, cellNumber: '0725550301', ...change });
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ field, message: `${field}: ${message}` });
      expect(await leadCount()).toBe(before);
    });

    it('stores a lead whose text starts with = + - or @ so that a spreadsheet shows it as text, never as a formula', async () => {
      const formulas = { firstName: '=HYPERLINK("http://evil.example","Lerato")', lastName: '+Dlamini', address: { line1: '-8 Oxford Road', line2: '@Rosebank', city: 'Johannesburg', postalCode: '2196' } };
      expect((await submit({ ...LEAD, cellNumber: '0725550302', ...formulas })).status).toBe(200);
      const [stored] = await s.db.select().from(referralLeads).where(eq(referralLeads.cellNumber, '0725550302'));
      expect([stored.firstName, stored.lastName, stored.addressLine1, stored.addressLine2, stored.city]).toEqual([
        `'=HYPERLINK("http://evil.example","Lerato")`,
        "'+Dlamini",
        "'-8 Oxford Road",
        "'@Rosebank",
        'Johannesburg',
      ]);
    });

    it('takes at most 5 leads an hour from one address, then answers 429', async () => {
      const from = '203.0.113.77';
      for (let i = 0; i < 5; i++) {
        expect((await submit({ ...LEAD, cellNumber: `07255503${String(i).padStart(2, '0')}` }, from)).status).toBe(200);
      }
      const before = await leadCount();
      const refused = await submit({ ...LEAD, cellNumber: '0725550399' }, from);
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0].message).toBe('Too many referrals from this network. Please try again later.');
      expect(await leadCount()).toBe(before);
      // Another address is not held back.
      expect((await submit({ ...LEAD, cellNumber: '0725550399' })).status).toBe(200);
    });
  });

  describe('email promotions', () => {
    type Page = { email: string; lists: { key: string; subscribed: boolean; changedAt: string | null }[]; promotions: { key: string }[] };
    const page = async (token: string) => (await s.call('promotions.GetEmailPromotions', {}, token)).body.result as Page;
    const set = (token: string, listKey: string, subscribed: boolean) => s.call('promotions.SetPromotionSubscription', { listKey, subscribed }, token);
    const choice = (p: Page, key: string) => p.lists.find((l) => l.key === key);

    it('shows the person’s email, every list with their choice, and the running promotions soonest ending first', async () => {
      const p = await page(thandi);
      expect(p.email).toBe('thandi.mokoena@example.com');
      expect(p.lists.map((l) => [l.key, l.subscribed])).toEqual([
        ['monthly-specials', true],
        ['product-news', false],
        ['partner-offers', false],
      ]);
      expect(choice(p, 'product-news')!.changedAt).toBeNull();
      expect(p.promotions.map((x) => x.key)).toEqual(['mobile-data-double', 'fibre-upgrade-special', 'lte-free-router']);
    });

    it('keeps an opt-in and an opt-out for the person alone', async () => {
      const ayanda = await s.signIn(AYANDA);
      const opted = await set(thandi, 'product-news', true);
      expect(opted.status).toBe(200);
      expect(choice(opted.body.result, 'product-news')).toMatchObject({ subscribed: true, changedAt: s.clock.now().toISOString() });
      expect(choice(await page(thandi), 'product-news')!.subscribed).toBe(true);
      expect(choice(await page(ayanda), 'product-news')).toMatchObject({ subscribed: false, changedAt: null });

      s.clock.advance(60_000);
      await set(thandi, 'product-news', false);
      expect(choice(await page(thandi), 'product-news')).toMatchObject({ subscribed: false, changedAt: s.clock.now().toISOString() });
      expect((await page(ayanda)).lists.every((l) => !l.subscribed)).toBe(true);
    });

    it('answers 404 for a list that does not exist', async () => {
      const r = await set(thandi, 'no-such-list', true);
      expect(r.status).toBe(404);
    });
  });

  // Last: it moves the clock on by days.
  describe('as time passes', () => {
    // Tokens expire as the clock moves: each step signs in again.
    const later = async (ms: number) => {
      s.clock.advance(ms);
      return s.signIn(CUSTOMER);
    };

    it('moves the maintenance from planned to current to resolved, and drops what ended over 7 days ago', async () => {
      let token = await later(new Date('2026-11-24T23:00:00Z').getTime() - s.clock.now().getTime());
      let now = await outagesOf(token);
      expect(now.current.find((o) => o.reference === 'OUT-24031')).toMatchObject({ status: 'In progress' });
      expect(now.planned).toEqual([]);

      token = await later(4 * 3600_000);
      now = await outagesOf(token);
      expect(now.resolved.find((o) => o.reference === 'OUT-24031')).toMatchObject({ status: 'Completed', endedAt: '2026-11-25T02:00:00.000Z' });
      expect((await alertsOf(token)).map((a) => a.id).filter((id) => id.endsWith(':OUT-24031'))).toEqual([]);

      token = await later(8 * 24 * 3600_000);
      now = await outagesOf(token);
      expect(refs(now.current)).toEqual(['OUT-24057']);
      expect(now.resolved).toEqual([]);
      expect((await s.call('promotions.GetEmailPromotions', {}, token)).body.result.promotions.map((p: { key: string }) => p.key)).toEqual([
        'fibre-upgrade-special',
        'lte-free-router',
      ]);
    });
  });
});

describe('an instance without connectivity, billing or Technical tickets', () => {
  let s: TestServer;
  let config: InstanceConfig;

  beforeAll(async () => {
    const base = loadInstanceConfig(findRepoRoot(), 'default');
    config = {
      ...base,
      enabledServiceCategories: ['communication', 'cloud', 'iot', 'security', 'ups', 'vdc'],
      enabledTicketCategories: ['Billing', 'General'],
      remotes: { ...base.remotes, billing: { ...base.remotes.billing, enabled: false } },
    };
    s = await startTestServer({ otpLimits: GENEROUS, instanceConfig: config });
  });
  afterAll(() => s.close());

  it('shows no outage of a connectivity service, and no alert leading to an area it does not run', async () => {
    const thandi = await s.signIn(CUSTOMER);
    expect((await s.call('outages.GetOutages', {}, thandi)).body.result).toEqual({ current: [], planned: [], resolved: [] });
    // No outage, overdue invoice or mandate alert (connectivity and billing are not run here); the ADSL line is a
    // connectivity service, so its suspension is not shown either. What is left is about the account's own pages.
    const titles = (await s.call('dashboard.alert.GetAlerts', {}, thandi)).body.result.alerts.map((a: Alert) => a.title);
    expect(titles).toEqual(['The portal on your phone', 'Cancellation requested']);
    const johan = await s.signIn('0731234502', 'ENT2001');
    expect((await s.call('dashboard.alert.GetAlerts', {}, johan)).body.result.alerts.map((a: Alert) => a.title)).toEqual(['Your branches at a glance']);
  });

  it('refuses an outage report with 409 when Technical tickets are not offered', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const [{ id }] = await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, 'CUS1001'));
    const before = (await s.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.accountId, id))).length;
    const r = await s.call(
      'outages.ReportOutage',
      { address: { line1: '12 Main Road', city: 'Johannesburg', postalCode: '2001' }, description: 'Nothing works since this morning.', idempotencyKey: randomUUID() },
      thandi,
    );
    expect(r.status).toBe(409);
    expect(r.body.errors[0].message).toBe('This portal does not take outage reports. Please call us to report an outage.');
    expect((await s.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.accountId, id))).length).toBe(before);
  });
});
