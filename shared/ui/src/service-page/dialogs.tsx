import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Modal } from '../components/modal';
import { useState, type ReactNode } from 'react';

export interface SecretDialogProps {
  title: string;
  /** Whose password it is: 'sales@example.co.za', 'FTP user web_1'. */
  owner: string;
  password: string;
  /** What to do with it: 'Copy it now and give it to the person who uses this mailbox.' */
  advice: string;
  onClose: () => void;
}

/** A password shown once: in a dialog with a Copy button, and words saying it will not be shown again. */
export function SecretDialog({ title, owner, password, advice, onClose }: SecretDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Modal open title={title} footer={<Button onClick={onClose}>Done</Button>}>
      <p>
        The password of <strong>{owner}</strong> is:
      </p>
      <p className="svc-secret" aria-label={`Password of ${owner}`}>
        {password}
      </p>
      <p>
        <strong>It will not be shown again.</strong> {advice}
      </p>
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy password
        </Button>
        <span role="status">{copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Copying did not work: select the password and copy it yourself.' : ''}</span>
      </p>
    </Modal>
  );
}

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that cannot be undone from here (removing, resetting). */
export function ConfirmDialog({ title, children, confirmLabel, busy, error, danger = true, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}

/** A figure against its limit, as a bar and in words. */
export function Meter({ label, used, total, text }: { label: string; used: number; total: number; text: string }) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <div className="svc-meter">
      <div className="svc-meter__label">
        <span>{label}</span>
        <span>{text}</span>
      </div>
      <div className="svc-meter__track" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <div className="svc-meter__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
