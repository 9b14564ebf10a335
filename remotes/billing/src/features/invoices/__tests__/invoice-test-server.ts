/** Test-only: the portal API for the invoice tests, including the download endpoints that answer files. */
import { mockActions, type ActionReply } from '@portal/ui/testing';

export type Handler = (input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;
export interface FileReply {
  body: string;
  fileName?: string;
  type?: string;
}
export type DownloadHandler = (input: Record<string, unknown>) => FileReply | { error: string; status: number } | Promise<FileReply | { error: string; status: number }>;

export const invoice = (n: number) => ({
  invoiceTxNumber: `INV-${n}`,
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-07',
  total: 1000 + n,
  outstanding: n === 1 ? 1001 : 0,
  status: n === 1 ? 'Unpaid' : 'Paid',
});

/** Answers actions from `actions` and downloads (…/download/{name}) from `downloads`. */
export function serveInvoices(actions: Record<string, Handler> = {}, downloads: Record<string, DownloadHandler> = {}) {
  const fetchMock = mockActions((name, input) => {
    const handler =
      actions[name] ??
      (name === 'billing.GetInvoices' ? () => ({ result: { total: 2, invoices: [invoice(1), invoice(2)] } }) : undefined);
    return handler ? handler(input) : { error: `unexpected ${name}` };
  });
  const actionReply = fetchMock.getMockImplementation()!;
  // A download answers a Response-like file; the cast widens mockActions' envelope-only reply type.
  (fetchMock as jest.Mock).mockImplementation(async (url: string, init?: { body?: string }) => {
    if (!url.includes('/download/')) return actionReply(url, init);
    const name = url.split('/').pop()!;
    const handler = downloads[name];
    const reply = handler ? await handler(JSON.parse(init?.body ?? '{}')) : { error: `unexpected download ${name}`, status: 404 };
    if ('error' in reply) {
      return {
        ok: false,
        status: reply.status,
        json: async () => ({ success: false, result: null, errors: [{ code: 'NOT_FOUND', message: reply.error }] }),
      };
    }
    const headers = new Headers(reply.fileName ? { 'content-disposition': `attachment; filename="${reply.fileName}"` } : {});
    return { ok: true, status: 200, headers, blob: async () => new Blob([reply.body], { type: reply.type ?? 'application/pdf' }) };
  });
  return fetchMock;
}

/** Catches what the page saves: the link's download name and the blob behind its object URL. */
export function captureSavedFiles() {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return { saved, restore: () => click.mockRestore() };
}

/** jsdom's Blob has no text(): read it the old way. */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
