import type { ActionName } from './catalogue';

/**
 * What each area's dashboard cards read, every one with an empty input. The host sends these as the dashboard starts,
 * alongside the cards' code (readAhead), so the cards find their data waiting; each area's tests check that its
 * cards read exactly these.
 */
export const DASHBOARD_CARD_READS: Readonly<Record<string, readonly ActionName[]>> = {
  account: ['account.GetAccount', 'account.messages.GetMessages'],
  billing: ['billing.GetBillingDetails', 'billing.arrangement.GetPaymentArrangement'],
  connectivity: ['services.GetServices'],
  communication: ['services.GetServices'],
  'cloud-hosting': ['services.GetServices'],
  tickets: ['tickets.GetTickets'],
};

/** What the signed-in shell and the dashboard read as they open, besides the cards; each with an empty input. */
export const SHELL_READS: readonly ActionName[] = [
  'auth.ValidateSession',
  'account.GetAccounts',
  'account.GetChildAccounts',
  'account.GetAccount',
  'account.GetChildAccountsOverview',
  'dashboard.alert.GetAlerts',
];

/** One read's answer among several (READS_PATH): the HTTP status and envelope it would have had on its own. */
export interface ReadAnswer {
  name: ActionName;
  status: number;
  success: boolean;
  result: unknown;
  errors: { code: string; message: string; field?: string }[];
}
