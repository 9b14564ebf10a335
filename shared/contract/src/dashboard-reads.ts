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
