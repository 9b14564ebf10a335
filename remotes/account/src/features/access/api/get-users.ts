import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The people who may use the account (and its children, on a parent account), the accounts and grantable modules. */
export const usersQueryOptions = () => actionQueryOptions('account.access.GetUsers', {});

export const useUsers = () => useQuery(usersQueryOptions());
