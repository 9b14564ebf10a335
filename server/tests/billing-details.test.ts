import { and, eq } from 'drizzle-orm';
import { demoDebitCollectionAdapter, type DebitCollectionAdapter, type DebitOrderRegistration } from '../src/adapters/debit-collection';
import { accounts, creditCardDetails, debitOrderDetails, invoices, tickets } from '../src/db/schema';
import { ActionFailure } from '../src/http/action-failure';
import { announceMissing, POSTGRES_URL, postgresReachable } from './support/backends';
import { claimsOf, startTestServer, type Backend, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const TWO_PARENTS = '0831234567';
const RESELLER = '0841234567';
const TERMS_NOT_ACCEPTED = '0851234567';
/** Seeded on ENT2001-01 with connectivity and tickets only. */
const NO_BILLING = '0731234504';

/** The debit-order form as the browser sends it (spec §4 Payment editing). */
const debitOrder = (overrides: Record<string, unknown> = {}) => ({
  paymentMethodId: 2,
  billingDetails: {
    debitOrderDetailsBean: {
      accountHolder: 'T Mokoena',
      bankNameId: 8,
      accountNumber: '9876543210',
      accountTypeId: 2,
      branchCode: '051001',
      debitCollectionDayId: 2,
      idNumberTypeId: 1,
      idNumber: '',
      declarationAccepted: true,
      ...overrides,
    },
    creditCardDetailsBean: null,
  },
});

/** A provider stand-in that records what it was handed, and can be told to refuse. */
function recordingProvider() {
  const demo = demoDebitCollectionAdapter();
  const received: DebitOrderRegistration[] = [];
  let refusal: Error | null = null;
  const adapter: DebitCollectionAdapter = {
    kind: 'recording',
    async register(registration, log) {
      if (refusal) throw refusal;
      received.push(registration);
      await demo.register(registration, log);
    },
  };
  return { adapter, received, refuseWith: (error: Error | null) => (refusal = error) };
}

let s: TestServer;
/** The same database served with the alternate debit-collection provider switched on. */
let alt: TestServer;
const provider = recordingProvider();

announceMissing('PostgreSQL', postgresReachable);
const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('billing details on %s', (backend) => {
  beforeAll(async () => {
    s = await startTestServer({ backend, databaseUrl: POSTGRES_URL, otpLimits: GENEROUS, debitCollection: provider.adapter });
    alt = await startTestServer({ database: { db: s.db, kind: backend, close: async () => undefined, exclusively: (work) => work() }, otpLimits: GENEROUS, alternateDebitCollectionProvider: true });
  });
  afterAll(async () => {
    await alt.close();
    await s.close();
  });

  const accountIdOf = async (code: string) => (await s.db.select().from(accounts).where(eq(accounts.accountCode, code)))[0].id;
  const debitOrderOf = async (code: string) =>
    (await s.db.select().from(debitOrderDetails).where(eq(debitOrderDetails.accountId, await accountIdOf(code))))[0];
  const details = async (server: TestServer, token: string) => (await server.call('billing.GetBillingDetails', {}, token)).body.result;

  async function signInAccepting(server: TestServer, cell: string) {
    const token = await server.signIn(cell);
    if (claimsOf(token).termsOfUse) return token;
    const terms = (await server.call('login.terms.GetTermsOfUse', {}, token)).body.result;
    return (await server.call('login.terms.AcceptTermsOfUse', { version: terms.version }, token)).body.result.accessToken as string;
  }

  describe('billing.GetBillingDetails', () => {
    it('shows the debit order on record with the bank’s name and obfuscated numbers only', async () => {
      const token = await s.signIn(CUSTOMER);
      const result = await details(s, token);
      expect(result).toMatchObject({ paymentMethodId: 2, customerName: 'Thandi Mokoena', overdue: true, displayCurrentStatus: 'Overdue', dueDate: '2026-11-07' });
      expect(result.balance).toBe(result.amountDue);
      expect(result.balance).toBeGreaterThan(0);
      expect(result.billingDetails.creditCardDetailsBean).toBeNull();
      expect(result.billingDetails.debitOrderDetailsBean).toEqual({
        id: (await debitOrderOf('CUS1001')).id,
        status: 'active',
        accountHolder: 'T Mokoena',
        bankNameId: 5,
        bankName: 'First National Bank',
        accountNumberObfuscated: '******7890',
        accountTypeId: 1,
        branchCode: '250655',
        debitCollectionDayId: 3,
        idNumberTypeId: 1,
        idNumber: '**********087',
      });
    });

    it('shows the card on record for a card-paying account, and nothing for a cash account', async () => {
      const card = await details(s, await s.signIn(TWO_PARENTS, 'BUS3001'));
      expect(card).toMatchObject({ paymentMethodId: 1, customerName: 'Dlamini Consulting', overdue: false, displayCurrentStatus: 'Up to date', balance: 0, dueDate: null });
      expect(card.billingDetails).toEqual({
        debitOrderDetailsBean: null,
        creditCardDetailsBean: { cardHolderObfuscated: 'S**** D******', cardNumberObfuscated: '**** **** **** 1111', expiryDateMonthId: 8, expiryDateYearId: 2028, creditCollectionDayId: 2 },
      });
      const cash = await details(s, await s.signIn(RESELLER));
      expect(cash).toMatchObject({ paymentMethodId: 3, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null } });
    });

    it('refuses every account-side billing action to a token without the billing module', async () => {
      const token = await s.signIn(NO_BILLING);
      expect(claimsOf(token).portal_modules).not.toContain('billing');
      for (const [name, body] of [
        ['billing.GetBillingDetails', {}],
        ['billing.GetCollectionRules', {}],
        ['billing.options.GetBankOptions', {}],
        ['billing.support.CreateAccountEnquirySupportTicket', { loggedDescription: 'Hi', currentStatusDescription: '' }],
        ['billing.mandates.RenderDebitOrderMandate', {}],
        ['billing.payment.ReactivateDebitOrder', { id: 1 }],
        ['billing.payment.AddToBillPayment', { productId: 1, serviceTag: 'FTTB-200001', idempotencyKey: 'k-0000000000000001' }],
        ['billing.payment.GetAddToBillOffers', {}],
      ] as const) {
        const r = await s.call(name, body, token);
        expect([name, r.status, r.body.errors[0].code]).toEqual([name, 403, 'FORBIDDEN']);
      }
    });
  });

  describe('billing.GetCollectionRules', () => {
    it('gives the next occurrence of the debit order’s collection day and what is owed, once its mandate is accepted', async () => {
      const token = await s.signIn(CUSTOMER);
      const { balance, debitOrder } = await details(s, token);
      expect(debitOrder).toEqual({ state: 'awaiting-mandate', stateText: 'Awaiting mandate acceptance', mandate: 'awaiting-acceptance', collectionDay: '25th of the month' });
      const waiting = (await s.call('billing.GetCollectionRules', {}, token)).body.result;
      expect(waiting).toMatchObject({ nextCollectionDate: null, nextCollectionAmount: balance, payByEft: null });
      expect(waiting.rules[0]).toBe('Your debit order is waiting for you to accept its mandate: nothing is collected until you do.');

      const { mandateId } = (await s.call('billing.mandates.RenderDebitOrderMandate', {}, token)).body.result;
      expect((await s.call('billing.mandates.AcceptDebitOrderMandate', { mandateId }, token)).status).toBe(200);
      expect((await details(s, token)).debitOrder).toMatchObject({ state: 'active', stateText: 'Active', mandate: 'accepted' });
      const r = await s.call('billing.GetCollectionRules', {}, token);
      expect(r.status).toBe(200);
      // The clock reads 22 Nov 2026; the debit order runs on the 25th.
      expect(r.body.result).toMatchObject({ nextCollectionDate: '2026-11-25', nextCollectionAmount: balance });
      expect(r.body.result.rules[0]).toMatch(/^R [\d ]+\.\d\d will be collected by debit order on 25 Nov 2026\.$/);
      expect(r.body.result.rules).toContain('Your debit order runs on the 25th of the month from First National Bank account ******7890.');
    });

    it('says all of the amount is overdue when every unpaid invoice is past due, and part of it when only some are', async () => {
      const token = await s.signIn(TWO_PARENTS, 'BUS3001');
      const [latest] = await s.db.select().from(invoices).where(eq(invoices.invoiceTxNumber, 'INV3001-0003'));
      const [earlier] = await s.db.select().from(invoices).where(eq(invoices.invoiceTxNumber, 'INV3001-0002'));
      const notes = async () => ((await s.call('billing.GetCollectionRules', {}, token)).body.result.rules as string[]).filter((rule) => rule.includes('overdue'));
      try {
        // The clock reads 22 Nov 2026.
        await s.db.update(invoices).set({ outstanding: '759.00', dueDate: '2026-11-07' }).where(eq(invoices.id, latest.id));
        expect(await notes()).toEqual(['This amount is overdue. Pay it now by credit card to avoid interruption of your services.']);
        await s.db.update(invoices).set({ dueDate: '2026-11-30' }).where(eq(invoices.id, latest.id));
        await s.db.update(invoices).set({ outstanding: '100.00' }).where(eq(invoices.id, earlier.id));
        expect(await notes()).toEqual(['Part of this amount is overdue. Pay it now by credit card to avoid interruption of your services.']);
      } finally {
        await s.db.update(invoices).set({ outstanding: latest.outstanding, dueDate: latest.dueDate }).where(eq(invoices.id, latest.id));
        await s.db.update(invoices).set({ outstanding: earlier.outstanding }).where(eq(invoices.id, earlier.id));
      }
    });

    it('gives the card’s collection day for a card account that owes money, and no date when nothing is owed', async () => {
      const token = await s.signIn(TWO_PARENTS, 'BUS3001');
      const nothing = (await s.call('billing.GetCollectionRules', {}, token)).body.result;
      expect(nothing).toMatchObject({ nextCollectionDate: null, nextCollectionAmount: 0 });
      expect(nothing.rules).toEqual(['Nothing is owed at the moment, so no collection is scheduled.', 'Your card **** **** **** 1111 is charged on the 5th of the month.']);

      const bus = await accountIdOf('BUS3001');
      const [latest] = await s.db.select().from(invoices).where(eq(invoices.invoiceTxNumber, 'INV3001-0003'));
      await s.db.update(invoices).set({ outstanding: '759.00' }).where(eq(invoices.id, latest.id));
      try {
        const owed = (await s.call('billing.GetCollectionRules', {}, token)).body.result;
        expect(owed).toMatchObject({ nextCollectionDate: '2026-12-05', nextCollectionAmount: 759 });
        expect(owed.rules[0]).toBe('R 759.00 will be charged to your card on 5 Dec 2026.');
      } finally {
        await s.db.update(invoices).set({ outstanding: '0.00' }).where(and(eq(invoices.id, latest.id), eq(invoices.accountId, bus)));
      }
    });

    it('tells a cash account how to pay, with no collection date', async () => {
      const r = await s.call('billing.GetCollectionRules', {}, await s.signIn(RESELLER));
      expect(r.body.result.nextCollectionDate).toBeNull();
      expect(r.body.result.rules[0]).toBe('You pay by cash or EFT: nothing is collected from you automatically.');
      expect(r.body.result.rules[1]).toContain('RES4001 as the payment reference');
      // The provider's bank account from the instance config, with the account code as the reference.
      expect(r.body.result.payByEft).toEqual({
        bankName: 'First National Bank',
        accountName: 'Customer Portal Telecoms (Pty) Ltd',
        accountNumber: '62000000001',
        branchCode: '250655',
        reference: 'RES4001',
      });
    });

    it('schedules nothing while the debit order is suspended', async () => {
      const order = await debitOrderOf('CUS1001');
      await s.db.update(debitOrderDetails).set({ status: 'suspended' }).where(eq(debitOrderDetails.id, order.id));
      try {
        const r = await s.call('billing.GetCollectionRules', {}, await s.signIn(CUSTOMER));
        expect(r.body.result.nextCollectionDate).toBeNull();
        expect(r.body.result.rules[0]).toContain('Your debit order is suspended');
      } finally {
        await s.db.update(debitOrderDetails).set({ status: 'active' }).where(eq(debitOrderDetails.id, order.id));
      }
    });
  });

  describe('billing.options.*', () => {
    it('answers the seven option lists, the years from the server clock’s year', async () => {
      const token = await s.signIn(CUSTOMER);
      const list = async (name: string) => (await s.call(`billing.options.${name}`, {}, token)).body.result.items as { id: number; text: string }[];
      expect((await list('GetBankOptions')).find((b) => b.id === 5)).toEqual({ id: 5, text: 'First National Bank' });
      expect((await list('GetBankAccountTypeOptions')).map((o) => o.text)).toEqual(['Cheque / Current', 'Savings', 'Transmission']);
      expect((await list('GetDebitOrderCollectionDayOptions')).map((o) => o.text)).toEqual(['1st of the month', '15th of the month', '25th of the month', 'Last day of the month']);
      expect((await list('GetIdNumberTypeOptions')).map((o) => o.text)).toEqual(['South African ID', 'Passport', 'Company registration number']);
      const months = await list('GetMonthOfYearOptions');
      expect(months).toHaveLength(12);
      expect(months[0]).toEqual({ id: 1, text: '01 - January' });
      const years = await list('GetYearOptions');
      expect(years.map((y) => y.id)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
      expect((await list('GetCreditCardCollectionDayOptions')).map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await s.call('billing.options.GetBankOptions', { extra: 1 }, token)).status).toBe(400);
    });
  });

  describe('billing.UpdateBillingDetails', () => {
    it('saves a debit order: the provider gets the full number, the portal keeps it obfuscated and never shows or logs it', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await debitOrderOf('CUS1001');
      const r = await s.call('billing.UpdateBillingDetails', debitOrder(), token);
      expect(r.status).toBe(200);
      expect(r.body.result).toEqual({ isUpdated: true });

      expect(provider.received.at(-1)).toMatchObject({ accountCode: 'CUS1001', accountNumber: '9876543210', bankName: 'Standard Bank', provider: 'standard' });
      const after = await debitOrderOf('CUS1001');
      expect(after).toMatchObject({ id: before.id, bankId: 8, accountNumberObfuscated: '******3210', accountTypeId: 2, collectionDayId: 2, idNumberObfuscated: '**********087' });
      const shown = await details(s, token);
      expect(shown.billingDetails.debitOrderDetailsBean).toMatchObject({ bankName: 'Standard Bank', accountNumberObfuscated: '******3210' });
      expect(JSON.stringify(shown)).not.toContain('9876543210');
      expect(s.log()).toContain('******3210');
      expect(s.log()).not.toContain('9876543210');
    });

    it('keeps the number on record when the account number is left empty', async () => {
      const token = await s.signIn(CUSTOMER);
      const r = await s.call('billing.UpdateBillingDetails', debitOrder({ accountNumber: '', accountHolder: '  Thandi Mokoena ', debitCollectionDayId: 4 }), token);
      expect(r.status).toBe(200);
      expect(await debitOrderOf('CUS1001')).toMatchObject({ accountHolder: 'Thandi Mokoena', accountNumberObfuscated: '******3210', collectionDayId: 4 });
      expect(provider.received.at(-1)!.accountNumber).toBeUndefined();
    });

    it('requires an account number when none is on record, and sets the method to debit order when saved', async () => {
      const token = await s.signIn(TWO_PARENTS, 'BUS3001');
      const missing = await s.call('billing.UpdateBillingDetails', debitOrder({ accountNumber: '' }), token);
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0]).toMatchObject({
        field: 'billingDetails.debitOrderDetailsBean.accountNumber',
        message: 'billingDetails.debitOrderDetailsBean.accountNumber: Account number is required.',
      });
      expect(await debitOrderOf('BUS3001')).toBeUndefined();

      const saved = await s.call('billing.UpdateBillingDetails', debitOrder({ accountHolder: 'Dlamini Consulting', idNumberTypeId: null }), token);
      expect(saved.status).toBe(200);
      expect(await debitOrderOf('BUS3001')).toMatchObject({ status: 'active', accountNumberObfuscated: '******3210', idNumberTypeId: null, idNumberObfuscated: null });
      expect((await details(s, token)).paymentMethodId).toBe(2);

      // Back to the card on record, choosing its collection day.
      const card = await s.call('billing.UpdateBillingDetails', { paymentMethodId: 1, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: { creditCollectionDayId: 6 } } }, token);
      expect(card.status).toBe(200);
      const back = await details(s, token);
      expect(back.paymentMethodId).toBe(1);
      expect(back.billingDetails.creditCardDetailsBean.creditCollectionDayId).toBe(6);
    });

    it('answers bad input with a 4xx naming the field, and changes nothing', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await debitOrderOf('CUS1001');
      const cases: [unknown, string, string][] = [
        [debitOrder({ bankNameId: 999 }), 'billingDetails.debitOrderDetailsBean.bankNameId', 'Please make a selection for Bank name.'],
        [debitOrder({ accountTypeId: 9 }), 'billingDetails.debitOrderDetailsBean.accountTypeId', 'Please make a selection for Account type.'],
        [debitOrder({ debitCollectionDayId: 5 }), 'billingDetails.debitOrderDetailsBean.debitCollectionDayId', 'Please make a selection for Collection day.'],
        [debitOrder({ idNumberTypeId: 7 }), 'billingDetails.debitOrderDetailsBean.idNumberTypeId', 'Please make a selection for ID type.'],
        [debitOrder({ idNumberTypeId: 1, idNumber: '12345' }), 'billingDetails.debitOrderDetailsBean.idNumber', 'A South African ID number has 13 digits.'],
        [debitOrder({ accountNumber: '12ab5678' }), 'billingDetails.debitOrderDetailsBean.accountNumber', 'may only contain numeric characters.'],
        [debitOrder({ branchCode: 'x' }), 'billingDetails.debitOrderDetailsBean.branchCode', 'may only contain numeric characters.'],
        [debitOrder({ accountHolder: '   ' }), 'billingDetails.debitOrderDetailsBean.accountHolder', 'The Account holder name field is required.'],
        [debitOrder({ declarationAccepted: false }), 'billingDetails.debitOrderDetailsBean.declarationAccepted', 'Please accept the authorisation declaration to continue'],
        [debitOrder({ cardNumber: '4111111111111111' }), 'billingDetails.debitOrderDetailsBean.cardNumber', 'this field is not expected.'],
        [{ ...debitOrder(), paymentMethodId: 3 }, 'paymentMethodId', ''],
        [{ paymentMethodId: 2, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: null } }, 'billingDetails.debitOrderDetailsBean', 'Please enter your debit order details.'],
      ];
      for (const [body, field, message] of cases) {
        const r = await s.call('billing.UpdateBillingDetails', body, token);
        expect([field, r.status]).toEqual([field, 400]);
        expect(r.body.errors[0].field).toBe(field);
        expect(r.body.errors[0].message).toContain(message);
      }
      expect(await debitOrderOf('CUS1001')).toEqual(before);
    });

    it('asks for card details to be captured first before paying by card', async () => {
      const token = await s.signIn(CUSTOMER);
      const r = await s.call('billing.UpdateBillingDetails', { paymentMethodId: 1, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: { creditCollectionDayId: 1 } } }, token);
      expect(r.status).toBe(409);
      expect(r.body.errors[0].message).toBe('Please capture your card details first.');
      expect((await details(s, token)).paymentMethodId).toBe(2);
    });

    it('refuses a card collection day outside its list, and an expired card', async () => {
      const token = await s.signIn(TWO_PARENTS, 'BUS3001');
      const body = (day: number) => ({ paymentMethodId: 1, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: { creditCollectionDayId: day } } });
      const bad = await s.call('billing.UpdateBillingDetails', body(7), token);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('billingDetails.creditCardDetailsBean.creditCollectionDayId');
      const bus = await accountIdOf('BUS3001');
      await s.db.update(creditCardDetails).set({ expiryYear: 2026, expiryMonth: 10 }).where(eq(creditCardDetails.accountId, bus));
      try {
        const expired = await s.call('billing.UpdateBillingDetails', body(1), token);
        expect(expired.status).toBe(409);
        expect(expired.body.errors[0].message).toBe('The card on record has expired. Please capture your card details again.');
      } finally {
        await s.db.update(creditCardDetails).set({ expiryYear: 2028, expiryMonth: 8 }).where(eq(creditCardDetails.accountId, bus));
      }
    });

    it('is a sensitive action: a token older than 120 s is refused with the re-auth code and nothing changes', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await debitOrderOf('CUS1001');
      s.clock.advance(121 * 1000);
      const r = await s.call('billing.UpdateBillingDetails', debitOrder({ accountNumber: '1112223334' }), token);
      expect(r.status).toBe(403);
      expect(r.body.errors[0].code).toBe('REAUTH_REQUIRED');
      expect(await debitOrderOf('CUS1001')).toEqual(before);
    });

    it('is refused for the reseller role with a clear message', async () => {
      const token = await s.signIn(RESELLER);
      expect(claimsOf(token).role).toBe('reseller');
      const r = await s.call('billing.UpdateBillingDetails', debitOrder({ accountHolder: 'Netwise Resellers' }), token);
      expect(r.status).toBe(403);
      expect(r.body.errors[0].message).toBe('Resellers cannot change payment details. Please ask the customer to update them.');
      expect(await debitOrderOf('RES4001')).toBeUndefined();
    });

    it('saves nothing when the collection provider refuses the details', async () => {
      const token = await s.signIn(CUSTOMER);
      const before = await debitOrderOf('CUS1001');
      provider.refuseWith(new ActionFailure(422, 'BAD_INPUT', 'The bank refused this account number.'));
      try {
        const r = await s.call('billing.UpdateBillingDetails', debitOrder({ accountNumber: '5556667778', debitCollectionDayId: 1 }), token);
        expect(r.status).toBe(422);
        expect(r.body.errors[0].message).toBe('The bank refused this account number.');
      } finally {
        provider.refuseWith(null);
      }
      expect(await debitOrderOf('CUS1001')).toEqual(before);
    });
  });

  describe('billing.UpdateBillingDetails with the alternate debit-collection provider', () => {
    it('is announced in the app configuration', async () => {
      const r = await alt.call('GetPortalAppConfiguration', {});
      expect(r.body.result.alternateDebitCollectionProvider).toBe(true);
    });

    it('requires the ID type and ID number, then hands both in full to the provider and stores them obfuscated', async () => {
      const token = await signInAccepting(alt, TERMS_NOT_ACCEPTED);
      const body = (id: Record<string, unknown>) => debitOrder({ accountHolder: 'P van Wyk', accountNumber: '', ...id });
      const noType = await alt.call('billing.UpdateBillingDetails', body({ idNumberTypeId: null, idNumber: null }), token);
      expect(noType.status).toBe(400);
      expect(noType.body.errors[0].field).toBe('billingDetails.debitOrderDetailsBean.idNumberTypeId');
      const noNumber = await alt.call('billing.UpdateBillingDetails', body({ idNumberTypeId: 1, idNumber: ' ' }), token);
      expect(noNumber.status).toBe(400);
      expect(noNumber.body.errors[0]).toMatchObject({ field: 'billingDetails.debitOrderDetailsBean.idNumber', message: 'billingDetails.debitOrderDetailsBean.idNumber: ID number is required.' });

      const saved = await alt.call('billing.UpdateBillingDetails', body({ idNumberTypeId: 1, idNumber: '8502025800084' }), token);
      expect(saved.status).toBe(200);
      expect(await debitOrderOf('CUS5101')).toMatchObject({ idNumberTypeId: 1, idNumberObfuscated: '**********084', accountNumberObfuscated: '******6543' });
      expect(alt.log()).toContain('"provider":"alternate"');
      expect(alt.log()).not.toContain('8502025800084');

      // The ID on record, sent back as shown, is kept.
      const kept = await alt.call('billing.UpdateBillingDetails', body({ idNumberTypeId: 1, idNumber: '**********084' }), token);
      expect(kept.status).toBe(200);
      expect((await debitOrderOf('CUS5101')).idNumberObfuscated).toBe('**********084');
    });

    it('does not require the ID without the alternate provider', async () => {
      const token = await signInAccepting(s, TERMS_NOT_ACCEPTED);
      const r = await s.call('billing.UpdateBillingDetails', debitOrder({ accountHolder: 'P van Wyk', accountNumber: '', idNumberTypeId: null, idNumber: null }), token);
      expect(r.status).toBe(200);
      expect(await debitOrderOf('CUS5101')).toMatchObject({ idNumberTypeId: null, idNumberObfuscated: null });
    });
  });

  describe('billing.support.*', () => {
    it('logs a billing support ticket under a number no one can guess, its subject in the customer’s words, listed with the account’s tickets', async () => {
      const token = await s.signIn(CUSTOMER);
      const description = 'Failed to update payment details: my card 4111 1111 1111 1111 was refused';
      const r = await s.call('billing.support.CreateBillingSupportTicket', { description }, token);
      expect(r.status).toBe(200);
      const { ticketNumber } = r.body.result;
      expect(ticketNumber).toMatch(/^TCK-[0-9A-HJKMNP-TV-Z]{8}$/);
      const [row] = await s.db.select().from(tickets).where(eq(tickets.ticketNumber, ticketNumber));
      expect(row).toMatchObject({ accountId: await accountIdOf('CUS1001'), category: 'Billing', status: 'open', subject: 'Billing: Failed to update payment details: my card ************1111 w…' });
      expect(row.description).toBe('Failed to update payment details: my card ************1111 was refused');
      const listed = (await s.call('tickets.GetTickets', {}, token)).body.result.tickets.map((t: { ticketNumber: string }) => t.ticketNumber);
      expect(listed).toContain(ticketNumber);

      const second = await s.call('billing.support.CreateBillingSupportTicket', { description: 'Still stuck' }, token);
      expect(second.body.result.ticketNumber).not.toBe(ticketNumber);
    });

    it('refuses an empty description, and a reseller', async () => {
      const token = await s.signIn(CUSTOMER);
      const empty = await s.call('billing.support.CreateBillingSupportTicket', { description: '  ' }, token);
      expect(empty.status).toBe(400);
      expect(empty.body.errors[0].field).toBe('description');
      const reseller = await s.call('billing.support.CreateBillingSupportTicket', { description: 'Help' }, await s.signIn(RESELLER));
      expect(reseller.status).toBe(403);
      expect(reseller.body.errors[0].message).toContain('Resellers cannot request assistance');
    });

    it('logs an account enquiry with the status the customer saw', async () => {
      const token = await s.signIn(TWO_PARENTS, 'BUS3001');
      const r = await s.call('billing.support.CreateAccountEnquirySupportTicket', { loggedDescription: 'Why was I charged twice?', currentStatusDescription: 'Up to date' }, token);
      expect(r.status).toBe(200);
      const [row] = await s.db.select().from(tickets).where(eq(tickets.ticketNumber, r.body.result.ticketNumber));
      expect(row).toMatchObject({ accountId: await accountIdOf('BUS3001'), subject: 'Account enquiry: Why was I charged twice?', description: 'Why was I charged twice?' });
      const bad = await s.call('billing.support.CreateAccountEnquirySupportTicket', { loggedDescription: 'x' }, token);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('currentStatusDescription');
    });
  });
});
