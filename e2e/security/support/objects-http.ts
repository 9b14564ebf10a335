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
export async function post(
  baseURL: string,
  route: 'action' | 'download' | 'upload',
  name: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const response = await fetch(`${baseURL}${API}/${route}/${name}`, {
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
