import { paths, type ServiceDetail } from '@portal/contract';
import type { VdcDetail, VirtualMachine, VmPowerAction } from '@portal/contract/catalogue';
import { writeCart } from '@portal/contract/commerce-flow';
import { Alert, Button, Card, EmptyState, ErrorState, formatCurrency, LoadingState, Modal, VisuallyHidden } from '@portal/ui';
import { MetricChart, MetricTable } from '@portal/ui/chart';
import { isChangeable, PendingBadge, RecentChanges, ServiceGate, ServiceHeader } from '@portal/ui/service-page';
import { useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { VDC_AREA } from '../../service-frame/cloud-areas';
import { useOffers } from '../api/get-offers';
import { useVdc } from '../api/get-vdc';
import { daySeconds } from '../devices-format';
import '../devices.css';
import { useSetVmPower } from '../api/set-vm-power';

const TRANSITION_WORDS = { starting: 'Starting…', 'shutting-down': 'Shutting down…', restarting: 'Restarting…' } as const;

/** 'Running', 'Shut down', or what is happening while the platform works on it. */
export const vmState = (vm: VirtualMachine) => (vm.transition ? TRANSITION_WORDS[vm.transition] : vm.power === 'running' ? 'Running' : 'Shut down');

const ACTION_WORDS: Record<VmPowerAction, { button: string; title: string; confirm: string; explain: string }> = {
  start: { button: 'Start', title: 'Start this machine?', confirm: 'Start machine', explain: 'starts up; it takes a minute or two to be reachable.' },
  shutdown: { button: 'Shut down', title: 'Shut this machine down?', confirm: 'Shut down', explain: 'shuts down cleanly and stops answering until you start it again.' },
  restart: { button: 'Restart', title: 'Restart this machine?', confirm: 'Restart', explain: 'restarts: whoever is using it is cut off for a minute or two.' },
};

function VmItem({ vm, canChange, onPower }: { vm: VirtualMachine; canChange: boolean; onPower: (vm: VirtualMachine, action: VmPowerAction) => void }) {
  const busy = Boolean(vm.transition || vm.pending);
  const actions: VmPowerAction[] = vm.power === 'running' ? ['restart', 'shutdown'] : ['start'];
  return (
    <li className="svc-list__item">
      <div className="svc-list__main">
        <strong>{vm.name}</strong>{' '}
        <span className={`dev-state ${busy ? 'dev-state--busy' : vm.power === 'running' ? 'dev-state--running' : ''}`} data-testid={`state-${vm.vmKey}`}>
          {vmState(vm)}
        </span>{' '}
        {vm.pending && !vm.transition && <PendingBadge pending={vm.pending} />}
        <div className="svc-list__meta">
          {vm.os} · {vm.vcpu} vCPU · {vm.memoryGb} GB memory · {vm.diskGb} GB disk
        </div>
      </div>
      {canChange && !busy && (
        <div className="svc-list__buttons">
          {actions.map((action) => (
            <Button key={action} variant="secondary" onClick={() => onPower(vm, action)} aria-label={`${ACTION_WORDS[action].button} ${vm.name}`}>
              {ACTION_WORDS[action].button}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

function Meter({ label, used, allocated, unit }: { label: string; used: number; allocated: number; unit: string }) {
  const id = useId();
  return (
    <div className="svc-meter">
      <div className="svc-meter__label">
        <span id={id}>{label}</span>
        <span>
          {used} of {allocated}
          {unit} allocated to machines
        </span>
      </div>
      <div
        className="svc-meter__track"
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={allocated}
        aria-valuenow={Math.min(used, allocated)}
        aria-valuetext={`${used} of ${allocated}${unit}`}
      >
        <div className="svc-meter__fill" style={{ width: `${allocated > 0 ? Math.min(100, (used / allocated) * 100) : 0}%` }} />
      </div>
    </div>
  );
}

function PoolCard({ detail }: { detail: VdcDetail }) {
  const { pool, usage } = detail;
  const times = useMemo(() => usage.map((d) => daySeconds(d.date)), [usage]);
  const series = useMemo(
    () => [
      { label: 'CPU', values: usage.map((d) => d.cpu) },
      { label: 'Memory', values: usage.map((d) => d.memory) },
      { label: 'Storage', values: usage.map((d) => d.storage) },
    ],
    [usage],
  );
  const average = (key: 'cpu' | 'memory' | 'storage') => Math.round(usage.reduce((n, d) => n + d[key], 0) / Math.max(1, usage.length));
  const percent = (v: number) => `${Math.round(v)}%`;
  return (
    <Card title="Resource pool">
      <div className="svc-stack">
        <Meter label="vCPU" used={pool.vcpu.used} allocated={pool.vcpu.allocated} unit="" />
        <Meter label="Memory" used={pool.memoryGb.used} allocated={pool.memoryGb.allocated} unit=" GB" />
        <Meter label="Storage" used={pool.storageGb.used} allocated={pool.storageGb.allocated} unit=" GB" />
      </div>
      <h3 style={{ fontSize: '1rem', margin: '16px 0 4px' }}>Use of the pool, last {usage.length} days</h3>
      <p className="dev-muted">
        On average CPU {average('cpu')}%, memory {average('memory')}% and storage {average('storage')}% of what your plan allocates.
      </p>
      <MetricChart label={`Use of the resource pool per day, last ${usage.length} days, as a share of what is allocated`} times={times} series={series} formatValue={percent} />
      <MetricTable caption="Use of the resource pool per day, % of what is allocated" times={times} series={series} formatValue={percent} />
    </Card>
  );
}

/** Other plans (bigger, or smaller marked Downgrade) as a plan change through the cart (the host's confirm page, then Order Confirmed back here). */
function AddResources({ service }: { service: ServiceDetail }) {
  const canUpgrade = isChangeable(service) && service.can.upgrade;
  const offers = useOffers(service.serviceTag, 'plan', canUpgrade);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentId = service.product?.productId;
  const currentPrice = service.product?.price;
  const cheaper = (offer: { price: number }) => currentPrice !== undefined && offer.price < currentPrice;
  // Smaller pools are offered too (when the machines fit): then the card is not only about adding.
  const offersSmaller = offers.data?.offers.some((o) => o.productId !== currentId && cheaper(o)) ?? false;

  let body;
  if (!canUpgrade) {
    body = (
      <Alert tone="info">
        {service.pendingChange
          ? `A change to ${service.pendingChange.productName} is already on its way (reference ${service.pendingChange.reference}).`
          : 'Resources cannot be added to this service right now.'}
      </Alert>
    );
  } else if (offers.data) {
    const bigger = offers.data.offers.filter((o) => o.productId !== currentId);
    body =
      bigger.length === 0 ? (
        <EmptyState title="There are no other plans for this service right now." />
      ) : (
        <ul className="dev-offers" aria-label="Plans you can move to">
          {bigger.map((offer) => (
            <li key={offer.productId} className="dev-offer">
              <h3>{offer.name}</h3>
              {cheaper(offer) && (
                <p style={{ margin: 0 }}>
                  <span className="portal-badge portal-badge--neutral">Downgrade</span>
                </p>
              )}
              <p style={{ margin: 0 }}>
                <strong>{formatCurrency(offer.price)}</strong> a month
              </p>
              {offer.reason && <p className="dev-warn" style={{ margin: 0 }}>{offer.reason}</p>}
              <Button
                disabled={!offer.allowed}
                onClick={() => {
                  writeCart({ serviceTag: service.serviceTag, cartLines: [{ productId: offer.productId, quantity: 1 }], upgrade: true, upgradeRoute: pathname });
                  navigate(paths.confirmUpgrade);
                }}
              >
                Choose this pool<VisuallyHidden>{` ${offer.name}`}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      );
  } else if (offers.isError && !offers.isFetching) {
    body = <ErrorState title="We could not load the plans" message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else {
    body = <LoadingState label="Loading the plans you can move to…" />;
  }
  return (
    <Card title={offersSmaller ? 'Change resources' : 'Add resources'}>
      <p className="dev-muted">
        Move to {offersSmaller ? 'another' : 'a bigger'} pool: you confirm the price next, and the new pool is yours as soon as it is set up.
      </p>
      {body}
    </Card>
  );
}

function VdcView({ service }: { service: ServiceDetail }) {
  const vdc = useVdc(service.serviceTag);
  const power = useSetVmPower(service.serviceTag);
  const [confirming, setConfirming] = useState<{ vm: VirtualMachine; action: VmPowerAction } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = (vm: VirtualMachine, action: VmPowerAction) =>
    power.mutate(
      { serviceTag: service.serviceTag, vmKey: vm.vmKey, action },
      {
        onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
        onError: (failure) => setNotice({ tone: 'error', text: failure.message }),
        onSettled: () => setConfirming(null),
      },
    );

  let body;
  if (vdc.data) {
    const { vms } = vdc.data;
    const pending = vms.some((v) => v.pending);
    body = (
      <div className="svc-stack">
        <Card title="Virtual machines">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {vms.length === 0 ? (
            <EmptyState title="There are no virtual machines here yet.">
              <p>Log a ticket for this service and we will create one for you.</p>
            </EmptyState>
          ) : (
            <ul className="svc-list" aria-label="Virtual machines">
              {vms.map((vm) => (
                <VmItem key={vm.vmKey} vm={vm} canChange={isChangeable(service)} onPower={(v, action) => setConfirming({ vm: v, action })} />
              ))}
            </ul>
          )}
        </Card>
        <div className="svc-grid">
          <PoolCard detail={vdc.data} />
          <div className="svc-stack">
            <AddResources service={service} />
            <RecentChanges serviceTag={service.serviceTag} poll={pending} />
          </div>
        </div>
      </div>
    );
  } else if (vdc.isError && !vdc.isFetching) {
    body = <ErrorState title="We could not load your virtual data centre" message={vdc.error.message} onRetry={() => void vdc.refetch()} />;
  } else {
    body = <LoadingState label="Loading your virtual machines…" />;
  }

  const words = confirming ? ACTION_WORDS[confirming.action] : null;
  return (
    <>
      <ServiceHeader service={service} area={VDC_AREA} />
      {body}
      <Modal
        open={confirming !== null}
        title={words?.title ?? ''}
        size="sm"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant={confirming?.action === 'start' ? 'primary' : 'danger'} busy={power.isPending} onClick={() => confirming && send(confirming.vm, confirming.action)}>
              {words?.confirm}
            </Button>
          </>
        }
      >
        <p>
          <strong>{confirming?.vm.name}</strong> {words?.explain}
        </p>
        <p className="dev-muted">For your security we may ask you to confirm it is you first.</p>
      </Modal>
    </>
  );
}

/** /services/vdc/service/{serviceTag}: the machines with power control, the pool and its use, and bigger plans. */
export default function VdcPage() {
  return (
    <ServiceGate area={VDC_AREA} type="vdc" loadingLabel="Loading your virtual data centre…">
      {(service) => <VdcView service={service} />}
    </ServiceGate>
  );
}
