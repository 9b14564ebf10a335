import { StatusBadge } from '@portal/ui';
import { useId } from 'react';
import { formatDateTime } from '@portal/contract/format';
import type { Outage } from '../api/get-outages';

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

const newestFirst = (updates: Outage['updates']) => [...updates].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

/** One outage or maintenance: what, where, which of the account's services, when, and its updates. */
export function OutageCard({ outage }: { outage: Outage }) {
  const titleId = useId();
  const updates = newestFirst(outage.updates);
  const upcoming = !outage.endedAt && Date.parse(outage.startsAt) > Date.now();
  return (
    <article className="og-outage" aria-labelledby={titleId}>
      <div className="og-outage__head">
        <h3 id={titleId} className="og-outage__title">
          {outage.title}
        </h3>
        <StatusBadge status={outage.status} />
      </div>
      <dl className="portal-details og-outage__details">
        <dt>Areas</dt>
        <dd>{outage.areas.join(', ')}</dd>
        <dt>Affects</dt>
        <dd>{outage.affectedServiceTypes.join(', ')}</dd>
        {outage.affectedServices.length > 0 && (
          <>
            <dt>Your services</dt>
            <dd>
              <ul className="og-outage__services">
                {outage.affectedServices.map((s) => (
                  <li key={s.serviceTag}>
                    {s.product} ({s.serviceTag})
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{upcoming ? 'Starts' : 'Started'}</dt>
        <dd>
          <When iso={outage.startsAt} />
        </dd>
        {outage.endedAt ? (
          <>
            <dt>Ended</dt>
            <dd>
              <When iso={outage.endedAt} />
            </dd>
          </>
        ) : (
          <>
            <dt>Expected end</dt>
            <dd>{outage.expectedEndAt ? <When iso={outage.expectedEndAt} /> : 'Expected end not yet known'}</dd>
          </>
        )}
      </dl>
      {updates.length === 0 ? (
        <p className="tk-muted og-outage__no-updates">No updates yet.</p>
      ) : (
        <details className="og-updates">
          <summary>
            {updates.length === 1 ? '1 update' : `${updates.length} updates`}, the latest on {formatDateTime(updates[0].at)}
          </summary>
          <ol className="tk-history og-updates__list">
            {updates.map((u, i) => (
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
