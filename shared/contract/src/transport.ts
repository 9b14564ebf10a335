import { ActionError, type ErrorItem } from './action-error';
import { AUTH_EVENTS, emitAuthEvent, waitForAuthComplete } from './auth-events';
import type { ActionInput, ActionName, ActionOutput } from './catalogue';
import { actionPath, AUTH_HEADER, downloadPath, ERROR_CODES, NETWORK_ERROR_MESSAGE, READS_PATH, uploadPath } from './constants';
import type { ReadAnswer } from './dashboard-reads';
import { getAccessToken } from './session';

interface Envelope<T> {
  success: boolean;
  result: T | null;
  errors?: ErrorItem[];
  correlationId?: string;
}

let serverUrl = '';
/** Where the API lives; empty means the page's own origin. */
export function configureTransport(opts: { serverUrl?: string }) {
  serverUrl = (opts.serverUrl ?? '').replace(/\/$/, '');
}

function headers(extra: Record<string, string> = {}) {
  const token = getAccessToken();
  return { ...(token ? { [AUTH_HEADER]: token } : {}), ...extra };
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(serverUrl + path, { ...init, method: 'POST', credentials: 'include' });
  } catch {
    throw new ActionError({ message: NETWORK_ERROR_MESSAGE, code: 'NETWORK', status: 0 });
  }
}

/** What reading an envelope needs of a response: a fetch Response, or an XMLHttpRequest's answer shaped alike. */
export type EnvelopeResponse = Pick<Response, 'ok' | 'status' | 'json'>;

async function failure(response: EnvelopeResponse): Promise<ActionError> {
  if (response.status === 401) emitAuthEvent(AUTH_EVENTS.unauthorized);
  let body: Envelope<unknown> | null = null;
  try {
    body = (await response.json()) as Envelope<unknown>;
  } catch {
    body = null;
  }
  const first = body?.errors?.[0];
  return new ActionError({
    message: first?.message ?? NETWORK_ERROR_MESSAGE,
    code: first?.code ?? (response.status === 401 ? ERROR_CODES.unauthenticated : 'HTTP_' + response.status),
    status: response.status,
    field: first?.field,
    errors: body?.errors,
    correlationId: body?.correlationId,
  });
}

/** The result of a successful envelope, or the first error text of a failed one as an ActionError. */
async function readEnvelope<T>(response: EnvelopeResponse): Promise<T> {
  if (!response.ok) throw await failure(response);
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) {
    const first = envelope.errors?.[0];
    throw new ActionError({
      message: first?.message ?? NETWORK_ERROR_MESSAGE,
      code: first?.code ?? 'FAILED',
      status: response.status,
      errors: envelope.errors,
      field: first?.field,
      correlationId: envelope.correlationId,
    });
  }
  return envelope.result as T;
}

/**
 * spec §4 Re-auth: when the server wants a fresh token for a sensitive action, raise the re-auth
 * event, wait for auth-complete (the host's prompt renews the token) and go ahead once more, so the
 * person does not click twice. A cancelled prompt fails the action with a message saying so.
 */
async function withReauth<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ActionError) || error.code !== ERROR_CODES.reauthRequired) throw error;
    const completed = waitForAuthComplete();
    emitAuthEvent(AUTH_EVENTS.reauthRequired);
    try {
      await completed;
    } catch (cancelled) {
      throw new ActionError({ message: (cancelled as Error).message, code: ERROR_CODES.reauthRequired, status: 403 });
    }
    return attempt();
  }
}

async function sendAction<N extends ActionName>(name: N, body?: ActionInput<N>): Promise<ActionOutput<N>> {
  const response = await send(actionPath(name), {
    headers: headers({ 'content-type': 'application/json' }),
    body: JSON.stringify(body ?? {}),
  });
  return readEnvelope<ActionOutput<N>>(response);
}

interface EarlyRead {
  token: string | null;
  sentAt: number;
  answer: Promise<unknown>;
}

/** How long an answer read ahead waits for its reader; after that the reader asks the server itself. */
export const READ_AHEAD_KEEP_MS = 20_000;
const earlyReads = new Map<string, EarlyRead>();
const readKey = (name: string, body: unknown) => `${name} ${JSON.stringify(body ?? {})}`;

/** Asks several reads in one request; each answer is read as its own response would have been. */
function sendTogether(names: readonly ActionName[]): Promise<unknown>[] {
  const answers = send(READS_PATH, {
    headers: headers({ 'content-type': 'application/json' }),
    body: JSON.stringify({ reads: names }),
  }).then((response) => readEnvelope<{ answers: ReadAnswer[] }>(response));
  // In the order asked: a missing answer fails that read, whose reader then asks on its own.
  return names.map(async (_, index) => {
    const answer = (await answers).answers[index];
    return readEnvelope({ ok: answer.status < 300, status: answer.status, json: async () => answer });
  });
}

/**
 * Sends reads (each with an empty input) that a page is about to make, while its code is still loading: the first
 * callAction of the same action and input under the same session takes the answer instead of asking again. Several go
 * in one request, so they must be reads the server answers together (READS_TOGETHER in the catalogue). A read that
 * failed is not taken: its reader asks the server itself.
 */
export function readAhead(names: readonly ActionName[]) {
  const now = Date.now();
  for (const [key, read] of earlyReads) if (now - read.sentAt > READ_AHEAD_KEEP_MS) earlyReads.delete(key);
  const unasked = [...new Set(names)].filter((name) => !earlyReads.has(readKey(name, {})));
  const answers = unasked.length > 1 ? sendTogether(unasked) : unasked.map((name) => sendAction(name));
  answers.forEach((answer, index) => {
    answer.catch(() => undefined);
    earlyReads.set(readKey(unasked[index], {}), { token: getAccessToken(), sentAt: now, answer });
  });
}

/** Drops the answers read ahead and not yet taken: the session that asked for them has ended. */
export function forgetReadAhead() {
  earlyReads.clear();
}

function takeEarlyRead(name: string, body: unknown): Promise<unknown> | undefined {
  const key = readKey(name, body);
  const read = earlyReads.get(key);
  if (!read) return undefined;
  earlyReads.delete(key);
  return read.token === getAccessToken() && Date.now() - read.sentAt <= READ_AHEAD_KEEP_MS ? read.answer : undefined;
}

/** Calls one action of the catalogue and returns its result, or throws an ActionError. */
export async function callAction<N extends ActionName>(name: N, body?: ActionInput<N>): Promise<ActionOutput<N>> {
  const early = takeEarlyRead(name, body);
  if (early) {
    try {
      return (await early) as ActionOutput<N>;
    } catch {
      // Asked again below, with the re-auth prompt when the server wants one.
    }
  }
  return withReauth(() => sendAction(name, body));
}

/** Picks the file name out of a content-disposition header. */
export function fileNameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** How much of a download has arrived; `total` is null when the server did not say (or said less than came). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** Reads the body chunk by chunk, telling `onProgress` after each, into one Blob of the response's type. */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const declared = Number(response.headers.get('content-length')) || null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total: declared });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total: declared !== null && received <= declared ? declared : null });
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

export async function downloadFile(
  name: string,
  body: Record<string, unknown> = {},
  onProgress?: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  return withReauth(async () => {
    const response = await send(downloadPath(name), {
      headers: headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await failure(response);
    const blob = onProgress ? await readWithProgress(response, onProgress) : await response.blob();
    return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
  });
}

export async function uploadFiles<T = unknown>(name: string, files: File[], json: Record<string, unknown> = {}): Promise<T> {
  const form = new FormData();
  form.append('json', JSON.stringify(json));
  files.forEach((file) => form.append('files', file, file.name));
  return withReauth(async () => readEnvelope<T>(await send(uploadPath(name), { headers: headers(), body: form })));
}


/**
 * What @portal/contract/upload-progress builds on (a subpath of its own, so the login page does not load it): the
 * session header, the API's address, envelope reading and the re-auth retry. Not for screens.
 */
export const transportInternals = { headers, send, url: (path: string) => serverUrl + path, readEnvelope, withReauth };
