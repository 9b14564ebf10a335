import { request as httpRequest } from 'node:http';

export const API = '/api/solid/isp-portal';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  /** The parsed JSON envelope, when the body is one. */
  envelope: { success?: boolean; errors?: { code?: string; message?: string }[] } | null;
}

const parseEnvelope = (text: string): RawAnswer['envelope'] => {
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** POST to an action or a download with a JSON body (or raw text sent as is); the token in the portal's header. */
export function post(
  baseURL: string,
  route: 'action' | 'download' | 'upload',
  name: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return postTo(`${baseURL}${API}/${route}/${name}`, body, token, headers);
}

/** POST to any address with a JSON body (or raw text sent as is); the token in the portal's header. */
export async function postTo(url: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-portal-authorization': token } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  const text = buffer.toString('utf8');
  return { status: response.status, headers: Object.fromEntries(response.headers), body: buffer, text, envelope: parseEnvelope(text) };
}

/**
 * A request whose path goes on the wire exactly as given: fetch would resolve `../` and re-encode, which is
 * precisely what a traversal attack must not have done for it.
 */
export function rawRequest(
  baseURL: string,
  method: string,
  rawPath: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: rawPath,
        headers: { ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const text = buffer.toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buffer, text, envelope: parseEnvelope(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** What a 4xx answer must carry: the portal's JSON envelope with a message to show. */
export function envelopeProblem(answer: RawAnswer): string | null {
  const message = answer.envelope?.errors?.[0]?.message;
  if (answer.envelope?.success !== false) return `no JSON failure envelope: ${answer.text.slice(0, 200)}`;
  if (typeof message !== 'string' || message.trim() === '') return `no error message: ${answer.text.slice(0, 200)}`;
  return null;
}

export interface FilePart {
  fileName: string;
  data: Buffer | string;
  /** What the browser would say it is; the server checks the bytes anyway. */
  contentType?: string;
}

export const MULTIPART_BOUNDARY = 'portal-attack-boundary';

/**
 * A multipart body as the portal's upload transport sends it (spec §7): a `json` field, then each file in a `files`
 * part. `json` undefined leaves the json part out; a string is sent as is.
 */
export function multipartBody(json: unknown, files: FilePart[] = []): Buffer {
  const chunks: Buffer[] = [];
  const part = (headers: string, data: Buffer | string) =>
    chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n'));
  if (json !== undefined) part('Content-Disposition: form-data; name="json"', typeof json === 'string' ? json : JSON.stringify(json));
  for (const file of files) {
    const name = file.fileName.replace(/["\r\n]/g, '_');
    part(`Content-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}`, file.data);
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** POST .../upload/<name>: the json part and the files, multipart, the token in the portal's header. */
export function upload(baseURL: string, name: string, json: unknown, files: FilePart[] = [], token?: string): Promise<RawAnswer> {
  return rawRequest(baseURL, 'POST', `${API}/upload/${name}`, multipartBody(json, files), {
    'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    ...(token ? { 'x-portal-authorization': token } : {}),
  });
}

/** Sends a body the way its route takes it: JSON to an action or a download, the json part of a multipart body to an upload. */
export function send(baseURL: string, route: 'action' | 'download' | 'upload', name: string, body: unknown, token?: string): Promise<RawAnswer> {
  return route === 'upload' ? upload(baseURL, name, body, [], token) : post(baseURL, route, name, body, token);
}
