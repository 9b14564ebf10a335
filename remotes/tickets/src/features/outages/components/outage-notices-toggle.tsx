import { messageForPeople } from '@portal/contract';
import { Alert, Checkbox } from '@portal/ui';
import { useId } from 'react';
import { useOutageNotices, useSetOutageNotices } from '../api/outage-notices';

/** The one switch for outage news by e-mail about the account's own services; anyone else subscribes on /status. */
export function OutageNoticesToggle() {
  const headingId = useId();
  const notices = useOutageNotices();
  const save = useSetOutageNotices();
  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Outage news
      </h2>
      {save.isError && <Alert tone="error">Your choice was not saved: {messageForPeople(save.error)}</Alert>}
      {notices.data ? (
        <Checkbox
          label="E-mail me when an outage or maintenance affects my services"
          checked={notices.data.enabled}
          onChange={(e) => save.mutate(e.target.checked)}
        />
      ) : notices.isError ? (
        <p className="tk-muted">We could not load this setting.</p>
      ) : (
        <p className="tk-muted">Loading…</p>
      )}
      <p className="tk-muted">
        Anyone can also get news of an area by e-mail or SMS on the <a href="/status">status page</a>.
      </p>
    </section>
  );
}
