import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The account's orders, newest first. */
export const ordersQueryOptions = () => actionQueryOptions('account.orders.GetOrders', {});

export const useOrders = () => useQuery(ordersQueryOptions());
