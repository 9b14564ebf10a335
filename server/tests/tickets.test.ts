import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { outboxEvents, ticketAttachments, ticketMessages, tickets } from '../src/db/schema';
import { multipart } from './support/probe-definitions';
import { POSTGRES_URL, postgresReachable } from './support/backends';
import { startTestServer, type Backend, type TestServer } from './support/test-server';

const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const MIB16 = 16 * 1024 * 1024;
const TOO_LARGE = 'File could not be uploaded because it exceeds the max size of 16.00MB.';
const TICKET_NUMBER = /^TCK-[0-9A-HJKMNP-TV-Z]{8}$/;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);

type File = { name: string; type: string; data: Buffer };

// Both drivers (PGlite and node-postgres) are tried when PostgreSQL is there.
const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('tickets on %s', (backend) => {
  let s: TestServer;
  let thandi: string;
  let sipho: string;

  beforeAll(async () => {
    s = await startTestServer({ backend, databaseUrl: POSTGRES_URL });
    thandi = await s.signIn(CUSTOMER);
    sipho = await s.signIn(TWO_PARENTS, 'BUS3001');
  });
  afterAll(() => s.close());

  const upload = async (name: string, json: unknown, files: File[], token: string) => {
    // As s.call: what the outbox worker would have delivered by the time a person sends this is delivered first.
    await s.outbox.runDue();
    const { payload, headers } = multipart(json, files);
    const r = await s.app.inject({ method: 'POST', url: `/api/solid/isp-portal/upload/${name}`, payload, headers: { ...headers, 'x-portal-authorization': token } });
    return { status: r.statusCode, body: r.json() };
  };
  const download = (body: unknown, token: string) =>
    s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/download/tickets.DownloadAttachment', payload: body as object, headers: { 'x-portal-authorization': token } });

  const newTicket = (overrides: Record<string, unknown> = {}) => ({
    category: 'Technical',
    subject: 'Fibre light is red',
    description: 'The fibre light on my ONT turned red this morning and nothing connects.',
    idempotencyKey: randomUUID(),
    ...overrides,
  });
  const create = (json: Record<string, unknown>, files: File[] = [], token = thandi) => upload('tickets.CreateTicket', json, files, token);
  const reply = (ticketNumber: string, body: string, files: File[] = [], token = thandi) =>
    upload('tickets.ReplyToTicket', { ticketNumber, body, idempotencyKey: randomUUID() }, files, token);
  const getTicket = async (ticketNumber: string, token = thandi) => s.call('tickets.GetTicket', { ticketNumber }, token);
  const ticketCount = async () => (await s.db.select({ id: tickets.id }).from(tickets)).length;
  /** What a caller sees of an answer, less the correlation id every response has its own of. */
  const seen = ({ correlationId: _id, ...rest }: { correlationId?: string }) => rest;
  const seconds = (n: number) => s.clock.advance(n * 1000);
  const days = (n: number) => seconds(n * 24 * 3600);

  describe('tickets.GetTicketOptions', () => {
    it("offers the instance's categories and only the account's own services", async () => {
      const r = await s.call('tickets.GetTicketOptions', {}, thandi);
      expect(r.status).toBe(200);
      expect(r.body.result.categories).toEqual(['Billing', 'Technical', 'Sales', 'General']);
      const tags = r.body.result.services.map((x: { serviceTag: string }) => x.serviceTag);
      expect(tags).toContain('FTTH-100234');
      expect(tags).not.toContain('FTTH-310001');
      expect(r.body.result.services).toContainEqual({ serviceTag: 'FTTH-100234', product: 'Fibre 100/50 Mbps Uncapped', category: 'connectivity' });
    });
  });

  describe('tickets.CreateTicket', () => {
    it('logs a ticket with two attachments; the description is the first message, and the agent answers once the clock moves', async () => {
      const r = await create(newTicket({ serviceTag: 'FTTH-100234' }), [
        { name: 'C:\\Users\\thandi\\ont.png', type: 'image/png', data: PNG },
        { name: 'notes.txt', type: 'text/plain', data: Buffer.from('Light went red at 06:40.\n') },
      ]);
      expect(r.status).toBe(200);
      const { ticketNumber } = r.body.result;
      expect(ticketNumber).toMatch(TICKET_NUMBER);

      const detail = (await getTicket(ticketNumber)).body.result;
      expect(detail).toMatchObject({ ticketNumber, subject: 'Fibre light is red', category: 'Technical', status: 'open', serviceTag: 'FTTH-100234', closedAt: null, reopenUntil: null });
      expect(detail.messages).toHaveLength(1);
      expect(detail.messages[0]).toMatchObject({
        author: 'customer',
        authorName: 'Thandi Mokoena',
        body: 'The fibre light on my ONT turned red this morning and nothing connects.',
        attachments: [
          { fileName: 'ont.png', contentType: 'image/png', size: PNG.length },
          { fileName: 'notes.txt', contentType: 'text/plain', size: 25 },
        ],
      });
      expect(detail.history).toEqual([{ at: detail.createdAt, event: 'Logged by Thandi Mokoena' }]);
      const listed = (await s.call('tickets.GetTickets', {}, thandi)).body.result.tickets;
      expect(listed[0]).toMatchObject({ ticketNumber, status: 'open' });

      seconds(2);
      expect((await getTicket(ticketNumber)).body.result.messages).toHaveLength(1);
      seconds(1);
      const answered = (await getTicket(ticketNumber)).body.result;
      expect(answered.messages).toHaveLength(2);
      expect(answered.messages[1]).toMatchObject({ author: 'agent', attachments: [] });
      expect(answered.messages[1].body).toContain('Fibre light is red');
      expect(answered.messages[1].authorName).toMatch(/Support/);
      expect(new Date(answered.updatedAt).getTime()).toBe(new Date(detail.createdAt).getTime() + 3000);
      expect(answered.history.at(-1).event).toBe(`${answered.messages[1].authorName} replied`);
      // Read again: the reply is kept once.
      expect((await getTicket(ticketNumber)).body.result.messages).toHaveLength(2);
    });

    it("reads write nothing: the agent's answer is its own outbox step, kept when it falls due whether or not anyone looks", async () => {
      const { ticketNumber } = (await create(newTicket({ subject: 'Router keeps rebooting' }))).body.result;
      await s.outbox.runDue();
      const [ticket] = await s.db.select().from(tickets).where(eq(tickets.ticketNumber, ticketNumber));
      const step = await s.db.select().from(outboxEvents).where(and(eq(outboxEvents.type, 'demo.helpdesk.reply'), sql`${outboxEvents.data}->>'ticketNumber' = ${ticketNumber}`));
      expect(step).toHaveLength(1);
      expect(step[0]).toMatchObject({ state: 'pending', nextAttemptAt: new Date(new Date(ticket.createdAt).getTime() + 3000) });

      seconds(3);
      // Read as the browser does, without letting the worker run first: the read shows the ticket as it is and keeps nothing.
      const messagesNow = async () => (await s.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id))).length;
      const read = await s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/tickets.GetTicket', payload: { ticketNumber }, headers: { 'x-portal-authorization': thandi } });
      expect(read.json().result.messages).toHaveLength(1);
      const listed = await s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/action/tickets.GetTickets', payload: {}, headers: { 'x-portal-authorization': thandi } });
      expect(listed.statusCode).toBe(200);
      expect(await messagesNow()).toBe(1);

      // The worker delivers the due step: the answer is on the ticket before anyone reads it.
      await s.outbox.runDue();
      expect(await messagesNow()).toBe(2);
      const [delivered] = await s.db.select().from(outboxEvents).where(eq(outboxEvents.id, step[0].id));
      expect(delivered.state).toBe('delivered');
      expect((await getTicket(ticketNumber)).body.result.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'agent']);
    });

    it("refuses a category outside the instance's list and changes nothing", async () => {
      const before = await ticketCount();
      const r = await create(newTicket({ category: 'Complaints' }));
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ field: 'category', message: 'Please choose one of the categories offered.' });
      expect(await ticketCount()).toBe(before);
    });

    it("refuses another account's service exactly as an unknown one", async () => {
      const before = await ticketCount();
      const others = await create(newTicket({ serviceTag: 'FTTH-310001' }));
      const unknown = await create(newTicket({ serviceTag: 'FTTH-999999' }));
      expect(others.status).toBe(400);
      expect(others.body.errors[0].field).toBe('serviceTag');
      expect(unknown.status).toBe(others.status);
      expect(seen(unknown.body)).toEqual(seen(others.body));
      expect(await ticketCount()).toBe(before);
    });

    it('takes files totalling 16 MiB − 1 and refuses exactly 16 MiB with the upload message', async () => {
      const under = await create(newTicket(), [{ name: 'router-log.txt', type: 'text/plain', data: Buffer.alloc(MIB16 - 1, 'a') }]);
      expect(under.status).toBe(200);
      const [kept] = await s.db
        .select({ size: ticketAttachments.size })
        .from(ticketAttachments)
        .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
        .where(eq(tickets.ticketNumber, under.body.result.ticketNumber));
      expect(kept.size).toBe(MIB16 - 1);

      const before = await ticketCount();
      const exact = await create(newTicket(), [{ name: 'router-log.txt', type: 'text/plain', data: Buffer.alloc(MIB16, 'a') }]);
      expect(exact.status).toBe(413);
      expect(exact.body.errors[0]).toMatchObject({ message: TOO_LARGE });
      const split = await create(newTicket(), [
        { name: 'a.txt', type: 'text/plain', data: Buffer.alloc(MIB16 / 2, 'a') },
        { name: 'b.txt', type: 'text/plain', data: Buffer.alloc(MIB16 / 2, 'b') },
      ]);
      expect(split.status).toBe(413);
      expect(split.body.errors[0].message).toBe(TOO_LARGE);
      expect(await ticketCount()).toBe(before);
    });

    it('refuses an executable named .pdf, by its content, naming the file', async () => {
      const before = await ticketCount();
      for (const data of [EXE, ELF]) {
        const r = await create(newTicket(), [
          { name: 'invoice.pdf', type: 'application/pdf', data: PDF },
          { name: 'report.pdf', type: 'application/pdf', data },
        ]);
        expect(r.status).toBe(400);
        expect(r.body.errors[0]).toMatchObject({ field: 'files', message: 'report.pdf is not a file type we accept (images, PDF, text and office documents).' });
      }
      const binary = await create(newTicket(), [{ name: 'dump.txt', type: 'text/plain', data: Buffer.from([0x41, 0x00, 0x42]) }]);
      expect(binary.body.errors[0]).toMatchObject({ field: 'files', message: 'dump.txt is not a file type we accept (images, PDF, text and office documents).' });
      expect(await ticketCount()).toBe(before);
    });

    it('refuses a PNG named .txt, saying what it is, so a download never offers it under a misleading name', async () => {
      const r = await create(newTicket(), [{ name: 'screenshot.txt', type: 'text/plain', data: PNG }]);
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({
        field: 'files',
        message: 'screenshot.txt is a PNG image, but its name ends in .txt. Please name it .png and attach it again.',
      });
    });

    it('takes at most 10 files', async () => {
      const files = Array.from({ length: 11 }, (_, i) => ({ name: `note-${i}.txt`, type: 'text/plain', data: Buffer.from(`note ${i}`) }));
      const r = await create(newTicket(), files);
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ field: 'files', message: 'Please attach at most 10 files.' });
      expect((await create(newTicket(), files.slice(0, 10))).status).toBe(200);
    });

    it('answers a retry with the same idempotency key with the same ticket, and refuses the key for another request', async () => {
      const body = newTicket({ subject: 'Retry safe ticket' });
      const files = [{ name: 'notes.txt', type: 'text/plain', data: Buffer.from('once') }];
      const first = await create(body, files);
      const again = await create(body, files);
      expect(again.status).toBe(200);
      expect(again.body.result.ticketNumber).toBe(first.body.result.ticketNumber);
      const listed = (await s.call('tickets.GetTickets', {}, thandi)).body.result.tickets.filter((t: { subject: string }) => t.subject === 'Retry safe ticket');
      expect(listed).toHaveLength(1);

      const otherBody = await create({ ...body, subject: 'Something else entirely' }, files);
      expect(otherBody.status).toBe(422);
      expect(otherBody.body.errors[0].field).toBe('idempotencyKey');
      const otherFile = await create(body, [{ name: 'notes.txt', type: 'text/plain', data: Buffer.from('twice') }]);
      expect(otherFile.status).toBe(422);
    });

    it('validates the json part strictly', async () => {
      const r = await create({ ...newTicket(), priority: 'high' });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].field).toBe('priority');
      const short = await create(newTicket({ subject: 'Hi' }));
      expect(short.body.errors[0]).toMatchObject({ field: 'subject' });
    });
  });

  describe("another account's tickets", () => {
    it('answers exactly as a ticket that does not exist, for every action', async () => {
      const { ticketNumber } = (await create(newTicket())).body.result;
      const theirs = await getTicket(ticketNumber, sipho);
      const unknown = await getTicket('TCK-ZZZZZZZZ', sipho);
      expect(theirs.status).toBe(404);
      expect(theirs.body.errors[0].message).toBe('That ticket was not found.');
      expect(seen(theirs.body)).toEqual(seen(unknown.body));
      for (const name of ['tickets.CloseTicket', 'tickets.ReopenTicket']) {
        const r = await s.call(name, { ticketNumber }, sipho);
        expect(r.status).toBe(404);
        expect(seen(r.body)).toEqual(seen(unknown.body));
      }
      const replied = await reply(ticketNumber, 'Not my ticket', [], sipho);
      expect(replied.status).toBe(404);
      expect(seen(replied.body)).toEqual(seen(unknown.body));
      expect((await getTicket(ticketNumber)).body.result.status).toBe('open');
      const listed = (await s.call('tickets.GetTickets', {}, sipho)).body.result.tickets.map((t: { ticketNumber: string }) => t.ticketNumber);
      expect(listed).not.toContain(ticketNumber);
    });
  });

  describe('tickets.DownloadAttachment', () => {
    it("sends the account's own file as an attachment, and nobody else's", async () => {
      const { ticketNumber } = (await create(newTicket(), [{ name: 'ont.png', type: 'image/png', data: PNG }])).body.result;
      const attachmentId = (await getTicket(ticketNumber)).body.result.messages[0].attachments[0].id;

      const own = await download({ ticketNumber, attachmentId }, thandi);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect(own.headers['content-disposition']).toBe('attachment; filename="ont.png"');
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      expect(own.headers['cache-control']).toBe('no-store');
      expect(Buffer.compare(own.rawPayload, PNG)).toBe(0);

      const theirs = await download({ ticketNumber, attachmentId }, sipho);
      const unknown = await download({ ticketNumber, attachmentId: 999_999 }, thandi);
      const otherTicket = await download({ ticketNumber: 'TCK-10021', attachmentId }, thandi);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().errors[0].message).toBe('That attachment was not found.');
      expect(unknown.statusCode).toBe(404);
      expect(seen(unknown.json())).toEqual(seen(theirs.json()));
      expect(otherTicket.statusCode).toBe(404);
      expect(seen(otherTicket.json())).toEqual(seen(theirs.json()));
      expect((await s.app.inject({ method: 'POST', url: '/api/solid/isp-portal/download/tickets.DownloadAttachment', payload: { ticketNumber, attachmentId } })).statusCode).toBe(401);
    });
  });

  describe('the conversation: reply, close, reopen', () => {
    it('replies with a file, closes, refuses a reply while closed, reopens within 14 days and not after 15', async () => {
      const { ticketNumber } = (await create(newTicket({ subject: 'Slow speeds at night' }))).body.result;
      seconds(5);
      const replied = await reply(ticketNumber, 'Here is my latest invoice for reference.', [{ name: 'invoice.pdf', type: 'application/pdf', data: PDF }]);
      expect(replied.status).toBe(200);
      const afterReply = replied.body.result;
      expect(afterReply.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'agent', 'customer']);
      expect(afterReply.messages[2]).toMatchObject({ body: 'Here is my latest invoice for reference.', attachments: [{ fileName: 'invoice.pdf', contentType: 'application/pdf', size: PDF.length }] });
      expect(afterReply.history.at(-1).event).toBe('Thandi Mokoena replied');
      seconds(3);
      const answered = (await getTicket(ticketNumber)).body.result;
      expect(answered.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'agent', 'customer', 'agent']);
      expect(answered.messages[3].body).toContain('Slow speeds at night');

      const closed = await s.call('tickets.CloseTicket', { ticketNumber }, thandi);
      expect(closed.status).toBe(200);
      const closedAt = closed.body.result.closedAt;
      expect(closed.body.result).toMatchObject({ status: 'closed', closedAt: s.clock.now().toISOString() });
      expect(closed.body.result.reopenUntil).toBe(new Date(new Date(closedAt).getTime() + 14 * 24 * 3600 * 1000).toISOString());
      expect(closed.body.result.history.at(-1).event).toBe('Closed by Thandi Mokoena');
      const twice = await s.call('tickets.CloseTicket', { ticketNumber }, thandi);
      expect(twice.status).toBe(409);
      expect(twice.body.errors[0].message).toBe('This ticket is already closed.');
      const whileClosed = await reply(ticketNumber, 'One more thing');
      expect(whileClosed.status).toBe(409);
      expect(whileClosed.body.errors[0].message).toBe('This ticket is closed. Reopen it to reply.');

      days(14);
      thandi = await s.signIn(CUSTOMER);
      sipho = await s.signIn(TWO_PARENTS, 'BUS3001');
      const reopened = await s.call('tickets.ReopenTicket', { ticketNumber }, thandi);
      expect(reopened.status).toBe(200);
      expect(reopened.body.result).toMatchObject({ status: 'open', closedAt: null, reopenUntil: null });
      expect(reopened.body.result.history.at(-1).event).toBe('Reopened by Thandi Mokoena');
      const openAgain = await s.call('tickets.ReopenTicket', { ticketNumber }, thandi);
      expect(openAgain.status).toBe(409);
      expect(openAgain.body.errors[0].message).toBe('This ticket is already open.');

      expect((await s.call('tickets.CloseTicket', { ticketNumber }, thandi)).status).toBe(200);
      days(15);
      thandi = await s.signIn(CUSTOMER);
      sipho = await s.signIn(TWO_PARENTS, 'BUS3001');
      const late = await s.call('tickets.ReopenTicket', { ticketNumber }, thandi);
      expect(late.status).toBe(409);
      expect(late.body.errors[0].message).toMatch(/more than 14 days ago.*log a new ticket/);
      const still = (await getTicket(ticketNumber)).body.result;
      expect(still).toMatchObject({ status: 'closed', reopenUntil: null });
    });

    it('answers a retried reply with the ticket, adding nothing', async () => {
      const { ticketNumber } = (await create(newTicket())).body.result;
      const json = { ticketNumber, body: 'Is there any news?', idempotencyKey: randomUUID() };
      const first = await upload('tickets.ReplyToTicket', json, [], thandi);
      const again = await upload('tickets.ReplyToTicket', json, [], thandi);
      expect(again.status).toBe(200);
      expect(again.body.result.messages).toHaveLength(first.body.result.messages.length);
      const changed = await upload('tickets.ReplyToTicket', { ...json, body: 'Something else' }, [], thandi);
      expect(changed.status).toBe(422);
    });
  });

  describe('seeded and billing tickets', () => {
    it('seeds the demo tickets with their conversation', async () => {
      const detail = (await getTicket('TCK-10021')).body.result;
      expect(detail.messages.length).toBeGreaterThanOrEqual(4);
      expect(detail.messages[0]).toMatchObject({ author: 'customer', authorName: 'Thandi Mokoena' });
      expect(detail.messages.flatMap((m: { attachments: { fileName: string }[] }) => m.attachments.map((a) => a.fileName))).toContain('speed-tests.txt');
      const closed = (await getTicket('TCK-10004')).body.result;
      expect(closed).toMatchObject({ status: 'closed', closedAt: '2026-04-21T16:05:00.000Z', reopenUntil: null });
    });

    it("titles billing support and account enquiry tickets with the customer's words and opens them at their page", async () => {
      const words = 'My card payment failed three times today and I do not know why this keeps happening';
      const billing = await s.call('billing.support.CreateBillingSupportTicket', { description: words }, thandi);
      expect(billing.status).toBe(200);
      expect(billing.body.result.ticketNumber).toMatch(TICKET_NUMBER);
      const detail = (await getTicket(billing.body.result.ticketNumber)).body.result;
      expect(detail.subject).toBe(`Billing: ${words.slice(0, 60).trimEnd()}…`);
      expect(detail.messages[0]).toMatchObject({ author: 'customer', body: words });

      const enquiry = await s.call('billing.support.CreateAccountEnquirySupportTicket', { loggedDescription: 'Why was I charged twice?', currentStatusDescription: 'Up to date' }, sipho);
      const asked = (await getTicket(enquiry.body.result.ticketNumber, sipho)).body.result;
      expect(asked.subject).toBe('Account enquiry: Why was I charged twice?');
      expect(asked.messages[0].body).toBe('Why was I charged twice?');
      expect(asked.history[0].event).toContain('Up to date');
    });
  });
});
