import { text } from '@portal/contract/catalogue';
import { z } from 'zod';
import { defineDownload, defineUpload } from '../../src/actions/define-action';

/**
 * Test-only definitions: no shipped download or upload exists yet, so these drive the routes'
 * plumbing and guards (the same guard every action goes through).
 */
export const freshStatementDownload = defineDownload({
  name: 'test.DownloadStatement',
  auth: 'fresh',
  modules: ['billing'],
  input: z.strictObject({ month: text(7) }),
  handler: async ({ month }, ctx) => ({
    fileName: `../Statement "${month}"\r\nX-Evil: 1.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(`account,month\n${ctx.session.accountCode},${month}\n`),
  }),
});

export const brokenDownload = defineDownload({
  name: 'test.BrokenDownload',
  auth: 'public',
  input: z.strictObject({}),
  handler: async () => {
    throw new Error('connection to 10.0.0.5 failed: password hunter2 rejected');
  },
});

export const ticketAttachmentUpload = defineUpload({
  name: 'test.AttachToTicket',
  auth: 'session',
  modules: ['tickets'],
  input: z.strictObject({ ticketNumber: text(20) }),
  handler: async ({ ticketNumber }, files) => ({
    ticketNumber,
    files: files.map((f) => ({ fileName: f.fileName, mimeType: f.mimeType, size: f.size })),
  }),
});

/** A multipart/form-data body as a browser's FormData sends it: the json part, then the files. */
export function multipart(json: unknown, files: { name: string; type: string; data: Buffer }[], jsonField = 'json') {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${jsonField}"\r\n\r\n${JSON.stringify(json)}\r\n`),
  ];
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
