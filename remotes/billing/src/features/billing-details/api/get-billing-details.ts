import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

export const billingDetailsQueryOptions = () => actionQueryOptions('billing.GetBillingDetails', {});

export const useBillingDetails = () => useQuery(billingDetailsQueryOptions());
