import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: identity document types, asked for by the alternate debit-collection provider; option lists are cached for 600 seconds (spec §9). */
export const idNumberTypeOptionsQueryOptions = () => actionQueryOptions('billing.options.GetIdNumberTypeOptions', {}, { cacheSeconds: CACHE_SECONDS.options });

/** The ID types, asked for only when `enabled` (the alternate provider's debit orders need the account holder's ID). */
export const useIdNumberTypeOptions = ({ enabled }: { enabled: boolean }) => useQuery({ ...idNumberTypeOptionsQueryOptions(), enabled });
