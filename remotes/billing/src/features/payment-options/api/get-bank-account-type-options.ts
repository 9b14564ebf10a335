import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: bank account types (cheque, savings, ...); option lists are cached for 600 seconds (spec §9). */
export const bankAccountTypeOptionsQueryOptions = () => actionQueryOptions('billing.options.GetBankAccountTypeOptions', {}, { cacheSeconds: CACHE_SECONDS.options });

export const useBankAccountTypeOptions = () => useQuery(bankAccountTypeOptionsQueryOptions());
