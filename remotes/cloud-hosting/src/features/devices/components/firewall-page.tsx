import { isActionError, paths, type ServiceDetail } from '@portal/contract';
import type { DeviceDay, FirewallChangeInput, FirewallRule } from '@portal/contract/catalogue';
import { formatDayMonth } from '@portal/contract/format';
import { Alert, Button, Card, EmptyState, ErrorState, LoadingState, Select, TextField } from '@portal/ui';
import { OfferedLink } from '@portal/ui/access';
import { MetricChart, MetricTable } from '@portal/ui/chart';
import { DataTable, type Column } from '@portal/ui/data-table';
import { isChangeable, RecentChanges, ServiceGate, ServiceHeader } from '@portal/ui/service-page';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { SECURITY_AREA } from '../../service-frame/cloud-areas';
import { useFirewall } from '../api/get-firewall';
import { daySeconds, formatCount } from '../devices-format';
import '../devices.css';
import { useRequestFirewallChange } from '../api/request-firewall-change';

/** A new idempotency key: one per request form, sent again on a retry so a double submit logs one ticket. */
const newKey = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const portWords = (port: string) => (port.toLowerCase() === 'any' ? 'any' : port);

const RULE_COLUMNS: Column<FirewallRule>[] = [
  { key: 'position', header: '#', numeric: true, rowHeader: true },
  { key: 'direction', header: 'Direction', render: (r) => (r.direction === 'inbound' ? 'Inbound' : 'Outbound') },
  { key: 'source', header: 'Source', render: (r) => <span className="dev-mono">{r.source}</span> },
  { key: 'destination', header: 'Destination', render: (r) => <span className="dev-mono">{r.destination}</span> },
  { key: 'port', header: 'Port / protocol', render: (r) => `${portWords(r.port)} / ${r.protocol}` },
  { key: 'action', header: 'Action', render: (r) => <span className={r.action === 'block' ? 'dev-warn' : 'dev-ok'}>{r.action === 'allow' ? 'Allow' : 'Block'}</span> },
  { key: 'description', header: 'What it is for' },
];

const RULES_PER_PAGE = 15;

/** The rules in the order they are checked; a filter box once they run past a page. */
function RulesTable({ rules }: { rules: FirewallRule[] }) {
  if (rules.length === 0) return <EmptyState title="This firewall has no rules yet." />;
  return (
    <DataTable
      label="Firewall rules, checked from the top"
      columns={RULE_COLUMNS}
      rows={rules}
      rowKey={(r) => r.ruleKey}
      pageSize={RULES_PER_PAGE}
      filterable={rules.length > RULES_PER_PAGE}
      filterLabel="Find a rule"
      filterText={(r) => `${r.direction} ${r.source} ${r.destination} ${r.port} ${r.protocol} ${r.action} ${r.description}`}
      noun="rules"
      noMatchMessage="No rule matches your search."
      pagesLabel="Pages of rules"
    />
  );
}

function ThreatsCard({ threats }: { threats: DeviceDay[] }) {
  const times = useMemo(() => threats.map((d) => daySeconds(d.date)), [threats]);
  const series = useMemo(() => [{ label: 'Threats blocked', values: threats.map((d) => d.value), kind: 'bar' as const }], [threats]);
  const total = threats.reduce((n, d) => n + d.value, 0);
  const busiest = threats.reduce((a, b) => (b.value > a.value ? b : a), threats[0] ?? { date: '', value: 0 });
  return (
    <Card title="Threats blocked">
      <p>
        {formatCount(total)} threats blocked in the last {threats.length} days
        {busiest.value > 0 && <>, the most on {formatDayMonth(busiest.date)} ({formatCount(busiest.value)})</>}.
      </p>
      <MetricChart label={`Threats blocked per day, last ${threats.length} days`} times={times} series={series} formatValue={formatCount} />
      <MetricTable caption="Threats blocked per day" times={times} series={series} formatValue={formatCount} />
    </Card>
  );
}

type Field = 'change' | 'ruleKey' | 'direction' | 'source' | 'destination' | 'port' | 'protocol' | 'action' | 'reason';
const EMPTY = { change: 'add', ruleKey: '', direction: '', source: '', destination: '', port: '', protocol: '', action: '', reason: '' };

/** The server names the field it refuses: its message without the 'field: ' it starts with. */
function fieldOf(error: unknown): { field: Field; message: string } | null {
  if (!isActionError(error) || !error.field) return null;
  const field = error.field.split('.')[0] as Field;
  if (!(field in EMPTY)) return null;
  return { field, message: error.message.replace(new RegExp(`^${field}: `), '') };
}

function ChangeRequest({ service, rules }: { service: ServiceDetail; rules: FirewallRule[] }) {
  const request = useRequestFirewallChange(service.serviceTag);
  const headingId = useId();
  const reasonId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [key, setKey] = useState(newKey);
  const [logged, setLogged] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };
  const removing = values.change === 'remove';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const missing: Partial<Record<Field, string>> = {};
    if (removing && !values.ruleKey) missing.ruleKey = 'Please choose the rule to remove.';
    if (!removing) {
      if (!values.direction) missing.direction = 'Choose inbound or outbound.';
      if (!values.source.trim()) missing.source = 'Enter any, an IP address (192.0.2.10), a range (192.0.2.0/24) or a host name.';
      if (!values.destination.trim()) missing.destination = 'Enter any, an IP address (192.0.2.10), a range (192.0.2.0/24) or a host name.';
      if (!values.port.trim()) missing.port = 'Enter any, a port from 1 to 65535, or a range such as 1000-2000.';
      if (!values.protocol) missing.protocol = 'Choose a protocol.';
      if (!values.action) missing.action = 'Choose allow or block.';
    }
    if (!values.reason.trim()) missing.reason = 'Please tell us why the change is needed.';
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    const input: FirewallChangeInput = removing
      ? { serviceTag: service.serviceTag, change: 'remove', ruleKey: values.ruleKey, reason: values.reason.trim(), idempotencyKey: key }
      : {
          serviceTag: service.serviceTag,
          change: 'add',
          direction: values.direction as FirewallChangeInput['direction'],
          source: values.source.trim(),
          destination: values.destination.trim(),
          port: values.port.trim(),
          protocol: values.protocol as FirewallChangeInput['protocol'],
          action: values.action as FirewallChangeInput['action'],
          reason: values.reason.trim(),
          idempotencyKey: key,
        };
    request.mutate(input, {
      onSuccess: (answer) => {
        setLogged(answer.ticketNumber);
        setValues(EMPTY);
        setKey(newKey());
      },
      onError: (error) => {
        const named = fieldOf(error);
        if (named) setErrors({ [named.field]: named.message });
        else setFailure(error.message);
      },
    });
  };

  if (!isChangeable(service)) return null;
  return (
    <Card>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <h2 id={headingId} style={{ fontSize: '1.1rem', margin: '0 0 8px' }}>
          Ask for a rule change
        </h2>
        <p className="dev-muted">Our engineers check every change and make it, usually within one working day. You can follow it in the ticket we log for you.</p>
        {logged && (
          <Alert tone="success">
            We logged ticket{' '}
            <OfferedLink to={paths.ticket(logged)} fallback={logged}>
              {logged}
            </OfferedLink>{' '}
            for your change. We will reply there.
          </Alert>
        )}
        {failure && <Alert tone="error">Your request was not sent: {failure}</Alert>}
        <fieldset disabled={request.isPending} className="dev-choice" style={{ margin: 0 }}>
          <fieldset className="dev-choice">
            <legend>What do you need?</legend>
            <label>
              <input type="radio" name={`${headingId}-change`} value="add" checked={!removing} onChange={set('change')} /> A new rule
            </label>
            <label>
              <input type="radio" name={`${headingId}-change`} value="remove" checked={removing} onChange={set('change')} /> Remove a rule
            </label>
          </fieldset>
          <div className="svc-form">
            {removing ? (
              <Select
                label="Rule to remove"
                value={values.ruleKey}
                onChange={set('ruleKey')}
                error={errors.ruleKey}
                options={rules.map((r) => ({ id: r.ruleKey, text: `${r.position}. ${r.description || `${r.action} ${r.direction} port ${r.port}`}` }))}
              />
            ) : (
              <>
                <Select
                  label="Direction"
                  value={values.direction}
                  onChange={set('direction')}
                  error={errors.direction}
                  options={[
                    { id: 'inbound', text: 'Inbound (from the internet)' },
                    { id: 'outbound', text: 'Outbound (to the internet)' },
                  ]}
                />
                <TextField label="Source" value={values.source} onChange={set('source')} error={errors.source} hint="any, an IP address or a range" autoComplete="off" />
                <TextField label="Destination" value={values.destination} onChange={set('destination')} error={errors.destination} hint="any, an IP address or a range" autoComplete="off" />
                <TextField label="Port" value={values.port} onChange={set('port')} error={errors.port} hint="443, 1000-2000 or any" autoComplete="off" inputMode="text" />
                <Select
                  label="Protocol"
                  value={values.protocol}
                  onChange={set('protocol')}
                  error={errors.protocol}
                  options={['TCP', 'UDP', 'TCP/UDP', 'ICMP', 'any'].map((p) => ({ id: p, text: p === 'any' ? 'Any' : p }))}
                />
                <Select
                  label="Action"
                  value={values.action}
                  onChange={set('action')}
                  error={errors.action}
                  options={[
                    { id: 'allow', text: 'Allow' },
                    { id: 'block', text: 'Block' },
                  ]}
                />
              </>
            )}
          </div>
          <div className={`portal-field${errors.reason ? ' portal-field--invalid' : ''}`}>
            <label htmlFor={reasonId} className="portal-field__label">
              Why is the change needed?
            </label>
            <textarea
              id={reasonId}
              className="portal-input"
              rows={3}
              maxLength={500}
              value={values.reason}
              onChange={set('reason')}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            />
            {errors.reason && (
              <p id={`${reasonId}-error`} className="portal-field__error">
                {errors.reason}
              </p>
            )}
          </div>
          <div className="svc-form__submit">
            <Button type="submit" busy={request.isPending}>
              Send request
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}

function FirewallView({ service }: { service: ServiceDetail }) {
  const firewall = useFirewall(service.serviceTag);
  let body;
  if (firewall.data) {
    body = (
      <div className="svc-stack">
        <Card title="Firewall rules">
          <p className="dev-muted">Rules are checked from the top; the first one that matches decides. We manage them for you: ask for a change below.</p>
          <RulesTable rules={firewall.data.rules} />
        </Card>
        <div className="svc-grid">
          <ChangeRequest service={service} rules={firewall.data.rules} />
          <ThreatsCard threats={firewall.data.threats} />
        </div>
        <RecentChanges serviceTag={service.serviceTag} />
      </div>
    );
  } else if (firewall.isError && !firewall.isFetching) {
    body = <ErrorState title="We could not load your firewall" message={firewall.error.message} onRetry={() => void firewall.refetch()} />;
  } else {
    body = <LoadingState label="Loading your firewall rules…" />;
  }
  return (
    <>
      <ServiceHeader service={service} area={SECURITY_AREA} />
      {body}
    </>
  );
}

/** /services/security/managed-firewall-account/{serviceTag}: rules, change requests (tickets) and threats blocked. */
export default function FirewallPage() {
  return (
    <ServiceGate area={SECURITY_AREA} type="managed-firewall" loadingLabel="Loading your managed firewall…">
      {(service) => <FirewallView service={service} />}
    </ServiceGate>
  );
}
