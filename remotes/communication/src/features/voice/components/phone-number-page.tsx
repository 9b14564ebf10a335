import type { PhoneNumberDetail } from '@portal/contract/catalogue';
import type { ServiceDetail } from '@portal/contract';
import { Button, Card, Checkbox, ErrorState, LoadingState, TextField } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import '../voice.css';
import { phoneNumberPending, usePhoneNumber } from '../api/get-phone-number';
import { ChangeOutcome, spaced } from './voice-parts';
import { useSetNumberRouting } from '../api/set-number-routing';
import { routingInput, routingResolver, type RoutingValues } from '../voice-forms';

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

function RoutingForm({ detail, disabled }: { detail: PhoneNumberDetail; disabled: boolean }) {
  const change = useSetNumberRouting(detail.serviceTag);
  const resolver = useMemo(() => routingResolver(detail.serviceTag), [detail.serviceTag]);
  // Errors show when the form is sent, and stay until it is sent again.
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RoutingValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver,
    defaultValues: {
      destination: spaced(detail.destination),
      hours: !!detail.outOfHours,
      outOfHours: { opens: detail.outOfHours?.opens ?? '08:00', closes: detail.outOfHours?.closes ?? '17:00', destination: spaced(detail.outOfHours?.destination) },
    },
  });
  const hours = watch('hours');
  const [outcome, setOutcome] = useState<string | null>(null);
  const submit = handleSubmit((values) => change.mutate(routingInput(detail.serviceTag, values), { onSuccess: (r) => setOutcome(r.message) }));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Where calls ring">
      <ChangeOutcome message={outcome} error={change.error?.message} />
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <TextField label="Ring this number" type="tel" inputMode="tel" maxLength={20} error={errors.destination?.message} {...register('destination')} />
        <Checkbox label="Ring another number outside business hours" {...register('hours')} />
        {hours && (
          <div className="svc-form">
            <TextField label="Business hours start" type="time" error={errors.outOfHours?.opens?.message} {...register('outOfHours.opens')} />
            <TextField label="Business hours end" type="time" error={errors.outOfHours?.closes?.message} {...register('outOfHours.closes')} />
            <TextField label="Out-of-hours number" type="tel" inputMode="tel" maxLength={20} error={errors.outOfHours?.destination?.message} {...register('outOfHours.destination')} />
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
