import type { DownloadedFile } from '@portal/contract';

/** How long the object URL outlives the click, so that slower browsers can start reading it. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a downloaded blob under its own name through a temporary link. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
