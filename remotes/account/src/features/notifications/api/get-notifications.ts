import { callAction } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The signed-in person's messages, newest first, a page at a time ("Show more" reads the next). */
export const notificationsQueryKey = ['action', 'account.notifications.GetNotifications'] as const;

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => callAction('account.notifications.GetNotifications', pageParam ? { before: pageParam } : {}),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
