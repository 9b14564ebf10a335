import { Alert, Button, Modal } from '@portal/ui';
import type { ReactNode } from 'react';

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
