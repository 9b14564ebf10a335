import type { ActionOutput } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { Alert, Button, Modal } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PENDING_POLL_MS } from '../../service-frame';

type VoiceRead = 'communication.GetVoip' | 'communication.GetFax' | 'communication.GetPhoneNumber' | 'communication.GetVoiceBundle';

/** One voice page's data; asked again every PENDING_POLL_MS while `pending(data)` says a change is on its way. */
export function useVoiceDetail<N extends VoiceRead>(name: N, serviceTag: string, pending: (data: ActionOutput<N>) => boolean = () => false) {
  return useQuery({
    ...actionQueryOptions(name, { serviceTag } as never),
    refetchInterval: (query) => (query.state.data && pending(query.state.data as ActionOutput<N>) ? PENDING_POLL_MS : false),
  });
}

/** '082 123 4567' for a South African number; anything else as it is. */
export const spaced = (n: string | null | undefined) => {
  if (!n) return '';
  return /^0\d{9}$/.test(n) ? `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : n;
};

export const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What happened to the last change: its sentence with the reference, or why it was refused. */
export function ChangeOutcome({ message, error }: { message?: string | null; error?: string | null }) {
  if (error) return <Alert tone="error">{error}</Alert>;
  if (message) return <Alert tone="success">{message}</Alert>;
  return null;
}

/** Asks before a removal. */
export function ConfirmRemove({
  title,
  children,
  busy,
  error,
  onConfirm,
  onClose,
  confirmLabel = 'Remove',
}: {
  title: string;
  children: ReactNode;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
}) {
  return (
    <Modal
      open
      title={title}
      size="sm"
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div style={{ marginTop: 0 }}>{children}</div>
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
