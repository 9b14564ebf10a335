/**
 * Test-only: the portal API behind `fetch` for this area's tests. Actions answer envelopes (with an error code and
 * field when asked, e.g. REAUTH_REQUIRED), downloads answer files. Unknown names fail the call loudly.
 */
import { STORAGE_KEYS } from '@portal/contract';
import { checkFixture } from '@portal/ui/testing';

export type Reply =
  | { result: unknown }
  | { error: string; status?: number; code?: string; field?: string }
  | 'pending';
export type Handler = (input: Record<string, unknown>) => Reply | Promise<Reply>;
export interface FileReply {
  body: string;
  fileName?: string;
  type?: string;
}
export type DownloadHandler = (input: Record<string, unknown>) => FileReply | { error: string; status: number } | Promise<FileReply | { error: string; status: number }>;

const failure = (status: number, code: string, message: string, field?: string) => ({
  ok: false,
  status,
  json: async () => ({ success: false, result: null, errors: [{ code, message, ...(field ? { field } : {}) }] }),
});

export function serve(actions: Record<string, Handler>, downloads: Record<string, DownloadHandler> = {}) {
  const fetchMock = jest.fn(async (url: string, init?: { body?: string }) => {
    const name = url.split('/').pop() ?? '';
    const input = JSON.parse(init?.body ?? '{}') as Record<string, unknown>;
    if (url.includes('/download/')) {
      const handler = downloads[name];
      const reply = handler ? await handler(input) : { error: `unexpected download ${name}`, status: 404 };
      if ('error' in reply) return failure(reply.status, 'NOT_FOUND', reply.error);
      const headers = new Headers(reply.fileName ? { 'content-disposition': `attachment; filename="${reply.fileName}"` } : {});
      return { ok: true, status: 200, headers, blob: async () => new Blob([reply.body], { type: reply.type ?? 'application/pdf' }) };
    }
    const handler = actions[name];
    const reply = handler ? await handler(input) : { error: `unexpected action ${name}`, status: 404 };
    if (reply === 'pending') return new Promise<never>(() => undefined);
    if ('error' in reply) return failure(reply.status ?? 503, reply.code ?? 'INTERNAL', reply.error, reply.field);
    checkFixture(name, reply.result);
    return { ok: true, status: 200, json: async () => ({ success: true, result: reply.result }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The inputs sent to one action or download, in order. */
export const sentTo = (fetchMock: jest.Mock, name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${name}`))
    .map(([, init]) => JSON.parse((init as { body: string }).body) as Record<string, unknown>);

/** Signs in (in the session store) with a token carrying these claims; the server is mocked, so it is unsigned. */
/** The account holder with every module, as most pages are seen. */
export const signInAsHolder = () =>
  signInWith({ role: 'customer', portal_modules: ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets', 'access'] });

export function signInWith(claims: { role?: string; portal_modules: string[]; personId?: number }) {
  const body = btoa(JSON.stringify({ role: 'customer', personId: 1, accountCode: 'CUS1001', ...claims }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: `h.${body}.s` }));
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

/** Makes useIsMobile() answer `mobile` (jsdom has no matchMedia). */
export function setViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export const accountFixture = {
  accountId: 1,
  accountCode: 'CUS1001',
  customerName: 'Thandi Mokoena',
  enterprise: false,
  status: 'Active',
  parentAccountCode: null,
  contact: { personId: 1, firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com', cellNumber: '0821234567', landline: null as string | null },
  postalAddress: { line1: 'PO Box 12', line2: '', city: 'Johannesburg', postalCode: '2000' },
  physicalAddress: { line1: '12 Main Road', line2: 'Unit 4', city: 'Johannesburg', postalCode: '2001' },
  role: 'customer',
  portalModules: ['account'],
};

/** Back to jsdom's own window (no matchMedia: desktop). */
export function resetViewport() {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
