import type { ActionName } from './catalogue';

/**
 * What each area's dashboard cards read, every one with an empty input. The host sends these as the dashboard starts,
 * alongside the cards' code (readAhead), so the cards find their data waiting; each area's tests check that its
 * cards read exactly these.
 */
export const DASHBOARD_CARD_READS: Readonly<Record<string, readonly ActionName[]>> = {
  account: ['account.GetAccount', 'account.messages.GetMessages'],
  billing: ['billing.GetBillingDetails'],
  connectivity: ['services.GetServices'],
  communication: ['services.GetServices'],
  'cloud-hosting': ['services.GetServices'],
  tickets: ['tickets.GetTickets'],
};

/**
 * The reads the server answers together in one request (READS_PATH): what the dashboard and the signed-in shell read
 * as they open, each with an empty input and none changing anything. One request instead of ten takes most of the
 * dashboard's API round trips off a phone's network. Any other action is refused there: it is called on its own.
 */
export const READS_TOGETHER: readonly ActionName[] = [
  ...new Set<ActionName>([
    'auth.ValidateSession',
    'account.GetAccounts',
    'account.GetChildAccounts',
    'account.GetAccount',
    'account.GetChildAccountsOverview',
    'dashboard.alert.GetAlerts',
    ...Object.values(DASHBOARD_CARD_READS).flat(),
  ]),
];

/** One read's answer among several (READS_PATH): the HTTP status and envelope it would have had on its own. */
export interface ReadAnswer {
  name: ActionName;
  status: number;
  success: boolean;
  result: unknown;
  errors: { code: string; message: string; field?: string }[];
}
