import type { NotificationChannel, NotificationKind, NotificationPreference } from '@portal/contract/catalogue';
import { Alert, Button, VisuallyHidden } from '@portal/ui';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { CHANNEL_LABELS, KIND_ROWS, SECURITY_ROW } from './notification-labels';

const keyOf = (kind: string, channel: string) => `${kind}:${channel}`;
const CHANNELS: NotificationChannel[] = ['email', 'sms'];

function PreferencesForm({ saved }: { saved: NotificationPreference[] }) {
  const update = useUpdatePreferences();
  const [choices, setChoices] = useState(() => new Map(saved.map((p) => [keyOf(p.kind, p.channel), p.enabled])));
  const [done, setDone] = useState(0);
  const savedOf = (kind: string, channel: string) => saved.find((p) => p.kind === kind && p.channel === channel)?.enabled ?? true;
  const changed: NotificationPreference[] = [...choices].flatMap(([key, enabled]) => {
    const [kind, channel] = key.split(':') as [NotificationKind, NotificationChannel];
    return enabled === savedOf(kind, channel) ? [] : [{ kind, channel, enabled }];
  });

  const toggle = (kind: string, channel: string, enabled: boolean) => {
    setChoices((now) => new Map(now).set(keyOf(kind, channel), enabled));
    setDone(0);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changed.length === 0) return;
        update.mutate(changed, { onSuccess: () => setDone((n) => n + 1) });
      }}
    >
      <div className="nt-table-wrap">
        <table className="nt-table">
          <caption className="nt-table__caption">Choose which messages we send you, by e-mail and by SMS.</caption>
          <thead>
            <tr>
              <th scope="col">Messages about</th>
              {CHANNELS.map((channel) => (
                <th scope="col" key={channel} className="nt-table__channel">
                  {CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {KIND_ROWS.map(({ kind, label, about }) => (
              <tr key={kind}>
                <th scope="row">
                  <span className="nt-table__kind">{label}</span>
                  <span className="nt-table__about">{about}</span>
                </th>
                {CHANNELS.map((channel) => (
                  <td key={channel} className="nt-table__channel">
                    <label className="nt-toggle">
                      <input
                        type="checkbox"
                        checked={choices.get(keyOf(kind, channel)) ?? true}
                        onChange={(event) => toggle(kind, channel, event.target.checked)}
                      />
                      <VisuallyHidden>
                        {label} by {CHANNEL_LABELS[channel]}
                      </VisuallyHidden>
                    </label>
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <span className="nt-table__kind">{SECURITY_ROW.label}</span>
                <span className="nt-table__about">{SECURITY_ROW.about}</span>
              </th>
              {CHANNELS.map((channel) => (
                <td key={channel} className="nt-table__channel">
                  <label className="nt-toggle">
                    <input type="checkbox" checked disabled aria-describedby="nt-security-note" />
                    <VisuallyHidden>
                      {SECURITY_ROW.label} by {CHANNEL_LABELS[channel]}
                    </VisuallyHidden>
                  </label>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p id="nt-security-note" className="nt-note">
        Security messages are always sent, so that you know when someone signs in or adds a passkey.
      </p>
      {update.isError && <Alert tone="error">Your choices were not saved: {update.error.message}</Alert>}
      {done > 0 && changed.length === 0 && (
        <Alert key={done} tone="success">
          Your choices are saved.
        </Alert>
      )}
      <div className="nt-actions">
        <Button type="submit" busy={update.isPending} disabled={changed.length === 0}>
          Save choices
        </Button>
        {changed.length > 0 && <span className="nt-note">{changed.length === 1 ? '1 change not saved yet.' : `${changed.length} changes not saved yet.`}</span>}
      </div>
    </form>
  );
}

/** The kinds × channels table of toggles; saved together, with a confirmation. */
export function NotificationPreferences() {
  const preferences = usePreferences();
  return (
    <QueryContent query={preferences} loadingLabel="Loading your choices…" errorTitle="We could not load your choices">
      {(data) => <PreferencesForm saved={data.preferences} />}
    </QueryContent>
  );
}
