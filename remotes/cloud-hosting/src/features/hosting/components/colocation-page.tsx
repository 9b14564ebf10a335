import { paths, type ServiceDetail } from '@portal/contract';
import { REMOTE_HANDS_TASKS, type ColocationOverview, type ColocationVisitor, type RemoteHandsInput } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, formatDate, LoadingState, Select, TextField } from '@portal/ui';
import { OfferedLink } from '@portal/ui/access';
import { MetricChart, MetricTable } from '@portal/ui/chart';
import { isChangeable, PendingBadge, RecentChanges, ServiceGate, ServiceHeader } from '@portal/ui/service-page';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLOUD_AREA } from '../../service-frame/cloud-areas';
import { colocationPending, useColocation } from '../api/get-colocation';
import { ampsText, cellText, dayTimes, errorText, refusedField } from '../hosting-format';
import '../hosting.css';
import { ConfirmDialog, Meter } from '@portal/ui/service-page';
import { useAddColocationVisitor } from '../api/add-colocation-visitor';
import { useRemoveColocationVisitor } from '../api/remove-colocation-visitor';
import { useRequestRemoteHands } from '../api/request-remote-hands';
import { remoteHandsResolver, visitorResolver, type RemoteHandsValues, type VisitorValues } from '../hosting-forms';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}-key`);

function Rack({ data }: { data: ColocationOverview }) {
  const { rack } = data;
  return (
    <Card title="Your rack space">
      <dl className="host-details">
        <dt>Data centre</dt>
        <dd>{rack.dataCentre}</dd>
        {rack.hall && (
          <>
            <dt>Hall</dt>
            <dd>{rack.hall}</dd>
          </>
        )}
        {rack.rack && (
          <>
            <dt>Rack</dt>
            <dd>{rack.rack}</dd>
          </>
        )}
        <dt>Units</dt>
        <dd>
          {rack.units ? `${rack.units} ` : ''}({rack.unitCount} {rack.unitCount === 1 ? 'unit' : 'units'})
        </dd>
        <dt>Power allowance</dt>
        <dd>{ampsText(data.power.allowanceAmps)}</dd>
      </dl>
    </Card>
  );
}

function Power({ data }: { data: ColocationOverview }) {
  const { power } = data;
  const times = useMemo(() => dayTimes(power.days), [power.days]);
  const series = useMemo(
    () => [
      { label: 'Average draw', values: power.averageAmps },
      { label: 'Peak draw', values: power.peakAmps },
      { label: 'Allowance', values: power.days.map(() => power.allowanceAmps) },
    ],
    [power],
  );
  const latest = power.averageAmps.at(-1) ?? 0;
  const peak = Math.max(0, ...power.peakAmps);
  const over = power.peakAmps.filter((p) => p > power.allowanceAmps).length;
  return (
    <Card title="Power draw">
      {times.length === 0 ? (
        <p>No power readings yet.</p>
      ) : (
        <>
          <Meter label="Average draw yesterday" used={latest} total={power.allowanceAmps} text={`${ampsText(latest)} of ${ampsText(power.allowanceAmps)}`} />
          <p>
            Highest peak in the last {times.length} days: {ampsText(peak)} ({Math.round((peak / power.allowanceAmps) * 100)}% of your allowance).{' '}
            {over > 0 ? (
              <strong className="host-warning">
                Peaks went over your allowance on {over} {over === 1 ? 'day' : 'days'}: spread the load, or ask us for more power.
              </strong>
            ) : (
              'Every peak stayed within your allowance.'
            )}
          </p>
          <MetricChart label={`Daily average and peak power draw over the last ${times.length} days, against an allowance of ${ampsText(power.allowanceAmps)}`} times={times} series={series} formatValue={ampsText} />
          <MetricTable caption="Daily power draw" times={times} series={series} formatValue={ampsText} />
        </>
      )}
    </Card>
  );
}

function AccessList({ service, data, changeable, onMessage }: { service: ServiceDetail; data: ColocationOverview; changeable: boolean; onMessage: (m: string) => void }) {
  const add = useAddColocationVisitor(service.serviceTag);
  const remove = useRemoveColocationVisitor(service.serviceTag);
  const [removing, setRemoving] = useState<ColocationVisitor | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<VisitorValues>({ mode: 'onSubmit', resolver: visitorResolver, defaultValues: { name: '', idOrCompany: '', cellNumber: '' } });
  const submit = handleSubmit((values) =>
    add.mutate(
      { serviceTag: service.serviceTag, ...values },
      {
        onSuccess: (r) => {
          reset();
          onMessage(r.message);
        },
        onError: (error) => {
          const field = refusedField(error);
          if (field === 'name' || field === 'idOrCompany' || field === 'cellNumber') setError(field, { message: errorText(error) });
        },
      },
    ),
  );
  const general = add.error && !['name', 'idOrCompany', 'cellNumber'].includes(refusedField(add.error) ?? '') ? errorText(add.error) : null;
  return (
    <Card title="Access list">
      <p style={{ marginTop: 0 }}>Only the people listed here may visit your rack. They show their ID at the security desk.</p>
      {data.visitors.length === 0 ? (
        <EmptyState title="Nobody is on the access list yet." />
      ) : (
        <ul className="svc-list" aria-label="People who may visit">
          {data.visitors.map((v) => (
            <li key={v.cellNumber} className="svc-list__item">
              <div className="svc-list__main">
                <div className="host-name">{v.name}</div>
                <div className="svc-list__meta">
                  {v.idOrCompany} · {cellText(v.cellNumber)}
                </div>
                <PendingBadge pending={v.pending} />
              </div>
              {changeable && !v.pending && (
                <Button variant="ghost" aria-label={`Remove ${v.name}`} onClick={() => setRemoving(v)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {changeable && (
        <form className="svc-form" style={{ marginTop: 16 }} noValidate onSubmit={(e) => void submit(e)} aria-label="Add a visitor">
          <TextField label="Full name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField
            label="ID number or company"
            autoComplete="off"
            error={errors.idOrCompany?.message}
            {...register('idOrCompany')}
          />
          <TextField
            label="Cell number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.cellNumber?.message}
            {...register('cellNumber')}
          />
          <div className="svc-form__submit">
            <Button type="submit" busy={add.isPending}>
              Add visitor
            </Button>
          </div>
          {general && <Alert tone="error">{general}</Alert>}
        </form>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove visitor"
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              { serviceTag: service.serviceTag, cellNumber: removing.cellNumber },
              {
                onSuccess: (r) => {
                  setRemoving(null);
                  onMessage(r.message);
                },
              },
            )
          }
        >
          <p>{removing.name} will no longer be let in to your rack.</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

function RemoteHands({ service, data, changeable }: { service: ServiceDetail; data: ColocationOverview; changeable: boolean }) {
  const request = useRequestRemoteHands(service.serviceTag);
  const [key, setKey] = useState(newKey);
  const detailsId = `host-hands-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [logged, setLogged] = useState<{ ticketNumber: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RemoteHandsValues>({ mode: 'onSubmit', resolver: remoteHandsResolver, defaultValues: { task: '', description: '' } });
  const submit = handleSubmit((values) =>
    request.mutate(
      { serviceTag: service.serviceTag, task: values.task as RemoteHandsInput['task'], description: values.description, idempotencyKey: key },
      {
        onSuccess: (r) => {
          setLogged(r);
          reset();
          setKey(newKey());
        },
        onError: (error) => {
          const field = refusedField(error);
          if (field === 'task' || field === 'description') setError(field, { message: errorText(error) });
        },
      },
    ),
  );
  const general = request.error && !['task', 'description'].includes(refusedField(request.error) ?? '') ? errorText(request.error) : null;
  return (
    <Card title="Remote hands">
      <p style={{ marginTop: 0 }}>A technician at the data centre does a task at your rack for you: reboot a server, check cables, swap a part.</p>
      {logged && (
        <Alert tone="success" onClose={() => setLogged(null)}>
          {logged.message} <OfferedLink to={paths.ticket(logged.ticketNumber)}>View ticket {logged.ticketNumber}</OfferedLink>
        </Alert>
      )}
      {!data.remoteHandsAvailable ? (
        <Alert tone="info">Remote hands cannot be requested here. Please call us to arrange it.</Alert>
      ) : (
        changeable && (
          <form className="host-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Request remote hands">
            <Select
              label="What should the technician do?"
              options={[{ id: '', text: 'Choose a task' }, ...REMOTE_HANDS_TASKS.map((t) => ({ id: t, text: t }))]}
              error={errors.task?.message}
              {...register('task')}
            />
            <div className={`portal-field${errors.description ? ' portal-field--invalid' : ''}`}>
              <label htmlFor={detailsId} className="portal-field__label">
                Details
              </label>
              <textarea
                id={detailsId}
                className="portal-input"
                rows={4}
                autoComplete="off"
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? `${detailsId}-error` : `${detailsId}-hint`}
                {...register('description')}
              />
              <p id={`${detailsId}-hint`} className="portal-field__hint">
                Which device (its unit and label), what to do, and who to call when it is done.
              </p>
              {errors.description && (
                <p id={`${detailsId}-error`} className="portal-field__error">
                  {errors.description.message}
                </p>
              )}
            </div>
            <div className="svc-form__submit">
              <Button type="submit" busy={request.isPending}>
                Request remote hands
              </Button>
            </div>
            {general && <Alert tone="error">{general}</Alert>}
          </form>
        )
      )}
      <h3>Your requests</h3>
      {data.remoteHands.length === 0 ? (
        <p>You have not requested remote hands.</p>
      ) : (
        <ul className="svc-list" aria-label="Remote-hands requests">
          {data.remoteHands.map((t) => (
            <li key={t.ticketNumber} className="svc-list__item">
              <div className="svc-list__main">
                <div className="host-name">
                  <OfferedLink to={paths.ticket(t.ticketNumber)} fallback={t.subject}>
                    {t.subject}
                  </OfferedLink>
                </div>
                <div className="svc-list__meta">
                  Ticket {t.ticketNumber} · logged {formatDate(t.createdAt)}
                </div>
              </div>
              <span>{t.status[0].toUpperCase() + t.status.slice(1)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ColocationView({ service }: { service: ServiceDetail }) {
  const colo = useColocation(service.serviceTag);
  const [message, setMessage] = useState<string | null>(null);
  const changeable = isChangeable(service);
  let body;
  if (colo.data) {
    const data = colo.data;
    body = (
      <>
        <div className="svc-grid">
          <Rack data={data} />
          <RemoteHands service={service} data={data} changeable={changeable} />
        </div>
        <Power data={data} />
        <AccessList service={service} data={data} changeable={changeable} onMessage={setMessage} />
      </>
    );
  } else if (colo.isError && !colo.isFetching) {
    body = <ErrorState title="We could not load your co-location" message={errorText(colo.error)} onRetry={() => void colo.refetch()} />;
  } else {
    body = <LoadingState label="Loading your rack…" />;
  }
  return (
    <>
      <ServiceHeader service={service} area={CLOUD_AREA} />
      {message && (
        <Alert tone="success" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <div className="svc-stack">
        {body}
        <RecentChanges serviceTag={service.serviceTag} poll={colocationPending(colo.data)} />
      </div>
    </>
  );
}

/** /services/cloud/co-location/{serviceTag}: rack and units, power draw, the access list and remote hands. */
export default function ColocationPage() {
  return (
    <ServiceGate area={CLOUD_AREA} type="co-location" loadingLabel="Loading your co-location…">
      {(service) => <ColocationView service={service} />}
    </ServiceGate>
  );
}
