/**
 * Test-only: stands in for XMLHttpRequest, which the progress upload (uploadFilesWithProgress) sends through, the way
 * @portal/ui/testing's mockActions stands in for fetch. Each request waits until the test answers it.
 */
export interface FakeUpload {
  /** The upload's action name, e.g. 'tickets.CreateTicket'. */
  action: string;
  json: Record<string, unknown>;
  files: File[];
  /** The browser says this much of the body has gone out. */
  progress: (sent: number, total: number) => void;
  /** The server answers the envelope's result. */
  succeed: (result: unknown) => void;
  /** The server refuses: status, message and the field it names. */
  fail: (message: string, opts?: { status?: number; field?: string; code?: string }) => void;
}

export function mockUploads() {
  const requests: FakeUpload[] = [];
  const real = global.XMLHttpRequest;

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const answer = (status: number, envelope: unknown) => {
        this.status = status;
        this.responseText = JSON.stringify(envelope);
        this.onload?.();
      };
      requests.push({
        action: this.url.split('/').pop() ?? '',
        json: JSON.parse(String(body.get('json'))) as Record<string, unknown>,
        files: body.getAll('files') as File[],
        progress: (sent, total) => this.upload.onprogress?.({ loaded: sent, total, lengthComputable: true } as ProgressEvent),
        succeed: (result) => answer(200, { success: true, result }),
        fail: (message, { status = 400, field, code = 'BAD_INPUT' } = {}) =>
          answer(status, { success: false, result: null, errors: [{ code, message, ...(field ? { field } : {}) }] }),
      });
    }
  }

  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore: () => {
      global.XMLHttpRequest = real;
    },
  };
}

/** A file of the given size without holding its bytes (jsdom reads `size` from the parts). */
export function fileOfSize(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
