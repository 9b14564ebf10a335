import type { ServiceDetail } from '@portal/contract';
import type { DnsRecord, DnsType, DomainOverview } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, formatDate, LoadingState, Modal, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import { domainPending, useDomain } from '../api/get-domain';
import { errorText, refusedField } from '../mail-format';
import { recordInput, recordResolver, type RecordValues } from '../mail-forms';
import '../mail.css';
import { ConfirmDialog } from '@portal/ui/service-page';
import { useAddDnsRecord } from '../api/add-dns-record';
import { useChangeDnsRecord } from '../api/change-dns-record';
import { useRemoveDnsRecord } from '../api/remove-dns-record';

const TYPES: { id: DnsType; text: string }[] = [
  { id: 'A', text: 'A: an IPv4 address' },
  { id: 'AAAA', text: 'AAAA: an IPv6 address' },
  { id: 'CNAME', text: 'CNAME: another name' },
  { id: 'MX', text: 'MX: a mail server' },
  { id: 'TXT', text: 'TXT: text (SPF, DMARC, verification)' },
];

const VALUE_HINTS: Record<DnsType, string> = {
  A: 'An IPv4 address, like 196.25.1.10.',
  AAAA: 'An IPv6 address, like 2001:db8::10.',
  CNAME: 'The host name it points to, like shops.example.com.',
  MX: 'The mail server’s host name, like mx1.example.co.za.',
  TXT: 'Printable text; at most 255 characters per quoted string.',
};

const shownName = (name: string, domain: string) => (name === '@' ? domain : `${name}.${domain}`);
const FIELDS = ['type', 'name', 'value', 'priority', 'ttl'] as const;

function RecordDialog({ service, domain, record, onClose, onDone }: { service: ServiceDetail; domain: string; record: DnsRecord | null; onClose: () => void; onDone: (message: string) => void }) {
  const add = useAddDnsRecord(service.serviceTag);
  const change = useChangeDnsRecord(service.serviceTag);
  const mutation = record ? change : add;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RecordValues>({
    mode: 'onTouched',
    resolver: recordResolver,
    defaultValues: record
      ? { type: record.type, name: record.name, value: record.value, priority: record.priority === null ? '' : String(record.priority), ttl: String(record.ttl) }
      : { type: '', name: '', value: '', priority: '', ttl: '3600' },
  });
  const type = watch('type');
  const submit = handleSubmit((values) => {
    const input = recordInput(values);
    const handlers = {
      onSuccess: (r: { message: string }) => onDone(r.message),
      onError: (error: Error) => {
        const field = refusedField(error, 'record.');
        if (field && (FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message: errorText(error).replace(/^record\.\w+: /, '') });
      },
    };
    if (record) change.mutate({ serviceTag: service.serviceTag, recordId: record.recordId, record: input }, handlers);
    else add.mutate({ serviceTag: service.serviceTag, record: input }, handlers);
  });
  const fieldError = mutation.error && (FIELDS as readonly string[]).includes(refusedField(mutation.error, 'record.') ?? '');
  const general = mutation.error && !fieldError ? errorText(mutation.error) : null;
  return (
    <Modal
      open
      title={record ? `Edit ${record.type} record` : 'Add a DNS record'}
      onClose={mutation.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="mail-dns-record" busy={mutation.isPending}>
            {record ? 'Save record' : 'Add record'}
          </Button>
        </>
      }
    >
      <form id="mail-dns-record" className="mail-dialog-form" noValidate onSubmit={(e) => void submit(e)}>
        <Select label="Type" options={TYPES} disabled={Boolean(record)} error={errors.type?.message} {...register('type')} />
        <TextField
          label="Name"
          hint={`@ for ${domain} itself, or a name like www for www.${domain}.`}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Value"
          hint={type ? VALUE_HINTS[type] : 'Choose a type first.'}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.value?.message}
          {...register('value')}
        />
        {type === 'MX' && (
          <TextField label="Priority" inputMode="numeric" hint="Lower numbers are tried first: 0 to 65535." error={errors.priority?.message} {...register('priority')} />
        )}
        <TextField label="TTL (seconds)" inputMode="numeric" hint="How long others may remember it: 300 (5 minutes) to 86400 (1 day)." error={errors.ttl?.message} {...register('ttl')} />
        {general && <Alert tone="error">{general}</Alert>}
      </form>
    </Modal>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; record: DnsRecord } | { kind: 'remove'; record: DnsRecord } | null;

function Records({ service, data, onMessage }: { service: ServiceDetail; data: DomainOverview; onMessage: (m: string) => void }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useRemoveDnsRecord(service.serviceTag);
  const changeable = isChangeable(service);
  const done = (message: string) => {
    setDialog(null);
    onMessage(message);
  };
  return (
    <Card title="DNS records" actions={changeable && <Button onClick={() => setDialog({ kind: 'add' })}>Add a record</Button>}>
      {data.records.length === 0 ? (
        <EmptyState title="This domain has no DNS records yet." />
      ) : (
        <ul className="svc-list" aria-label="DNS records">
          {data.records.map((r) => {
            const label = `${r.type} record ${shownName(r.name, data.domain)} ${r.value}`;
            return (
              <li key={r.recordId} className="svc-list__item">
                <div className="svc-list__main">
                  <div>
                    <span className="mail-record-type">{r.type}</span> <strong>{shownName(r.name, data.domain)}</strong>
                  </div>
                  <div className="mail-record-value">
                    {r.priority !== null ? `${r.priority} ` : ''}
                    {r.value}
                  </div>
                  <div className="svc-list__meta">TTL {r.ttl} s</div>
                  <PendingBadge pending={r.pending} />
                </div>
                {changeable && !r.pending && (
                  <div className="svc-list__buttons">
                    <Button variant="secondary" aria-label={`Edit ${label}`} onClick={() => setDialog({ kind: 'edit', record: r })}>
                      Edit
                    </Button>
                    <Button variant="ghost" aria-label={`Remove ${label}`} onClick={() => setDialog({ kind: 'remove', record: r })}>
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RecordDialog service={service} domain={data.domain} record={dialog.kind === 'edit' ? dialog.record : null} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove the ${dialog.record.type} record of ${shownName(dialog.record.name, data.domain)}?`}
          confirmLabel="Remove record"
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onClose={() => setDialog(null)}
          onConfirm={() => remove.mutate({ serviceTag: service.serviceTag, recordId: dialog.record.recordId }, { onSuccess: (r) => done(r.message) })}
        >
          <p className="mail-record-value">{dialog.record.value}</p>
          <p>Whatever uses this record (a website, mail) may stop working once the change is made.</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

function DomainView({ service }: { service: ServiceDetail }) {
  const domain = useDomain(service.serviceTag);
  const [message, setMessage] = useState<string | null>(null);
  let body;
  if (domain.data) {
    const data = domain.data;
    body = (
      <>
        <Card title="Your domain">
          <dl className="mail-details">
            <dt>Domain name</dt>
            <dd>{data.domain}</dd>
            <dt>Registered</dt>
            <dd>{formatDate(data.registeredOn)}</dd>
            <dt>Expires</dt>
            <dd>{formatDate(data.expiresOn)}</dd>
            <dt>Auto-renew</dt>
            <dd>{data.autoRenew ? 'On: it renews by itself before it expires' : 'Off: renew it before it expires'}</dd>
            <dt>Name servers</dt>
            <dd>{data.nameServers.join(', ') || 'None'}</dd>
          </dl>
        </Card>
        <Records service={service} data={data} onMessage={setMessage} />
      </>
    );
  } else if (domain.isError && !domain.isFetching) {
    body = <ErrorState title="We could not load your domain" message={errorText(domain.error)} onRetry={() => void domain.refetch()} />;
  } else {
    body = <LoadingState label="Loading your domain…" />;
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
        <RecentChanges serviceTag={service.serviceTag} poll={domainPending(domain.data)} />
      </div>
    </>
  );
}

/** /services/communication/domain/{serviceTag}: registration, name servers and the DNS records the customer edits. */
export default function DomainPage() {
  return (
    <CommunicationServiceGate type="domain" loadingLabel="Loading your domain…">
      {(service) => <DomainView service={service} />}
    </CommunicationServiceGate>
  );
}
