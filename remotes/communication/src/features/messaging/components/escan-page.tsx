import type { ServiceDetail } from '@portal/contract';
import type { EscanDevice } from '@portal/contract/catalogue';
import { Alert, Button, Card, EmptyState, ErrorState, formatDate, LoadingState, Modal } from '@portal/ui';
import { useState } from 'react';
import { CommunicationServiceGate, formatDateTime, isChangeable, PendingBadge, RecentChanges, ServiceHeader, useServiceChange } from '../../service-frame';
import { ensureMessagingStyles } from '../messaging-styles';
import { useEscan } from '../messaging-api';

function RevealKey({ service, maskedKey }: { service: ServiceDetail; maskedKey: string }) {
  const reveal = useServiceChange('communication.RevealEscanLicenceKey', service.serviceTag);
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <div className="msg-key">
        <span className="svc-secret">
          <span aria-hidden="true">{maskedKey}</span>
          <span className="portal-visually-hidden">Licence key, hidden except its last four characters: {maskedKey.split('-').at(-1)}</span>
        </span>
        <Button
          variant="secondary"
          busy={reveal.isPending}
          onClick={() =>
            reveal.mutate(
              { serviceTag: service.serviceTag },
              {
                onSuccess: (answer) => {
                  setCopied(false);
                  setShown(answer.licenceKey);
                },
              },
            )
          }
        >
          Reveal licence key
        </Button>
      </div>
      {reveal.isError && <Alert tone="error">{reveal.error.message}</Alert>}
      <Modal
        open={shown !== null}
        title="Your licence key"
        size="sm"
        onClose={() => setShown(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button onClick={() => setShown(null)}>Done</Button>
          </>
        }
      >
        <p className="svc-secret" data-testid="licence-key">
          {shown}
        </p>
        <p>Enter it in eScan on a new device to protect it. Keep it private: anyone with it can use a seat of your licence.</p>
        <p className="msg-muted">We noted in the recent changes that the key was revealed.</p>
      </Modal>
    </>
  );
}

function DeviceItem({ device, canRemove, onRemove }: { device: EscanDevice; canRemove: boolean; onRemove: (d: EscanDevice) => void }) {
  return (
    <li className="svc-list__item">
      <div className="svc-list__main">
        <strong>{device.name}</strong> <PendingBadge pending={device.pending} />
        <div className="svc-list__meta">
          {device.os} · last seen {formatDateTime(device.lastSeenAt)}
        </div>
        <div className={device.upToDate ? 'msg-ok' : 'msg-warn'}>{device.upToDate ? 'Protection up to date' : 'Protection out of date'}</div>
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

function EscanView({ service }: { service: ServiceDetail }) {
  ensureMessagingStyles();
  const escan = useEscan(service.serviceTag);
  const remove = useServiceChange('communication.RemoveEscanDevice', service.serviceTag);
  const [confirming, setConfirming] = useState<EscanDevice | null>(null);
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
  if (escan.data) {
    const { licence, devices } = escan.data;
    const pending = devices.some((d) => d.pending);
    body = (
      <div className="svc-grid">
        <div className="svc-stack">
          <Card title="Licence">
            <p className="msg-balance">
              {licence.used} <small>of {licence.seats} devices protected</small>
            </p>
            <progress className="msg-meter" max={Math.max(licence.seats, licence.used)} value={licence.used} aria-label={`${licence.used} of ${licence.seats} devices protected`} />
            <dl className="msg-facts">
              <dt>Renews on</dt>
              <dd>{formatDate(licence.renewalDate)}</dd>
              <dt>Free seats</dt>
              <dd>{Math.max(0, licence.seats - licence.used)}</dd>
            </dl>
            <RevealKey service={service} maskedKey={licence.maskedKey} />
          </Card>
          <RecentChanges serviceTag={service.serviceTag} poll={pending} />
        </div>
        <Card title="Devices">
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {devices.length === 0 ? (
            <EmptyState title="No devices are protected yet.">
              <p>Install eScan on a device and enter your licence key to protect it.</p>
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
  } else if (escan.isError && !escan.isFetching) {
    body = <ErrorState title="We could not load your licence" message={escan.error.message} onRetry={() => void escan.refetch()} />;
  } else {
    body = <LoadingState label="Loading your licence and devices…" />;
  }

  return (
    <>
      <ServiceHeader service={service} />
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

/** /services/communication/escan/{serviceTag}: the licence, its key and the devices it protects. */
export default function EscanPage() {
  return (
    <CommunicationServiceGate type="escan" loadingLabel="Loading your eScan licence…">
      {(service) => <EscanView service={service} />}
    </CommunicationServiceGate>
  );
}
