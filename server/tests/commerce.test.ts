import { randomUUID } from 'node:crypto';
import type { CancellationOptions, ServiceDetail } from '@portal/contract/catalogue';
import { eq } from 'drizzle-orm';
import { type Database } from '../src/db/connect';
import { orders, outboxEvents, products } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase } from './support/seeded-database';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

const CUSTOMER = '0821234567';
const RESELLER = '0841234567';
const TODAY = '2026-11-22';
/** The demo operator completes a job 2 s after it is placed, on the server's clock. */
const OPERATOR_DELAY_MS = 2_000;
const LOCATION = { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001', contactName: 'Thandi Mokoena', cellNumber: CUSTOMER };

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

const productId = async (name: string) => (await s.db.select().from(products).where(eq(products.name, name)))[0].id;
const detail = async (serviceTag: string, token: string) => (await s.call('services.GetService', { serviceTag }, token)).body.result as ServiceDetail;
const order = (token: string, cart: Record<string, unknown>, idempotencyKey: string = randomUUID()) => s.call('commerce.PlaceOrder', { cart, idempotencyKey }, token);
const ordersOf = async (token: string) =>
  (await s.call('account.orders.GetOrders', {}, token)).body.result.orders as { reference: string; status: string; lines: { description: string; quantity: number; amount: number }[]; total: number }[];
const nextInvoiceLines = async (token: string) =>
  (await s.call('billing.GetViewInvoice', { isNextNext: true }, token)).body.result.lines as { description: string; amount: number }[];
const orderCount = async () => (await s.db.select().from(orders)).length;
/** Lets the demo operator finish what it was given (its 2 s pass on the server's clock). */
const operatorFinishes = () => s.clock.advance(OPERATOR_DELAY_MS + 1_000);

describe('commerce.PlaceOrder: a top-up', () => {
  it('adds to this month’s cap at once, charges once on the next invoice, and shows in Orders & Docs until the operator completes it', async () => {
    const token = await s.signIn(CUSTOMER);
    const before = await detail('MOB-300412', token);
    const topUp = await productId('Mobile Data Top-up 5 GB');
    const preview = await s.call('commerce.PreviewOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: topUp, quantity: 1 }] } }, token);
    expect(preview.body.result).toMatchObject({ upgrade: false, onceOffTotal: 99, monthlyChange: 0, needsDelivery: false, effectiveDate: TODAY });

    const r = await order(token, { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: topUp, quantity: 1 }] });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ orderStatus: true });
    expect(r.body.result.reference).toMatch(/^ORD-[0-9A-F]{12}$/);
    expect(r.body.result.message).toContain('5 GB has been added');

    const after = await detail('MOB-300412', token);
    expect(after.usage!.capMb).toBe(before.usage!.capMb! + 5120);
    expect(after.usage!.topUpMb).toBe(before.usage!.topUpMb + 5120);
    expect(await nextInvoiceLines(token)).toContainEqual(expect.objectContaining({ description: 'Mobile Data Top-up 5 GB (MOB-300412)', amount: 99 }));

    const placed = (await ordersOf(token)).find((o) => o.reference === r.body.result.reference)!;
    expect(placed).toMatchObject({ status: 'pending', total: 99, lines: [{ description: 'Mobile Data Top-up 5 GB (MOB-300412)', quantity: 1, amount: 99 }] });
    const docs = (await s.call('account.docs.GetDocuments', {}, token)).body.result.documents as { orderReference: string | null }[];
    expect(docs.some((d) => d.orderReference === r.body.result.reference)).toBe(true);

    operatorFinishes();
    expect((await ordersOf(token)).find((o) => o.reference === r.body.result.reference)!.status).toBe('completed');
  });

  it('makes one order for one idempotency key, sent twice at once or again later; the key for another cart is refused with 422', async () => {
    const token = await s.signIn(CUSTOMER);
    const cart = { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: await productId('Mobile Data Top-up 1 GB'), quantity: 2 }] };
    const key = randomUUID();
    const count = await orderCount();
    const [a, b] = await Promise.all([order(token, cart, key), order(token, cart, key)]);
    const c = await order(token, { cartLines: cart.cartLines, serviceTag: 'MOB-300412', upgrade: false }, key);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.result.reference, b.body.result.reference, c.body.result.reference]).size).toBe(1);
    expect(await orderCount()).toBe(count + 1);

    const other = await order(token, { ...cart, cartLines: [{ productId: await productId('Mobile Data Top-up 10 GB'), quantity: 1 }] }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors[0].field).toBe('idempotencyKey');
    expect(await orderCount()).toBe(count + 1);
  });
});

describe('commerce.PlaceOrder: rules', () => {
  it('only offers a service products of its own type: another type’s product is refused with 400 naming cartLines', async () => {
    const token = await s.signIn(CUSTOMER);
    const count = await orderCount();
    for (const name of ['Mobile Data Top-up 5 GB', 'ADSL Wi-Fi Router', 'Fixed LTE 120 GB']) {
      const r = await order(token, { serviceTag: 'FTTH-100234', upgrade: name.startsWith('Fixed'), cartLines: [{ productId: await productId(name), quantity: 1 }], location: LOCATION });
      expect({ name, status: r.status, field: r.body.errors[0]?.field }).toEqual({ name, status: 400, field: 'cartLines' });
      expect(r.body.errors[0].message).toContain('is not available for FTTH-100234');
    }
    const preview = await s.call('commerce.PreviewOrder', { cart: { serviceTag: 'FTTH-100234', upgrade: false, cartLines: [{ productId: await productId('Mobile Data Top-up 5 GB'), quantity: 1 }] } }, token);
    expect(preview.status).toBe(400);
    expect(await orderCount()).toBe(count);
  });

  it('answers another account’s service exactly as an unknown one', async () => {
    const token = await s.signIn(CUSTOMER);
    const cart = (serviceTag: string) => ({ serviceTag, upgrade: false, cartLines: [{ productId: 1, quantity: 1 }] });
    const foreign = await order(token, cart('FTTH-310001'));
    const unknown = await order(token, cart('FTTH-999999'));
    expect(foreign.status).toBe(404);
    expect({ ...foreign.body, correlationId: 0 }).toEqual({ ...unknown.body, correlationId: 0 });
    const cancel = await s.call('commerce.CancelService', { cancellation: { serviceTag: 'FTTH-310001', cancellationDate: '2027-01-10', cancellationLines: ['plan'], cancellationInformation: { reasonId: 'price' } }, idempotencyKey: randomUUID() }, token);
    expect(cancel.status).toBe(404);
  });

  it('refuses a downgrade below what is used this month, saying how much is used', async () => {
    const token = await s.signIn(CUSTOMER);
    const lte = await detail('LTE-200311', token);
    const r = await order(token, { serviceTag: 'LTE-200311', cartLines: [{ productId: await productId('LTE 30 GB Anytime'), quantity: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe('cartLines');
    const usedGb = (Math.round((lte.usage!.usedMb / 1024) * 10) / 10).toFixed(1).replace(/\.0$/, '');
    expect(r.body.errors[0].message).toBe(`cartLines: You have used ${usedGb} GB this month, more than the 30 GB of LTE 30 GB Anytime. Choose a larger plan, or change next month.`);
    expect((await detail('LTE-200311', token)).pendingChange).toBeNull();
  });

  it('needs a delivery address for hardware (400 naming location), then charges it once', async () => {
    const token = await s.signIn(CUSTOMER);
    const cart = { serviceTag: 'FTTH-100234', upgrade: false, cartLines: [{ productId: await productId('Fibre Wi-Fi 6 Router'), quantity: 1 }] };
    const preview = await s.call('commerce.PreviewOrder', { cart }, token);
    expect(preview.body.result).toMatchObject({ needsDelivery: true, onceOffTotal: 1499 });
    const missing = await order(token, cart);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'location', message: 'location: Please tell us where to deliver the Fibre Wi-Fi 6 Router.' });
    const badAddress = await order(token, { ...cart, location: { ...LOCATION, postalCode: '12' } });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.errors[0].field).toBe('cart.location.postalCode');
    const placed = await order(token, { ...cart, location: LOCATION });
    expect(placed.status).toBe(200);
    expect(await nextInvoiceLines(token)).toContainEqual(expect.objectContaining({ description: 'Fibre Wi-Fi 6 Router (FTTH-100234)', amount: 1499 }));
  });

  it.each([
    ['no lines', { serviceTag: 'MOB-300412', cartLines: [] }, 'cart.cartLines'],
    ['a zero quantity', { serviceTag: 'MOB-300412', cartLines: [{ productId: 1, quantity: 0 }] }, 'cart.cartLines.0.quantity'],
    ['an unknown field', { serviceTag: 'MOB-300412', cartLines: [{ productId: 1, quantity: 1 }], coupon: 'x' }, 'cart.coupon'],
    ['a date that is not one', { serviceTag: 'MOB-300412', cartLines: [{ productId: 1, quantity: 1 }], effectiveDate: '2026-02-31' }, 'cart.effectiveDate'],
    ['an upgrade dated yesterday', { serviceTag: 'MOB-300412', cartLines: [{ productId: 'Mobile Data 50 GB', quantity: 1 }], effectiveDate: '2026-11-21' }, 'effectiveDate'],
    ['two plans as an upgrade', { serviceTag: 'MOB-300412', cartLines: [{ productId: 'Mobile Data 50 GB', quantity: 1 }, { productId: 'Mobile Data 10 GB', quantity: 1 }] }, 'cartLines'],
    ['a plan as a purchase', { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: 'Mobile Data 50 GB', quantity: 1 }] }, 'cartLines'],
    ['an unknown product', { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: 999_999, quantity: 1 }] }, 'cartLines'],
  ])('refuses %s with 400 naming the field, ordering nothing', async (_label, cart, field) => {
    const token = await s.signIn(CUSTOMER);
    const lines = await Promise.all(
      (cart.cartLines as { productId: number | string; quantity: number }[]).map(async (l) => ({ ...l, productId: typeof l.productId === 'string' ? await productId(l.productId) : l.productId })),
    );
    const count = await orderCount();
    const r = await order(token, { ...cart, cartLines: lines });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
    expect(await orderCount()).toBe(count);
  });

  it('is a sensitive action: an older token must re-authenticate, and nothing is ordered', async () => {
    const token = await s.signIn(CUSTOMER);
    s.clock.advance(121_000);
    const count = await orderCount();
    const r = await order(token, { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: await productId('Mobile Data Top-up 1 GB'), quantity: 1 }] });
    expect(r.status).toBe(403);
    expect(r.body.errors[0].code).toBe('REAUTH_REQUIRED');
    const cancel = await s.call('commerce.CancelService', { cancellation: { serviceTag: 'WIFI-400816', cancellationDate: '2027-01-10', cancellationLines: ['plan'], cancellationInformation: { reasonId: 'price' } }, idempotencyKey: randomUUID() }, token);
    expect(cancel.body.errors[0].code).toBe('REAUTH_REQUIRED');
    expect(await orderCount()).toBe(count);
    // Reading needs no fresh token.
    expect((await s.call('commerce.PreviewOrder', { cart: { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: await productId('Mobile Data Top-up 1 GB'), quantity: 1 }] } }, token)).status).toBe(200);
  });

  it('lets a reseller order for a client account she switched into', async () => {
    const reseller = await s.signIn(RESELLER);
    const clients = (await s.call('account.GetChildAccounts', {}, reseller)).body.result.accounts as { accountCode: string; userToken: string }[];
    const client = clients.find((a) => a.accountCode === 'RES4001-01')!;
    const onClient = (await s.call('account.GetAuthForAccount', { userToken: client.userToken }, reseller)).body.result.accessToken as string;
    const r = await order(onClient, { serviceTag: 'LTE-400001', upgrade: false, cartLines: [{ productId: await productId('LTE Top-up 1 GB'), quantity: 1 }] });
    expect(r.status).toBe(200);
    expect((await detail('LTE-400001', onClient)).usage!.topUpMb).toBe(1024);
    // Switching ended the reseller's own session; on her own account the client's service is not hers.
    const own = await s.signIn(RESELLER);
    expect((await order(own, { serviceTag: 'LTE-400001', upgrade: false, cartLines: [{ productId: await productId('LTE Top-up 1 GB'), quantity: 1 }] })).status).toBe(404);
  });
});

describe('commerce.PlaceOrder: an upgrade', () => {
  it('takes effect today once the operator completes it; until then it is a pending change; its monthly difference shows on the next invoice', async () => {
    const token = await s.signIn(CUSTOMER);
    const plan = await productId('Mobile Data 50 GB');
    const r = await order(token, { serviceTag: 'MOB-300412', cartLines: [{ productId: plan, quantity: 1 }], upgradeRoute: '/services/connectivity/mobiledata/upgrade/account/MOB-300412' });
    expect(r.status).toBe(200);
    const waiting = await detail('MOB-300412', token);
    expect(waiting.product!.name).toBe('Mobile Data 20 GB');
    expect(waiting.pendingChange).toEqual({ productName: 'Mobile Data 50 GB', effectiveDate: TODAY, reference: r.body.result.reference });
    expect(waiting.can.upgrade).toBe(false);
    const again = await order(token, { serviceTag: 'MOB-300412', cartLines: [{ productId: await productId('Mobile Data 10 GB'), quantity: 1 }] });
    expect(again.status).toBe(409);
    expect(await nextInvoiceLines(token)).toContainEqual(expect.objectContaining({ description: 'Mobile Data 50 GB (MOB-300412): monthly difference from Mobile Data 20 GB', amount: 200 }));
    // Handed to the operator once, in the order's own transaction.
    const handed = (await s.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'order.created'))).filter((e) => e.data.reference === r.body.result.reference);
    expect(handed).toHaveLength(1);
    expect(handed[0]).toMatchObject({ orderingKey: 'service:CUS1001:MOB-300412', data: { kind: 'order', serviceTag: 'MOB-300412', upgrade: true, effectiveDate: TODAY } });

    operatorFinishes();
    const done = await detail('MOB-300412', token);
    expect(done.product).toMatchObject({ name: 'Mobile Data 50 GB', dataCapMb: 50 * 1024 });
    expect(done.monthlyPrice).toBe(449);
    expect(done.pendingChange).toBeNull();
    expect(done.usage!.capMb).toBe(50 * 1024 + done.usage!.topUpMb);
    const listed = (await s.call('services.GetServices', { category: 'connectivity' }, token)).body.result.services.find((x: { serviceTag: string }) => x.serviceTag === 'MOB-300412');
    expect(listed.product).toBe('Mobile Data 50 GB');
    expect((await ordersOf(token)).find((o) => o.reference === r.body.result.reference)).toMatchObject({ status: 'completed', total: 449 });
  });
});

describe('commerce.CancelService', () => {
  const request = (options: CancellationOptions, change: Record<string, unknown> = {}) => ({
    serviceTag: options.serviceTag,
    cancellationDate: options.earliestDate,
    cancellationLines: ['plan'],
    cancellationRoute: `/services/connectivity/adsl/${options.serviceTag}`,
    cancellationInformation: { reasonId: 'not-needed', comment: 'Fibre replaced it.' },
    cancellationHardware: options.hardware.map((h) => ({ id: h.id, returnMethod: 'courier-collection' })),
    ...change,
  });
  const optionsOf = async (serviceTag: string, token: string) => (await s.call('services.GetCancellationOptions', { serviceTag }, token)).body.result as CancellationOptions;

  it('logs the suspended ADSL line’s cancellation with a reference, shows it in /account/cancellations and the service as Cancellation pending; a second is refused', async () => {
    const token = await s.signIn(CUSTOMER);
    const options = await optionsOf('ADSL-400513', token);
    // Suspended: no notice needed, so any day from today.
    expect(options.earliestDate).toBe(TODAY);
    const adsl = (change: Record<string, unknown> = {}) => request(options, { cancellationDate: '2026-11-27', ...change });
    const key = randomUUID();
    const r = await s.call('commerce.CancelService', { cancellation: adsl(), idempotencyKey: key }, token);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ cancellationStatus: true, message: 'Your request to cancel ADSL 10 Mbps Uncapped (ADSL-400513) on 27 Nov 2026 is logged.' });
    const reference = r.body.result.reference as string;
    expect(reference).toMatch(/^CAN-[0-9A-F]{12}$/);

    const listed = (await s.call('account.cancellations.GetCancellations', {}, token)).body.result.cancellations;
    expect(listed[0]).toMatchObject({ reference, serviceTag: 'ADSL-400513', product: 'ADSL 10 Mbps Uncapped', status: 'pending', requestedDate: TODAY, effectiveDate: null, reason: 'I no longer need it: Fibre replaced it.' });
    const service = await detail('ADSL-400513', token);
    expect(service).toMatchObject({ status: 'Cancellation pending', cancellation: { reference, cancellationDate: '2026-11-27', status: 'pending' }, can: { cancel: false } });
    const inList = (await s.call('services.GetServices', { category: 'connectivity' }, token)).body.result.services.find((x: { serviceTag: string }) => x.serviceTag === 'ADSL-400513');
    expect(inList.status).toBe('Cancellation pending');

    const same = await s.call('commerce.CancelService', { cancellation: adsl(), idempotencyKey: key }, token);
    expect(same.status).toBe(200);
    expect(same.body.result.reference).toBe(reference);
    const otherBody = await s.call('commerce.CancelService', { cancellation: adsl({ cancellationInformation: { reasonId: 'price' } }), idempotencyKey: key }, token);
    expect(otherBody.status).toBe(422);
    const second = await s.call('commerce.CancelService', { cancellation: adsl(), idempotencyKey: randomUUID() }, token);
    expect(second.status).toBe(409);
    expect(second.body.errors[0].message).toBe(`ADSL-400513 is already being cancelled (${reference}).`);
    const ordering = await order(token, { serviceTag: 'ADSL-400513', upgrade: false, cartLines: [{ productId: await productId('ADSL Wi-Fi Router'), quantity: 1 }], location: LOCATION });
    expect(ordering.status).toBe(400);
    expect((await s.call('account.cancellations.GetCancellations', {}, token)).body.result.cancellations.filter((c: { serviceTag: string; status: string }) => c.serviceTag === 'ADSL-400513' && c.status === 'pending')).toHaveLength(1);

    operatorFinishes();
    const scheduled = (await s.call('account.cancellations.GetCancellations', {}, token)).body.result.cancellations[0];
    expect(scheduled).toMatchObject({ reference, status: 'scheduled', effectiveDate: '2026-11-27' });
    expect((await detail('ADSL-400513', token)).status).toBe('Cancellation pending');
  });

  it.each([
    ['a date before the notice period', () => ({ cancellationDate: TODAY }), 'cancellationDate'],
    ['a date past the latest', (o: CancellationOptions) => ({ cancellationDate: o.latestDate.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0')) }), 'cancellationDate'],
    ['lines without the plan', () => ({ cancellationLines: ['static-ip'] }), 'cancellationLines'],
    ['an unknown reason', () => ({ cancellationInformation: { reasonId: 'bored' } }), 'cancellationInformation.reasonId'],
    ['no word on the hardware', () => ({ cancellationHardware: [] }), 'cancellationHardware'],
    ['a bad date', () => ({ cancellationDate: '2027-13-01' }), 'cancellation.cancellationDate'],
  ])('refuses %s with 400 naming the field and logs nothing', async (_label, change, field) => {
    const token = await s.signIn(CUSTOMER);
    const options = await optionsOf('FTTH-100234', token);
    const r = await s.call('commerce.CancelService', { cancellation: request(options, change(options)), idempotencyKey: randomUUID() }, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
    expect((await detail('FTTH-100234', token)).cancellation).toBeNull();
  });
});

describe('the operator completes later-dated work on its day', () => {
  it('keeps a later upgrade as a pending change until its date, then applies it; a cancellation ends the service on its date', async () => {
    const token = await s.signIn(CUSTOMER);
    const r = await order(token, { serviceTag: 'FTTH-100234', cartLines: [{ productId: await productId('Fibre 200/100 Mbps Uncapped'), quantity: 1 }], effectiveDate: '2026-12-01' });
    expect(r.status).toBe(200);
    expect(r.body.result.message).toContain('on 1 Dec 2026');
    operatorFinishes();
    const waiting = await detail('FTTH-100234', token);
    expect(waiting.pendingChange).toEqual({ productName: 'Fibre 200/100 Mbps Uncapped', effectiveDate: '2026-12-01', reference: r.body.result.reference });
    expect(waiting.product!.name).toBe('Fibre 100/50 Mbps Uncapped');
    expect((await ordersOf(token)).find((o) => o.reference === r.body.result.reference)!.status).toBe('processing');

    s.clock.advance(Date.parse('2026-12-01T06:00:00Z') - s.clock.now().getTime());
    const later = await s.signIn(CUSTOMER);
    const applied = await detail('FTTH-100234', later);
    expect(applied).toMatchObject({ product: { name: 'Fibre 200/100 Mbps Uncapped', speedDownMbps: 200 }, pendingChange: null });
    expect((await ordersOf(later)).find((o) => o.reference === r.body.result.reference)!.status).toBe('completed');
    // The ADSL cancellation (scheduled for 27 Nov) has ended that service.
    expect((await detail('ADSL-400513', later)).status).toBe('Cancelled');
    expect((await s.call('account.cancellations.GetCancellations', {}, later)).body.result.cancellations[0].status).toBe('completed');
  });
});

describe('the demo provisioning operator', () => {
  it('completes a job as its own step, after its delay on the server clock, and once however often the job is delivered', async () => {
    const token = await s.signIn(CUSTOMER);
    const r = await order(token, { serviceTag: 'MOB-300412', upgrade: false, cartLines: [{ productId: await productId('Mobile Data Top-up 1 GB'), quantity: 1 }] });
    expect(r.status).toBe(200);
    const reference = r.body.result.reference as string;
    const status = async () => (await s.db.select().from(orders).where(eq(orders.reference, reference)))[0].status;
    // Delivered (the operator has it), not yet done: reads change nothing.
    await s.outbox.runDue();
    expect(await status()).toBe('pending');
    expect((await ordersOf(token)).find((o) => o.reference === reference)!.status).toBe('pending');
    // The job event delivered again (a node killed before recording the delivery) makes no second completion job.
    const [job] = (await s.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'order.created'))).filter((e) => e.data.reference === reference);
    await s.db.update(outboxEvents).set({ state: 'pending' }).where(eq(outboxEvents.id, job.id));
    await s.outbox.runDue();
    expect((await s.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'demo.provisioning.completed'))).filter((e) => e.data.reference === reference)).toHaveLength(1);
    operatorFinishes();
    await s.outbox.runDue();
    expect(await status()).toBe('completed');
  });
});
