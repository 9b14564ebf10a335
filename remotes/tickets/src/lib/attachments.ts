import { UPLOAD_LIMIT_BYTES } from '@portal/contract';
import { UPLOAD_TOO_LARGE_MESSAGE, uploadSizeError } from '@portal/ui';
import { MAX_TICKET_FILES, TICKET_ATTACHMENT_TYPES } from './ticket-rules';

export { uploadSizeError };

const TYPES = TICKET_ATTACHMENT_TYPES as Record<string, readonly string[]>;
const ENDINGS = new Set(Object.values(TYPES).flat());
/** Names some systems give the same types. */
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/csv': 'text/csv', 'text/x-csv': 'text/csv', 'text/x-comma-separated-values': 'text/csv' };

/** For the file picker's accept attribute: every ending and type a ticket takes. */
export const ACCEPT = [...[...ENDINGS].map((e) => `.${e}`), ...Object.keys(TYPES)].join(',');

export const ACCEPTED_KINDS = 'images (PNG, JPEG, GIF, WebP), PDF, text (TXT, CSV) or office documents (Word, Excel)';

const endingOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * Whether a ticket takes this file, judged by its name's ending and the type the browser reports (an empty type is
 * left to the server, which checks every file's content anyway).
 */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>): boolean {
  const ending = endingOf(file.name);
  const reported = file.type.toLowerCase();
  // Browsers (Android's above all) often say only 'application/octet-stream': the name decides then, and the server checks
  // the content.
  const type = ALIASES[reported] ?? (reported === 'application/octet-stream' ? '' : reported);
  // A name without an ending is judged by its type alone.
  if (!ending) return type in TYPES;
  if (!ENDINGS.has(ending)) return false;
  return !type || (TYPES[type]?.includes(ending) ?? false);
}

export function refusedTypeMessage(names: string[]): string {
  const list = names.join(', ');
  return `${list} ${names.length === 1 ? 'is not a file type' : 'are not file types'} we accept. Please attach ${ACCEPTED_KINDS}.`;
}

/** '512 bytes', '34 KB', '2.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const totalSize = (files: readonly Pick<File, 'size'>[]) => files.reduce((sum, f) => sum + f.size, 0);

export const UPLOAD_LIMIT_TEXT = `${(UPLOAD_LIMIT_BYTES / (1024 * 1024)).toFixed(2)}MB`;

/**
 * The chosen files that fit, in order, while the total stays under the upload limit (spec §5: under 16 MiB in all),
 * and those that would take it to the limit: refused when they are picked, so they never sit in the list blocking
 * the form.
 */
export function fitWithinLimit(kept: readonly Pick<File, 'size'>[], chosen: File[]): { fit: File[]; tooLarge: File[] } {
  let total = totalSize(kept);
  const fit: File[] = [];
  const tooLarge: File[] = [];
  for (const file of chosen) {
    if (total + file.size < UPLOAD_LIMIT_BYTES) {
      fit.push(file);
      total += file.size;
    } else tooLarge.push(file);
  }
  return { fit, tooLarge };
}

export const tooLargeMessage = (names: string[]) => `${UPLOAD_TOO_LARGE_MESSAGE} ${names.join(', ')} ${names.length === 1 ? 'was' : 'were'} not added.`;

export const tooManyFilesMessage = () => `Please attach at most ${MAX_TICKET_FILES} files.`;
export const emptyFileMessage = (names: string[]) => `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} empty, so ${names.length === 1 ? 'it was' : 'they were'} not added.`;
