import { formatDateTime } from '@portal/contract/format';
import { StatusBadge } from '@portal/ui';
import { useId } from 'react';
import type { PublicOutage } from '../api/status-actions';

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** One outage as anyone may see it: what, where, which kinds of service, when, and what we said (newest first). */
export function PublicOutageCard({ outage }: { outage: PublicOutage }) {
  const titleId = useId();
  const upcoming = !outage.endedAt && Date.parse(outage.startsAt) > Date.now();
  return (
    <article className="st-outage" aria-labelledby={titleId}>
      <div className="st-outage__head">
        <h3 id={titleId} className="st-outage__title">
          {outage.title}
        </h3>
        <StatusBadge status={outage.status} />
      </div>
      <dl className="portal-details st-outage__details">
        <dt>Areas</dt>
        <dd>{outage.areas.join(', ')}</dd>
        <dt>Affects</dt>
        <dd>{outage.affectedServiceTypes.join(', ')}</dd>
        <dt>{upcoming ? 'Starts' : 'Started'}</dt>
        <dd>
          <When iso={outage.startsAt} />
        </dd>
        {outage.endedAt ? (
          <>
            <dt>{outage.kind === 'planned' ? 'Completed' : 'Restored'}</dt>
            <dd>
              <When iso={outage.endedAt} />
            </dd>
          </>
        ) : (
          <>
            <dt>Expected end</dt>
            <dd>{outage.expectedEndAt ? <When iso={outage.expectedEndAt} /> : 'Not yet known'}</dd>
          </>
        )}
      </dl>
      {outage.updates[0] && (
        <p className="st-outage__latest">
          <span className="st-outage__latest-at">
            Latest update, <When iso={outage.updates[0].at} />:
          </span>{' '}
          {outage.updates[0].message}
        </p>
      )}
      {outage.updates.length > 1 && (
        <details className="st-updates">
          <summary>All {outage.updates.length} updates</summary>
          <ol className="st-updates__list">
            {outage.updates.map((u, i) => (
              <li key={`${u.at}-${i}`}>
                <When iso={u.at} />
                <span>{u.message}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
