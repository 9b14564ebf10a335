import { UNKNOWN_ROW, type Body, type Find, type MatrixEntry, type ObjectCase } from './objects-matrix';
import type { PrincipalName } from './objects-principals';

/**
 * IDOR matrix entries of the Cloud & Hosting tools actions and downloads (spec §2 Service tools). Each names an
 * account by its id: the server answers only for the account the token acts on, so another account's id, a child's
 * the parent has not switched into, and the parent's from a child are refused like an id that does not exist.
 */

/** The account a token acts on (its masterAccountId claim). */
const accountIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { masterAccountId: number }).masterAccountId;

/** Last month, 'YYYY-MM': always one of the six reports (the demo seeds them relative to its day). */
const lastMonth = () => {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
};

const OWNERS: { owner: PrincipalName; what: string; refused: PrincipalName[]; refusedByModule?: PrincipalName[] }[] = [
  { owner: 'customer', what: 'CUS1001', refused: ['parent', 'child', 'reseller'], refusedByModule: ['accountModules'] },
  { owner: 'parent', what: 'the parent ENT2001', refused: ['child', 'customer'] },
  { owner: 'child', what: 'the child ENT2001-07 (its parent not switched into it)', refused: ['parent', 'customer'] },
];

function accountCases(thing: string, extra: () => Body): ObjectCase[] {
  return OWNERS.map(({ owner, what, refused, refusedByModule }) => ({
    title: `${thing} of ${what}`,
    covers: ['accountId'],
    owner,
    find: async (f: Find) => ({ accountId: accountIdOf(f.token), ...extra() }),
    unknown: (own: Body) => ({ ...own, accountId: UNKNOWN_ROW }),
    refused,
    ...(refusedByModule ? { refusedByModule } : {}),
  }));
}

const metrics = (thing: string): MatrixEntry => ({ cases: accountCases(thing, () => ({ range: '7d' })) });

export const TOOLS_MATRIX: Record<string, MatrixEntry> = {
  'tools.GetNetworkMetrics': metrics('the network metrics'),
  'tools.GetFirewallMetrics': metrics('the firewall metrics'),
  'tools.GetIrisMetrics': metrics('the Iris monitoring metrics'),
  'tools.GetVoiceMetrics': metrics('the voice metrics'),
  'tools.GetTarReports': { cases: accountCases('the list of TAR reports', () => ({})) },
  'tools.DownloadTarReport': {
    cases: accountCases('last month’s TAR report PDF', () => ({ month: lastMonth() })),
    notObjects: { month: 'a calendar month, read only within the account the accountId names (and that must be the caller’s own)' },
  },
};
