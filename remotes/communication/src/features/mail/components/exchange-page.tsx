import type { ServiceDetail } from '@portal/contract';
import type { ExchangeMailbox, ExchangeOverview } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, LoadingState, Modal, Select, TextField } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import { exchangePending, useHostedExchange } from '../api/get-hosted-exchange';
import { errorText, refusedField, sizeText } from '../mail-format';
import { exchangeMailboxResolver, type ExchangeMailboxValues } from '../mail-forms';
import '../mail.css';
import { ConfirmDialog, SecretDialog } from '@portal/ui/service-page';
import { useAddExchangeMailbox } from '../api/add-exchange-mailbox';
import { useRemoveExchangeMailbox } from '../api/remove-exchange-mailbox';

type Dialog = { kind: 'add' } | { kind: 'remove'; mailbox: ExchangeMailbox } | { kind: 'secret'; address: string; password: string } | null;

function AddDialog({ service, data, onClose, onAdded }: { service: ServiceDetail; data: ExchangeOverview; onClose: () => void; onAdded: (address: string, password: string, message: string) => void }) {
  const add = useAddExchangeMailbox(service.serviceTag);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ExchangeMailboxValues>({ mode: 'onTouched', resolver: useMemo(() => exchangeMailboxResolver(data.domain), [data.domain]), defaultValues: { localPart: '', displayName: '', productId: '' } });
  const chosen = data.plans.find((p) => String(p.productId) === watch('productId'));
  const submit = handleSubmit((values) =>
    add.mutate(
      { serviceTag: service.serviceTag, address: `${values.localPart.trim()}@${data.domain}`, displayName: values.displayName, productId: Number(values.productId) },
      {
        onSuccess: (r) => onAdded(r.address, r.password, r.message),
        onError: (error) => {
          const field = refusedField(error);
          if (field === 'address') setError('localPart', { message: errorText(error) });
          else if (field === 'displayName' || field === 'productId') setError(field, { message: errorText(error) });
        },
      },
    ),
  );
  const general = add.error && !['address', 'displayName', 'productId'].includes(refusedField(add.error) ?? '') ? errorText(add.error) : null;
  return (
    <Modal
      open
      title="Add an Exchange mailbox"
      onClose={add.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="mail-add-exchange" busy={add.isPending}>
            Add mailbox
          </Button>
        </>
      }
    >
      <form id="mail-add-exchange" className="mail-dialog-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label="Address"
          suffix={`@${data.domain}`}
          hint={`The part before @${data.domain}`}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.localPart?.message}
          {...register('localPart')}
        />
        <TextField label="Display name" error={errors.displayName?.message} {...register('displayName')} />
        <Select
          label="Mailbox plan"
          options={data.plans.map((p) => ({ id: String(p.productId), text: `${p.name}: ${formatCurrency(p.price)} a month` }))}
          error={errors.productId?.message}
          {...register('productId')}
        />
        {chosen && (
          <p style={{ margin: 0 }}>
            {formatCurrency(chosen.price)} a month is added to your next invoice for this {sizeText(chosen.storageMb)} mailbox.
          </p>
        )}
        {general && <Alert tone="error">{general}</Alert>}
      </form>
    </Modal>
  );
}

function ExchangeView({ service }: { service: ServiceDetail }) {
  const exchange = useHostedExchange(service.serviceTag);
  const remove = useRemoveExchangeMailbox(service.serviceTag);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [message, setMessage] = useState<string | null>(null);
  const changeable = isChangeable(service);

  let body;
  if (exchange.data) {
    const data = exchange.data;
    const full = data.mailboxLimit !== null && data.mailboxes.length >= data.mailboxLimit;
    body = (
      <>
        <Card title="Your Exchange">
          <dl className="mail-details">
            <dt>Domain</dt>
            <dd>{data.domain}</dd>
            <dt>Mailboxes</dt>
            <dd>{data.mailboxLimit === null ? data.mailboxes.length : `${data.mailboxes.length} of ${data.mailboxLimit}`}</dd>
            <dt>Mailboxes a month</dt>
            <dd>
              <strong>{formatCurrency(data.mailboxesMonthly)}</strong> for all mailboxes, on top of the plan’s {formatCurrency(service.monthlyPrice)}
            </dd>
          </dl>
        </Card>
        <Card
          title="Mailboxes"
          actions={
            changeable && (
              <Button onClick={() => setDialog({ kind: 'add' })} disabled={full} aria-describedby={full ? 'mail-exchange-full' : undefined}>
                Add a mailbox
              </Button>
            )
          }
        >
          {changeable && full && (
            <p id="mail-exchange-full" className="svc-list__meta">
              All {data.mailboxLimit} mailboxes of your plan are in use: remove one to add another.
            </p>
          )}
          {data.mailboxes.length === 0 ? (
            <EmptyState title="You have no Exchange mailboxes yet." />
          ) : (
            <ul className="svc-list" aria-label="Exchange mailboxes">
              {data.mailboxes.map((m) => (
                <li key={m.address} className="svc-list__item">
                  <div className="svc-list__main">
                    <div className="mail-address">{m.address}</div>
                    <div>{m.displayName}</div>
                    <div className="svc-list__meta">
                      {m.plan} · {formatCurrency(m.price)} a month
                    </div>
                    <PendingBadge pending={m.pending} />
                  </div>
                  {changeable && !m.pending && (
                    <Button variant="ghost" aria-label={`Remove ${m.address}`} onClick={() => setDialog({ kind: 'remove', mailbox: m })}>
                      Remove
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
        {dialog?.kind === 'add' && (
          <AddDialog
            service={service}
            data={data}
            onClose={() => setDialog(null)}
            onAdded={(address, password, text) => {
              setMessage(text);
              setDialog({ kind: 'secret', address, password });
            }}
          />
        )}
      </>
    );
  } else if (exchange.isError && !exchange.isFetching) {
    body = <ErrorState title="We could not load your Exchange mailboxes" message={errorText(exchange.error)} onRetry={() => void exchange.refetch()} />;
  } else {
    body = <LoadingState label="Loading your Exchange mailboxes…" />;
  }

  return (
    <>
      <ServiceHeader service={service} />
      {message && (
        <Alert tone="success" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <div className="svc-stack">
        {body}
        <RecentChanges serviceTag={service.serviceTag} poll={exchangePending(exchange.data)} />
      </div>
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${dialog.mailbox.address}?`}
          confirmLabel="Remove mailbox"
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            remove.mutate(
              { serviceTag: service.serviceTag, address: dialog.mailbox.address },
              {
                onSuccess: (r) => {
                  setDialog(null);
                  setMessage(r.message);
                },
              },
            )
          }
        >
          <p>The mailbox and all its mail are deleted and cannot be brought back. Its {formatCurrency(dialog.mailbox.price)} a month stops from the next invoice.</p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'secret' && <SecretDialog title="Mailbox added" owner={dialog.address} password={dialog.password} advice="Copy it now and give it to the person who uses this mailbox." onClose={() => setDialog(null)} />}
    </>
  );
}

/** /services/communication/hosted-exchange/{serviceTag}: Exchange mailboxes, each on its own plan and price. */
export default function ExchangePage() {
  return (
    <CommunicationServiceGate type="hosted-exchange" loadingLabel="Loading your Exchange service…">
      {(service) => <ExchangeView service={service} />}
    </CommunicationServiceGate>
  );
}
