import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7: the days a card may be charged; option lists are cached for 600 seconds (spec §9). */
export const creditCardCollectionDayOptionsQueryOptions = () => actionQueryOptions('billing.options.GetCreditCardCollectionDayOptions', {}, { cacheSeconds: CACHE_SECONDS.options });

export const useCreditCardCollectionDayOptions = () => useQuery(creditCardCollectionDayOptionsQueryOptions());
