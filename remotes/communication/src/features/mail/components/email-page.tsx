import type { ServiceDetail } from '@portal/contract';
import type { EmailOverview, Mailbox } from '@portal/contract/catalogue';
import { Alert, Button, Card, Checkbox, EmptyState, ErrorState, formatDate, LoadingState, Modal, Select, TextField } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { communicationPath, CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import { emailPending, useEmail } from '../api/get-email';
import { errorText, refusedField, sizeText } from '../mail-format';
import { addMailboxResolver, aliasResolver, forwardingResolver, type AddMailboxValues, type AliasValues, type ForwardingValues } from '../mail-forms';
import '../mail.css';
import { ConfirmDialog, SecretDialog } from '@portal/ui/service-page';
import { useAddMailAlias } from '../api/add-mail-alias';
import { useAddMailbox } from '../api/add-mailbox';
import { useClearMailForwarding } from '../api/clear-mail-forwarding';
import { useRemoveMailAlias } from '../api/remove-mail-alias';
import { useRemoveMailbox } from '../api/remove-mailbox';
import { useResetMailboxPassword } from '../api/reset-mailbox-password';
import { useSetMailForwarding } from '../api/set-mail-forwarding';

const SIZES_MB = [512, 1024, 2048, 5120, 10240, 25600, 51200];

type Dialog =
  | { kind: 'add' }
  | { kind: 'reset'; mailbox: Mailbox }
  | { kind: 'remove'; mailbox: Mailbox }
  | { kind: 'forwarding'; mailbox: Mailbox }
  | { kind: 'secret'; title: string; address: string; password: string }
  | null;

function Meter({ used, total, label }: { used: number; total: number; label: string }) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <div className="mail-meter" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}

function Overview({ data }: { data: EmailOverview }) {
  const { limits, used } = data;
  return (
    <Card title="Your email">
      <dl className="mail-details">
        <dt>Domain</dt>
        <dd>{data.domain}</dd>
        <dt>Mailboxes</dt>
        <dd>
          {used.mailboxes} of {limits.mailboxes}
          <Meter used={used.mailboxes} total={limits.mailboxes} label="Mailboxes in use" />
        </dd>
        <dt>Storage</dt>
        <dd>
          {sizeText(used.allocatedMb)} of {sizeText(limits.storageMb)} given to mailboxes · {sizeText(used.usedMb)} used
          <Meter used={used.allocatedMb} total={limits.storageMb} label="Storage given to mailboxes" />
        </dd>
        <dt>Largest mailbox</dt>
        <dd>{sizeText(limits.mailboxQuotaMb)}</dd>
      </dl>
    </Card>
  );
}

function AddMailboxDialog({ service, data, onClose, onAdded }: { service: ServiceDetail; data: EmailOverview; onClose: () => void; onAdded: (address: string, password: string, message: string) => void }) {
  const add = useAddMailbox(service.serviceTag);
  const left = data.limits.storageMb - data.used.allocatedMb;
  const sizes = SIZES_MB.filter((mb) => mb <= data.limits.mailboxQuotaMb && mb <= left);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddMailboxValues>({ mode: 'onTouched', resolver: useMemo(() => addMailboxResolver(data.domain), [data.domain]), defaultValues: { localPart: '', displayName: '', quotaMb: sizes.includes(2048) ? '2048' : String(sizes.at(-1) ?? '') } });
  const submit = handleSubmit((values) =>
    add.mutate(
      { serviceTag: service.serviceTag, address: `${values.localPart.trim()}@${data.domain}`, displayName: values.displayName, quotaMb: Number(values.quotaMb) },
      {
        onSuccess: (r) => onAdded(r.address, r.password, r.message),
        onError: (error) => {
          const field = refusedField(error);
          const name = field === 'address' ? 'localPart' : field === 'displayName' || field === 'quotaMb' ? field : null;
          if (name) setError(name, { message: errorText(error) });
        },
      },
    ),
  );
  const general = add.error && !['address', 'displayName', 'quotaMb'].includes(refusedField(add.error) ?? '') ? errorText(add.error) : null;
  return (
    <Modal
      open
      title="Add a mailbox"
      onClose={add.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="mail-add-mailbox" busy={add.isPending} disabled={sizes.length === 0}>
            Add mailbox
          </Button>
        </>
      }
    >
      <form id="mail-add-mailbox" className="mail-dialog-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label="Address"
          suffix={`@${data.domain}`}
          hint={`The part before @${data.domain}: letters, digits, . _ -`}
          error={errors.localPart?.message}
          autoCapitalize="none"
          spellCheck={false}
          {...register('localPart')}
        />
        <TextField label="Display name" hint="What people see as the sender, like Sales or Thandi Mokoena." error={errors.displayName?.message} {...register('displayName')} />
        {sizes.length === 0 ? (
          <Alert tone="warning">There is no storage left to give a new mailbox. Make a mailbox smaller, remove one, or order more storage.</Alert>
        ) : (
          <Select
            label="Mailbox size"
            hint={`Up to ${sizeText(Math.min(data.limits.mailboxQuotaMb, left))}: ${sizeText(left)} of your storage is not given to a mailbox yet.`}
            options={sizes.map((mb) => ({ id: String(mb), text: sizeText(mb) }))}
            error={errors.quotaMb?.message}
            {...register('quotaMb')}
          />
        )}
        {general && <Alert tone="error">{general}</Alert>}
      </form>
    </Modal>
  );
}

function ForwardingDialog({ service, mailbox, onClose, onDone }: { service: ServiceDetail; mailbox: Mailbox; onClose: () => void; onDone: (message: string) => void }) {
  const set = useSetMailForwarding(service.serviceTag);
  const clear = useClearMailForwarding(service.serviceTag);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForwardingValues>({ mode: 'onTouched', resolver: forwardingResolver, defaultValues: { forwardTo: mailbox.forwarding?.to ?? '', keepCopy: mailbox.forwarding?.keepCopy ?? true } });
  const busy = set.isPending || clear.isPending;
  const submit = handleSubmit((values) =>
    set.mutate(
      { serviceTag: service.serviceTag, address: mailbox.address, forwardTo: values.forwardTo, keepCopy: values.keepCopy },
      { onSuccess: (r) => onDone(r.message), onError: (error) => refusedField(error) === 'forwardTo' && setError('forwardTo', { message: errorText(error) }) },
    ),
  );
  const failed = set.error && refusedField(set.error) !== 'forwardTo' ? errorText(set.error) : clear.error ? errorText(clear.error) : null;
  return (
    <Modal
      open
      title={`Forwarding of ${mailbox.address}`}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          {mailbox.forwarding && (
            <Button variant="secondary" busy={clear.isPending} disabled={busy} onClick={() => clear.mutate({ serviceTag: service.serviceTag, address: mailbox.address }, { onSuccess: (r) => onDone(r.message) })}>
              Stop forwarding
            </Button>
          )}
          <Button type="submit" form="mail-forwarding" busy={set.isPending} disabled={busy}>
            Save forwarding
          </Button>
        </>
      }
    >
      <form id="mail-forwarding" className="mail-dialog-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label="Forward mail to"
          type="email"
          hint="An address outside your domain, like name@example.com."
          error={errors.forwardTo?.message}
          autoCapitalize="none"
          spellCheck={false}
          {...register('forwardTo')}
        />
        <Checkbox label="Keep a copy in this mailbox" {...register('keepCopy')} />
        {failed && <Alert tone="error">{failed}</Alert>}
      </form>
    </Modal>
  );
}

function MailboxRow({ mailbox, changeable, onDialog }: { mailbox: Mailbox; changeable: boolean; onDialog: (d: Dialog) => void }) {
  const settled = changeable && !mailbox.pending;
  return (
    <li className="svc-list__item">
      <div className="svc-list__main">
        <div className="mail-address">{mailbox.address}</div>
        <div>{mailbox.displayName}</div>
        <div className="svc-list__meta">
          {sizeText(mailbox.usedMb)} used of {sizeText(mailbox.quotaMb)}
        </div>
        {mailbox.forwarding && (
          <div className="svc-list__meta">
            Forwards to {mailbox.forwarding.to}
            {mailbox.forwarding.keepCopy ? ', keeping a copy' : ''} <PendingBadge pending={mailbox.forwarding.pending} />
          </div>
        )}
        <PendingBadge pending={mailbox.pending} />
      </div>
      {settled && (
        <div className="svc-list__buttons">
          <Button variant="secondary" aria-label={`Reset password of ${mailbox.address}`} onClick={() => onDialog({ kind: 'reset', mailbox })}>
            Reset password
          </Button>
          <Button variant="secondary" aria-label={`Forwarding of ${mailbox.address}`} disabled={Boolean(mailbox.forwarding?.pending)} onClick={() => onDialog({ kind: 'forwarding', mailbox })}>
            Forwarding
          </Button>
          <Button variant="ghost" aria-label={`Remove ${mailbox.address}`} onClick={() => onDialog({ kind: 'remove', mailbox })}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

function Aliases({ service, data, changeable, onMessage }: { service: ServiceDetail; data: EmailOverview; changeable: boolean; onMessage: (m: string) => void }) {
  const add = useAddMailAlias(service.serviceTag);
  const remove = useRemoveMailAlias(service.serviceTag);
  const [removing, setRemoving] = useState<string | null>(null);
  const targets = data.mailboxes.filter((m) => m.pending?.state !== 'removing');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AliasValues>({ mode: 'onSubmit', resolver: useMemo(() => aliasResolver(data.domain), [data.domain]), defaultValues: { localPart: '', deliversTo: '' } });
  const submit = handleSubmit((values) =>
    add.mutate(
      { serviceTag: service.serviceTag, address: `${values.localPart.trim()}@${data.domain}`, deliversTo: values.deliversTo },
      {
        onSuccess: (r) => {
          reset();
          onMessage(r.message);
        },
        onError: (error) => setError(refusedField(error) === 'deliversTo' ? 'deliversTo' : 'localPart', { message: errorText(error) }),
      },
    ),
  );
  return (
    <Card title="Aliases">
      <p style={{ marginTop: 0 }}>An alias is another address that delivers to one of your mailboxes, like accounts@ to info@.</p>
      {data.aliases.length === 0 ? (
        <EmptyState title="You have no aliases yet." />
      ) : (
        <ul className="svc-list" aria-label="Aliases">
          {data.aliases.map((alias) => (
            <li key={alias.address} className="svc-list__item">
              <div className="svc-list__main">
                <div className="mail-address">{alias.address}</div>
                <div className="svc-list__meta">Delivers to {alias.deliversTo}</div>
                <PendingBadge pending={alias.pending} />
              </div>
              {changeable && !alias.pending && (
                <Button variant="ghost" aria-label={`Remove alias ${alias.address}`} onClick={() => setRemoving(alias.address)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {changeable && targets.length > 0 && (
        <form className="svc-form" style={{ marginTop: 16 }} noValidate onSubmit={(e) => void submit(e)} aria-label="Add an alias">
          <TextField
            label="New alias"
            suffix={`@${data.domain}`}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.localPart?.message}
            {...register('localPart')}
          />
          <Select label="Delivers to" options={targets.map((m) => ({ id: m.address, text: m.address }))} error={errors.deliversTo?.message} {...register('deliversTo')} />
          <div className="svc-form__submit">
            <Button type="submit" busy={add.isPending}>
              Add alias
            </Button>
          </div>
        </form>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this alias?"
          confirmLabel="Remove alias"
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              { serviceTag: service.serviceTag, address: removing },
              {
                onSuccess: (r) => {
                  setRemoving(null);
                  onMessage(r.message);
                },
              },
            )
          }
        >
          <p>Mail to {removing} will no longer be delivered.</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

function AddOns({ service, data }: { service: ServiceDetail; data: EmailOverview }) {
  return (
    <Card title="Add-ons">
      {data.addOns.length === 0 ? (
        <EmptyState title="You have not ordered any add-ons.">
          <Link to={communicationPath('email', service.serviceTag, 'order')}>See the add-ons for your email</Link>
        </EmptyState>
      ) : (
        <ul className="svc-list" aria-label="Add-ons ordered">
          {data.addOns.map((a) => (
            <li key={`${a.reference}-${a.name}`} className="svc-list__item">
              <div className="svc-list__main">
                <div className="mail-address">
                  {a.name}
                  {a.quantity > 1 ? ` × ${a.quantity}` : ''}
                </div>
                <div className="svc-list__meta">
                  Ordered {formatDate(a.orderDate)} · {a.reference}
                </div>
              </div>
              {a.status === 'pending' ? <span className="svc-pending">Being set up</span> : <span>{a.status === 'active' ? 'Active' : 'Cancelled'}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function EmailView({ service }: { service: ServiceDetail }) {
  const email = useEmail(service.serviceTag);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [message, setMessage] = useState<string | null>(null);
  const reset = useResetMailboxPassword(service.serviceTag);
  const remove = useRemoveMailbox(service.serviceTag);
  const changeable = isChangeable(service);
  const links = [
    { label: 'Change plan', to: communicationPath('email', service.serviceTag, 'upgrade'), primary: true },
    { label: 'Order add-ons', to: communicationPath('email', service.serviceTag, 'order') },
  ];
  const done = (text: string) => {
    setDialog(null);
    setMessage(text);
  };

  let body;
  if (email.data) {
    const data = email.data;
    const full = data.used.mailboxes >= data.limits.mailboxes;
    body = (
      <div className="svc-stack">
        <Overview data={data} />
        <Card
          title="Mailboxes"
          actions={
            changeable && (
              <Button onClick={() => setDialog({ kind: 'add' })} disabled={full} aria-describedby={full ? 'mail-full' : undefined}>
                Add a mailbox
              </Button>
            )
          }
        >
          {changeable && full && (
            <p id="mail-full" className="svc-list__meta">
              All {data.limits.mailboxes} mailboxes of your plan are in use. <Link to={communicationPath('email', service.serviceTag, 'upgrade')}>Upgrade for more</Link>.
            </p>
          )}
          {data.mailboxes.length === 0 ? (
            <EmptyState title="You have no mailboxes yet." />
          ) : (
            <ul className="svc-list" aria-label="Mailboxes">
              {data.mailboxes.map((m) => (
                <MailboxRow key={m.address} mailbox={m} changeable={changeable} onDialog={setDialog} />
              ))}
            </ul>
          )}
        </Card>
        <Aliases service={service} data={data} changeable={changeable} onMessage={setMessage} />
        <AddOns service={service} data={data} />
        {dialog?.kind === 'add' && (
          <AddMailboxDialog
            service={service}
            data={data}
            onClose={() => setDialog(null)}
            onAdded={(address, password, text) => {
              setMessage(text);
              setDialog({ kind: 'secret', title: 'Mailbox added', address, password });
            }}
          />
        )}
        {dialog?.kind === 'forwarding' && <ForwardingDialog service={service} mailbox={dialog.mailbox} onClose={() => setDialog(null)} onDone={done} />}
      </div>
    );
  } else if (email.isError && !email.isFetching) {
    body = <ErrorState title="We could not load your email" message={errorText(email.error)} onRetry={() => void email.refetch()} />;
  } else {
    body = <LoadingState label="Loading your mailboxes…" />;
  }

  return (
    <>
      <ServiceHeader service={service} links={links} />
      {message && (
        <Alert tone="success" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <div className="svc-grid" style={{ gridTemplateColumns: '1fr' }}>
        {body}
        <RecentChanges serviceTag={service.serviceTag} poll={emailPending(email.data)} />
      </div>
      {dialog?.kind === 'reset' && (
        <ConfirmDialog
          title={`Reset the password of ${dialog.mailbox.address}?`}
          confirmLabel="Reset password"
          danger={false}
          busy={reset.isPending}
          error={reset.error ? errorText(reset.error) : null}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            reset.mutate(
              { serviceTag: service.serviceTag, address: dialog.mailbox.address },
              {
                onSuccess: (r) => {
                  setMessage(r.message);
                  setDialog({ kind: 'secret', title: 'New password', address: r.address, password: r.password });
                },
              },
            )
          }
        >
          <p>A new password is made and shown to you once. The old password stops working, so phones and computers using this mailbox will need the new one.</p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${dialog.mailbox.address}?`}
          confirmLabel="Remove mailbox"
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onClose={() => setDialog(null)}
          onConfirm={() => remove.mutate({ serviceTag: service.serviceTag, address: dialog.mailbox.address }, { onSuccess: (r) => done(r.message) })}
        >
          <p>The mailbox and all its mail ({sizeText(dialog.mailbox.usedMb)}) are deleted and cannot be brought back. Mail sent to it will bounce.</p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'secret' && <SecretDialog title={dialog.title} owner={dialog.address} password={dialog.password} advice="Copy it now and give it to the person who uses this mailbox." onClose={() => setDialog(null)} />}
    </>
  );
}

/** /services/communication/email/{serviceTag}: the domain, limits and use, mailboxes, aliases, forwarding, add-ons. */
export default function EmailPage() {
  return (
    <CommunicationServiceGate type="email" loadingLabel="Loading your email service…">
      {(service) => <EmailView service={service} />}
    </CommunicationServiceGate>
  );
}
