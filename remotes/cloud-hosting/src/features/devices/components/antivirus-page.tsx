import type { ServiceDetail } from '@portal/contract';
import type { AntivirusDevice } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, formatDate, LoadingState, Modal } from '@portal/ui';
import { formatDateTime, isChangeable, PendingBadge, RecentChanges, ServiceGate, ServiceHeader, useServiceChange } from '@portal/ui/service-page';
import { useState } from 'react';
import { SECURITY_AREA } from '../../service-frame/cloud-areas';
import { useAntivirus } from '../devices-api';
import { ensureDevicesStyles } from '../devices-styles';

const PROTECTION = {
  protected: { text: 'Protected', className: 'dev-ok' },
  outdated: { text: 'Out of date: open eScan and update it', className: 'dev-warn' },
  'at-risk': { text: 'At risk: protection is switched off', className: 'dev-warn' },
} as const;

function DeviceItem({ device, canRemove, onRemove }: { device: AntivirusDevice; canRemove: boolean; onRemove: (d: AntivirusDevice) => void }) {
  return (
    <li className="svc-list__item">
      <div className="svc-list__main">
        <strong>{device.name}</strong> <PendingBadge pending={device.pending} />
        <div className="svc-list__meta">
          {device.os} · last seen {formatDateTime(device.lastSeenAt)}
        </div>
        <div className={PROTECTION[device.protection].className}>{PROTECTION[device.protection].text}</div>
      </div>
      {canRemove && !device.pending && (
        <div className="svc-list__buttons">
          <Button variant="secondary" onClick={() => onRemove(device)} aria-label={`Remove ${device.name}`}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

function AntivirusView({ service }: { service: ServiceDetail }) {
  ensureDevicesStyles();
  const licence = useAntivirus(service.serviceTag);
  const remove = useServiceChange('cloud.RemoveAntivirusDevice', service.serviceTag);
  const [confirming, setConfirming] = useState<AntivirusDevice | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirmRemove = () => {
    if (!confirming) return;
    remove.mutate(
      { serviceTag: service.serviceTag, deviceKey: confirming.deviceKey },
      {
        onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
        onError: (failure) => setNotice({ tone: 'error', text: failure.message }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  let body;
  if (licence.data) {
    const { seats, used, renewalDate, devices } = licence.data;
    const atRisk = devices.filter((d) => d.protection !== 'protected').length;
    body = (
      <div className="svc-grid">
        <div className="svc-stack">
          <Card title="Licence">
            <p className="svc-figure">
              {used} <small style={{ fontSize: '1rem', fontWeight: 400 }}>of {seats} devices protected</small>
            </p>
            <progress max={Math.max(seats, used)} value={used} aria-label={`${used} of ${seats} devices protected`} style={{ width: '100%' }} />
            <dl className="dev-facts">
              <dt>Renews on</dt>
              <dd>{renewalDate ? formatDate(renewalDate) : 'Not set'}</dd>
              <dt>Free seats</dt>
              <dd>{Math.max(0, seats - used)}</dd>
            </dl>
            {atRisk > 0 && <Alert tone="info">{atRisk === 1 ? 'One device needs' : `${atRisk} devices need`} attention: see the devices list.</Alert>}
          </Card>
          <RecentChanges serviceTag={service.serviceTag} poll={devices.some((d) => d.pending)} />
        </div>
        <Card title="Devices">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {devices.length === 0 ? (
            <EmptyState title="No devices are protected yet.">
              <p>Install eScan on a device and sign in with your licence to protect it.</p>
            </EmptyState>
          ) : (
            <ul className="svc-list" aria-label="Protected devices">
              {devices.map((d) => (
                <DeviceItem key={d.deviceKey} device={d} canRemove={isChangeable(service)} onRemove={setConfirming} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    );
  } else if (licence.isError && !licence.isFetching) {
    body = <ErrorState title="We could not load your licence" message={licence.error.message} onRetry={() => void licence.refetch()} />;
  } else {
    body = <LoadingState label="Loading your licence and devices…" />;
  }

  return (
    <>
      <ServiceHeader service={service} area={SECURITY_AREA} />
      {body}
      <Modal
        open={confirming !== null}
        title="Remove this device?"
        size="sm"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={confirmRemove}>
              Remove device
            </Button>
          </>
        }
      >
        <p>
          <strong>{confirming?.name}</strong> will no longer be protected, and its seat is free for another device.
        </p>
      </Modal>
    </>
  );
}

/** /services/security/antivirus-account/{serviceTag}: the licence's seats and renewal, and the devices it protects. */
export default function AntivirusPage() {
  return (
    <ServiceGate area={SECURITY_AREA} type="escan" loadingLabel="Loading your antivirus licence…">
      {(service) => <AntivirusView service={service} />}
    </ServiceGate>
  );
}
