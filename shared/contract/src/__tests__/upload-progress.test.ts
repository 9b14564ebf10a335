import { ActionError } from '../action-error';
import { AUTH_EVENTS, emitAuthEvent, onAuthEvent } from '../auth-events';
import { AUTH_HEADER, NETWORK_ERROR_MESSAGE } from '../constants';
import { clearSession, saveAccessToken } from '../session';
import { uploadFilesWithProgress, type UploadProgress } from '../upload-progress';

/** What one scripted request answers: progress steps of the body going out, then a status and body (or a network failure). */
type Answer = { progress?: [number, number][]; status: number; body: unknown } | 'network-error';

/** Stands in for XMLHttpRequest: records what is sent, and answers from a script in order. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static script: Answer[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.script.shift();
    setTimeout(() => {
      if (!answer || answer === 'network-error') return this.onerror?.();
      for (const [loaded, total] of answer.progress ?? []) {
        this.upload.onprogress?.({ loaded, total, lengthComputable: total > 0 } as ProgressEvent);
      }
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const fakeToken = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const realXhr = global.XMLHttpRequest;

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.script = [];
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  clearSession();
});
afterAll(() => {
  global.XMLHttpRequest = realXhr;
});

describe('uploadFilesWithProgress (spec §7 uploads)', () => {
  it('POSTs the json part and the files as multipart with cookies and the session header, telling how far the body has gone', async () => {
    const token = fakeToken({ accountCode: 'CUS1001' });
    saveAccessToken(token);
    FakeXhr.script.push({ progress: [[0, 200], [120, 200], [200, 200]], status: 200, body: { success: true, result: { ticketNumber: 'TCK-9' } } });
    const heard: UploadProgress[] = [];
    const a = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const b = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });

    await expect(uploadFilesWithProgress('tickets.CreateTicket', [a, b], { subject: 'No line' }, (p) => heard.push(p))).resolves.toEqual({
      ticketNumber: 'TCK-9',
    });

    const [request] = FakeXhr.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/solid/isp-portal/upload/tickets.CreateTicket');
    expect(request.withCredentials).toBe(true);
    expect(request.headers[AUTH_HEADER]).toBe(token);
    expect(request.body?.get('json')).toBe(JSON.stringify({ subject: 'No line' }));
    expect((request.body?.getAll('files') as File[]).map((f) => f.name)).toEqual(['note.txt', 'scan.pdf']);
    expect(heard).toEqual([
      { sent: 0, total: 200 },
      { sent: 120, total: 200 },
      { sent: 200, total: 200 },
    ]);
  });

  it('says the total is unknown when the browser cannot tell it', async () => {
    FakeXhr.script.push({ progress: [[50, 0]], status: 200, body: { success: true, result: {} } });
    const heard: UploadProgress[] = [];
    await uploadFilesWithProgress('tickets.CreateTicket', [], {}, (p) => heard.push(p));
    expect(heard).toEqual([{ sent: 50, total: null }]);
  });

  it('raises the first error of a refused upload as an ActionError, naming its field', async () => {
    FakeXhr.script.push({
      status: 400,
      body: { success: false, result: null, errors: [{ code: 'BAD_INPUT', message: 'subject: Please keep the subject to 120 characters.', field: 'subject' }] },
    });
    const error = await uploadFilesWithProgress('tickets.CreateTicket', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ActionError);
    expect(error).toMatchObject({ message: 'subject: Please keep the subject to 120 characters.', field: 'subject', status: 400, code: 'BAD_INPUT' });
  });

  it('raises the upload limit message of a 413', async () => {
    const message = 'File could not be uploaded because it exceeds the max size of 16.00MB.';
    FakeXhr.script.push({ status: 413, body: { success: false, errors: [{ code: 'PAYLOAD_TOO_LARGE', message }] } });
    await expect(uploadFilesWithProgress('tickets.CreateTicket', [])).rejects.toMatchObject({ message, status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('raises a failed envelope of a 200 answer too', async () => {
    FakeXhr.script.push({ status: 200, body: { success: false, result: null, errors: [{ code: 'CONFLICT', message: 'This ticket is closed.' }] } });
    await expect(uploadFilesWithProgress('tickets.ReplyToTicket', [])).rejects.toMatchObject({ message: 'This ticket is closed.', code: 'CONFLICT' });
  });

  it('raises the network message when the server cannot be reached', async () => {
    FakeXhr.script.push('network-error');
    await expect(uploadFilesWithProgress('tickets.CreateTicket', [])).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
  });

  it('announces a 401 on the auth-event bus', async () => {
    const heard = jest.fn();
    const off = onAuthEvent(AUTH_EVENTS.unauthorized, heard);
    FakeXhr.script.push({ status: 401, body: { success: false, errors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in.' }] } });
    await expect(uploadFilesWithProgress('tickets.CreateTicket', [])).rejects.toMatchObject({ message: 'Please sign in.', status: 401 });
    off();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('after a re-auth prompt sends the same body again with the renewed token', async () => {
    saveAccessToken(fakeToken({ n: 1 }));
    const renewed = fakeToken({ n: 2 });
    FakeXhr.script.push(
      { status: 403, body: { success: false, errors: [{ code: 'REAUTH_REQUIRED', message: 'Please re-authenticate to continue.' }] } },
      { status: 200, body: { success: true, result: { ticketNumber: 'TCK-3' } } },
    );
    const off = onAuthEvent(AUTH_EVENTS.reauthRequired, () => {
      saveAccessToken(renewed);
      emitAuthEvent(AUTH_EVENTS.authComplete);
    });
    await expect(uploadFilesWithProgress('tickets.CreateTicket', [], { idempotencyKey: 'key-0123456789abcdef' })).resolves.toEqual({
      ticketNumber: 'TCK-3',
    });
    off();
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1].headers[AUTH_HEADER]).toBe(renewed);
    expect(FakeXhr.sent[1].body?.get('json')).toBe(JSON.stringify({ idempotencyKey: 'key-0123456789abcdef' }));
  });
});
