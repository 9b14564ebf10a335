import { tickets } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

const CUSTOMER = '0821234567';
const STATUS = 'Account status: Overdue. Debit order mandate: awaiting your acceptance.';

/** The tickets the billing forms log: titled with the customer's words, whatever status the page showed. */
describe('billing support and account enquiry tickets', () => {
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s = await startTestServer();
    token = await s.signIn(CUSTOMER);
  });
  afterAll(() => s.close());

  const listed = async () => (await s.call('tickets.GetTickets', {}, token)).body.result.tickets as { ticketNumber: string; subject: string }[];
  const ticket = async (ticketNumber: string) => (await s.call('tickets.GetTicket', { ticketNumber }, token)).body.result;
  const enquire = (loggedDescription: string, currentStatusDescription = STATUS) =>
    s.call('billing.support.CreateAccountEnquirySupportTicket', { loggedDescription, currentStatusDescription }, token);

  it('titles an enquiry with what the customer wrote, never with the status the page showed', async () => {
    const r = await enquire('  Why was my\n\ndebit order taken twice this month?  ');
    expect(r.status).toBe(200);
    const { ticketNumber } = r.body.result;
    const row = (await listed()).find((t) => t.ticketNumber === ticketNumber)!;
    expect(row.subject).toBe('Account enquiry: Why was my debit order taken twice this month?');
    expect(row.subject).not.toContain('Overdue');
    const detail = await ticket(ticketNumber);
    expect(detail.messages[0].body).toBe('Why was my\n\ndebit order taken twice this month?');
    expect(detail.history[0].event).toContain(STATUS);
  });

  it('cuts a long enquiry’s words to the first 60 characters in the title, and keeps them all in the message', async () => {
    const words = 'I moved house in October and my invoice still shows the old address and a fee I do not recognise';
    const { ticketNumber } = (await enquire(words)).body.result;
    const detail = await ticket(ticketNumber);
    expect(detail.subject).toBe(`Account enquiry: ${words.slice(0, 60).trimEnd()}…`);
    expect(detail.messages[0].body).toBe(words);
  });

  it('keeps a card number typed into the words out of the title and the message', async () => {
    const { ticketNumber } = (await enquire('Card 4111 1111 1111 1111 was charged twice')).body.result;
    const detail = await ticket(ticketNumber);
    expect(detail.subject).toBe('Account enquiry: Card ************1111 was charged twice');
    expect(JSON.stringify(detail)).not.toContain('4111 1111 1111 1111');
  });

  it('titles a request for assistance with the customer’s words too', async () => {
    const r = await s.call('billing.support.CreateBillingSupportTicket', { description: 'My new card is refused every time I save it.' }, token);
    expect((await ticket(r.body.result.ticketNumber)).subject).toBe('Billing: My new card is refused every time I save it.');
  });

  it.each([
    ['an empty enquiry', () => enquire('   '), 'loggedDescription', 'loggedDescription: Please describe your enquiry.'],
    ['a too long enquiry', () => enquire('x'.repeat(2001)), 'loggedDescription', 'loggedDescription: Please keep your enquiry to 2000 characters or fewer.'],
    [
      'an empty request for assistance',
      () => s.call('billing.support.CreateBillingSupportTicket', { description: '' }, token),
      'description',
      'description: Please describe what you need help with.',
    ],
  ])('refuses %s in plain words and logs nothing', async (_case, send, field, message) => {
    const before = (await s.db.select().from(tickets)).length;
    const r = await send();
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field, message });
    expect((await s.db.select().from(tickets)).length).toBe(before);
  });
});
