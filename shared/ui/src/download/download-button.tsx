import { downloadFile, type DownloadedFile, type DownloadProgress } from '@portal/contract';
import { useRef, useState } from 'react';
import { Button } from '../components/button';
import { VisuallyHidden } from '../components/visually-hidden';
import { saveFile } from './save-file';

export interface DownloadButtonProps {
  /** The download action (spec §7 .../download/{ActionName}). */
  action: string;
  /** Its body, or a function answering it (null: nothing to download, e.g. a form with errors). */
  body: Record<string, unknown> | (() => Record<string, unknown> | null | Promise<Record<string, unknown> | null>);
  /** The visible text, e.g. 'Download PDF'. */
  label: string;
  /** Completes the accessible name beside many alike buttons, e.g. 'of invoice INV-1'. */
  labelSuffix?: string;
  /** What is downloaded, in the messages, e.g. 'invoice INV-1 as PDF'. */
  subject: string;
  variant?: 'primary' | 'secondary';
}

type State =
  | { phase: 'idle' }
  | { phase: 'busy'; progress: DownloadProgress | null }
  | { phase: 'done'; file: DownloadedFile }
  | { phase: 'failed'; message: string };

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** '45%' when the size is known, '120 KB' otherwise; nothing before the first bytes. */
function progressText(progress: DownloadProgress | null) {
  if (!progress || progress.received === 0) return '';
  return progress.total ? `${Math.floor((progress.received / progress.total) * 100)}%` : kilobytes(progress.received);
}

/**
 * A real file download, saved under the server's content-disposition name. While the file is made the button
 * shows a spinner and says so (aria-live, once); as it arrives a progress bar and the share received show how far
 * it is; a failure says what went wrong. Busy means aria-disabled, so a keyboard user keeps their focus, and a
 * second click meanwhile is ignored.
 */
export function DownloadButton({ action, body, label, labelSuffix, subject, variant = 'secondary' }: DownloadButtonProps) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const running = useRef(false);
  const busy = state.phase === 'busy';

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'busy', progress: null });
    try {
      const input = typeof body === 'function' ? await body() : body;
      if (!input) {
        setState({ phase: 'idle' });
        return;
      }
      const file = await downloadFile(action, input, (progress) => setState({ phase: 'busy', progress }));
      saveFile(file);
      setState({ phase: 'done', file });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running.current = false;
    }
  };

  const status = busy ? `Preparing ${subject}…` : state.phase === 'done' ? `Downloaded ${state.file.fileName}.` : '';
  const progress = busy ? state.progress : null;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      <Button variant={variant} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void start()}>
        {busy && <span className="portal-spinner" aria-hidden="true" />}
        {label}
        {labelSuffix && <VisuallyHidden> {labelSuffix}</VisuallyHidden>}
      </Button>
      <span aria-live="polite" className="portal-field__hint" style={{ margin: 0 }}>
        {status}
      </span>
      {progress && progress.received > 0 && (
        <span className="portal-field__hint" style={{ margin: 0, display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <progress aria-label={`Downloading ${subject}`} value={progress.total ? progress.received : undefined} max={progress.total ?? undefined} />
          {progressText(progress)}
        </span>
      )}
      {state.phase === 'failed' && (
        <span role="alert" className="portal-field__error" style={{ margin: 0 }}>
          Could not download {subject}: {state.message}
        </span>
      )}
    </span>
  );
}
