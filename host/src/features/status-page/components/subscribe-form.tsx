import { isActionError, messageForPeople } from '@portal/contract';
import { Alert, Button, Checkbox, Select, TextField } from '@portal/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSubscribe } from '../api/status-actions';

type Channel = 'email' | 'sms';
const FIELDS = ['address', 'area', 'quietHours.from', 'quietHours.until'] as const;
type Field = (typeof FIELDS)[number];

/** The field of the form a refusal names (a 400 with field 'address', say), if any. */
const refusedField = (error: Error | null): Field | null =>
  isActionError(error) && error.status === 400 && FIELDS.includes(error.field as Field) ? (error.field as Field) : null;

const ADDRESS_LABEL: Record<Channel, string> = { email: 'Email address', sms: 'Cell number' };

/** Outage news for an area by e-mail or SMS (status.Subscribe): the server sends a confirmation link first. */
export function SubscribeForm({ areas, initialArea }: { areas: string[]; initialArea: string }) {
  const headingId = useId();
  const sentRef = useRef<HTMLParagraphElement>(null);
  const subscribe = useSubscribe();
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');
  const [area, setArea] = useState(initialArea);
  const [quiet, setQuiet] = useState(false);
  const [from, setFrom] = useState('22:00');
  const [until, setUntil] = useState('07:00');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => setArea((current) => current || initialArea), [initialArea]);
  useEffect(() => {
    if (subscribe.isSuccess) sentRef.current?.focus();
  }, [subscribe.isSuccess]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!address.trim()) missing.address = channel === 'email' ? 'Please enter your email address.' : 'Please enter your cell number.';
    if (!area) missing.area = 'Please choose an area.';
    setErrors(missing);
    if (Object.keys(missing).length) {
      document.getElementById(`${headingId}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    subscribe.mutate(
      { channel, address, area, ...(quiet ? { quietHours: { from, until } } : {}) },
      {
        onError: (error) => {
          const field = refusedField(error);
          if (field) {
            setErrors({ [field]: messageForPeople(error) });
            document.getElementById(`${headingId}-${field}`)?.focus();
          }
        },
      },
    );
  };

  return (
    <section className="portal-card st-subscribe" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title">
        Get outage news
      </h2>
      {subscribe.isSuccess ? (
        <p role="status" ref={sentRef} tabIndex={-1} className="st-subscribe__sent">
          {subscribe.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={send} aria-labelledby={headingId}>
          <p className="st-muted">We tell you when an outage starts in your area, each time we have news, and when it is over. We send a link to confirm first.</p>
          {subscribe.isError && !refusedField(subscribe.error) && <Alert tone="error">{messageForPeople(subscribe.error)}</Alert>}
          <fieldset className="st-channel">
            <legend>Send it by</legend>
            {(['email', 'sms'] as const).map((c) => (
              <label key={c} className="st-channel__option">
                <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} /> {c === 'email' ? 'E-mail' : 'SMS'}
              </label>
            ))}
          </fieldset>
          <TextField
            id={`${headingId}-address`}
            label={ADDRESS_LABEL[channel]}
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'tel'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            placeholder={channel === 'email' ? undefined : 'e.g. 082 123 4567'}
            maxLength={channel === 'email' ? 254 : 40}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={errors.address}
          />
          <Select id={`${headingId}-area`} label="Area" options={areas.map((a) => ({ id: a, text: a }))} value={area} onChange={(e) => setArea(e.target.value)} error={errors.area} />
          <Checkbox label="Hold messages during quiet hours" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />
          {quiet && (
            <div className="st-quiet">
              <TextField id={`${headingId}-quietHours.from`} label="Quiet from" type="time" value={from} onChange={(e) => setFrom(e.target.value)} error={errors['quietHours.from']} />
              <TextField id={`${headingId}-quietHours.until`} label="Quiet until" type="time" value={until} onChange={(e) => setUntil(e.target.value)} error={errors['quietHours.until']} />
              <p className="st-muted st-quiet__hint">South African time. News that comes in quiet hours waits until they end; by then you get only the latest word on each outage.</p>
            </div>
          )}
          <Button type="submit" busy={subscribe.isPending}>
            Subscribe
          </Button>
        </form>
      )}
    </section>
  );
}
