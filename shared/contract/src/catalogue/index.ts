/**
 * The action catalogue: every action's name with its request and response schema.
 * The server validates each request body with `input`; the client is typed by both.
 * Imported by the server and by tests; browser code imports only its types.
 */
import type { z } from 'zod';
import { accountActions } from './account';
import { accountOverviewActions } from './account-overview';
import { addressLookupActions } from './address-lookup';
import { accountAreaActions } from './account-area';
import { billingActions } from './billing';
import { invoiceChangeActions } from './invoice-changes';
import { devicesActions } from './cloud-devices';
import { hostingActions } from './cloud-hosting';
import { communicationActions } from './communication';
import { mailActions } from './communication-mail';
import { messagingActions } from './communication-messaging';
import { voiceActions } from './communication-voice';
import { loginActions } from './login';
import { notificationActions } from './notifications';
import { outageActions } from './outages';
import { paymentActions } from './payments';
import { paymentArrangementActions } from './payment-arrangements';
import { promotionActions } from './promotions';
import { referralActions } from './referrals';
import { serviceActions } from './services';
import { serviceToolActions } from './service-tools';
import { ticketActions } from './tickets';
import { statusActions } from './status';
import { usageAlertActions } from './usage-alerts';

export const catalogue = {
  ...loginActions,
  ...accountActions,
  ...accountOverviewActions,
  ...accountAreaActions,
  ...billingActions,
  ...invoiceChangeActions,
  ...paymentActions,
  ...paymentArrangementActions,
  ...ticketActions,
  ...serviceActions,
  ...outageActions,
  ...referralActions,
  ...promotionActions,
  ...addressLookupActions,
  ...communicationActions,
  ...mailActions,
  ...voiceActions,
  ...messagingActions,
  ...hostingActions,
  ...devicesActions,
  ...serviceToolActions,
  ...statusActions,
  ...usageAlertActions,
  ...notificationActions,
} as const;

export type Catalogue = typeof catalogue;
export type ActionName = keyof Catalogue;
/** What a caller sends (before defaults are applied). */
export type ActionInput<N extends ActionName> = z.input<Catalogue[N]['input']>;
/** What the server's handler receives (after parsing). */
export type ActionParsedInput<N extends ActionName> = z.output<Catalogue[N]['input']>;
export type ActionOutput<N extends ActionName> = z.infer<Catalogue[N]['output']>;

export const isActionName = (name: string): name is ActionName =>
  Object.prototype.hasOwnProperty.call(catalogue, name);

export * from './common';
export * from './form-fields';
export * from './account';
export * from './account-overview';
export * from './account-area';
export * from './login';
export * from './notifications';
export * from './billing';
export * from './invoice-changes';
export * from './payments';
export * from './payment-arrangements';
export * from './tax-invoice';
export * from './tickets';
export * from './services';
export * from './usage-alerts';
export * from './outages';
export * from './status';
export * from './referrals';
export * from './promotions';
export * from './address-lookup';
export * from './communication';
export * from './communication-mail';
export * from './communication-voice';
export * from './communication-messaging';
export * from './cloud-hosting';
export * from './cloud-devices';
export * from './service-tools';
export * from './reads-together';
