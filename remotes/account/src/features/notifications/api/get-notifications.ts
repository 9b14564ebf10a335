import { actionQueryOptions } from '@portal/contract/query';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';

/** One page of the signed-in person's messages, newest first: the newest page, or the one before a cursor. */
export const notificationsQueryOptions = (before?: number) => actionQueryOptions('account.notifications.GetNotifications', before ? { before } : {});

/**
 * The pages read so far ("Show more" reads the next, before the last one's cursor). Pages by useQueries: the portal
 * shares no infinite queries (config/shared-react-query.mjs).
 */
export function useNotificationPages() {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const pages = useQueries({ queries: cursors.map((before) => notificationsQueryOptions(before)) });
  const last = pages[pages.length - 1];
  const nextCursor = last.data?.nextCursor ?? null;
  return {
    first: pages[0],
    last,
    items: pages.flatMap((page) => page.data?.notifications ?? []),
    hasMore: nextCursor !== null,
    showMore: () => nextCursor !== null && setCursors((now) => (now.includes(nextCursor) ? now : [...now, nextCursor])),
  };
}
