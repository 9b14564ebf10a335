import { pageRead, type PageRead } from '@portal/contract/query';
import { addToBillOffersQueryOptions } from '../add-to-bill/api/get-add-to-bill-offers';
import { invoicesQueryOptions } from '../invoices/api/get-invoices';
import { paymentArrangementQueryOptions } from '../payment-arrangement/api/get-payment-arrangement';
import { paymentsQueryOptions } from '../payments/api/get-payments';
import { billingDetailsQueryOptions } from './api/get-billing-details';
import { collectionRulesQueryOptions } from './api/get-collection-rules';

/** What Payments & Billing reads as it first shows: the summary and next collection, the latest invoices, payments, add-to-bill offers and the payment arrangement. */
export const billingDetailsFirstReads = (): PageRead[] => [
  pageRead(billingDetailsQueryOptions()),
  pageRead(collectionRulesQueryOptions()),
  pageRead(invoicesQueryOptions(1)),
  pageRead(paymentsQueryOptions()),
  pageRead(addToBillOffersQueryOptions()),
  pageRead(paymentArrangementQueryOptions()),
];
