import type { UsageAlerts, UsageAlertChannels } from '@portal/contract';
import { formatCurrency } from '@portal/contract/format';
import { Alert, Button, Card, Checkbox, EmptyState, ErrorState, LoadingState, Select, TextField } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { formatData } from '../../../lib/format-data';
import { useSaveUsageAlerts, useUsageAlerts } from '../api/usage-alerts';

/** As services.SaveUsageAlerts checks them (shared/contract usage-alerts.ts), with its messages. */
const MAX_THRESHOLDS = 10;
const MAX_TOP_UPS = 10;
const PERCENT_MESSAGE = 'Each alert is a whole percentage from 1 to 100.';
const TOP_UPS_MESSAGE = `Choose from 1 to ${MAX_TOP_UPS} top-ups a month.`;
export const SAVE_FAILED_PREFIX = 'Your usage alerts were not saved: ';

const CHANNELS: { value: UsageAlertChannels; label: string }[] = [
  { value: 'sms', label: 'SMS' },
  { value: 'email', label: 'E-mail' },
  { value: 'both', label: 'SMS and e-mail' },
];

function thresholdProblem(text: string, thresholds: number[]): string | null {
  if (!/^\d{1,3}$/.test(text.trim())) return PERCENT_MESSAGE;
  const percent = Number(text.trim());
  if (percent < 1 || percent > 100) return PERCENT_MESSAGE;
  if (thresholds.includes(percent)) return `You already have an alert at ${percent}%.`;
  if (thresholds.length >= MAX_THRESHOLDS) return `Please keep to ${MAX_THRESHOLDS} alerts or fewer.`;
  return null;
}

interface FormProps {
  serviceTag: string;
  settings: UsageAlerts;
  /** What the server said of the last save: kept by the section, as the form starts afresh from what was saved. */
  saved: string | null;
  onSaved: (message: string | null) => void;
}

function UsageAlertsForm({ serviceTag, settings, saved, onSaved }: FormProps) {
  const ids = { channels: useId(), thresholds: useId() };
  const save = useSaveUsageAlerts(serviceTag);
  const [thresholds, setThresholds] = useState<number[]>(settings.thresholds);
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [channels, setChannels] = useState<UsageAlertChannels>(settings.channels);
  const topUp = settings.autoTopUp;
  const [autoTopUpOn, setAutoTopUpOn] = useState(Boolean(topUp?.productId));
  const [bundle, setBundle] = useState(topUp?.productId ? String(topUp.productId) : '');
  const [monthlyMax, setMonthlyMax] = useState(topUp?.monthlyMax ? String(topUp.monthlyMax) : '1');
  const [poolDigest, setPoolDigest] = useState(Boolean(settings.poolDigest));
  const [errors, setErrors] = useState<{ bundle?: string; monthlyMax?: string }>({});

  const add = () => {
    const problem = thresholdProblem(adding, thresholds);
    setAddError(problem);
    if (problem) return;
    setThresholds([...thresholds, Number(adding.trim())].sort((a, b) => a - b));
    setAdding('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaved(null);
    const problems: typeof errors = {};
    if (autoTopUpOn && !bundle) problems.bundle = 'Please choose the top-up to buy.';
    const max = Number(monthlyMax);
    if (autoTopUpOn && !(/^\d{1,2}$/.test(monthlyMax.trim()) && max >= 1 && max <= MAX_TOP_UPS)) problems.monthlyMax = TOP_UPS_MESSAGE;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      {
        serviceTag,
        thresholds,
        channels,
        autoTopUp: topUp && autoTopUpOn ? { productId: Number(bundle), monthlyMax: max } : null,
        poolDigest: settings.poolDigest !== null && poolDigest,
      },
      { onSuccess: (answer) => onSaved(answer.message) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="conn-alerts">
      {save.isError && (
        <Alert tone="error">
          {SAVE_FAILED_PREFIX}
          {save.error.message}
        </Alert>
      )}
      {saved && <Alert tone="success">{saved}</Alert>}
      <fieldset className="conn-alerts__group">
        <legend id={ids.thresholds}>Tell me when this service has used</legend>
        {thresholds.length === 0 ? (
          <EmptyState title="No alerts">You will not be told as this service uses its data. Add a percentage below.</EmptyState>
        ) : (
          <ul className="conn-alerts__list" aria-labelledby={ids.thresholds}>
            {thresholds.map((percent) => (
              <li key={percent} className="conn-alerts__chip">
                <span>
                  {percent}% of its data
                  {settings.crossed.includes(percent) && <span className="conn-alerts__crossed"> · passed this cycle</span>}
                </span>
                <Button variant="secondary" onClick={() => setThresholds(thresholds.filter((t) => t !== percent))} aria-label={`Remove the ${percent}% alert`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="conn-alerts__add">
          <TextField
            label="Add an alert at (%)"
            inputMode="numeric"
            maxLength={3}
            value={adding}
            error={addError ?? undefined}
            hint="A whole percentage of this cycle’s data, from 1 to 100."
            onChange={(e) => setAdding(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add}>
            Add alert
          </Button>
        </div>
      </fieldset>

      <fieldset className="conn-alerts__group" aria-describedby={`${ids.channels}-hint`}>
        <legend>Send alerts by</legend>
        <div className="conn-alerts__channels">
          {CHANNELS.map((c) => (
            <label key={c.value} className="conn-alerts__radio">
              <input type="radio" name={`${ids.channels}-channels`} value={c.value} checked={channels === c.value} onChange={() => setChannels(c.value)} />
              {c.label}
            </label>
          ))}
        </div>
        <p id={`${ids.channels}-hint`} className="conn-meter__note">
          Each alert is sent once per billing cycle, to your cell number or e-mail address.
        </p>
      </fieldset>

      {topUp && (
        <fieldset className="conn-alerts__group">
          <legend>Auto top-up</legend>
          <Checkbox label="Buy a top-up when this service runs out of data" checked={autoTopUpOn} onChange={(e) => setAutoTopUpOn(e.target.checked)} />
          {autoTopUpOn && (
            <div className="conn-alerts__topup">
              <Select
                label="Top-up to buy"
                options={topUp.bundles.map((b) => ({ id: b.productId, text: `${b.name} (${formatData(b.dataMb)}, ${formatCurrency(b.price)})` }))}
                value={bundle}
                error={errors.bundle}
                onChange={(e) => setBundle(e.target.value)}
              />
              <TextField
                label="At most this many top-ups a month"
                inputMode="numeric"
                maxLength={2}
                value={monthlyMax}
                error={errors.monthlyMax}
                hint={`Each is an order on your next invoice. Bought automatically this month: ${topUp.boughtThisMonth}.`}
                onChange={(e) => setMonthlyMax(e.target.value)}
              />
            </div>
          )}
        </fieldset>
      )}

      {settings.poolDigest !== null && (
        <fieldset className="conn-alerts__group">
          <legend>Shared pool</legend>
          <Checkbox label="Send me a daily digest of each member’s use" checked={poolDigest} onChange={(e) => setPoolDigest(e.target.checked)} />
        </fieldset>
      )}

      <p className="conn-meter__note">Saving asks you to confirm it is you.</p>
      <Button type="submit" busy={save.isPending}>
        Save usage alerts
      </Button>
    </form>
  );
}

/** A capped data service's usage alerts, how they are sent, its auto top-up and (shared data) the daily digest. */
export function UsageAlertsSection({ serviceTag }: { serviceTag: string }) {
  const alerts = useUsageAlerts(serviceTag);
  const [saved, setSaved] = useState<string | null>(null);
  let body;
  if (alerts.isError && !alerts.isFetching) {
    body = <ErrorState title="We could not load your usage alerts" message={alerts.error.message} onRetry={() => void alerts.refetch()} />;
  } else if (alerts.data) {
    body = <UsageAlertsForm key={JSON.stringify(alerts.data)} serviceTag={serviceTag} settings={alerts.data} saved={saved} onSaved={setSaved} />;
  } else {
    body = <LoadingState label="Loading your usage alerts…" />;
  }
  return <Card title="Usage alerts">{body}</Card>;
}
