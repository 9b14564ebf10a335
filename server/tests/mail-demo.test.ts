import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildServer } from '../src/app';
import { outboxEvents, people, products } from '../src/db/schema';
import { demoMailAdapter, type DemoMail } from '../src/mail/mail-adapter';
import { enqueueMail } from '../src/mail/mail-jobs';
import { parseSettings, SettingsError } from '../src/settings';
import { openSeededDatabase } from './support/seeded-database';
import { startTestServer, type TestServer } from './support/test-server';
import type { Database } from '../src/db/connect';

/**
 * The demo mailbox (GET /api/dev/mailbox, demo mode only) and the settings that choose the e-mail adapter: what
 * production refuses, and that no message about a setting echoes the SMTP password.
 */
const CUSTOMER = '0821234567';
const CUSTOMER_EMAIL = 'thandi.mokoena@example.com';
const GENEROUS = { max: 10_000, windowMs: 600_000 };
const OPERATOR_DELAY_MS = 2_000;
const PRODUCTION = {
  PORTAL_MODE: 'production',
  PUBLIC_ORIGIN: 'https://portal.example.com',
  JWT_SECRET: 'f3a9c1e07b5d24688e1f0a3c9b7d5e2a41c6f8093e7b2d5a6c1f4e8b0a9d3c72',
  DATA_ENCRYPTION_KEY: '9c4e1a7f3b0d852e6a1c9f4b7d3e0a58c2f6b9d14e7a3c0f8b5d2e96a1c4f7b3',
  SMS_ADAPTER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/send',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseSettings(env, '/srv/portal');
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('choosing the e-mail adapter', () => {
  it('keeps mail in the demo mailbox by default in demo mode, is off by default in production, and sends through SMTP when SMTP_URL is set', () => {
    expect(parseSettings({}, '/srv/portal').email).toEqual({ adapter: 'demo' });
    expect(parseSettings(PRODUCTION, '/srv/portal').email).toEqual({ adapter: 'off' });
    expect(parseSettings({ EMAIL_ADAPTER: 'off' }, '/srv/portal').email).toEqual({ adapter: 'off' });
    const smtp = parseSettings({ ...PRODUCTION, SMTP_URL: 'smtps://mailer%40fibre:p%40ss@smtp.example.com', MAIL_FROM: 'care@fibre.example.com' }, '/srv/portal').email;
    expect(smtp).toEqual({
      adapter: 'smtp',
      smtp: { host: 'smtp.example.com', port: 465, secure: true, requireTls: false, user: 'mailer@fibre', password: 'p@ss', from: { address: 'care@fibre.example.com', name: undefined }, timeoutMs: 30_000, ca: undefined },
    });
    // smtp:// to another machine must upgrade with STARTTLS: a relay that does not offer it fails the try.
    const starttls = parseSettings({ SMTP_URL: 'smtp://relay.example.com', MAIL_FROM: 'Example Fibre <care@fibre.example.com>', SMTP_PASSWORD: 'unused', SMTP_TIMEOUT_MS: '5000' }, '/srv/portal').email;
    expect(starttls).toMatchObject({ adapter: 'smtp', smtp: { port: 587, secure: false, requireTls: true, user: undefined, password: undefined, from: { name: 'Example Fibre' }, timeoutMs: 5000 } });
    expect(parseSettings({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@localhost' }, '/srv/portal').email).toMatchObject({ smtp: { requireTls: false } });
    // SMTP_PASSWORD takes the place of a password left out of SMTP_URL.
    expect(parseSettings({ SMTP_URL: 'smtp://mailer@relay.example.com', SMTP_PASSWORD: 's3cret pass', MAIL_FROM: 'a@b.example' }, '/srv/portal').email).toMatchObject({ smtp: { user: 'mailer', password: 's3cret pass' } });
  });

  it('says what is missing or wrong, naming the setting and never the password', () => {
    const password = `pw-${randomBytes(8).toString('hex')}`;
    expect(problemsOf({ EMAIL_ADAPTER: 'smtp' })).toEqual([expect.stringMatching(/^SMTP_URL is required when EMAIL_ADAPTER is smtp/), expect.stringMatching(/^MAIL_FROM is required/)]);
    expect(problemsOf({ SMTP_URL: 'smtp://relay.example.com' })).toEqual([expect.stringMatching(/^MAIL_FROM is required to send e-mail through SMTP/)]);
    expect(problemsOf({ SMTP_URL: 'smtp://mailer@relay.example.com', MAIL_FROM: 'a@b.example' })).toEqual([expect.stringMatching(/^SMTP_URL names a user but no password: .*SMTP_PASSWORD_FILE/)]);
    const bad = problemsOf({ SMTP_URL: `http://mailer:${password}@relay.example.com/x`, MAIL_FROM: 'not an address' });
    expect(bad).toEqual([expect.stringMatching(/^SMTP_URL is not usable: it must start with smtp:\/\/ or smtps:\/\//), expect.stringMatching(/^MAIL_FROM="not an address": give the sender's address/)]);
    expect(bad.join('\n')).not.toContain(password);
    expect(problemsOf({ SMTP_URL: `smtp://mailer:${password}@relay.example.com/path`, MAIL_FROM: 'a@b.example' }).join('\n')).not.toContain(password);
    expect(problemsOf({ EMAIL_ADAPTER: 'sendgrid' })).toEqual([expect.stringMatching(/^EMAIL_ADAPTER="sendgrid": use smtp .*, demo .* or off\.$/)]);
    expect(problemsOf({ SMTP_URL: 'smtp://a.example', MAIL_FROM: 'a@b.example', SMTP_TIMEOUT_MS: '10' })).toEqual([expect.stringMatching(/^SMTP_TIMEOUT_MS="10": use a whole number of milliseconds from 1000 to 120000/)]);
    expect(problemsOf({ SMTP_URL: 'smtp://a.example', MAIL_FROM: 'a@b.example', SMTP_CA_FILE: '/no/such/ca.pem' })).toEqual([expect.stringMatching(/^SMTP_CA_FILE="\/no\/such\/ca.pem" cannot be read \(ENOENT\)/)]);
  });

  it('refuses the demo mailbox in production, in the settings and in buildServer', async () => {
    expect(problemsOf({ ...PRODUCTION, EMAIL_ADAPTER: 'demo' })).toEqual([expect.stringMatching(/^EMAIL_ADAPTER=demo is not allowed in production: the demo mailbox shows every message/)]);
    const database = await openSeededDatabase();
    try {
      await expect(
        buildServer({ db: database.db, mode: 'production', sms: { kind: 'kept', send: async () => undefined }, secret: randomBytes(32), fieldCipher: {} as never, mail: demoMailAdapter(() => undefined) }),
      ).rejects.toThrow(/Production mode never keeps e-mails in the demo mailbox/);
    } finally {
      await database.close();
    }
  });
});

describe('the demo mailbox', () => {
  let database: Database;
  let s: TestServer;

  beforeAll(async () => {
    database = await openSeededDatabase();
    s = await startTestServer({ database, otpLimits: { perCellNumber: { name: 'otp-cell', ...GENEROUS }, perClientAddress: { name: 'otp-ip', ...GENEROUS }, failuresPerCellNumber: { name: 'otp-fail', ...GENEROUS } } });
  });
  afterAll(async () => {
    await s.close();
    await database.close();
  });

  const mailbox = async () => (await s.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json() as DemoMail[];
  /** Runs what the outbox has due until a message whose subject matches is in the mailbox. */
  const mailWith = async (subject: RegExp) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await s.outbox.runDue();
      const found = (await mailbox()).find((m) => subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No message "${subject}" in the mailbox:\n${JSON.stringify(await mailbox(), null, 2)}\n${s.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('mails the customer when the operator completes an order', async () => {
    const token = await s.signIn(CUSTOMER);
    const [topUp] = await s.db.select().from(products).where(eq(products.name, 'Mobile Data Top-up 1 GB'));
    const placed = await s.call('commerce.PlaceOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: topUp.id, quantity: 1 }] }, idempotencyKey: randomUUID() }, token);
    expect(placed.status).toBe(200);
    const reference = placed.body.result.reference as string;
    // Nothing yet: the order is only placed.
    await s.outbox.runDue();
    expect((await mailbox()).some((m) => m.subject.includes(reference))).toBe(false);
    s.clock.advance(OPERATOR_DELAY_MS + 1_000);
    const mail = await mailWith(new RegExp(`order ${reference} is complete`));
    expect(mail).toMatchObject({ to: CUSTOMER_EMAIL, from: 'Customer Portal', subject: `Your order ${reference} is complete`, attachments: [] });
    expect(mail.text).toMatch(new RegExp(`Order: +${reference}`));
    expect(mail.text).toMatch(/What you ordered: +1 × Mobile Data Top-up 1 GB \(MOB-300412\) \(R \d+\.\d\d\)/);
    expect(mail.text).toContain('See your orders: http://localhost/account/orders-and-docs');
    expect(mail.html).toContain('Mobile Data Top-up 1 GB (MOB-300412)');
    // Completed once, mailed once, however often the work is swept again.
    await s.outbox.runDue();
    expect((await mailbox()).filter((m) => m.subject.includes(reference))).toHaveLength(1);
  });

  it('mails the customer when a cancellation has ended the service', async () => {
    const token = await s.signIn(CUSTOMER);
    const options = (await s.call('services.GetCancellationOptions', { serviceTag: 'ADSL-400513' }, token)).body.result as { earliestDate: string; hardware: { id: string }[] };
    const cancelled = await s.call(
      'commerce.CancelService',
      {
        cancellation: {
          serviceTag: 'ADSL-400513',
          cancellationDate: options.earliestDate,
          cancellationLines: ['plan'],
          cancellationRoute: '/services/connectivity/adsl/ADSL-400513',
          cancellationInformation: { reasonId: 'not-needed', comment: 'Fibre replaced it.' },
          cancellationHardware: options.hardware.map((h) => ({ id: h.id, returnMethod: 'courier-collection' })),
        },
        idempotencyKey: randomUUID(),
      },
      token,
    );
    expect(cancelled.status).toBe(200);
    const reference = cancelled.body.result.reference as string;
    s.clock.advance(OPERATOR_DELAY_MS + 1_000);
    const mail = await mailWith(/ADSL-400513\) is cancelled/);
    expect(mail).toMatchObject({ to: CUSTOMER_EMAIL, subject: 'Your ADSL 10 Mbps Uncapped (ADSL-400513) is cancelled' });
    expect(mail.text).toMatch(new RegExp(`Cancellation: +${reference}`));
    expect(mail.text).toContain('See your cancellations: http://localhost/account/cancellations');
  });

  it('mails a usage threshold through the hook a later issue calls, and skips with a log line when nobody has an address', async () => {
    const now = s.clock.now();
    await enqueueMail(s.db, now, { kind: 'usage-threshold', serviceTag: 'MOB-300412', percent: 80, period: '2026-11' });
    const mail = await mailWith(/80% of your data on MOB-300412/);
    expect(mail.to).toBe(CUSTOMER_EMAIL);
    expect(mail.text).toContain('See your usage: http://localhost/services/connectivity/');

    // Nobody of the account has an address any more (the database is this file's own).
    await s.db.update(people).set({ email: '' });
    await enqueueMail(s.db, now, { kind: 'usage-threshold', serviceTag: 'MOB-300412', percent: 100, period: '2026-11' });
    const id = 'mail.usage-threshold:MOB-300412:2026-11:100';
    for (;;) {
      await s.outbox.runDue();
      const [event] = await s.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
      if (event.state === 'delivered') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await mailbox()).some((m) => m.subject.includes('100%'))).toBe(false);
    expect(s.log()).toMatch(/"outboxEventId":"mail\.usage-threshold:MOB-300412:2026-11:100".*"msg":"e-mail not sent: no user of account \d+ has an e-mail address"/);
  });

  it('is not served in production', async () => {
    const production = await startTestServer({ mode: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
