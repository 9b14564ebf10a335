import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accounts, billAdditions, debitOrderDetails, debitOrderMandates, products } from '../src/db/schema';
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

let s: TestServer;

announceMissing('PostgreSQL', postgresReachable);
const BACKENDS: Backend[] = postgresReachable ? ['pglite', 'postgres'] : ['pglite'];

describe.each(BACKENDS)('mandates, debit orders and add-to-bill on %s', (backend) => {
  beforeAll(async () => {
    s = await startTestServer({ backend, databaseUrl: POSTGRES_URL, otpLimits: GENEROUS });
  });
  afterAll(() => s.close());

  const accountIdOf = async (code: string) => (await s.db.select().from(accounts).where(eq(accounts.accountCode, code)))[0].id;
  const debitOrderOf = async (code: string) => (await s.db.select().from(debitOrderDetails).where(eq(debitOrderDetails.accountId, await accountIdOf(code))))[0];
  const mandateRow = async (id: number) => (await s.db.select().from(debitOrderMandates).where(eq(debitOrderMandates.id, id)))[0];
  const render = (token: string) => s.call('billing.mandates.RenderDebitOrderMandate', {}, token);
  const accept = (token: string, mandateId: number) => s.call('billing.mandates.AcceptDebitOrderMandate', { mandateId }, token);

  describe('billing.mandates.RenderDebitOrderMandate', () => {
    it('shows the account’s pending mandate for its debit order, naming the customer and the provider', async () => {
      const token = await s.signIn(CUSTOMER);
      const r = await render(token);
      expect(r.status).toBe(200);
      const mandate = r.body.result;
      expect(mandate).toMatchObject({
        status: 'pending',
        acceptedAt: null,
        customerName: 'Thandi Mokoena',
        accountCode: 'CUS1001',
        accountHolder: 'T Mokoena',
        bankName: 'First National Bank',
        accountNumberObfuscated: '******7890',
        branchCode: '250655',
        collectionDay: '25th of the month',
      });
      expect(mandate.paragraphs[0]).toMatch(/^I, T Mokoena, authorise .+ to debit the First National Bank account \*{6}7890 \(branch code 250655\) with the amounts owed by Thandi Mokoena on account CUS1001\.$/);
      expect((await mandateRow(mandate.mandateId)).accountId).toBe(await accountIdOf('CUS1001'));
      // Rendering again answers the same mandate.
      expect((await render(token)).body.result.mandateId).toBe(mandate.mandateId);
    });

    it('makes a pending mandate when the account has none', async () => {
      const child = await accountIdOf('ENT2001-03');
      expect(await s.db.select().from(debitOrderMandates).where(eq(debitOrderMandates.accountId, child))).toHaveLength(0);
      const parent = await s.signIn(TWO_PARENTS, 'ENT2001');
      const listed = (await s.call('account.GetChildAccounts', {}, parent)).body.result.accounts.find((a: { accountCode: string }) => a.accountCode === 'ENT2001-03');
      const onChild = (await s.call('account.GetAuthForAccount', { userToken: listed.userToken }, parent)).body.result.accessToken;
      const r = await render(onChild);
      expect(r.status).toBe(200);
      expect(r.body.result).toMatchObject({ status: 'pending', accountCode: 'ENT2001-03' });
      expect(await s.db.select().from(debitOrderMandates).where(eq(debitOrderMandates.accountId, child))).toHaveLength(1);
    });

    it('answers a clear 4xx when the account has no debit order', async () => {
      const r = await render(await s.signIn(TWO_PARENTS, 'BUS3001'));
      expect(r.status).toBe(409);
      expect(r.body.errors[0].message).toBe('This account has no debit order, so there is no debit order mandate. Please add your bank details under Edit Payment Info first.');
    });
  });

  describe('billing.mandates.AcceptDebitOrderMandate', () => {
    it('does not find another account’s mandate, and leaves it pending', async () => {
      const acme = (await render(await s.signIn(TWO_PARENTS, 'ENT2001'))).body.result;
      const r = await accept(await s.signIn(CUSTOMER), acme.mandateId);
      expect(r.status).toBe(404);
      expect(r.body.errors[0].code).toBe('NOT_FOUND');
      expect(JSON.stringify(r.body)).not.toContain('Acme');
      expect((await mandateRow(acme.mandateId)).status).toBe('pending');
      expect((await accept(await s.signIn(CUSTOMER), 999_999)).status).toBe(404);
      // Beyond a database id: refused as bad input before any lookup.
      expect((await accept(await s.signIn(CUSTOMER), 2 ** 40)).status).toBe(400);
    });

    it('is a sensitive action: a stale token is refused with the re-auth code and the mandate stays pending', async () => {
      const token = await s.signIn(CUSTOMER);
      const { mandateId } = (await render(token)).body.result;
      s.clock.advance(121 * 1000);
      const r = await accept(token, mandateId);
      expect(r.status).toBe(403);
      expect(r.body.errors[0].code).toBe('REAUTH_REQUIRED');
      expect((await mandateRow(mandateId)).status).toBe('pending');
    });

    it('is refused for the reseller role', async () => {
      const r = await accept(await s.signIn(RESELLER), 1);
      expect(r.status).toBe(403);
      expect(r.body.errors[0].message).toBe('Only the customer can accept the debit order mandate for their bank account.');
    });

    it('stores the text as accepted, when and by whom; accepting twice answers the accepted mandate unchanged', async () => {
      const token = await s.signIn(CUSTOMER);
      const shown = (await render(token)).body.result;
      const first = await accept(token, shown.mandateId);
      expect(first.status).toBe(200);
      expect(first.body.result).toMatchObject({ mandateId: shown.mandateId, status: 'accepted', acceptedAt: s.clock.now().toISOString(), paragraphs: shown.paragraphs });
      const row = await mandateRow(shown.mandateId);
      expect(row).toMatchObject({ status: 'accepted', acceptedByPersonId: claimsOf(token).personId, acceptedText: shown.paragraphs.join('\n\n') });

      s.clock.advance(5_000);
      const again = await accept(await s.signIn(CUSTOMER), shown.mandateId);
      expect(again.status).toBe(200);
      expect(again.body.result).toEqual(first.body.result);
      expect(await mandateRow(shown.mandateId)).toEqual(row);
      expect((await render(token)).body.result).toEqual(first.body.result);
    });

    it('is replaced by a new pending mandate when the bank account changes; the old one can no longer be accepted', async () => {
      const token = await s.signIn(CUSTOMER);
      const old = (await render(token)).body.result;
      expect(old.status).toBe('accepted');
      const update = await s.call(
        'billing.UpdateBillingDetails',
        {
          paymentMethodId: 2,
          billingDetails: {
            debitOrderDetailsBean: {
              accountHolder: 'T Mokoena',
              bankNameId: 3,
              accountNumber: '1234567777',
              accountTypeId: 1,
              branchCode: '470010',
              debitCollectionDayId: 3,
              idNumberTypeId: 1,
              idNumber: '',
              declarationAccepted: true,
            },
            creditCardDetailsBean: null,
          },
        },
        token,
      );
      expect(update.status).toBe(200);
      expect((await mandateRow(old.mandateId)).status).toBe('superseded');

      const fresh = (await render(token)).body.result;
      expect(fresh).toMatchObject({ status: 'pending', bankName: 'Capitec Bank', accountNumberObfuscated: '******7777' });
      expect(fresh.mandateId).not.toBe(old.mandateId);
      const stale = await accept(token, old.mandateId);
      expect(stale.status).toBe(409);
      expect(stale.body.errors[0].message).toContain('replaced');
      expect((await accept(token, fresh.mandateId)).body.result.status).toBe('accepted');
    });

    it('refuses a mandate id that is not a positive whole number', async () => {
      const token = await s.signIn(CUSTOMER);
      for (const mandateId of [0, -1, 1.5, '1', null]) {
        expect((await s.call('billing.mandates.AcceptDebitOrderMandate', { mandateId }, token)).status).toBe(400);
      }
    });
  });

  describe('billing.payment.ReactivateDebitOrder', () => {
    it('reactivates the account’s own suspended debit order, once', async () => {
      const order = await debitOrderOf('CUS1001');
      await s.db.update(debitOrderDetails).set({ status: 'suspended' }).where(eq(debitOrderDetails.id, order.id));
      const token = await s.signIn(CUSTOMER);
      const shown = (await s.call('billing.GetBillingDetails', {}, token)).body.result.billingDetails.debitOrderDetailsBean;
      expect(shown).toMatchObject({ id: order.id, status: 'suspended' });

      const r = await s.call('billing.payment.ReactivateDebitOrder', { id: shown.id }, token);
      expect(r.status).toBe(200);
      expect(r.body.result).toEqual({ reactivated: true, message: 'Your debit order has been reactivated. The next collection run is on 25 Nov 2026.' });
      expect((await debitOrderOf('CUS1001')).status).toBe('active');

      const again = await s.call('billing.payment.ReactivateDebitOrder', { id: shown.id }, token);
      expect(again.status).toBe(409);
      expect(again.body.errors[0].message).toBe('This debit order is active; only a suspended debit order can be reactivated.');
    });

    it('does not find another account’s debit order, even a suspended one, and leaves it suspended', async () => {
      const household = await debitOrderOf('CUS5201');
      expect(household.status).toBe('suspended');
      const token = await s.signIn(CUSTOMER);
      for (const id of [household.id, 999_999]) {
        const r = await s.call('billing.payment.ReactivateDebitOrder', { id }, token);
        expect(r.status).toBe(404);
        expect(r.body.errors[0].code).toBe('NOT_FOUND');
      }
      expect((await debitOrderOf('CUS5201')).status).toBe('suspended');
      expect((await s.call('billing.payment.ReactivateDebitOrder', { id: 'x' }, token)).status).toBe(400);
    });
  });

  describe('billing.payment.AddToBillPayment', () => {
    const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;

    it('adds an active product to one of the account’s services, answering an order response with a reference', async () => {
      const token = await s.signIn(CUSTOMER);
      const id = await productId('Mobile Data Top-up 5 GB');
      const r = await s.call('billing.payment.AddToBillPayment', { productId: id, serviceTag: 'MOB-300412', idempotencyKey: randomUUID() }, token);
      expect(r.status).toBe(200);
      expect(r.body.result).toMatchObject({ orderStatus: true, message: 'Mobile Data Top-up 5 GB (R 99.00) will be added to your next invoice for MOB-300412.' });
      expect(r.body.result.reference).toMatch(/^ATB-[0-9A-F]{8}$/);
      const rows = await s.db.select().from(billAdditions).where(eq(billAdditions.reference, r.body.result.reference));
      expect(rows).toEqual([
        expect.objectContaining({ accountId: await accountIdOf('CUS1001'), productId: id, serviceTag: 'MOB-300412', amount: '99.00', description: 'Mobile Data Top-up 5 GB (MOB-300412)' }),
      ]);
    });

    it('adds once for one idempotency key, whether sent twice at once or again later; a new key adds again', async () => {
      const token = await s.signIn(CUSTOMER);
      const body = { productId: await productId('Static IP Address (once-off setup)'), serviceTag: 'FTTH-100234', idempotencyKey: randomUUID() };
      const [a, b] = await Promise.all([s.call('billing.payment.AddToBillPayment', body, token), s.call('billing.payment.AddToBillPayment', body, token)]);
      s.clock.advance(90_000);
      const c = await s.call('billing.payment.AddToBillPayment', body, await s.signIn(CUSTOMER));
      expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
      expect(new Set([a.body.result.reference, b.body.result.reference, c.body.result.reference]).size).toBe(1);
      const where = and(eq(billAdditions.accountId, await accountIdOf('CUS1001')), eq(billAdditions.serviceTag, 'FTTH-100234'));
      expect(await s.db.select().from(billAdditions).where(where)).toHaveLength(1);

      const next = await s.call('billing.payment.AddToBillPayment', { ...body, idempotencyKey: randomUUID() }, await s.signIn(CUSTOMER));
      expect(next.body.result.reference).not.toBe(a.body.result.reference);
      expect(await s.db.select().from(billAdditions).where(where)).toHaveLength(2);
    });

    it('refuses a key already used for another product or service with 422, adding nothing', async () => {
      const token = await s.signIn(CUSTOMER);
      const idempotencyKey = randomUUID();
      expect((await s.call('billing.payment.AddToBillPayment', { productId: await productId('Mobile Data Top-up 5 GB'), serviceTag: 'MOB-300412', idempotencyKey }, token)).status).toBe(200);
      const other = await s.call('billing.payment.AddToBillPayment', { productId: await productId('Mobile Data Top-up 1 GB'), serviceTag: 'MOB-300412', idempotencyKey }, token);
      expect(other.status).toBe(422);
      expect(other.body.errors[0]).toMatchObject({ field: 'idempotencyKey' });
      expect(await s.db.select().from(billAdditions).where(eq(billAdditions.idempotencyKey, idempotencyKey))).toHaveLength(1);
    });

    it('offers each active service of the account the once-off extras of its own type, cheapest first', async () => {
      const r = await s.call('billing.payment.GetAddToBillOffers', {}, await s.signIn(CUSTOMER));
      expect(r.status).toBe(200);
      const offers = r.body.result.offers as { serviceTag: string; serviceName: string; products: { productId: number; name: string; amount: number }[] }[];
      const tags = offers.map((o) => o.serviceTag);
      // CUS1001's own services, without the suspended ADSL line; the cloud services take the restore.
      expect(tags).toEqual(expect.arrayContaining(['FTTH-100234', 'MOB-300412', 'EML-500614', 'WEB-800917']));
      expect(tags).not.toContain('ADSL-400513');
      expect(tags).not.toContain('FTTH-310001');
      const mobile = offers.find((o) => o.serviceTag === 'MOB-300412')!;
      expect(mobile).toEqual({
        serviceTag: 'MOB-300412',
        serviceName: 'Mobile Data 20 GB',
        products: [
          { productId: await productId('Mobile Data Top-up 1 GB'), name: 'Mobile Data Top-up 1 GB', amount: 29 },
          { productId: await productId('Mobile Data Top-up 5 GB'), name: 'Mobile Data Top-up 5 GB', amount: 99 },
          { productId: await productId('Mobile Data Top-up 10 GB'), name: 'Mobile Data Top-up 10 GB', amount: 179 },
        ],
      });
      expect(offers.find((o) => o.serviceTag === 'WEB-800917')!.products.map((p) => p.name)).toEqual(['Website Restore from Backup']);
    });

    it('adds nothing to a suspended service, and asks for re-authentication on an older token', async () => {
      const token = await s.signIn(CUSTOMER);
      const topUp = await productId('Static IP Address (once-off setup)');
      const suspended = await s.call('billing.payment.AddToBillPayment', { productId: topUp, serviceTag: 'ADSL-400513', idempotencyKey: randomUUID() }, token);
      expect(suspended.status).toBe(400);
      expect(suspended.body.errors[0].message).toBe('serviceTag: ADSL-400513 is suspended, so nothing can be added to it.');
      s.clock.advance(121_000);
      const stale = await s.call('billing.payment.AddToBillPayment', { productId: topUp, serviceTag: 'LTE-200311', idempotencyKey: randomUUID() }, token);
      expect(stale.body.errors[0].code).toBe('REAUTH_REQUIRED');
      expect(await s.db.select().from(billAdditions).where(eq(billAdditions.serviceTag, 'ADSL-400513'))).toHaveLength(0);
      expect(await s.db.select().from(billAdditions).where(eq(billAdditions.serviceTag, 'LTE-200311'))).toHaveLength(0);
    });

    it('does not find another account’s service, an inactive product or an unknown one; refuses a product of another kind', async () => {
      const token = await s.signIn(CUSTOMER);
      const topUp = await productId('Mobile Data Top-up 5 GB');
      const cases: [unknown, number, string][] = [
        [{ productId: topUp, serviceTag: 'FTTH-310001', idempotencyKey: randomUUID() }, 404, 'That service was not found.'],
        [{ productId: await productId('ADSL Router Replacement'), serviceTag: 'ADSL-400513', idempotencyKey: randomUUID() }, 404, 'That product was not found.'],
        [{ productId: 999_999, serviceTag: 'MOB-300412', idempotencyKey: randomUUID() }, 404, 'That product was not found.'],
        [{ productId: 2 ** 40, serviceTag: 'MOB-300412', idempotencyKey: randomUUID() }, 400, 'productId'],
        [{ productId: await productId('Extra Mailbox Setup'), serviceTag: 'MOB-300412', idempotencyKey: randomUUID() }, 400, 'productId: Extra Mailbox Setup cannot be added to MOB-300412.'],
        [{ productId: topUp, serviceTag: '', idempotencyKey: randomUUID() }, 400, 'serviceTag'],
        [{ productId: '1', serviceTag: 'MOB-300412', idempotencyKey: randomUUID() }, 400, 'productId'],
      ];
      for (const [body, status, message] of cases) {
        const r = await s.call('billing.payment.AddToBillPayment', body, token);
        expect({ body, status: r.status }).toEqual({ body, status });
        expect(r.body.errors[0].message).toContain(message);
      }
      const foreign = await s.db.select().from(billAdditions).where(eq(billAdditions.serviceTag, 'FTTH-310001'));
      expect(foreign).toHaveLength(0);
    });
  });

  describe('bad input', () => {
    const ACCOUNT_SIDE = [
      'billing.GetBillingDetails',
      'billing.GetCollectionRules',
      'billing.UpdateBillingDetails',
      'billing.options.GetBankOptions',
      'billing.options.GetYearOptions',
      'billing.support.CreateBillingSupportTicket',
      'billing.support.CreateAccountEnquirySupportTicket',
      'billing.mandates.RenderDebitOrderMandate',
      'billing.mandates.AcceptDebitOrderMandate',
      'billing.payment.ReactivateDebitOrder',
      'billing.payment.AddToBillPayment',
      'billing.payment.GetAddToBillOffers',
    ];
    const BODIES: unknown[] = [
      { id: 2 ** 40 },
      { mandateId: Number.MAX_SAFE_INTEGER },
      { productId: 2 ** 31, serviceTag: 'MOB-300412' },
      { productId: 1, serviceTag: 'x'.repeat(41) },
      { description: 'x'.repeat(2001) },
      { loggedDescription: 'a\u0000b', currentStatusDescription: '' },
      { paymentMethodId: 2, billingDetails: { debitOrderDetailsBean: { bankNameId: 2 ** 40 }, creditCardDetailsBean: null } },
      { paymentMethodId: 1, billingDetails: { debitOrderDetailsBean: null, creditCardDetailsBean: { creditCollectionDayId: -1 } } },
      [],
      'text',
      null,
    ];

    it('answers fuzzed bodies on every account-side action with 4xx, never 5xx', async () => {
      const token = await s.signIn(CUSTOMER);
      for (const name of ACCOUNT_SIDE) {
        for (const body of BODIES) {
          const r = await s.app.inject({
            method: 'POST',
            url: `/api/solid/isp-portal/action/${name}`,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', 'x-portal-authorization': token },
          });
          expect([name, body, r.statusCode < 500]).toEqual([name, body, true]);
        }
      }
    });
  });
});
