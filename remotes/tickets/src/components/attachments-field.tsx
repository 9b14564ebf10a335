import { Button, VisuallyHidden } from '@portal/ui';
import { forwardRef, useId, useImperativeHandle, useRef, useState, type ChangeEvent } from 'react';
import { MAX_TICKET_FILES } from '../lib/ticket-rules';
import {
  ACCEPT,
  emptyFileMessage,
  fitWithinLimit,
  tooLargeMessage,
  tooManyFilesMessage,
  ACCEPTED_KINDS,
  formatFileSize,
  isAcceptedFile,
  refusedTypeMessage,
  totalSize,
  UPLOAD_LIMIT_TEXT,
  uploadSizeError,
} from '../lib/attachments';

export interface AttachmentsFieldProps {
  label?: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** A message from elsewhere (the server's, naming the files). */
  error?: string;
  disabled?: boolean;
}

export interface AttachmentsFieldHandle {
  focus: () => void;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A file picker for several files (spec §5 Upload): each chosen file is listed with its size and a Remove button;
 * files of a type a ticket does not take, and files that would take the total to 16 MiB or more (with the spec's
 * message), are refused at once.
 */
export const AttachmentsField = forwardRef<AttachmentsFieldHandle, AttachmentsFieldProps>(function AttachmentsField(
  { label = 'Attachments (optional)', files, onFilesChange, error, disabled },
  ref,
) {
  const id = `tk-files-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);

  const sizeError = uploadSizeError(files);
  const shownError = sizeError ?? error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const wrong = chosen.filter((f) => !isAcceptedFile(f));
    const empty = chosen.filter((f) => isAcceptedFile(f) && f.size === 0);
    const room = Math.max(0, MAX_TICKET_FILES - files.length);
    const candidates = chosen.filter((f) => isAcceptedFile(f) && f.size > 0 && !files.some((had) => sameFile(had, f)));
    const { fit, tooLarge } = fitWithinLimit(files, candidates.slice(0, room));
    const problems = [
      wrong.length ? refusedTypeMessage(wrong.map((f) => f.name)) : null,
      empty.length ? emptyFileMessage(empty.map((f) => f.name)) : null,
      tooLarge.length ? tooLargeMessage(tooLarge.map((f) => f.name)) : null,
      candidates.length > room ? tooManyFilesMessage() : null,
    ].filter(Boolean);
    setRefused(problems.length ? problems.join(' ') : null);
    if (fit.length) onFilesChange([...files, ...fit]);
  };

  const remove = (index: number) => {
    onFilesChange(files.filter((_, i) => i !== index));
    setRefused(null);
    inputRef.current?.focus();
  };

  const described = [`${id}-hint`, shownError && `${id}-error`, refused && `${id}-refused`].filter(Boolean).join(' ');
  return (
    <div className={`portal-field tk-attachments${shownError || refused ? ' portal-field--invalid' : ''}`}>
      <label htmlFor={id} className="portal-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="portal-field__hint">
        You can attach up to {MAX_TICKET_FILES} files: {ACCEPTED_KINDS}, under {UPLOAD_LIMIT_TEXT} in total.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        className="tk-file-input"
        disabled={disabled}
        aria-invalid={shownError || refused ? true : undefined}
        aria-describedby={described}
        onChange={choose}
      />
      {refused && (
        <p id={`${id}-refused`} className="portal-field__error" role="alert">
          {refused}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} className="portal-field__error" role="alert">
          {shownError}
        </p>
      )}
      {files.length > 0 && (
        <>
          <ul className="tk-file-list" aria-label="Chosen files">
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="tk-file">
                <span className="tk-file__name">{file.name}</span>
                <span className="tk-file__size">{formatFileSize(file.size)}</span>
                <Button variant="ghost" className="tk-file__remove" disabled={disabled} onClick={() => remove(index)}>
                  Remove<VisuallyHidden> {file.name}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
          <p className="portal-field__hint tk-file-total">
            {files.length} {files.length === 1 ? 'file' : 'files'}, {formatFileSize(totalSize(files))} of {UPLOAD_LIMIT_TEXT} in total
          </p>
        </>
      )}
    </div>
  );
});
