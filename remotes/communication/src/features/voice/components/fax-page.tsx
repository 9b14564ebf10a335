import type { FaxDetail } from '@portal/contract/catalogue';
import type { ServiceDetail } from '@portal/contract';
import { Button, Card, ErrorState, LoadingState, TextField } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useState, type FormEvent } from 'react';
import { CommunicationServiceGate, formatDateTime, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import '../voice.css';
import { faxPending, useFax } from '../api/get-fax';
import { ChangeOutcome, ConfirmRemove, spaced } from './voice-parts';
import { useAddFaxAddress } from '../api/add-fax-address';
import { useRemoveFaxAddress } from '../api/remove-fax-address';
import { faxAddressProblem } from '../voice-forms';

/** Fax to email (faxin) and email to fax (faxout): one page, worded for its direction. */
export default function FaxPage({ type }: { type: 'faxin' | 'faxout' }) {
  return (
    <CommunicationServiceGate type={type} loadingLabel="Loading your fax service…">
      {(service) => <FaxBody service={service} />}
    </CommunicationServiceGate>
  );
}

function FaxBody({ service }: { service: ServiceDetail }) {
  const detail = useFax(service.serviceTag);
  let body;
  if (detail.data) {
    body = (
      <div className="svc-grid">
        <Addresses fax={detail.data} changeable={isChangeable(service)} />
        <Faxes fax={detail.data} />
      </div>
    );
  } else if (detail.isError && !detail.isFetching) {
    body = <ErrorState title="We could not load your fax service" message={detail.error.message} onRetry={() => void detail.refetch()} />;
  } else {
    body = <LoadingState label="Loading your fax number and addresses…" />;
  }
  return (
    <>
      <ServiceHeader service={service} />
      {body}
      <div style={{ marginTop: 16 }}>
        <RecentChanges serviceTag={service.serviceTag} poll={!!detail.data && faxPending(detail.data)} />
      </div>
    </>
  );
}

function Addresses({ fax, changeable }: { fax: FaxDetail; changeable: boolean }) {
  const incoming = fax.direction === 'in';
  const add = useAddFaxAddress(fax.serviceTag);
  const remove = useRemoveFaxAddress(fax.serviceTag);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const counted = fax.addresses.filter((a) => a.pending?.state !== 'removing').length;
  const full = counted >= fax.addressLimit;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    // One rule, the action's: its message for an address it would refuse.
    const problem = faxAddressProblem(value);
    if (problem) return setError(problem);
    if (fax.addresses.some((a) => a.email === value.toLowerCase())) return setError(`${value} is already on the list.`);
    setError(undefined);
    add.mutate(
      { serviceTag: fax.serviceTag, email: value },
      {
        onSuccess: (r) => {
          setOutcome(r.message);
          setEmail('');
        },
      },
    );
  };
  return (
    <Card title={incoming ? 'Where faxes are delivered' : 'Who may send faxes'}>
      <dl className="voice-facts">
        <dt>Fax number</dt>
        <dd>{spaced(fax.faxNumber)}</dd>
      </dl>
      <p style={{ marginTop: 0 }}>
        {incoming
          ? `Faxes to ${spaced(fax.faxNumber)} arrive as PDF attachments at these addresses (up to ${fax.addressLimit}).`
          : `Email a PDF from one of these addresses (up to ${fax.addressLimit}) to send it as a fax from ${spaced(fax.faxNumber)}.`}
      </p>
      <ChangeOutcome message={outcome} />
      {fax.addresses.length === 0 ? (
        <p>No addresses yet.</p>
      ) : (
        <ul className="svc-list" aria-label={incoming ? 'Delivery addresses' : 'Sender addresses'}>
          {fax.addresses.map((a) => (
            <li key={a.email} className="svc-list__item">
              <span className="svc-list__main">
                {a.email} <PendingBadge pending={a.pending} />
              </span>
              {changeable && !a.pending && (
                <Button variant="secondary" onClick={() => setRemoving(a.email)} aria-label={`Remove ${a.email}`}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {changeable &&
        (full ? (
          <p>You have {fax.addressLimit} addresses, the most there can be. Remove one to add another.</p>
        ) : (
          <form noValidate onSubmit={submit} aria-label="Add an address" style={{ marginTop: 16 }}>
            <ChangeOutcome error={add.error?.message} />
            <div className="svc-form">
              <TextField label="Email address" type="email" maxLength={254} value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
              <div className="svc-form__submit">
                <Button type="submit" busy={add.isPending}>
                  Add address
                </Button>
              </div>
            </div>
          </form>
        ))}
      {removing && (
        <ConfirmRemove
          title={`Remove ${removing}?`}
          busy={remove.isPending}
          error={remove.error?.message}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
          onConfirm={() =>
            remove.mutate(
              { serviceTag: fax.serviceTag, email: removing },
              {
                onSuccess: (r) => {
                  setOutcome(r.message);
                  setRemoving(null);
                },
              },
            )
          }
        >
          <p style={{ marginTop: 0 }}>{incoming ? `Faxes will no longer be emailed to ${removing}.` : `Faxes can no longer be sent from ${removing}.`}</p>
        </ConfirmRemove>
      )}
    </Card>
  );
}

const STATUS = { delivered: 'Delivered', failed: 'Failed', sending: 'Sending' } as const;

type FaxRow = FaxDetail['faxes'][number] & { key: string };

const faxColumns = (incoming: boolean): Column<FaxRow>[] => [
  { key: 'at', header: 'When', render: (f) => formatDateTime(f.at) },
  {
    key: 'number',
    header: incoming ? 'From' : 'To',
    render: (f) => (
      <>
        {spaced(f.number)}
        {f.sender && <div className="svc-list__meta">by {f.sender}</div>}
      </>
    ),
  },
  { key: 'pages', header: 'Pages', numeric: true },
  {
    key: 'status',
    header: 'Status',
    render: (f) => (
      <span className={f.status === 'failed' ? 'voice-status--failed' : undefined}>
        {STATUS[f.status]}
        {f.reason ? `: ${f.reason}` : ''}
      </span>
    ),
  },
];

function Faxes({ fax }: { fax: FaxDetail }) {
  const incoming = fax.direction === 'in';
  return (
    <Card title={incoming ? 'Faxes received' : 'Faxes sent'}>
      {fax.faxes.length === 0 ? (
        <p>No faxes yet.</p>
      ) : (
        <DataTable
          columns={faxColumns(incoming)}
          rows={fax.faxes.map((f, i) => ({ ...f, key: `${f.at}-${i}` }))}
          rowKey={(f) => f.key}
          pageSize={10}
          filterable={false}
          label={incoming ? 'The latest faxes received' : 'The latest faxes sent'}
          pagesLabel={incoming ? 'Pages of faxes received' : 'Pages of faxes sent'}
          noun="faxes"
        />
      )}
    </Card>
  );
}
