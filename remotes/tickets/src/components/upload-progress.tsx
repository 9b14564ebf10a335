import type { UploadProgress } from '@portal/contract/upload-progress';
import { percentOf } from '../lib/use-progress-upload';

/** How far an upload has gone: a progress bar named by `label` and its share in words. */
export function UploadProgressBar({ label, progress }: { label: string; progress: UploadProgress | null }) {
  const percent = percentOf(progress);
  return (
    <div className="tk-progress">
      <progress aria-label={label} max={100} value={percent ?? undefined} />
      <span className="tk-progress__text">{percent === null ? 'Starting…' : `${percent}%`}</span>
    </div>
  );
}
