import { UPLOAD_LIMIT_BYTES } from '@portal/contract';
import * as contract from '@portal/contract/catalogue';
import { formatFileSize, isAcceptedFile, uploadSizeError } from '../attachments';
import { fieldError } from '../server-errors';
import { ActionError } from '@portal/contract';
import { TICKET_ATTACHMENT_TYPES, TICKET_LIMITS, TICKET_MESSAGES, TICKET_REOPEN_DAYS } from '../ticket-rules';

describe('the ticket rules kept in the remote', () => {
  it('equal the contract’s limits, reopen days and file types', () => {
    expect(TICKET_LIMITS).toEqual(contract.TICKET_LIMITS);
    expect(TICKET_REOPEN_DAYS).toBe(contract.TICKET_REOPEN_DAYS);
    expect(Object.keys(TICKET_ATTACHMENT_TYPES).sort()).toEqual([...contract.TICKET_ATTACHMENT_TYPES].sort());
  });

  it('give the contract’s messages', () => {
    const issues = (input: Record<string, unknown>) =>
      contract.createTicketInput.safeParse({ category: 'Technical', subject: 'Valid subject', description: 'A valid description.', idempotencyKey: 'abcdefghijklmnop', ...input })
        .error?.issues.map((i) => i.message);
    expect(issues({ category: '' })).toEqual([TICKET_MESSAGES.category]);
    expect(issues({ subject: 'abcd' })).toEqual([TICKET_MESSAGES.subjectShort]);
    expect(issues({ subject: 'x'.repeat(121) })).toEqual([TICKET_MESSAGES.subjectLong]);
    expect(issues({ description: 'short' })).toEqual([TICKET_MESSAGES.descriptionShort]);
    expect(issues({ description: 'x'.repeat(4001) })).toEqual([TICKET_MESSAGES.descriptionLong]);
    const reply = (body: string) =>
      contract.replyToTicketInput.safeParse({ ticketNumber: 'TCK-1', body, idempotencyKey: 'abcdefghijklmnop' }).error?.issues.map((i) => i.message);
    expect(reply('  ')).toEqual([TICKET_MESSAGES.replyEmpty]);
    expect(reply('x'.repeat(4001))).toEqual([TICKET_MESSAGES.replyLong]);
  });
});

describe('attachments', () => {
  it('takes images, PDF, text and office documents whose name and type agree', () => {
    expect(isAcceptedFile({ name: 'photo.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedFile({ name: 'list.csv', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isAcceptedFile({ name: 'report.docx', type: '' })).toBe(true);
    expect(isAcceptedFile({ name: 'setup.exe', type: 'application/x-msdownload' })).toBe(false);
    expect(isAcceptedFile({ name: 'invoice.pdf', type: 'application/x-msdownload' })).toBe(false);
    expect(isAcceptedFile({ name: 'image.png', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedFile({ name: 'scan', type: 'application/pdf' })).toBe(true);
    expect(isAcceptedFile({ name: 'program', type: 'application/x-msdownload' })).toBe(false);
    expect(isAcceptedFile({ name: 'program', type: '' })).toBe(false);
  });

  it('judges by the name when the browser only says application/octet-stream (the server checks the content)', () => {
    expect(isAcceptedFile({ name: 'statement.pdf', type: 'application/octet-stream' })).toBe(true);
    expect(isAcceptedFile({ name: 'export.csv', type: 'text/x-comma-separated-values' })).toBe(true);
    expect(isAcceptedFile({ name: 'setup.exe', type: 'application/octet-stream' })).toBe(false);
  });

  it('refuses a total of 16 MiB or more, and takes 16 MiB − 1', () => {
    expect(uploadSizeError([{ size: UPLOAD_LIMIT_BYTES - 1 }])).toBeNull();
    expect(uploadSizeError([{ size: UPLOAD_LIMIT_BYTES - 10 }, { size: 10 }])).toBe(
      'File could not be uploaded because it exceeds the max size of 16.00MB.',
    );
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(204800)).toBe('200 KB');
    expect(formatFileSize(UPLOAD_LIMIT_BYTES - 1)).toBe('16.0 MB');
  });
});

describe('server errors at their field', () => {
  it('finds the named field and drops its prefix; others stay with the form', () => {
    const error = (field?: string, message = 'subject: Too long.') => new ActionError({ message, code: 'BAD_INPUT', status: 400, field });
    expect(fieldError(error('subject'), ['subject', 'description'])).toEqual({ field: 'subject', message: 'Too long.' });
    expect(fieldError(error('idempotencyKey', 'idempotencyKey: bad'), ['subject'])).toBeNull();
    expect(fieldError(error(undefined, 'Busy.'), ['subject'])).toBeNull();
    expect(fieldError(new Error('x'), ['subject'])).toBeNull();
  });
});
