import { Button, VisuallyHidden } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { downloadDocument, type DocumentDownload, type DocumentDownloads } from '../api/download-document';

export interface DownloadButtonProps<N extends DocumentDownload> {
  action: N;
  /** The request body, or a function answering it (null: nothing to download, e.g. a form with errors). */
  body: DocumentDownloads[N] | (() => Promise<DocumentDownloads[N] | null>);
  /** The visible text, e.g. 'Download PDF'. */
  label: string;
  /** Completes the accessible name for screen readers, e.g. 'of invoice INV-1' beside many alike buttons. */
  labelSuffix?: string;
  /** What is downloaded, in the messages, e.g. 'invoice INV-1 as PDF'. */
  subject: string;
}

/**
 * A document download: while the file is made and fetched the button shows a spinner and says so to screen readers
 * (aria-live); a failure says what went wrong. Busy means aria-disabled, so a keyboard user keeps their focus.
 */
export function DownloadButton<N extends DocumentDownload>({ action, body, label, labelSuffix, subject }: DownloadButtonProps<N>) {
  const download = useMutation({
    mutationFn: async () => {
      const input = typeof body === 'function' ? await body() : body;
      return input ? downloadDocument(action, input) : null;
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
      <Button variant="secondary" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={start}>
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
