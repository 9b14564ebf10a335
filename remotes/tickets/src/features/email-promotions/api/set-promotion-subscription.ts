import { callAction } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailPromotionsQueryOptions, type EmailPromotions, type PromotionList } from './get-email-promotions';

export interface SubscriptionChange {
  listKey: string;
  subscribed: boolean;
}

/**
 * promotions.SetPromotionSubscription for one list, shown at once: the box changes before the server answers and
 * goes back if it refuses. Only that list is touched in the page's data, so a change to another list meanwhile stays.
 */
export function useSetPromotionSubscription() {
  const client = useQueryClient();
  const { queryKey } = emailPromotionsQueryOptions();
  const patchList = (listKey: string, patch: Partial<PromotionList>) =>
    client.setQueryData<EmailPromotions>(queryKey, (page) =>
      page && { ...page, lists: page.lists.map((list) => (list.key === listKey ? { ...list, ...patch } : list)) },
    );

  return useMutation({
    mutationFn: (change: SubscriptionChange) => callAction('promotions.SetPromotionSubscription', change),
    onMutate: async ({ listKey, subscribed }) => {
      // A load under way would otherwise put the old choice back.
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<EmailPromotions>(queryKey)?.lists.find((list) => list.key === listKey);
      patchList(listKey, { subscribed, changedAt: new Date().toISOString() });
      return { before };
    },
    onError: (_error, { listKey }, context) => {
      if (context?.before) patchList(listKey, context.before);
    },
    onSuccess: (page, { listKey }) => {
      const saved = page.lists.find((list) => list.key === listKey);
      if (saved) patchList(listKey, saved);
    },
  });
}
