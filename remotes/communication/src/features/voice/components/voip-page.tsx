import type { ForwardingRule, VoipDetail, VoipExtension } from '@portal/contract/catalogue';
import { paths, type ServiceDetail } from '@portal/contract';
import { Button, Card, Checkbox, ErrorState, LoadingState, Select, TextField, formatCurrency, formatDate } from '@portal/ui';
import { usePageOffered } from '@portal/ui/access';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CommunicationServiceGate, isChangeable, PendingBadge, RecentChanges, ServiceHeader } from '../../service-frame';
import '../voice.css';
import { useVoip, voipPending } from '../api/get-voip';
import { ChangeOutcome, ConfirmRemove, minutesAndSeconds, spaced } from './voice-parts';
import { useAddExtension } from '../api/add-extension';
import { useRemoveExtension } from '../api/remove-extension';
import { useSetCallForwarding } from '../api/set-call-forwarding';
import { useSetVoicemailToEmail } from '../api/set-voicemail-to-email';
import { extensionResolver, forwardingRuleResolver, voicemailResolver, type ExtensionValues, type ForwardingRuleValues, type VoicemailValues } from '../voice-forms';

const DEVICES = ['Desk phone', 'Softphone (computer)', 'Softphone (mobile app)', 'Cordless phone'] as const;
const WAITS = [10, 15, 20, 25, 30];
const RULES: { rule: ForwardingRule; title: string; toggle: string }[] = [
  { rule: 'always', title: 'Forward all calls', toggle: 'Forward every call' },
  { rule: 'busy', title: 'When busy', toggle: 'Forward when the line is busy' },
  { rule: 'noAnswer', title: 'On no answer', toggle: 'Forward when nobody answers' },
];

export default function VoipPage() {
  return (
    <CommunicationServiceGate type="voip" loadingLabel="Loading your VoIP service…">
      {(service) => <VoipBody service={service} />}
    </CommunicationServiceGate>
  );
}

function VoipBody({ service }: { service: ServiceDetail }) {
  const detail = useVoip(service.serviceTag);
  const changeable = isChangeable(service);
  let body;
  if (detail.data) {
    const v = detail.data;
    body = (
      <div className="svc-grid">
        <div className="svc-stack">
          <Extensions voip={v} changeable={changeable} />
          <Voicemail voip={v} changeable={changeable} />
        </div>
        <div className="svc-stack">
          <Forwarding voip={v} changeable={changeable} />
          <Calls voip={v} />
        </div>
      </div>
    );
  } else if (detail.isError && !detail.isFetching) {
    body = <ErrorState title="We could not load your VoIP settings" message={detail.error.message} onRetry={() => void detail.refetch()} />;
  } else {
    body = <LoadingState label="Loading your extensions and call settings…" />;
  }
  return (
    <>
      <ServiceHeader service={service} />
      {body}
      <div style={{ marginTop: 16 }}>
        <RecentChanges serviceTag={service.serviceTag} poll={!!detail.data && voipPending(detail.data)} />
      </div>
    </>
  );
}

function Extensions({ voip, changeable }: { voip: VoipDetail; changeable: boolean }) {
  const remove = useRemoveExtension(voip.serviceTag);
  const [removing, setRemoving] = useState<VoipExtension | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const used = voip.extensions.filter((e) => e.pending?.state !== 'removing').length;
  return (
    <Card title="Numbers and extensions">
      <dl className="voice-facts">
        <dt>Main number</dt>
        <dd>{spaced(voip.mainNumber)}</dd>
        <dt>Extensions</dt>
        <dd>
          {used} of {voip.extensionLimit} in use
        </dd>
      </dl>
      <ChangeOutcome message={outcome} />
      {voip.extensions.length === 0 ? (
        <p>No extensions yet. Add one for each person or phone.</p>
      ) : (
        <ul className="svc-list" aria-label="Extensions">
          {voip.extensions.map((e) => (
            <li key={e.extension} className="svc-list__item">
              <div className="svc-list__main">
                <strong>
                  {e.extension} · {e.name}
                </strong>{' '}
                <PendingBadge pending={e.pending} />
                <div className="svc-list__meta">
                  {e.directNumber ? `Direct ${spaced(e.directNumber)}` : 'No direct number'} · {e.device} · {e.registered ? 'Registered' : 'Not registered'}
                </div>
              </div>
              {changeable && !e.pending && (
                <div className="svc-list__buttons">
                  <Button variant="secondary" onClick={() => setRemoving(e)} aria-label={`Remove extension ${e.extension} (${e.name})`}>
                    Remove
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {changeable && <AddExtension voip={voip} full={used >= voip.extensionLimit} onDone={setOutcome} />}
      {removing && (
        <ConfirmRemove
          title={`Remove extension ${removing.extension}?`}
          busy={remove.isPending}
          error={remove.error?.message}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
          onConfirm={() =>
            remove.mutate(
              { serviceTag: voip.serviceTag, extension: removing.extension },
              {
                onSuccess: (r) => {
                  setOutcome(r.message);
                  setRemoving(null);
                },
              },
            )
          }
        >
          <p style={{ marginTop: 0 }}>
            {removing.name}’s phone stops ringing on extension {removing.extension}
            {removing.directNumber ? ` and ${spaced(removing.directNumber)} is released` : ''}.
          </p>
        </ConfirmRemove>
      )}
    </Card>
  );
}

function AddExtension({ voip, full, onDone }: { voip: VoipDetail; full: boolean; onDone: (message: string) => void }) {
  const add = useAddExtension(voip.serviceTag);
  const resolver = useMemo(() => extensionResolver(voip.extensions.map((e) => e.extension)), [voip.extensions]);
  // Errors show when the form is sent, and stay until it is sent again.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ExtensionValues>({ mode: 'onSubmit', reValidateMode: 'onSubmit', resolver, defaultValues: { extension: '', name: '', device: '' } });
  if (full) return <p>All {voip.extensionLimit} extensions of your plan are in use. Remove one, or move to a bigger plan, to add another.</p>;
  const submit = handleSubmit((values) =>
    add.mutate(
      { serviceTag: voip.serviceTag, extension: values.extension.trim(), name: values.name.trim(), device: values.device as (typeof DEVICES)[number] },
      {
        onSuccess: (r) => {
          onDone(r.message);
          reset();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add an extension" style={{ marginTop: 16 }}>
      <h3 style={{ margin: '0 0 8px' }}>Add an extension</h3>
      <ChangeOutcome error={add.error?.message} />
      <div className="svc-form">
        <TextField label="Extension number" inputMode="numeric" maxLength={4} error={errors.extension?.message} {...register('extension')} />
        <TextField label="Name" maxLength={60} error={errors.name?.message} {...register('name')} />
        <Select label="Phone" options={DEVICES.map((d) => ({ id: d, text: d }))} error={errors.device?.message} {...register('device')} />
        <div className="svc-form__submit">
          <Button type="submit" busy={add.isPending}>
            Add extension
          </Button>
        </div>
      </div>
    </form>
  );
}

function Forwarding({ voip, changeable }: { voip: VoipDetail; changeable: boolean }) {
  return (
    <Card title="Call forwarding">
      {voip.forwarding.pending && (
        <p>
          <PendingBadge pending={voip.forwarding.pending} /> Your change is being set up.
        </p>
      )}
      {RULES.map(({ rule, title, toggle }) => {
        const state = voip.forwarding[rule];
        return (
          <ForwardingRuleForm
            key={`${rule}-${state.enabled}-${state.number}-${'afterSeconds' in state ? state.afterSeconds : ''}`}
            serviceTag={voip.serviceTag}
            rule={rule}
            title={title}
            toggle={toggle}
            enabled={state.enabled}
            number={state.number}
            afterSeconds={'afterSeconds' in state ? state.afterSeconds : undefined}
            disabled={!changeable || !!voip.forwarding.pending}
          />
        );
      })}
    </Card>
  );
}

function ForwardingRuleForm(props: {
  serviceTag: string;
  rule: ForwardingRule;
  title: string;
  toggle: string;
  enabled: boolean;
  number: string | null;
  afterSeconds?: number;
  disabled: boolean;
}) {
  const change = useSetCallForwarding(props.serviceTag);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ForwardingRuleValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: forwardingRuleResolver,
    defaultValues: { enabled: props.enabled, number: props.number ? spaced(props.number) : '', afterSeconds: String(props.afterSeconds ?? 20) },
  });
  const enabled = watch('enabled');
  const [outcome, setOutcome] = useState<string | null>(null);
  const legendId = useId();
  const submit = handleSubmit((values) =>
    change.mutate(
      {
        serviceTag: props.serviceTag,
        rule: props.rule,
        enabled: values.enabled,
        ...(values.enabled ? { number: values.number } : {}),
        ...(values.enabled && props.rule === 'noAnswer' ? { afterSeconds: Number(values.afterSeconds) } : {}),
      },
      { onSuccess: (r) => setOutcome(r.message) },
    ),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={legendId}>
      <fieldset className="voice-rule" disabled={props.disabled}>
        <legend id={legendId}>{props.title}</legend>
        <p className="svc-list__meta" style={{ marginTop: 0 }}>
          {props.enabled ? `On: to ${spaced(props.number)}${props.rule === 'noAnswer' ? ` after ${props.afterSeconds} seconds` : ''}` : 'Off'}
        </p>
        <ChangeOutcome message={outcome} error={change.error?.message} />
        <Checkbox label={props.toggle} {...register('enabled')} />
        {enabled && (
          <div className="svc-form">
            <TextField label="Forward to" type="tel" inputMode="tel" maxLength={20} error={errors.number?.message} {...register('number')} />
            {props.rule === 'noAnswer' && (
              <Select label="Ring for" options={WAITS.map((s) => ({ id: String(s), text: `${s} seconds` }))} {...register('afterSeconds')} />
            )}
          </div>
        )}
        <div className="svc-form__submit" style={{ marginTop: 8 }}>
          <Button type="submit" variant="secondary" busy={change.isPending}>
            Save
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function Voicemail({ voip, changeable }: { voip: VoipDetail; changeable: boolean }) {
  return (
    <Card title="Voicemail to email">
      <VoicemailForm key={`${voip.voicemail.enabled}-${voip.voicemail.email}`} voip={voip} disabled={!changeable || !!voip.voicemail.pending} />
    </Card>
  );
}

function VoicemailForm({ voip, disabled }: { voip: VoipDetail; disabled: boolean }) {
  const change = useSetVoicemailToEmail(voip.serviceTag);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<VoicemailValues>({ mode: 'onSubmit', reValidateMode: 'onSubmit', resolver: voicemailResolver, defaultValues: { enabled: voip.voicemail.enabled, email: voip.voicemail.email ?? '' } });
  const enabled = watch('enabled');
  const [outcome, setOutcome] = useState<string | null>(null);
  const submit = handleSubmit((values) =>
    change.mutate({ serviceTag: voip.serviceTag, enabled: values.enabled, ...(values.enabled ? { email: values.email.trim() } : {}) }, { onSuccess: (r) => setOutcome(r.message) }),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Voicemail to email">
      <p style={{ marginTop: 0 }}>
        {voip.voicemail.enabled ? `Voicemail messages are emailed to ${voip.voicemail.email}.` : 'Voicemail messages stay in the voicemail box.'}{' '}
        <PendingBadge pending={voip.voicemail.pending} />
      </p>
      <ChangeOutcome message={outcome} error={change.error?.message} />
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Checkbox label="Email voicemail messages" {...register('enabled')} />
        {enabled && <TextField label="Email address" type="email" maxLength={254} error={errors.email?.message} {...register('email')} />}
        <div className="svc-form__submit" style={{ marginTop: 8 }}>
          <Button type="submit" variant="secondary" busy={change.isPending}>
            Save voicemail setting
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

const callColumns: Column<VoipDetail['recentCalls'][number] & { key: string }>[] = [
  { key: 'date', header: 'When', render: (c) => `${formatDate(c.date)} ${c.time.slice(0, 5)}` },
  {
    key: 'number',
    header: 'Number',
    render: (c) => (
      <>
        {c.number}
        <div className="svc-list__meta">{c.destination}</div>
      </>
    ),
  },
  { key: 'durationSeconds', header: 'Duration', numeric: true, render: (c) => minutesAndSeconds(c.durationSeconds) },
  { key: 'cost', header: 'Cost', numeric: true, render: (c) => formatCurrency(c.cost) },
];

function Calls({ voip }: { voip: VoipDetail }) {
  const offered = usePageOffered();
  return (
    <Card title="Calls">
      <dl className="voice-facts">
        <dt>This month</dt>
        <dd>
          {voip.thisMonth.count} calls, {Math.ceil(voip.thisMonth.durationSeconds / 60)} minutes, {formatCurrency(voip.thisMonth.cost)}
        </dd>
      </dl>
      {voip.recentCalls.length === 0 ? (
        <p>No calls have been made on this service yet.</p>
      ) : (
        <DataTable
          columns={callColumns}
          rows={voip.recentCalls.map((c, i) => ({ ...c, key: `${c.date}-${c.time}-${i}` }))}
          rowKey={(c) => c.key}
          pageSize={15}
          filterable={false}
          caption="Latest calls"
          pagesLabel="Pages of latest calls"
          noun="calls"
        />
      )}
      {offered(paths.callReport) && (
        <p style={{ marginBottom: 0 }}>
          <Link to={paths.callReport}>See every call in your call report</Link>
        </p>
      )}
    </Card>
  );
}
