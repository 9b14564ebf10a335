import { Button, VisuallyHidden } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { downloadAndSave } from '../lib/save-file';

export interface DownloadButtonProps {
  /** The download action (spec §7 .../download/{ActionName}). */
  action: string;
  /** Its body, or a function answering it (null: nothing to download, e.g. a form with errors). */
  body: Record<string, unknown> | (() => Record<string, unknown> | null);
  label: string;
  /** Completes the accessible name beside many alike buttons, e.g. 'Contract CUS1001'. */
  labelSuffix?: string;
  /** What is downloaded, in the messages. */
  subject: string;
  variant?: 'primary' | 'secondary';
}

/**
 * A real file download: while the file is made and fetched the button shows a spinner and the progress is announced
 * (aria-live); a failure says what went wrong. Busy means aria-disabled, so a keyboard user keeps their focus.
 */
export function DownloadButton({ action, body, label, labelSuffix, subject, variant = 'secondary' }: DownloadButtonProps) {
  const download = useMutation({
    mutationFn: async () => {
      const input = typeof body === 'function' ? body() : body;
      return input ? downloadAndSave(action, input) : null;
    },
  });
  // The pending state reaches the button a tick late; a second click meanwhile is ignored here.
  const running = useRef(false);
  const busy = download.isPending;
  const start = () => {
    if (running.current) return;
    running.current = true;
    download.mutate(undefined, { onSettled: () => (running.current = false) });
  };
  const status = busy ? `Preparing ${subject}…` : download.data ? `Downloaded ${download.data.fileName}.` : '';
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      <Button variant={variant} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={start}>
        {busy && <span className="portal-spinner" aria-hidden="true" />}
        {label}
        {labelSuffix && <VisuallyHidden> {labelSuffix}</VisuallyHidden>}
      </Button>
      <span aria-live="polite" className="portal-field__hint" style={{ margin: 0 }}>
        {status}
      </span>
      {download.isError && (
        <span role="alert" className="portal-field__error" style={{ margin: 0 }}>
          Could not download {subject}: {download.error.message}
        </span>
      )}
    </span>
  );
}
