import type { PhoneNumberDetail } from '@portal/contract/catalogue';
import type { ServiceDetail } from '@portal/contract';
import { Button, Card, Checkbox, ErrorState, LoadingState, TextField, validators } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import '../voice.css';
import { phoneNumberPending, usePhoneNumber } from '../api/get-phone-number';
import { ChangeOutcome, spaced } from './voice-parts';
import { useSetNumberRouting } from '../api/set-number-routing';

export default function PhoneNumberPage() {
  return (
    <CommunicationServiceGate type="phone-number" loadingLabel="Loading your number…">
      {(service) => <PhoneNumberBody service={service} />}
    </CommunicationServiceGate>
  );
}

function PhoneNumberBody({ service }: { service: ServiceDetail }) {
  const detail = usePhoneNumber(service.serviceTag);
  let body;
  if (detail.data) {
    const n = detail.data;
    body = (
      <div className="svc-grid">
        <Card title="Your number">
          <p className="svc-figure">{spaced(n.number)}</p>
          <dl className="voice-facts" style={{ marginTop: 12 }}>
            <dt>Rings</dt>
            <dd>
              {spaced(n.destination)} {n.outOfHours ? `from ${n.outOfHours.opens} to ${n.outOfHours.closes}` : 'at all hours'}
            </dd>
            {n.outOfHours && (
              <>
                <dt>Out of hours</dt>
                <dd>{spaced(n.outOfHours.destination)}</dd>
              </>
            )}
            <dt>Calls this month</dt>
            <dd>
              {n.thisMonth.count} calls, {n.thisMonth.answered} answered, {Math.ceil(n.thisMonth.durationSeconds / 60)} minutes
            </dd>
          </dl>
          <PendingBadge pending={n.pending} />
        </Card>
        <Card title="Where calls ring">
          <RoutingForm key={JSON.stringify([n.destination, n.outOfHours])} detail={n} disabled={!isChangeable(service) || !!n.pending} />
        </Card>
      </div>
    );
  } else if (detail.isError && !detail.isFetching) {
    body = <ErrorState title="We could not load your number" message={detail.error.message} onRetry={() => void detail.refetch()} />;
  } else {
    body = <LoadingState label="Loading where your number rings…" />;
  }
  return (
    <>
      <ServiceHeader service={service} />
      {body}
      <div style={{ marginTop: 16 }}>
        <RecentChanges serviceTag={service.serviceTag} poll={!!detail.data && phoneNumberPending(detail.data)} />
      </div>
    </>
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function RoutingForm({ detail, disabled }: { detail: PhoneNumberDetail; disabled: boolean }) {
  const change = useSetNumberRouting(detail.serviceTag);
  const [destination, setDestination] = useState(spaced(detail.destination));
  const [hours, setHours] = useState(!!detail.outOfHours);
  const [opens, setOpens] = useState(detail.outOfHours?.opens ?? '08:00');
  const [closes, setCloses] = useState(detail.outOfHours?.closes ?? '17:00');
  const [after, setAfter] = useState(spaced(detail.outOfHours?.destination));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const check = (key: string, v: string) => {
      const r = validators.cellnumber(v);
      if (r !== true) found[key] = r;
    };
    check('destination', destination);
    if (hours) {
      if (!TIME.test(opens)) found.opens = 'Please enter a time such as 08:00.';
      if (!TIME.test(closes)) found.closes = 'Please enter a time such as 17:00.';
      else if (!found.opens && opens >= closes) found.closes = 'Business hours must close after they open.';
      check('after', after);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { serviceTag: detail.serviceTag, destination, outOfHours: hours ? { opens, closes, destination: after } : null },
      { onSuccess: (r) => setOutcome(r.message) },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Where calls ring">
      <ChangeOutcome message={outcome} error={change.error?.message} />
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <TextField label="Ring this number" type="tel" inputMode="tel" maxLength={20} value={destination} error={errors.destination} onChange={(e) => setDestination(e.target.value)} />
        <Checkbox label="Ring another number outside business hours" checked={hours} onChange={(e) => setHours(e.target.checked)} />
        {hours && (
          <div className="svc-form">
            <TextField label="Business hours start" type="time" value={opens} error={errors.opens} onChange={(e) => setOpens(e.target.value)} />
            <TextField label="Business hours end" type="time" value={closes} error={errors.closes} onChange={(e) => setCloses(e.target.value)} />
            <TextField label="Out-of-hours number" type="tel" inputMode="tel" maxLength={20} value={after} error={errors.after} onChange={(e) => setAfter(e.target.value)} />
          </div>
        )}
        <div className="svc-form__submit" style={{ marginTop: 8 }}>
          <Button type="submit" busy={change.isPending}>
            Save routing
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
