import { and, eq } from 'drizzle-orm';
import { applyPaymentToInvoices } from '../src/billing/ledger';
import type { Db } from '../src/db/connect';
import { accounts, accountUsers, alertDismissals, cancellations, creditCardDetails, invoices, people, services } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
/** ENT2001 (Acme, an enterprise parent) and BUS3001 (Dlamini Consulting, every service Active, nothing owed). */
const TWO_PARENTS = '0831234567';
const RESELLER = '0841234567';
/** CUS1001 users: Sizwe has only 'billing'; Ayanda has account, connectivity, communication and tickets. */
const BILLING_ONLY = '0721234501';
const AYANDA = '0721234502';
/** ENT2001 users: Nomsa has account and billing; Johan connectivity, communication, cloud-hosting and tickets. */
const NOMSA = '0731234501';
const JOHAN = '0731234502';

type Alert = { id: string; severity: string; title: string; message: string; transient: boolean; link: { label: string; to: string } | null };

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS });
});
afterAll(() => s.close());

const alertsOf = async (token: string) => {
  const r = await s.call('dashboard.alert.GetAlerts', {}, token);
  expect(r.status).toBe(200);
  return r.body.result.alerts as Alert[];
};
const idsOf = async (token: string) => (await alertsOf(token)).map((a) => a.id);
const dismiss = (token: string, id: unknown) => s.call('dashboard.alert.DismissAlert', { id }, token);
const accountId = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;
const setServiceStatus = (serviceTag: string, status: string) => s.db.update(services).set({ status }).where(eq(services.serviceTag, serviceTag));

async function onChild(parentToken: string, code: string) {
  const children = (await s.call('account.GetChildAccounts', {}, parentToken)).body.result.accounts as { accountCode: string; userToken: string }[];
  const child = children.find((a) => a.accountCode === code)!;
  return (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, parentToken)).body.result.accessToken as string;
}

describe('alerts derived from the account’s state', () => {
  it('tells the customer what the data holds, critical first, each keyed by the state it names', async () => {
    const alerts = await alertsOf(await s.signIn(CUSTOMER));
    expect(alerts.map((a) => [a.severity, a.id])).toEqual([
      ['critical', 'service-suspended:ADSL-400513'],
      ['warning', 'outage:OUT-24057'],
      ['warning', 'invoice-overdue:INV1001-0012'],
      ['warning', expect.stringMatching(/^mandate-pending:\d+$/)],
      ['info', expect.stringMatching(/^stored:\d+$/)],
      ['info', 'cancellation-pending:CAN-1001-0004'],
      ['info', 'maintenance:OUT-24031'],
    ]);
    const byId = (prefix: string) => alerts.find((a) => a.id.startsWith(prefix))!;
    expect(byId('service-suspended:')).toMatchObject({
      title: 'ADSL service suspended',
      link: { label: 'View service', to: '/services/connectivity/adsl/ADSL-400513' },
    });
    expect(byId('invoice-overdue:')).toMatchObject({
      title: 'Your invoice is overdue',
      message: 'Invoice INV1001-0012 was due on 7 Nov 2026: R 3 927.00 is unpaid. Please pay now to avoid interruption of your services.',
      link: { label: 'Pay now', to: '/account/billing-details?pay=now' },
    });
    expect(byId('mandate-pending:')).toMatchObject({
      title: 'Debit order mandate awaiting your acceptance',
      message: 'Your debit order from First National Bank account ******7890 needs your mandate. Please review and accept it.',
      link: { label: 'Review mandate', to: '/account/debit-order-mandate' },
    });
    expect(byId('cancellation-pending:').message).toBe('We have your request CAN-1001-0004 to cancel Fax to Email (FAX-700816) and will confirm the date it ends.');
    // Services are not all running: nothing says they are.
    expect(alerts.map((a) => a.message).join(' ')).not.toMatch(/running normally/);
    expect(alerts.some((a) => a.transient)).toBe(false);
  });

  it('names the branch of a suspended service on the enterprise parent, leading to the branches overview', async () => {
    const acme = await s.signIn(TWO_PARENTS, 'ENT2001');
    const alerts = await alertsOf(acme);
    expect(alerts.find((a) => a.id === 'branch-service-suspended:FTTB-200003')).toEqual({
      id: 'branch-service-suspended:FTTB-200003',
      severity: 'warning',
      title: 'Gqeberha Warehouse (ENT2001-03): fibre suspended',
      message: 'Business Fibre 200/200 Mbps (FTTB-200003) at Gqeberha Warehouse (ENT2001-03) is suspended. Open the branch to see what can be done.',
      transient: false,
      link: { label: 'View branches', to: '/dashboard#branches' },
      kind: 'service',
    });
    expect(alerts.find((a) => a.id.startsWith('invoice-overdue:'))).toMatchObject({
      id: 'invoice-overdue:INV2001-0006',
      title: '2 invoices are overdue',
      message: 'Invoices INV2001-0005 and INV2001-0006 are past their due dates: R 22 498.00 is unpaid. Please pay now to avoid interruption of your services.',
    });
    // In the branch itself, the suspension is its own service's.
    const branch = await alertsOf(await onChild(acme, 'ENT2001-03'));
    expect(branch.find((a) => a.id === 'service-suspended:FTTB-200003')).toMatchObject({
      title: 'Fibre service suspended',
      link: { label: 'View service', to: '/services/connectivity/ftth/FTTB-200003' },
    });
    expect(branch.map((a) => a.id)).not.toContain('branch-service-suspended:FTTB-200003');
  });

  it('shows a branch’s service only to users of the parent with that service’s module', async () => {
    expect(await idsOf(await s.signIn(JOHAN, 'ENT2001'))).toContain('branch-service-suspended:FTTB-200003');
    const nomsa = await idsOf(await s.signIn(NOMSA, 'ENT2001'));
    expect(nomsa).not.toContain('branch-service-suspended:FTTB-200003');
    expect(nomsa).toContain('invoice-overdue:INV2001-0006');
  });

  it('says all is running, briefly, only on an account whose services are all Active with nothing overdue', async () => {
    const token = await s.signIn(TWO_PARENTS, 'BUS3001');
    expect(await alertsOf(token)).toEqual([
      { id: 'all-clear', severity: 'info', title: 'Welcome back', message: 'All your services are running normally.', transient: true, link: null, kind: 'service' },
    ]);
    await setServiceStatus('EML-320002', 'Suspended');
    try {
      const alerts = await alertsOf(token);
      expect(alerts.map((a) => a.id)).toEqual(['service-suspended:EML-320002']);
      expect(alerts[0]).toMatchObject({ title: 'Email service suspended', link: { label: 'View service', to: '/services/communication#service-EML-320002' } });
    } finally {
      await setServiceStatus('EML-320002', 'Active');
    }
    expect(await idsOf(token)).toEqual(['all-clear']);
  });

  it('warns of a card on file within 60 days of its expiry and once it has expired', async () => {
    const bus = await accountId('BUS3001');
    const setExpiry = (month: number, year: number) => s.db.update(creditCardDetails).set({ expiryMonth: month, expiryYear: year }).where(eq(creditCardDetails.accountId, bus));
    const token = await s.signIn(TWO_PARENTS, 'BUS3001');
    try {
      // The test day is 22 November 2026: a card to the end of December is within 60 days.
      await setExpiry(12, 2026);
      expect((await alertsOf(token)).find((a) => a.id === 'card-expiring:1111-2026-12')).toMatchObject({
        severity: 'info',
        title: 'Your card expires soon',
        message: 'The card on file ending 1111 expires at the end of December 2026. Please register a new card so that your monthly payments can still be collected.',
      });
      await setExpiry(10, 2026);
      expect((await alertsOf(token)).find((a) => a.id === 'card-expired:1111-2026-10')).toMatchObject({ severity: 'critical', title: 'Your card has expired' });
      await setExpiry(2, 2027);
      expect((await idsOf(token)).filter((id) => id.startsWith('card-'))).toEqual([]);
    } finally {
      await setExpiry(8, 2028);
    }
  });

  it('tells a reseller in a client account that only the customer can accept the mandate', async () => {
    const lerato = await s.signIn(RESELLER);
    const client = await alertsOf(await onChild(lerato, 'RES4001-01'));
    expect(client.find((a) => a.id.startsWith('mandate-pending:'))).toMatchObject({
      title: 'Debit order mandate not accepted yet',
      link: { label: 'View mandate', to: '/account/debit-order-mandate' },
    });
    expect(client.find((a) => a.id.startsWith('mandate-pending:'))!.message).toMatch(/Only the customer can accept it\.$/);
  });
});

describe('the link rule', () => {
  it('shows the billing-only user no alert that leads outside billing or concerns services; account-wide ones reach everyone', async () => {
    const mine = await alertsOf(await s.signIn(BILLING_ONLY));
    // No LTE outage nor fibre maintenance: Sizwe's modules cover none of the account's services.
    expect(mine.map((a) => a.id)).toEqual([
      'invoice-overdue:INV1001-0012',
      expect.stringMatching(/^mandate-pending:/),
      expect.stringMatching(/^stored:/),
    ]);
    expect(mine.some((a) => a.link?.to.startsWith('/services/'))).toBe(false);
    expect(mine.find((a) => a.id.startsWith('stored:'))!.link).toBeNull();
  });

  it('shows a service alert to a user with the service’s module, and billing alerts only to users with billing', async () => {
    const ayanda = await alertsOf(await s.signIn(AYANDA));
    // Ayanda has connectivity but not billing: the suspended ADSL line, not the overdue invoice.
    expect(ayanda.map((a) => a.id)).toContain('service-suspended:ADSL-400513');
    expect(ayanda.map((a) => a.id)).not.toContain('invoice-overdue:INV1001-0012');
    // And the outage of her LTE and mobile data services, and the fax cancellation (communication).
    expect(ayanda.map((a) => a.id)).toEqual(expect.arrayContaining(['outage:OUT-24057', 'maintenance:OUT-24031', 'cancellation-pending:CAN-1001-0004']));
  });

  it('tells a cancellation only to users with its service’s module, not only the cancellations page’s', async () => {
    const [ayanda] = await s.db.select({ id: people.id }).from(people).where(eq(people.cellNumber, AYANDA));
    const customer = await accountId('CUS1001');
    const modulesOfAyanda = (portalModules: string[]) =>
      s.db.update(accountUsers).set({ portalModules }).where(and(eq(accountUsers.personId, ayanda.id), eq(accountUsers.accountId, customer)));
    try {
      // The fax line is a communication service: with My Account but without Communication, no word of it.
      await modulesOfAyanda(['account', 'connectivity', 'tickets']);
      expect(await idsOf(await s.signIn(AYANDA))).not.toContain('cancellation-pending:CAN-1001-0004');
    } finally {
      await modulesOfAyanda(['account', 'connectivity', 'communication', 'tickets']);
    }
    expect(await idsOf(await s.signIn(AYANDA))).toContain('cancellation-pending:CAN-1001-0004');
  });
});

describe('promotions', () => {
  it('marks the provider’s promotion apart from the service alerts', async () => {
    const alerts = (await alertsOf(await s.signIn(CUSTOMER))) as (Alert & { kind: string })[];
    expect(alerts.filter((a) => a.kind === 'promotion').map((a) => a.title)).toEqual(['The portal on your phone']);
    expect(alerts.filter((a) => a.kind !== 'promotion').every((a) => a.kind === 'service')).toBe(true);
  });
});

describe('each alert goes when its state clears', () => {
  it('drops the overdue alert once the overdue amount is paid through the ledger, and shows a new one for a new overdue invoice', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const cus = await accountId('CUS1001');
    expect(await idsOf(thandi)).toContain('invoice-overdue:INV1001-0012');
    await s.db.transaction(async (tx) => {
      await applyPaymentToInvoices(tx as unknown as Db, cus, 392_700);
    });
    expect((await idsOf(thandi)).filter((id) => id.startsWith('invoice-overdue:'))).toEqual([]);
    expect((await s.call('billing.GetBillingDetails', {}, thandi)).body.result).toMatchObject({ overdue: false, balance: 0 });

    // December's invoice, due before the test day: overdue, with a key of its own.
    await s.db.insert(invoices).values({
      accountId: cus,
      invoiceTxNumber: 'INV1001-0013',
      invoiceDate: '2026-11-10',
      dueDate: '2026-11-20',
      total: '150.00',
      outstanding: '150.00',
      status: 'Unpaid',
    });
    expect((await alertsOf(thandi)).find((a) => a.id.startsWith('invoice-overdue:'))).toMatchObject({
      id: 'invoice-overdue:INV1001-0013',
      message: 'Invoice INV1001-0013 was due on 20 Nov 2026: R 150.00 is unpaid. Please pay now to avoid interruption of your services.',
    });
    await s.db.transaction(async (tx) => {
      await applyPaymentToInvoices(tx as unknown as Db, cus, 15_000);
    });
    expect((await idsOf(thandi)).filter((id) => id.startsWith('invoice-overdue:'))).toEqual([]);
  });

  it('drops the mandate alert once the mandate is accepted', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const { mandateId } = (await s.call('billing.mandates.RenderDebitOrderMandate', {}, thandi)).body.result;
    expect(await idsOf(thandi)).toContain(`mandate-pending:${mandateId}`);
    expect((await s.call('billing.mandates.AcceptDebitOrderMandate', { mandateId }, thandi)).status).toBe(200);
    expect((await idsOf(thandi)).filter((id) => id.startsWith('mandate-'))).toEqual([]);
  });

  it('follows a cancellation from requested to scheduled to done', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const setCancellation = (values: Partial<typeof cancellations.$inferInsert>) =>
      s.db.update(cancellations).set(values).where(eq(cancellations.reference, 'CAN-1001-0004'));
    await setCancellation({ status: 'scheduled', effectiveDate: '2026-12-31' });
    expect((await alertsOf(thandi)).find((a) => a.id.startsWith('cancellation-'))).toMatchObject({
      id: 'cancellation-scheduled:CAN-1001-0004',
      title: 'Cancellation scheduled',
      message: 'Fax to Email (FAX-700816) will be cancelled on 31 Dec 2026 (CAN-1001-0004).',
    });
    await setCancellation({ status: 'withdrawn', effectiveDate: null });
    expect((await idsOf(thandi)).filter((id) => id.startsWith('cancellation-'))).toEqual([]);
    await setCancellation({ status: 'pending' });
  });
});

describe('dashboard.alert.DismissAlert', () => {
  const ADSL = 'service-suspended:ADSL-400513';

  it('hides the alert for that person only, on the server: a new sign-in does not bring it back', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const r = await dismiss(thandi, ADSL);
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ dismissed: true });
    expect(await idsOf(await s.signIn(CUSTOMER))).not.toContain(ADSL);
    // Another person of the account still sees it.
    expect(await idsOf(await s.signIn(AYANDA))).toContain(ADSL);
    // Dismissing it again is fine.
    expect((await dismiss(thandi, ADSL)).status).toBe(200);
  });

  it('shows the alert again when its state clears and later comes back', async () => {
    const thandi = await s.signIn(CUSTOMER);
    await setServiceStatus('ADSL-400513', 'Active');
    try {
      expect(await idsOf(thandi)).not.toContain(ADSL);
    } finally {
      await setServiceStatus('ADSL-400513', 'Suspended');
    }
    expect(await idsOf(thandi)).toContain(ADSL);
  });

  it('answers 404 for a key that is not one of the alerts the caller is shown, storing nothing', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const before = await s.db.select().from(alertDismissals);
    const unknown = await dismiss(thandi, 'service-suspended:NONE-000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe('That alert was not found.');
    // Another account's alert is answered exactly like an unknown one.
    const acmes = await dismiss(thandi, 'branch-service-suspended:FTTB-200003');
    expect({ status: acmes.status, message: acmes.body.errors[0].message }).toEqual({ status: 404, message: 'That alert was not found.' });
    // The billing-only user is not shown the ADSL alert, so cannot dismiss it either.
    expect((await dismiss(await s.signIn(BILLING_ONLY), ADSL)).status).toBe(404);
    expect(await s.db.select().from(alertDismissals)).toEqual(before);
  });

  it('refuses a missing, empty or overlong key with 400 naming the field, and needs a session', async () => {
    const thandi = await s.signIn(CUSTOMER);
    const empty = await dismiss(thandi, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ field: 'id', message: 'id: Please name the alert to dismiss.' });
    expect((await dismiss(thandi, 'x'.repeat(161))).status).toBe(400);
    expect((await dismiss(thandi, 17)).status).toBe(400);
    expect((await s.call('dashboard.alert.DismissAlert', {}, thandi)).status).toBe(400);
    expect((await s.call('dashboard.alert.DismissAlert', { id: ADSL })).status).toBe(401);
  });

  it('is stored for the person on the account it was made on; another user of that account still sees the alert', async () => {
    const acme = await s.signIn(TWO_PARENTS, 'ENT2001');
    const key = 'branch-service-suspended:FTTB-200003';
    expect((await dismiss(acme, key)).status).toBe(200);
    expect(await idsOf(acme)).not.toContain(key);
    const rows = await s.db
      .select()
      .from(alertDismissals)
      .where(and(eq(alertDismissals.alertKey, key), eq(alertDismissals.accountId, await accountId('ENT2001'))));
    expect(rows).toHaveLength(1);
    expect(await idsOf(await s.signIn(JOHAN, 'ENT2001'))).toContain(key);
  });
});
