import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The account's services with the products each can have added to the next bill. */
export const addToBillOffersQueryOptions = () => actionQueryOptions('billing.payment.GetAddToBillOffers', {});

export const useAddToBillOffers = () => useQuery(addToBillOffersQueryOptions());
