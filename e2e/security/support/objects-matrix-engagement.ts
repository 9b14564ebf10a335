import { IDEMPOTENCY_KEY, newKey, type Body, type MatrixEntry } from './objects-matrix';
import type { PrincipalName } from './objects-principals';

/**
 * IDOR matrix entries of outages, referrals, promotions and address lookup. Only an outage report names an object
 * of an account (the service it concerns); the other id-like fields name public things or a new person's details.
 */

const report = (serviceTag: string) => async (): Promise<Body> => ({
  serviceTag,
  address: { line1: '12 Jan Smuts Avenue', line2: 'Rosebank', city: 'Johannesburg', postalCode: '2196' },
  description: 'No internet since this morning; the lights on the router are red.',
  idempotencyKey: newKey(),
});

const noService = (own: Body) => ({ ...own, serviceTag: 'NONE-000000' });

export const ENGAGEMENT_MATRIX: Record<string, MatrixEntry> = {
  'outages.ReportOutage': {
    cases: [
      {
        title: 'a service of CUS1001 named in an outage report (refused like an unknown one)',
        covers: ['serviceTag'],
        owner: 'customer',
        find: report('FTTH-100234'),
        unknown: noService,
        refused: ['parent', 'child', 'reseller'] satisfies PrincipalName[],
        refusedByModule: ['billingOnly'],
        refusedWith: [400, 403, 404],
      },
      {
        title: 'a service of the parent ENT2001 named in an outage report (refused like an unknown one)',
        covers: ['serviceTag'],
        owner: 'parent',
        find: report('FTTB-210001'),
        unknown: noService,
        refused: ['child', 'customer', 'reseller'],
        refusedWith: [400, 403, 404],
      },
    ],
    notObjects: { idempotencyKey: IDEMPOTENCY_KEY, 'address.postalCode': 'part of the address where the service is down' },
  },
  'referrals.SubmitReferralLead': {
    notObjects: {
      firstName: 'the referred person’s own name, typed on a public form',
      lastName: 'the referred person’s own name, typed on a public form',
      cellNumber: 'the referred person’s own number: stored with the lead, never looked up or linked to a contact',
      'address.postalCode': 'part of the referred person’s address',
    },
  },
  'promotions.SetPromotionSubscription': {
    notObjects: { listKey: 'names one of the provider’s public mailing lists; the opt-in stored is always the signed-in person’s own' },
  },
};
