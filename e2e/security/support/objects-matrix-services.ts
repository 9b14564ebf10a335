import { call } from './api';
import { IDEMPOTENCY_KEY, listed, newKey, UNKNOWN_ROW, type Body, type Find, type MatrixEntry, type ObjectCase, type OwnerCheck } from './objects-matrix';
import { PRINCIPALS, signInAs } from './objects-principals';

/**
 * IDOR matrix entries of the service pages and the purchase and cancel flows (services.*, commerce.*). A service is
 * named by its tag; another account's tag must answer exactly as one that does not exist.
 *
 * Services used, each by one case that changes something, so that the cases do not meet: CUS1001 orders a top-up for
 * MOB-300412 and FLTE-400614 and cancels WIFI-400816; ENT2001 orders a top-up for CLTE-210004 and cancels DIAL-210005.
 */

const NO_SERVICE = 'NONE-000000';
const noService = (own: Body) => ({ ...own, serviceTag: NO_SERVICE });
const noCartService = (own: Body) => ({ ...own, cart: { ...(own.cart as Body), serviceTag: NO_SERVICE } });

interface Offer {
  productId: number;
  allowed: boolean;
}

/** An allowed product of that kind for the service, as its page offers it. */
async function offerFor({ baseURL, token }: Find, serviceTag: string, kind: 'plan' | 'top-up') {
  const { offers } = await listed<{ offers: Offer[] }>(baseURL, 'services.GetOffers', { serviceTag, kind }, token);
  const offer = offers.find((o) => o.allowed);
  if (!offer) throw new Error(`${serviceTag} offers no ${kind}`);
  return offer.productId;
}

/** A purchase cart of one top-up, as the mobile data purchase page writes it (spec §3 Cart). */
const topUpCart = async (f: Find, serviceTag: string) => ({
  serviceTag,
  cartLines: [{ productId: await offerFor(f, serviceTag, 'top-up'), quantity: 1 }],
  upgrade: false,
});

/** The cancellation context the cancellation form builds from the service's options (spec §3 Cancellation context). */
async function cancellationOf({ baseURL, token }: Find, serviceTag: string) {
  const options = await listed<{ earliestDate: string; reasons: { id: string }[]; lines: { id: string }[]; hardware: { id: string }[] }>(
    baseURL,
    'services.GetCancellationOptions',
    { serviceTag },
    token,
  );
  return {
    serviceTag,
    cancellationDate: options.earliestDate,
    cancellationLines: options.lines.map((l) => l.id),
    cancellationInformation: { reasonId: options.reasons[0].id, comment: 'IDOR probe' },
    cancellationHardware: options.hardware.map((h) => ({ id: h.id, returnMethod: 'courier-collection' })),
  };
}

/** The caller's own first connectivity service: the container an attacker puts another account's member id into. */
async function ownConnectivityTag({ baseURL, token }: Find) {
  const { accountCode } = await listed<{ accountCode: string }>(baseURL, 'account.GetAccount', {}, token);
  const { services } = await listed<{ services: { serviceTag: string; accountCode: string }[] }>(baseURL, 'services.GetServices', { category: 'connectivity' }, token);
  const own = services.find((s) => s.accountCode === accountCode);
  if (!own) throw new Error(`${accountCode} has no connectivity service of its own`);
  return own.serviceTag;
}

/** A case for each of: a service of CUS1001, of the parent ENT2001 and (where asked) of its child ENT2001-07. */
function serviceCases(
  covers: string[],
  body: { customer: (f: Find) => Promise<Body>; parent: (f: Find) => Promise<Body>; child?: (f: Find) => Promise<Body> },
  unknown: (own: Body) => Body,
): ObjectCase[] {
  return [
    {
      title: 'a service of CUS1001',
      covers,
      owner: 'customer',
      find: body.customer,
      unknown,
      refused: ['parent', 'child', 'reseller'],
      refusedByModule: ['billingOnly'],
    },
    {
      title: 'a service of the parent ENT2001',
      covers,
      owner: 'parent',
      find: body.parent,
      unknown,
      refused: ['child', 'customer', 'reseller'],
    },
    ...(body.child
      ? [
          {
            title: 'a service of the child ENT2001-07, not reached by its parent’s session',
            covers,
            owner: 'child' as const,
            find: body.child,
            unknown,
            refused: ['parent' as const, 'customer' as const, 'reseller' as const],
          },
        ]
      : []),
  ];
}

const tag = (serviceTag: string) => async () => ({ serviceTag });

/** Orders a product of another type than the service's, and one that does not exist: both refused, and nothing ordered. */
function productOfAnotherType(name: 'commerce.PreviewOrder' | 'commerce.PlaceOrder', serviceTag: string): OwnerCheck {
  return {
    title: `a product of another service type for ${serviceTag} of CUS1001`,
    covers: ['cart.cartLines[].productId'],
    owner: 'customer',
    async run(f) {
      const problems: string[] = [];
      const right = await topUpCart(f, serviceTag);
      const lteTopUp = await offerFor(f, 'LTE-200311', 'top-up');
      const ordersBefore = (await listed<{ orders: unknown[] }>(f.baseURL, 'account.orders.GetOrders', {}, f.token)).orders.length;
      const token = await signInAs(f.baseURL, PRINCIPALS.customer);
      const bodyOf = (cart: Body) => (name === 'commerce.PlaceOrder' ? { cart, idempotencyKey: newKey() } : { cart });
      for (const [what, productId] of [
        ['an LTE top-up', lteTopUp],
        ['an unknown product', UNKNOWN_ROW],
      ] as const) {
        const answer = await call(f.baseURL, name, bodyOf({ ...right, cartLines: [{ productId, quantity: 1 }] }), token);
        if (answer.status !== 400) problems.push(`${what} for ${serviceTag} answered ${answer.status} ${JSON.stringify(answer.errors)}`);
      }
      const ordersAfter = (await listed<{ orders: unknown[] }>(f.baseURL, 'account.orders.GetOrders', {}, token)).orders.length;
      if (ordersAfter !== ordersBefore) problems.push(`the refused carts made ${ordersAfter - ordersBefore} order(s)`);
      const mine = await call(f.baseURL, name, bodyOf(right), token);
      if (mine.status !== 200) problems.push(`the owner's own top-up was refused: ${mine.status} ${JSON.stringify(mine.errors)}`);
      return problems;
    },
  };
}

/** The usage alerts as the owner saves them: the defaults, with an automatic top-up where the service takes one. */
async function usageAlertsOf({ baseURL, token }: Find, serviceTag: string) {
  const alerts = await listed<{ autoTopUp: { bundles: { productId: number }[] } | null }>(baseURL, 'services.GetUsageAlerts', { serviceTag }, token);
  const autoTopUp = alerts.autoTopUp ? { productId: alerts.autoTopUp.bundles[0].productId, monthlyMax: 1 } : null;
  return { serviceTag, thresholds: [75, 100], channels: 'sms', autoTopUp, poolDigest: false };
}

/** An automatic top-up of another service type's bundle, and of one that does not exist: both refused, and nothing saved. */
function autoTopUpOfAnotherType(serviceTag: string): OwnerCheck {
  return {
    title: `an automatic top-up of another service type for ${serviceTag} of CUS1001`,
    covers: ['autoTopUp.productId'],
    owner: 'customer',
    async run(f) {
      const problems: string[] = [];
      const right = await usageAlertsOf(f, serviceTag);
      const lteTopUp = await offerFor(f, 'LTE-200311', 'top-up');
      const before = await listed(f.baseURL, 'services.GetUsageAlerts', { serviceTag }, f.token);
      for (const [what, productId] of [
        ['an LTE top-up', lteTopUp],
        ['an unknown product', UNKNOWN_ROW],
      ] as const) {
        const token = await signInAs(f.baseURL, PRINCIPALS.customer);
        const answer = await call(f.baseURL, 'services.SaveUsageAlerts', { ...right, thresholds: [50], autoTopUp: { productId, monthlyMax: 3 } }, token);
        if (answer.status !== 400) problems.push(`${what} for ${serviceTag} answered ${answer.status} ${JSON.stringify(answer.errors)}`);
      }
      const token = await signInAs(f.baseURL, PRINCIPALS.customer);
      const after = await listed(f.baseURL, 'services.GetUsageAlerts', { serviceTag }, token);
      if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`the refused saves changed the alerts: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
      const mine = await call(f.baseURL, 'services.SaveUsageAlerts', right, token);
      if (mine.status !== 200) problems.push(`the owner's own automatic top-up was refused: ${mine.status} ${JSON.stringify(mine.errors)}`);
      return problems;
    },
  };
}

const CART_NOT_OBJECTS = {
  'cart.location.cellNumber': 'the number of whoever receives a delivery, stored with the order',
  'cart.location.contactName': 'the name of whoever receives a delivery, stored with the order',
  'cart.location.postalCode': 'part of the delivery address',
  'cart.promotionKey': 'not looked up: prices come from the catalogue; it is only part of the request’s fingerprint',
  'cart.upgradeKey': 'not looked up: it tells the client which page the customer came from',
};

export const SERVICE_MATRIX: Record<string, MatrixEntry> = {
  'services.GetService': {
    cases: serviceCases(['serviceTag'], { customer: tag('FTTH-100234'), parent: tag('FTTB-210001'), child: tag('FTTB-200007') }, noService).map((c) =>
      c.owner === 'customer' ? { ...c, alsoReach: ['accountModules', 'serviceModules'] } : c,
    ),
  },
  'services.GetLiveSession': {
    cases: serviceCases(['serviceTag'], { customer: async () => ({ serviceTag: 'LTE-200311' }), parent: async () => ({ serviceTag: 'CLTE-210004' }) }, noService),
  },
  'services.GetUsage': {
    cases: [
      ...serviceCases(['serviceTag'], { customer: async () => ({ serviceTag: 'LTE-200311', days: 30 }), parent: async () => ({ serviceTag: 'CLTE-210004', days: 30 }) }, noService),
      {
        title: 'a member of the shared data bundle SHD-400715 of CUS1001',
        covers: ['userId', 'serviceTag'],
        owner: 'customer',
        find: async ({ baseURL, token }) => {
          const { sharedMembers } = await listed<{ sharedMembers: { userId: number }[] }>(baseURL, 'services.GetService', { serviceTag: 'SHD-400715' }, token);
          return { serviceTag: 'SHD-400715', userId: sharedMembers[0].userId, days: 7 };
        },
        unknown: (own) => ({ ...own, userId: UNKNOWN_ROW }),
        refused: ['parent', 'child', 'reseller', 'billingOnly'],
      },
      {
        title: 'a member of SHD-400715 of CUS1001, named under the caller’s own service',
        covers: ['userId'],
        owner: 'customer',
        find: async ({ baseURL, token }) => {
          const { sharedMembers } = await listed<{ sharedMembers: { userId: number }[] }>(baseURL, 'services.GetService', { serviceTag: 'SHD-400715' }, token);
          return { serviceTag: 'SHD-400715', userId: sharedMembers.at(-1)!.userId, days: 7 };
        },
        as: async (own, caller) => ({ ...own, serviceTag: await ownConnectivityTag(caller) }),
        unknown: (own) => ({ ...own, userId: UNKNOWN_ROW }),
        refused: ['parent', 'child', 'reseller'],
      },
    ],
  },
  'services.GetUsageAlerts': {
    cases: serviceCases(['serviceTag'], { customer: tag('LTE-200311'), parent: tag('CLTE-210004') }, noService),
  },
  'services.SaveUsageAlerts': {
    // Sensitive: every caller signs in just before; the owner's last call saves the alerts.
    cases: serviceCases(['serviceTag'], { customer: (f) => usageAlertsOf(f, 'MOB-300412'), parent: (f) => usageAlertsOf(f, 'CLTE-210004') }, noService),
    checks: [autoTopUpOfAnotherType('SHD-400715')],
  },
  'services.GetOffers': {
    cases: serviceCases(['serviceTag'], { customer: async () => ({ serviceTag: 'FTTH-100234', kind: 'plan' }), parent: async () => ({ serviceTag: 'FTTB-210001', kind: 'plan' }) }, noService),
  },
  'services.GetServiceActivity': {
    cases: serviceCases(['serviceTag'], { customer: tag('EML-500614'), parent: tag('HEX-220002') }, noService),
  },
  'services.GetCancellationOptions': {
    cases: serviceCases(['serviceTag'], { customer: tag('FTTH-100234'), parent: tag('HEX-220002') }, noService),
  },
  'commerce.PreviewOrder': {
    cases: serviceCases(
      ['cart.serviceTag'],
      { customer: async (f) => ({ cart: await topUpCart(f, 'MOB-300412') }), parent: async (f) => ({ cart: await topUpCart(f, 'CLTE-210004') }) },
      noCartService,
    ),
    checks: [productOfAnotherType('commerce.PreviewOrder', 'MOB-300412')],
    notObjects: CART_NOT_OBJECTS,
  },
  'commerce.PlaceOrder': {
    // Sensitive: every caller signs in just before; the owner's last call places a real order.
    cases: serviceCases(
      ['cart.serviceTag'],
      {
        customer: async (f) => ({ cart: await topUpCart(f, 'MOB-300412'), idempotencyKey: newKey() }),
        parent: async (f) => ({ cart: await topUpCart(f, 'CLTE-210004'), idempotencyKey: newKey() }),
      },
      noCartService,
    ),
    checks: [productOfAnotherType('commerce.PlaceOrder', 'FLTE-400614')],
    notObjects: { ...CART_NOT_OBJECTS, idempotencyKey: IDEMPOTENCY_KEY },
  },
  'commerce.CancelService': {
    // Sensitive: every caller signs in just before; the owner's last call logs a real cancellation.
    cases: serviceCases(
      ['cancellation.serviceTag'],
      {
        customer: async (f) => ({ cancellation: await cancellationOf(f, 'WIFI-400816'), idempotencyKey: newKey() }),
        parent: async (f) => ({ cancellation: await cancellationOf(f, 'DIAL-210005'), idempotencyKey: newKey() }),
      },
      (own) => ({ ...own, cancellation: { ...(own.cancellation as Body), serviceTag: NO_SERVICE } }),
    ),
    notObjects: {
      'cancellation.cancellationHardware[].id': 'checked against the hardware of the caller’s own service (found by its tag)',
      'cancellation.cancellationInformation.reasonId': 'one of the fixed cancellation reasons, the same for every account',
      idempotencyKey: IDEMPOTENCY_KEY,
    },
  },
};
