import type { ServiceDetail } from '@portal/contract';
import type { DeviceDay, IotSim } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, LoadingState, Modal } from '@portal/ui';
import { MetricChart, MetricTable } from '@portal/ui/chart';
import { isChangeable, PendingBadge, RecentChanges, ServiceGate, ServiceHeader } from '@portal/ui/service-page';
import { useId, useMemo, useState } from 'react';
import { IOT_AREA } from '../../service-frame/cloud-areas';
import { useIotAccount } from '../api/get-iot-account';
import { daySeconds, formatMb } from '../devices-format';
import '../devices.css';
import { useResumeIotSim } from '../api/resume-iot-sim';
import { useSuspendIotSim } from '../api/suspend-iot-sim';

/** 'Active', 'Suspended', or what is happening while the network works on it. */
export function simState(sim: IotSim) {
  if (sim.pending && sim.target) return sim.target === 'suspended' ? 'Suspending…' : 'Resuming…';
  return sim.status === 'suspended' ? 'Suspended' : 'Active';
}

function SimItem({ sim, canChange, onChange }: { sim: IotSim; canChange: boolean; onChange: (sim: IotSim) => void }) {
  const busy = Boolean(sim.pending);
  return (
    <li className="svc-list__item">
      <div className="svc-list__main">
        <strong>{sim.label}</strong>{' '}
        <span className={`dev-state ${busy ? 'dev-state--busy' : `dev-state--${sim.status}`}`}>{simState(sim)}</span> <PendingBadge pending={sim.pending} />
        <dl className="dev-facts">
          <dt>ICCID</dt>
          <dd className="dev-mono">{sim.iccid}</dd>
          <dt>Number</dt>
          <dd className="dev-mono">{sim.msisdn}</dd>
          <dt>Data this month</dt>
          <dd>{formatMb(sim.usedThisMonthMb)}</dd>
        </dl>
      </div>
      {canChange && !busy && (
        <div className="svc-list__buttons">
          <Button variant="secondary" onClick={() => onChange(sim)} aria-label={`${sim.status === 'active' ? 'Suspend' : 'Resume'} ${sim.label}`}>
            {sim.status === 'active' ? 'Suspend' : 'Resume'}
          </Button>
        </div>
      )}
    </li>
  );
}

function UsageChart({ days, title }: { days: DeviceDay[]; title: string }) {
  const times = useMemo(() => days.map((d) => daySeconds(d.date)), [days]);
  const series = useMemo(() => [{ label: 'Data used', values: days.map((d) => d.value), kind: 'bar' as const }], [days]);
  const total = days.reduce((n, d) => n + d.value, 0);
  return (
    <>
      <p>
        {formatMb(total)} used in the last {days.length} days by {title}.
      </p>
      <MetricChart label={`Data used per day by ${title}, last ${days.length} days`} times={times} series={series} formatValue={formatMb} />
      <MetricTable caption={`Data used per day by ${title}`} times={times} series={series} formatValue={formatMb} />
    </>
  );
}

function IotView({ service }: { service: ServiceDetail }) {
  const account = useIotAccount(service.serviceTag);
  const suspend = useSuspendIotSim(service.serviceTag);
  const resume = useResumeIotSim(service.serviceTag);
  const [confirming, setConfirming] = useState<IotSim | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [chartSim, setChartSim] = useState('');
  const simSelectId = useId();

  const confirm = () => {
    if (!confirming) return;
    const change = confirming.status === 'active' ? suspend : resume;
    change.mutate(
      { serviceTag: service.serviceTag, iccid: confirming.iccid },
      {
        onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
        onError: (failure) => setNotice({ tone: 'error', text: failure.message }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  let body;
  if (account.data) {
    const { sims, simLimit, days } = account.data;
    const pending = sims.some((s) => s.pending);
    const shown = sims.find((s) => s.iccid === chartSim);
    body = (
      <div className="svc-stack">
        <Card title="SIMs">
          <p className="dev-muted">
            {sims.length} {sims.length === 1 ? 'SIM' : 'SIMs'}
            {simLimit !== null && <> of {simLimit} on your plan</>}. A suspended SIM passes no data until you resume it.
          </p>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {sims.length === 0 ? (
            <EmptyState title="This account has no SIMs yet." />
          ) : (
            <ul className="svc-list" aria-label="SIMs">
              {sims.map((sim) => (
                <SimItem key={sim.iccid} sim={sim} canChange={isChangeable(service)} onChange={setConfirming} />
              ))}
            </ul>
          )}
        </Card>
        <div className="svc-grid">
          <Card title="Data usage">
            {sims.length > 1 && (
              <div className="portal-field dev-sim-select">
                <label htmlFor={simSelectId} className="portal-field__label">
                  Show usage for
                </label>
                <select id={simSelectId} className="portal-input portal-select" value={chartSim} onChange={(e) => setChartSim(e.target.value)}>
                  <option value="">All SIMs together</option>
                  {sims.map((s) => (
                    <option key={s.iccid} value={s.iccid}>
                      {`${s.label} (${s.iccid.slice(-4)})`}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <UsageChart days={shown ? shown.days : days} title={shown ? shown.label : 'all SIMs'} />
          </Card>
          <RecentChanges serviceTag={service.serviceTag} poll={pending} />
        </div>
      </div>
    );
  } else if (account.isError && !account.isFetching) {
    body = <ErrorState title="We could not load your SIMs" message={account.error.message} onRetry={() => void account.refetch()} />;
  } else {
    body = <LoadingState label="Loading your SIMs…" />;
  }

  const suspending = confirming?.status === 'active';
  return (
    <>
      <ServiceHeader service={service} area={IOT_AREA} />
      {body}
      <Modal
        open={confirming !== null}
        title={suspending ? 'Suspend this SIM?' : 'Resume this SIM?'}
        size="sm"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant={suspending ? 'danger' : 'primary'} busy={suspend.isPending || resume.isPending} onClick={confirm}>
              {suspending ? 'Suspend SIM' : 'Resume SIM'}
            </Button>
          </>
        }
      >
        <p>
          <strong>{confirming?.label}</strong> ({confirming?.msisdn}){' '}
          {suspending ? 'will stop passing data until you resume it. Its tracker or sensor goes quiet.' : 'will pass data again.'}
        </p>
        <p className="dev-muted">For your security we may ask you to confirm it is you first.</p>
      </Modal>
    </>
  );
}

/** /services/iot/iot-account/{serviceTag}: the SIMs, suspend and resume, and data used per day. */
export default function IotPage() {
  return (
    <ServiceGate area={IOT_AREA} type="iot" loadingLabel="Loading your IoT account…">
      {(service) => <IotView service={service} />}
    </ServiceGate>
  );
}
