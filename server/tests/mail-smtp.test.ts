import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_RETURN_PARAM } from '@portal/contract';
import { and, eq, like } from 'drizzle-orm';
import { outboxEvents, payments } from '../src/db/schema';
import { smtpMailAdapter } from '../src/mail/smtp-mail-adapter';
import { parseMailFrom, parseSmtpUrl } from '../src/mail/mail-settings';
import { startSmtpServer, selfSignedCertificate, type ReceivedMail, type TestSmtpServer } from './support/smtp-server';
import { spawnPortal, startTestServer, type TestServer } from './support/test-server';
import { waitFor } from './support/webhook-receiver';
import { freePort } from './support/free-port';

/**
 * E-mail through a real SMTP server started here (smtp-server; what arrived is read with mailparser): an agent's reply
 * through the back-office API, a card payment with its receipt PDF, a server that refuses with 4xx and then accepts,
 * and smtps with AUTH from a portal process started with the settings (SMTP_URL, SMTP_PASSWORD_FILE, MAIL_FROM).
 */
const PORTS = { plain: freePort(), portal: freePort(), tls: freePort() };
const ORIGIN = 'https://portal.example.com';
const BACKOFFICE_TOKEN = `bo-${randomBytes(24).toString('hex')}`;
const CUSTOMER = '0821234567';
const CUSTOMER_EMAIL = 'thandi.mokoena@example.com';
const APPROVED_CARD = '4111111111111111';
const CARD = { CARD_HOLDER: 'Thandi Mokoena', CARD_NUMBER: '4111 1111 1111 1111', CVV: '987', EXPIRY_MONTH: '7', EXPIRY_YEAR: '2029' };
const GENEROUS = { max: 10_000, windowMs: 600_000 };
/** The test's retries: a second apart (the clock is the test's, moved on by hand), five tries in all. */
const RETRY = { maxAttempts: 5, baseDelayMs: 1_000, maxDelayMs: 1_000 };

/** Nothing a message may hold: a long run of digits (a card or bank account number), the tokens and keys of the portal. */
function expectNothingSecret(mail: ReceivedMail, secrets: string[]) {
  const everything = `${mail.raw}\n${mail.parsed.text ?? ''}\n${mail.parsed.html || ''}`;
  for (const secret of secrets) expect(everything).not.toContain(secret);
  expect(`${mail.parsed.text}\n${mail.parsed.html}`).not.toMatch(/\d(?:[ -]?\d){12,18}/);
  expect(everything).not.toContain(APPROVED_CARD);
}

/** PDF.js reads the bytes in a process of its own (support/pdf-text.mjs): the pages' text, one piece a line. */
function pdfText(bytes: Buffer) {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'support', 'pdf-text.mjs')], { input: bytes, maxBuffer: 20 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`PDF.js could not read the attachment: ${run.stderr}`);
  const { numPages, items } = JSON.parse(run.stdout.toString()) as { numPages: number; items: { str: string }[] };
  return { numPages, text: items.map((i) => i.str).join('\n') };
}

describe('e-mail through SMTP, in-process server', () => {
  let smtp: TestSmtpServer;
  let s: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer(PORTS.plain);
    const url = parseSmtpUrl(`smtp://127.0.0.1:${PORTS.plain}`);
    s = await startTestServer({
      publicOrigin: ORIGIN,
      backoffice: { tokens: [BACKOFFICE_TOKEN] },
      otpLimits: { perCellNumber: { name: 'otp-cell', ...GENEROUS }, perClientAddress: { name: 'otp-ip', ...GENEROUS }, failuresPerCellNumber: { name: 'otp-fail', ...GENEROUS } },
      mail: smtpMailAdapter({ ...url, from: parseMailFrom('portal@fibre.example.com'), timeoutMs: 10_000 }),
      outboxRetry: RETRY,
    });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  const reply = (ticketNumber: string, body: string) =>
    s.app.inject({
      method: 'POST',
      url: `/api/backoffice/v1/tickets/${ticketNumber}/replies`,
      headers: { authorization: `Bearer ${BACKOFFICE_TOKEN}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: { agentName: 'Lindiwe from Support', body },
    });
  /** Waits for a message whose subject matches, delivering what is due meanwhile (the clock is the test's). */
  const mailWith = async (subject: RegExp, count = 1) => {
    await waitFor(
      async () => {
        await s.outbox.runDue({ sweeps: false });
        return smtp.received.filter((m) => subject.test(m.parsed.subject ?? '')).length >= count;
      },
      `a message "${subject}" at the SMTP server`,
      () => s.log(),
    );
    return smtp.received.filter((m) => subject.test(m.parsed.subject ?? ''));
  };
  const mailEvent = async (type: string, idPart: string) =>
    (await s.db.select().from(outboxEvents).where(and(eq(outboxEvents.type, type), like(outboxEvents.id, `%${idPart}%`))))[0];

  it("mails the customer an agent's reply, branded, in an HTML and a plain-text part", async () => {
    const answer = await reply('TCK-10021', 'Hi Thandi, we replaced the faulty splitter.\nPlease restart your router tonight.');
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailWith(/TCK-10021/);
    const { parsed } = mail;
    expect(mail.envelopeTo).toEqual([CUSTOMER_EMAIL]);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(CUSTOMER_EMAIL);
    expect(parsed.from?.value).toEqual([{ name: 'Customer Portal', address: 'portal@fibre.example.com' }]);
    expect(parsed.subject).toBe('Lindiwe from Support replied to your ticket TCK-10021: Fibre drops every evening around 8 pm');
    // Both parts say the same: the greeting, the agent's words as written, and the link to the ticket.
    expect(parsed.text).toContain('Hi Thandi,');
    expect(parsed.text).toContain('> Hi Thandi, we replaced the faulty splitter.\n> Please restart your router tonight.');
    expect(parsed.text).toContain(`Open the ticket: ${ORIGIN}/tickets/support/TCK-10021`);
    expect(parsed.html).toContain('we replaced the faulty splitter.');
    expect(parsed.html).toContain(`href="${ORIGIN}/tickets/support/TCK-10021"`);
    // The provider's branding: the brand in the header, its colour, and the provider's details in the footer.
    expect(parsed.html).toContain('>Customer Portal</td>');
    expect(parsed.html).toContain('background:#420A38');
    expect(parsed.text).toContain('Customer Portal Telecoms (Pty) Ltd · Reg. 2019/123456/07 · VAT 4123456789');
    expect(parsed.messageId).toMatch(/^<mail\.ticket-replied\.\d+@portal\.example\.com>$/);
    expect(parsed.attachments).toHaveLength(0);
    expectNothingSecret(mail, [BACKOFFICE_TOKEN]);
    expect(s.log()).toContain('e-mail sent');
    expect(s.log()).not.toContain(CUSTOMER_EMAIL);
  });

  it('mails the person who paid the receipt as a PDF attachment that PDF.js reads, without the card number', async () => {
    const token = await s.signIn(CUSTOMER);
    const started = await s.call('billing.payment.PerformPayGatePayment', { amount: 150, idempotencyKey: randomUUID() }, token);
    expect(started.status).toBe(200);
    const pageUrl = new URL(started.body.result.creditCardInfoCaptureUrl as string);
    const page = await s.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
    const sessionId = /name="PAY_REQUEST_ID" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const paid = await s.app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      payload: new URLSearchParams({ PAY_REQUEST_ID: sessionId, ACTION: 'pay', ...CARD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const gatewayToken = new URL(paid.headers.location as string).searchParams.get(PAYMENT_RETURN_PARAM)!;
    const validated = await s.call('billing.payment.ValidatePayGatePayment', { token: gatewayToken }, token);
    expect(validated.body.result.paymentStatus).toBe(true);
    const [payment] = await s.db.select().from(payments).where(eq(payments.gatewayReference, gatewayToken));

    const [mail] = await mailWith(new RegExp(`receipt ${payment.reference}`));
    expect(mail.envelopeTo).toEqual([CUSTOMER_EMAIL]);
    expect(mail.parsed.subject).toBe(`Payment received: R 150.00 (receipt ${payment.reference})`);
    expect(mail.parsed.text).toMatch(new RegExp(`Receipt number: +${payment.reference}`));
    expect(mail.parsed.text).toMatch(/Amount received: +R 150\.00/);
    expect(mail.parsed.html).toContain('R 150.00');
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({ filename: `Receipt ${payment.reference}.pdf`, contentType: 'application/pdf' });
    expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = pdfText(attachment.content);
    expect(pdf.numPages).toBe(1);
    expect(pdf.text).toContain('Payment Receipt');
    expect(pdf.text).toContain(payment.reference);
    expect(pdf.text).toContain('R 150.00');
    expect(pdf.text).not.toContain('4111');
    expectNothingSecret(mail, [BACKOFFICE_TOKEN, token, gatewayToken, CARD.CARD_NUMBER]);
  });

  it('tries again when the SMTP server answers 451, and delivers the message once it accepts, without losing or doubling it', async () => {
    const before = smtp.refused;
    smtp.refuseNext(2, 451);
    const answer = await reply('TCK-10017', 'Your VoIP charges are explained in the attached note.');
    expect(answer.statusCode).toBe(200);
    const { messageId } = answer.json() as { messageId: number };
    // The first try is refused: the job stays pending with the server's answer as its error, nothing arrived.
    await waitFor(async () => {
      await s.outbox.runDue({ sweeps: false });
      return smtp.refused === before + 1;
    }, 'the first try refused');
    const first = await mailEvent('mail.ticket-replied', `:${messageId}`);
    expect(first).toMatchObject({ state: 'pending', attempts: 1 });
    expect(first.lastError).toContain(`127.0.0.1:${PORTS.plain} answered 451`);
    expect(smtp.received.filter((m) => /TCK-10017/.test(m.parsed.subject ?? ''))).toHaveLength(0);
    // A second later (by the test's clock) the second try is refused too; a second after that, the server accepts.
    s.clock.advance(1_200);
    await waitFor(async () => {
      await s.outbox.runDue({ sweeps: false });
      return smtp.refused === before + 2;
    }, 'the second try refused');
    s.clock.advance(1_200);
    const arrived = await mailWith(/TCK-10017/);
    expect(arrived).toHaveLength(1);
    expect(arrived[0].parsed.text).toContain('Your VoIP charges are explained');
    expect(await mailEvent('mail.ticket-replied', `:${messageId}`)).toMatchObject({ state: 'delivered', attempts: 3 });
    // Nothing more is sent later: the job is done.
    s.clock.advance(5_000);
    await s.outbox.runDue({ sweeps: false });
    expect(smtp.received.filter((m) => /TCK-10017/.test(m.parsed.subject ?? ''))).toHaveLength(1);
  });
});

describe('e-mail over smtps with AUTH, from a portal process started with the settings', () => {
  jest.setTimeout(600_000);
  const user = 'portal-mailer';
  const password = `pw-${randomBytes(12).toString('hex')}`;
  let smtp: TestSmtpServer;
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let certificate: ReturnType<typeof selfSignedCertificate>;
  let dataDir: string;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    smtp = await startSmtpServer(PORTS.tls, { tls: certificate, auth: { user, password } });
    dataDir = mkdtempSync(path.join(tmpdir(), 'mail-smtps-'));
    const passwordFile = path.join(dataDir, 'smtp-password');
    writeFileSync(passwordFile, `${password}\n`);
    portal = spawnPortal({
      PORT: String(PORTS.portal),
      DATA_DIR: path.join(dataDir, 'data'),
      BACKOFFICE_TOKEN,
      SMTP_URL: `smtps://${user}@localhost:${PORTS.tls}`,
      SMTP_PASSWORD_FILE: passwordFile,
      SMTP_CA_FILE: certificate.certFile,
      MAIL_FROM: 'Example Fibre <care@fibre.example.com>',
      LOG_LEVEL: 'info',
      DRAIN_SECONDS: '0',
    });
    await portal.ready();
  });
  afterAll(async () => {
    await portal?.stop();
    await smtp?.close();
    certificate?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in to the mail server over TLS and delivers the reply; the password is in no log and no message', async () => {
    expect(portal!.stdout()).toContain(`E-mail: through smtps://localhost:${PORTS.tls} from care@fibre.example.com.`);
    const answer = await fetch(`http://127.0.0.1:${PORTS.portal}/api/backoffice/v1/tickets/TCK-10021/replies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${BACKOFFICE_TOKEN}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      body: JSON.stringify({ agentName: 'Johan from Support', body: 'The line test is clean now.' }),
    });
    expect(answer.status).toBe(200);
    await waitFor(() => smtp.received.length > 0, 'a message at the smtps server', () => `${portal!.stdout()}\n${portal!.stderr()}`);
    const [mail] = smtp.received;
    expect(mail.authUser).toBe(user);
    expect(smtp.authFailures).toBe(0);
    expect(mail.envelopeTo).toEqual([CUSTOMER_EMAIL]);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Example Fibre', address: 'care@fibre.example.com' }]);
    expect(mail.parsed.subject).toBe('Johan from Support replied to your ticket TCK-10021: Fibre drops every evening around 8 pm');
    expect(mail.parsed.text).toContain('> The line test is clean now.');
    expect(mail.parsed.html).toContain('The line test is clean now.');
    expectNothingSecret(mail, [password, BACKOFFICE_TOKEN]);
    await waitFor(() => portal!.stdout().includes('e-mail sent'), 'the delivery logged');
    expect(`${portal!.stdout()}\n${portal!.stderr()}`).not.toContain(password);
  });

  it('fails a try with a wrong password (535, tried again later) and gives up on a recipient the server refuses for good (550)', async () => {
    const message = { to: CUSTOMER_EMAIL, fromName: 'Customer Portal', subject: 'Test', text: 'Hello', html: '<p>Hello</p>', messageId: '<t.1@portal.example.com>' };
    const settings = { ...parseSmtpUrl(`smtps://${user}:wrong-${password}@localhost:${PORTS.tls}`), from: parseMailFrom('care@fibre.example.com'), timeoutMs: 10_000, ca: certificate.cert };
    const wrong = smtpMailAdapter(settings);
    const refusal = await wrong.send(message, new AbortController().signal).then(
      () => 'sent',
      (error: Error) => error.message,
    );
    expect(refusal).toBe(`localhost:${PORTS.tls} answered 535 to AUTH PLAIN`);
    expect(smtp.authFailures).toBe(1);
    await wrong.close?.();

    smtp.refuseRecipient('gone@example.com');
    const right = smtpMailAdapter({ ...settings, password });
    expect(await right.send({ ...message, to: 'gone@example.com' }, new AbortController().signal)).toEqual({ status: 'recipient-refused', reason: `localhost:${PORTS.tls} answered 550 to RCPT TO` });
    await right.close?.();
  });
});
