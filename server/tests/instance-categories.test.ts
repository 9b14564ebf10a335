import { randomUUID } from 'node:crypto';
import { SERVICE_CATEGORIES } from '@portal/config';
import { loadInstanceConfig } from '../src/app';
import type { Database } from '../src/db/connect';
import { products } from '../src/db/schema';
import { findRepoRoot } from '../src/paths';
import { multipart } from './support/probe-definitions';
import { startTestServer, type TestServer } from './support/test-server';
import { openSeededDatabase } from './support/seeded-database';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

/** CUS1001: a service in every category, with every module. */
const CUSTOMER = '0821234567';
const FIBRE = 'FTTH-100234';
const EMAIL = 'EML-500614';
const WEB_HOSTING = 'WEB-800917';
const MADE_UP = 'EML-999999';
/** A VoIP line sold as an add-on of a fibre line: of the fibre's type, but a communication product. */
const VOICE_ADD_ON = { name: 'Fibre Voice Line', category: 'communication', serviceType: 'ftth', kind: 'add-on', price: '99.00', billing: 'once-off', description: 'A phone number on your fibre line.' };

/** What a caller sees of an answer, less the correlation id every response has its own of. */
const seen = ({ correlationId: _id, ...rest }: { correlationId?: string }) => rest;

let database: Database;
let fibreOnly: TestServer;
let everything: TestServer;
let fibreToken: string;
let defaultToken: string;
let voiceAddOnId: number;

beforeAll(async () => {
  database = await openSeededDatabase();
  [{ id: voiceAddOnId }] = await database.db.insert(products).values(VOICE_ADD_ON).returning({ id: products.id });
  const rootDir = findRepoRoot();
  fibreOnly = await startTestServer({ database, otpLimits: GENEROUS, instanceConfig: loadInstanceConfig(rootDir, 'fibre-only') });
  everything = await startTestServer({ database, otpLimits: GENEROUS, instanceConfig: loadInstanceConfig(rootDir, 'default') });
  fibreToken = await fibreOnly.signIn(CUSTOMER);
  defaultToken = await everything.signIn(CUSTOMER);
});
afterAll(async () => {
  await fibreOnly?.close();
  await everything?.close();
  await database?.close();
});

describe('an instance running connectivity only (fibre-only)', () => {
  it('lists connectivity services, and answers any other category with 404 "That service category is not offered."', async () => {
    const connectivity = await fibreOnly.call('services.GetServices', { category: 'connectivity' }, fibreToken);
    expect(connectivity.status).toBe(200);
    expect(connectivity.body.result.services.map((x: { serviceTag: string }) => x.serviceTag)).toContain(FIBRE);
    for (const category of SERVICE_CATEGORIES.filter((c) => c !== 'connectivity')) {
      const r = await fibreOnly.call('services.GetServices', { category }, fibreToken);
      expect({ category, status: r.status, message: r.body.errors?.[0]?.message }).toEqual({ category, status: 404, message: 'That service category is not offered.' });
    }
  });

  it('answers the dashboard’s one request (no category) with the connectivity services only', async () => {
    const all = await fibreOnly.call('services.GetServices', {}, fibreToken);
    expect(all.status).toBe(200);
    const categories = new Set(all.body.result.services.map((x: { category: string }) => x.category));
    expect([...categories]).toEqual(['connectivity']);
    expect(all.body.result.services.map((x: { serviceTag: string }) => x.serviceTag)).toContain(FIBRE);
  });

  it("answers a communication or cloud service of the caller's own exactly as a made-up tag, in every service action", async () => {
    const unknown = await fibreOnly.call('services.GetService', { serviceTag: MADE_UP }, fibreToken);
    expect(unknown.status).toBe(404);
    for (const serviceTag of [EMAIL, WEB_HOSTING]) {
      const r = await fibreOnly.call('services.GetService', { serviceTag }, fibreToken);
      expect(seen(r.body)).toEqual(seen(unknown.body));
      expect(r.status).toBe(404);
    }
    const calls: [string, (tag: string) => unknown][] = [
      ['services.GetUsage', (serviceTag) => ({ serviceTag, days: 7 })],
      ['services.GetLiveSession', (serviceTag) => ({ serviceTag })],
      ['services.GetOffers', (serviceTag) => ({ serviceTag, kind: 'plan' })],
      ['services.GetCancellationOptions', (serviceTag) => ({ serviceTag })],
      ['commerce.PreviewOrder', (serviceTag) => ({ cart: { serviceTag, upgrade: false, cartLines: [{ productId: 1, quantity: 1 }] } })],
      ['commerce.PlaceOrder', (serviceTag) => ({ cart: { serviceTag, upgrade: false, cartLines: [{ productId: 1, quantity: 1 }] }, idempotencyKey: randomUUID() })],
      [
        'commerce.CancelService',
        (serviceTag) => ({ cancellation: { serviceTag, cancellationDate: '2027-01-10', cancellationLines: ['plan'], cancellationInformation: { reasonId: 'price' } }, idempotencyKey: randomUUID() }),
      ],
    ];
    for (const [action, body] of calls) {
      const own = await fibreOnly.call(action, body(EMAIL), fibreToken);
      const madeUp = await fibreOnly.call(action, body(MADE_UP), fibreToken);
      expect({ action, status: own.status, body: seen(own.body) }).toEqual({ action, status: 404, body: seen(madeUp.body) });
    }
  });

  it('refuses a product of a category it does not run, as it refuses an unknown product, and does not offer it', async () => {
    const cart = (productId: number) => ({ serviceTag: FIBRE, upgrade: false, cartLines: [{ productId, quantity: 1 }] });
    const preview = await fibreOnly.call('commerce.PreviewOrder', { cart: cart(voiceAddOnId) }, fibreToken);
    const unknown = await fibreOnly.call('commerce.PreviewOrder', { cart: cart(999_999) }, fibreToken);
    expect(preview.status).toBe(400);
    expect(preview.body.errors[0]).toMatchObject({ field: 'cartLines', message: `cartLines: Product ${voiceAddOnId} is not available.` });
    expect(unknown.body.errors[0].message).toBe('cartLines: Product 999999 is not available.');

    const placed = await fibreOnly.call('commerce.PlaceOrder', { cart: cart(voiceAddOnId), idempotencyKey: randomUUID() }, fibreToken);
    expect(placed.status).toBe(400);
    expect(placed.body.errors[0].message).toBe(`cartLines: Product ${voiceAddOnId} is not available.`);

    const offers = await fibreOnly.call('services.GetOffers', { serviceTag: FIBRE, kind: 'add-on' }, fibreToken);
    expect(offers.status).toBe(200);
    expect(offers.body.result.offers.map((o: { name: string }) => o.name)).not.toContain(VOICE_ADD_ON.name);
  });

  it('leaves services and products of other categories out of the add-to-bill offers, and refuses them there', async () => {
    const r = await fibreOnly.call('billing.payment.GetAddToBillOffers', {}, fibreToken);
    expect(r.status).toBe(200);
    const offers = r.body.result.offers as { serviceTag: string; products: { name: string }[] }[];
    expect(offers.map((o) => o.serviceTag)).not.toContain(EMAIL);
    expect(offers.flatMap((o) => o.products.map((p) => p.name))).not.toContain(VOICE_ADD_ON.name);
    const add = await fibreOnly.call('billing.payment.AddToBillPayment', { productId: voiceAddOnId, serviceTag: FIBRE, idempotencyKey: randomUUID() }, fibreToken);
    expect(add.status).toBe(404);
  });

  it("offers tickets only on connectivity services, in the instance's ticket categories", async () => {
    const r = await fibreOnly.call('tickets.GetTicketOptions', {}, fibreToken);
    expect(r.status).toBe(200);
    expect(r.body.result.categories).toEqual(['Billing', 'Technical']);
    const services = r.body.result.services as { serviceTag: string; category: string }[];
    expect(services.map((x) => x.serviceTag)).toContain(FIBRE);
    expect(new Set(services.map((x) => x.category))).toEqual(new Set(['connectivity']));
  });

  it('refuses a ticket on a communication service as it refuses a made-up one, and logs one on a connectivity service', async () => {
    const create = async (serviceTag: string) => {
      const json = { category: 'Technical', subject: 'Mail not arriving', description: 'No email has arrived since this morning.', serviceTag, idempotencyKey: randomUUID() };
      const { payload, headers } = multipart(json, []);
      const response = await fibreOnly.app.inject({
        method: 'POST',
        url: '/api/solid/isp-portal/upload/tickets.CreateTicket',
        payload,
        headers: { ...headers, 'x-portal-authorization': fibreToken },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const communication = await create(EMAIL);
    const madeUp = await create(MADE_UP);
    expect(communication.status).toBe(400);
    expect(communication.body.errors[0]).toMatchObject({ field: 'serviceTag', message: 'Please choose one of your services, or none.' });
    expect(seen(communication.body)).toEqual(seen(madeUp.body));
    expect((await create(FIBRE)).status).toBe(200);
  });
});

describe('the default instance', () => {
  it('answers every one of the seven categories', async () => {
    for (const category of SERVICE_CATEGORIES) {
      const r = await everything.call('services.GetServices', { category }, defaultToken);
      expect({ category, status: r.status }).toEqual({ category, status: 200 });
      expect(r.body.result.services.length).toBeGreaterThan(0);
    }
    expect((await everything.call('services.GetService', { serviceTag: EMAIL }, defaultToken)).status).toBe(200);
    const tickets = await everything.call('tickets.GetTicketOptions', {}, defaultToken);
    expect(tickets.body.result.services.map((x: { serviceTag: string }) => x.serviceTag)).toEqual(expect.arrayContaining([FIBRE, EMAIL, WEB_HOSTING]));
  });

  it('answers the dashboard’s one request (no category) with every category’s services, the same as asking for each', async () => {
    const all = await everything.call('services.GetServices', {}, defaultToken);
    expect(all.status).toBe(200);
    const byCategory: string[] = [];
    for (const category of SERVICE_CATEGORIES) {
      const r = await everything.call('services.GetServices', { category }, defaultToken);
      byCategory.push(...r.body.result.services.map((x: { serviceTag: string }) => x.serviceTag));
    }
    expect(all.body.result.services.map((x: { serviceTag: string }) => x.serviceTag).sort()).toEqual(byCategory.sort());
  });

  it('prices a product of any category it runs', async () => {
    const cart = { serviceTag: FIBRE, upgrade: false, cartLines: [{ productId: voiceAddOnId, quantity: 1 }] };
    const preview = await everything.call('commerce.PreviewOrder', { cart }, defaultToken);
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({ onceOffTotal: 99 });
    const offers = await everything.call('services.GetOffers', { serviceTag: FIBRE, kind: 'add-on' }, defaultToken);
    expect(offers.body.result.offers.map((o: { name: string }) => o.name)).toContain(VOICE_ADD_ON.name);
  });
});
