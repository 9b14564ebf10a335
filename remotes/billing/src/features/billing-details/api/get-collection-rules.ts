import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** When and how much the current payment method will collect next (spec §7 billing.GetCollectionRules). */
export const collectionRulesQueryOptions = () => actionQueryOptions('billing.GetCollectionRules', {});

export const useCollectionRules = () => useQuery(collectionRulesQueryOptions());
