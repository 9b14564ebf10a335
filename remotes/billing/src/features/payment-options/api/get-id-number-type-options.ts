import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';

/** spec §7: identity document types, asked for by the alternate debit-collection provider; option lists are cached for 600 seconds (spec §9). */
export const idNumberTypeOptionsQueryOptions = () => actionQueryOptions('billing.options.GetIdNumberTypeOptions', {}, { cacheSeconds: CACHE_SECONDS.options });
