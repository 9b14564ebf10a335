import type { ItemPending, ServiceDetail } from '@portal/contract';
import { formatDate, formatDateTime } from '@portal/contract/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { Modal } from '../components/modal';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { PendingBadge } from './pending-badge';
import { RecentChanges } from './recent-changes';
import { useServiceChange } from './service-api';
import type { ServiceArea } from './service-area';
import { ServiceGate } from './service-gate';
import { isChangeable, ServiceHeader } from './service-header';

/** One device an antivirus (eScan) licence protects. */
export interface ProtectedDevice {
  deviceKey: string;
  name: string;
  os: string;
  lastSeenAt: string;
  /** 'protected': up to date; 'outdated': definitions old; 'at-risk': protection off. */
  protection: 'protected' | 'outdated' | 'at-risk';
  pending: ItemPending;
}

/** An antivirus (eScan) licence as its page shows it, whichever area sells it. */
export interface AntivirusLicence {
  seats: number;
  used: number;
  /** YYYY-MM-DD */
  renewalDate: string;
  /** '••••-••••-••••-7F3A', where the area lets the customer reveal the key. */
  maskedKey?: string;
  devices: ProtectedDevice[];
}

export interface AntivirusLicencePageProps {
  area: ServiceArea;
  loadingLabel: string;
  /** The area's read of the licence, in the page's shape. */
  useLicence: (serviceTag: string) => UseQueryResult<AntivirusLicence, Error>;
  removeAction: 'communication.RemoveEscanDevice' | 'cloud.RemoveAntivirusDevice';
  /** Where the area lets the customer see the full licence key. */
  revealAction?: 'communication.RevealEscanLicenceKey';
}

const PROTECTION = {
  protected: { text: 'Protected', className: 'svc-ok' },
  outdated: { text: 'Out of date: open eScan and update it', className: 'svc-warn' },
  'at-risk': { text: 'At risk: protection is switched off', className: 'svc-warn' },
} as const;

function RevealKey({ service, maskedKey, action }: { service: ServiceDetail; maskedKey: string; action: NonNullable<AntivirusLicencePageProps['revealAction']> }) {
  const reveal = useServiceChange(action, service.serviceTag);
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
      <div className="svc-key">
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
        <p className="svc-muted">We noted in the recent changes that the key was revealed.</p>
      </Modal>
    </>
  );
}

function DeviceItem({ device, canRemove, onRemove }: { device: ProtectedDevice; canRemove: boolean; onRemove: (d: ProtectedDevice) => void }) {
  const protection = PROTECTION[device.protection];
  return (
    <li className="svc-list__item">
      <div className="svc-list__main">
        <strong>{device.name}</strong> <PendingBadge pending={device.pending} />
        <div className="svc-list__meta">
          {device.os} · last seen {formatDateTime(device.lastSeenAt)}
        </div>
        <div className={protection.className}>{protection.text}</div>
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

function LicenceView({ service, area, useLicence, removeAction, revealAction }: Omit<AntivirusLicencePageProps, 'loadingLabel'> & { service: ServiceDetail }) {
  const licence = useLicence(service.serviceTag);
  const remove = useServiceChange(removeAction, service.serviceTag);
  const [confirming, setConfirming] = useState<ProtectedDevice | null>(null);
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
    const { seats, used, renewalDate, maskedKey, devices } = licence.data;
    const needAttention = devices.filter((d) => d.protection !== 'protected').length;
    body = (
      <div className="svc-grid">
        <div className="svc-stack">
          <Card title="Licence">
            <p className="svc-figure">
              {used} <small>of {seats} devices protected</small>
            </p>
            <progress className="svc-seats" max={Math.max(seats, used)} value={used} aria-label={`${used} of ${seats} devices protected`} />
            <dl className="svc-facts">
              <dt>Renews on</dt>
              <dd>{formatDate(renewalDate)}</dd>
              <dt>Free seats</dt>
              <dd>{Math.max(0, seats - used)}</dd>
            </dl>
            {needAttention > 0 && (
              <Alert tone="info">{needAttention === 1 ? 'One device needs' : `${needAttention} devices need`} attention: see the devices list.</Alert>
            )}
            {revealAction && maskedKey && <RevealKey service={service} maskedKey={maskedKey} action={revealAction} />}
          </Card>
          <RecentChanges serviceTag={service.serviceTag} poll={devices.some((d) => d.pending)} />
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
  } else if (licence.isError && !licence.isFetching) {
    body = <ErrorState title="We could not load your licence" message={licence.error.message} onRetry={() => void licence.refetch()} />;
  } else {
    body = <LoadingState label="Loading your licence and devices…" />;
  }

  return (
    <>
      <ServiceHeader service={service} area={area} />
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

/**
 * The page of an eScan antivirus licence, sold by more than one area (communication's escan, security's antivirus
 * account): its seats and renewal, the key where the area reveals it, and the devices it protects.
 */
export function AntivirusLicencePage({ loadingLabel, ...view }: AntivirusLicencePageProps) {
  return (
    <ServiceGate area={view.area} type="escan" loadingLabel={loadingLabel}>
      {(service) => <LicenceView service={service} {...view} />}
    </ServiceGate>
  );
}
