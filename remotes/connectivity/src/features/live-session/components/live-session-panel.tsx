import type { LiveSession } from '@portal/contract';
import { Card, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { formatDateTime } from '@portal/ui/service-page';
import { formatData } from '../../../lib/format-data';
import { useLiveSession } from '../api/get-live-session';
import { durationText } from '../utils/session-duration';

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

function SessionFigures({ session }: { session: Exclude<LiveSession, { state: 'none' | 'unknown' }> }) {
  if (session.state === 'offline') {
    return (
      <>
        <p className="conn-session__state conn-session__state--offline">
          <span className="conn-session__dot" aria-hidden="true" />
          Offline
        </p>
        <dl className="conn-figures">
          <div>
            <dt>Offline since</dt>
            <dd>
              <When iso={session.since} />
            </dd>
          </div>
          <div>
            <dt>Data in the last session</dt>
            <dd>{formatData(session.sessionMb)}</dd>
          </div>
        </dl>
      </>
    );
  }
  return (
    <>
      <p className="conn-session__state conn-session__state--online">
        <span className="conn-session__dot" aria-hidden="true" />
        <span>Online for {durationText(session.since)}</span>
      </p>
      <dl className="conn-figures">
        <div>
          <dt>Online since</dt>
          <dd>
            <When iso={session.since} />
          </dd>
        </div>
        <div>
          <dt>IP address</dt>
          <dd>{session.ipAddress ?? 'Not reported'}</dd>
        </div>
        <div>
          <dt>Data this session</dt>
          <dd>{formatData(session.sessionMb)}</dd>
        </div>
      </dl>
      <p className="conn-meter__note">
        As of <When iso={session.asOf} />, the network’s last update on this session.
      </p>
    </>
  );
}

/**
 * Whether the service is connected now (online since, IP address, data this session as of the network's last interim
 * update) or since when it is offline. Asked again every minute; a change is announced politely to screen readers.
 * Shows nothing where the portal has no network source (production without RADIUS accounting).
 */
export function LiveSessionPanel({ serviceTag }: { serviceTag: string }) {
  const live = useLiveSession(serviceTag);
  if (live.data?.session.state === 'unknown') return null;
  let body;
  if (live.isError && !live.data) {
    body = <ErrorState title="We could not load the connection" message={live.error.message} onRetry={() => void live.refetch()} />;
  } else if (!live.data) {
    body = <LoadingState label="Loading the connection…" />;
  } else if (live.data.session.state === 'none') {
    body = <EmptyState title="No sessions yet">This service has not connected to the network yet.</EmptyState>;
  } else {
    body = <SessionFigures session={live.data.session} />;
  }
  return (
    <Card
      title="Connection"
      actions={
        live.data && (
          <button type="button" className="portal-button portal-button--secondary" onClick={() => void live.refetch()} disabled={live.isFetching}>
            {live.isFetching ? 'Checking…' : 'Check again'}
          </button>
        )
      }
    >
      <div className="conn-session" aria-live="polite" aria-busy={live.isFetching || undefined}>
        {body}
      </div>
    </Card>
  );
}
