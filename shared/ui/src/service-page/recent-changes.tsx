import { formatDateTime } from '@portal/contract/format';
import { Card, ErrorState, LoadingState } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useServiceActivity } from './service-api';

/**
 * Who changed what on this service and when ('Mailbox sales@ added by Thandi, 23 Nov 2026 10:42'), newest first.
 * `poll` while a change is on its way, so its completion shows without a reload.
 */
export function RecentChanges({ serviceTag, poll = false }: { serviceTag: string; poll?: boolean }) {
  const activity = useServiceActivity(serviceTag, { poll });
  const { refetch } = activity;
  const polled = useRef(poll);
  useEffect(() => {
    // The change has come through: once more, for what its completion wrote (the answers are otherwise kept 30 s).
    if (polled.current && !poll) void refetch();
    polled.current = poll;
  }, [poll, refetch]);
  let body;
  if (activity.data) {
    body =
      activity.data.entries.length === 0 ? (
        <p>No changes have been made here yet.</p>
      ) : (
        <ul className="svc-changes">
          {activity.data.entries.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              {entry.message} by {entry.actorName}, <span className="svc-changes__when">{formatDateTime(entry.at)}</span>
              {entry.delayed && (
                <>
                  . <strong>Delayed:</strong> we are still passing this on to our team. It is not done yet.
                </>
              )}
            </li>
          ))}
        </ul>
      );
  } else if (activity.isError && !activity.isFetching) {
    body = <ErrorState title="We could not load the recent changes" message={activity.error.message} onRetry={() => void activity.refetch()} />;
  } else {
    body = <LoadingState label="Loading the recent changes…" />;
  }
  return <Card title="Recent changes">{body}</Card>;
}
