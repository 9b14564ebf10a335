import type { Body, MatrixEntry } from './objects-matrix';

/**
 * IDOR matrix entries of the dashboard alerts. An alert's key names the state of one account (its suspended service,
 * its overdue invoice): DismissAlert takes only a key of an alert the caller is shown on their own account, and
 * another account's key is refused exactly like one that names nothing.
 */

const key = (id: string) => async (): Promise<Body> => ({ id });
const noSuchService = () => ({ id: 'service-suspended:NONE-000000' });

export const ALERT_MATRIX: Record<string, MatrixEntry> = {
  'dashboard.alert.DismissAlert': {
    cases: [
      {
        title: 'the alert of CUS1001’s suspended ADSL line (refused like an unknown key)',
        covers: ['id'],
        owner: 'customer',
        find: key('service-suspended:ADSL-400513'),
        unknown: noSuchService,
        refused: ['parent', 'child', 'reseller'],
        // Not shown the connectivity alert, so not theirs to dismiss.
        refusedByModule: ['billingOnly'],
        // Dismissals are per person: each may dismiss it for themselves.
        alsoReach: ['accountModules', 'serviceModules'],
        refusedWith: [404],
      },
      {
        title: 'the alert of a suspended service of a branch, on the parent ENT2001 (refused like an unknown key)',
        covers: ['id'],
        owner: 'parent',
        find: key('branch-service-suspended:FTTB-200003'),
        unknown: () => ({ id: 'branch-service-suspended:NONE-000000' }),
        // The branch itself (ENT2001-07 is a sibling of ENT2001-03) does not have its parent's alerts.
        refused: ['child', 'customer', 'reseller'],
        refusedWith: [404],
      },
    ],
  },
};
