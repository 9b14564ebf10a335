import { ActionError } from '../action-error';
import { AUTH_EVENTS, onAuthEvent } from '../auth-events';
import { AUTH_HEADER, NETWORK_ERROR_MESSAGE } from '../constants';
import { saveAccessToken, clearSession } from '../session';
import { callAction, downloadFile, fileNameFromDisposition, uploadFiles } from '../transport';

const jsonResponse = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    headers: new Headers(),
  }) as unknown as Response;

const fakeToken = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('transport (spec §7)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    clearSession();
  });

  it('POSTs the JSON body to the action path with cookies and the session token in the custom header', async () => {
    const token = fakeToken({ role: 'customer', portal_modules: [] });
    saveAccessToken(token);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, result: { authenticated: true }, errors: [] }));

    await expect(callAction('auth.ValidateSession', {})).resolves.toEqual({ authenticated: true });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/solid/isp-portal/action/auth.ValidateSession');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers[AUTH_HEADER]).toBe(token);
    expect(JSON.parse(init.body)).toEqual({});
  });

  it('raises the first error text of a failed envelope as an ActionError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        result: null,
        errors: [
          { code: 'BAD_INPUT', message: 'cellNumber: Please enter a valid phone number.', field: 'cellNumber' },
          { code: 'BAD_INPUT', message: 'second' },
        ],
      }),
    );
    const error = await callAction('login.otp.RequestOtp', { cellNumber: '1' }).catch((e) => e);
    expect(error).toBeInstanceOf(ActionError);
    expect(error.message).toBe('cellNumber: Please enter a valid phone number.');
    expect(error.field).toBe('cellNumber');
    expect(error.status).toBe(400);
  });

  it('raises the network error message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callAction('auth.ValidateSession', {})).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
  });

  it('announces an HTTP 401 on the auth-event bus', async () => {
    const heard = jest.fn();
    const off = onAuthEvent(AUTH_EVENTS.unauthorized, heard);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, errors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in.' }] }));
    await expect(callAction('account.GetAccount', {})).rejects.toMatchObject({ message: 'Please sign in.' });
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });

  it('returns a downloaded file as a Blob named from content-disposition', async () => {
    const blob = new Blob(['%PDF-1.7']);
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      blob: async () => blob,
      headers: new Headers({ 'content-disposition': 'attachment; filename="invoice-INV1001.pdf"' }),
    });
    const file = await downloadFile('billing.doc.DownloadPDFInvoice', { invoiceTxNumber: 'INV1001' });
    expect(file).toEqual({ blob, fileName: 'invoice-INV1001.pdf' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/solid/isp-portal/download/billing.doc.DownloadPDFInvoice');
  });

  it('uploads the files plus a json part as multipart form data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, result: { stored: 1 } }));
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await expect(uploadFiles('tickets.Attach', [file], { ticketNumber: 'T1' })).resolves.toEqual({ stored: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/solid/isp-portal/upload/tickets.Attach');
    const form = init.body as FormData;
    expect(form.get('json')).toBe(JSON.stringify({ ticketNumber: 'T1' }));
    expect((form.get('files') as File).name).toBe('note.txt');
  });

  it('raises the first error text of a failed upload', async () => {
    fetchMock.mockResolvedValue(jsonResponse(413, { success: false, errors: [{ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' }] }));
    await expect(uploadFiles('tickets.Attach', [])).rejects.toMatchObject({ message: 'The request is too large.', status: 413 });
  });

  it('reads plain and RFC 5987 file names', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''statement%202026.pdf")).toBe('statement 2026.pdf');
    expect(fileNameFromDisposition(null, 'x.bin')).toBe('x.bin');
  });
});
