import { UPLOAD_LIMIT_BYTES } from '@portal/contract';
import { TICKET_ATTACHMENT_TYPES } from '@portal/contract/catalogue';
import { fromBuffer } from 'file-type';
import type { UploadedFile } from '../define-action';
import type { ContentFacts } from '../../files/content-probe';
import { badInput, tooLarge } from '../../http/action-failure';
import { UPLOAD_TOO_LARGE } from '../../http/file-routes';

export const MAX_TICKET_FILES = 10;

type AttachmentType = (typeof TICKET_ATTACHMENT_TYPES)[number];

/** The names each accepted type may carry. */
const EXTENSIONS: Record<AttachmentType, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

const KIND: Record<AttachmentType, string> = {
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/gif': 'a GIF image',
  'image/webp': 'a WebP image',
  'application/pdf': 'a PDF',
  'text/plain': 'a text file',
  'text/csv': 'a CSV file',
  'application/msword': 'a Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document',
  'application/vnd.ms-excel': 'an Excel workbook',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel workbook',
};

export interface CheckedFile {
  fileName: string;
  /** Found in the bytes, not taken from the browser. */
  contentType: AttachmentType;
  size: number;
  sha256: string;
  storageKey: string;
}

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

const notAccepted = (fileName: string) => badInput(`${fileName} is not a file type we accept (images, PDF, text and office documents).`, 'files');

/** What the bytes are, as one of the accepted types, or null. */
async function sniff(fileName: string, { head, text }: ContentFacts): Promise<AttachmentType | null> {
  const found = await fromBuffer(head);
  const extension = extensionOf(fileName);
  // Old Word and Excel files are both compound documents: the name tells them apart (and leaves out .msi and the like).
  if (found?.mime === 'application/x-cfb') {
    if (extension === 'doc') return 'application/msword';
    if (extension === 'xls') return 'application/vnd.ms-excel';
    return null;
  }
  if (found && found.mime !== 'application/xml') {
    return (TICKET_ATTACHMENT_TYPES as readonly string[]).includes(found.mime) ? (found.mime as AttachmentType) : null;
  }
  // Text has no magic number: UTF-8 that decodes cleanly and holds no NUL byte.
  if (!text) return null;
  if (extension === 'csv') return 'text/csv';
  if (extension === 'txt' || extension === 'log') return 'text/plain';
  return null;
}

/**
 * Checks a ticket's files: how many, how large in total, and what each is by its content (its first bytes, and for
 * text all of them, as they streamed in). A file whose name
 * claims another type than its bytes (a PNG named notes.txt) is refused too, so the name a download offers never
 * misleads the program that opens it.
 */
export async function checkAttachments(files: UploadedFile[]): Promise<CheckedFile[]> {
  if (files.length > MAX_TICKET_FILES) throw badInput(`Please attach at most ${MAX_TICKET_FILES} files.`, 'files');
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total >= UPLOAD_LIMIT_BYTES) throw tooLarge(UPLOAD_TOO_LARGE);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.size === 0) throw badInput(`${file.fileName} is empty.`, 'files');
    const contentType = await sniff(file.fileName, file.content);
    if (!contentType) throw notAccepted(file.fileName);
    const extension = extensionOf(file.fileName);
    if (extension && !EXTENSIONS[contentType].includes(extension)) {
      throw badInput(
        `${file.fileName} is ${KIND[contentType]}, but its name ends in .${extension}. Please name it .${EXTENSIONS[contentType][0]} and attach it again.`,
        'files',
      );
    }
    checked.push({ fileName: file.fileName, contentType, size: file.size, sha256: file.sha256, storageKey: file.storageKey });
  }
  return checked;
}
