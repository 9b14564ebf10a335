import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The account's branches or clients, with their figures, for the dashboard (account.GetChildAccountsOverview). */
export const useChildAccountsOverview = () => useQuery(actionQueryOptions('account.GetChildAccountsOverview', {}));
