/**
 * PowerDNS's HTTP API (the authoritative server's /api/v1): one zone's rrsets read with GET, changed with PATCH
 * (changetype REPLACE or DELETE, one rrset per name and type, each with one TTL). Names are absolute, with their
 * trailing dot. The API key travels in the X-API-Key header only and is never logged nor put in an error.
 */
export interface PowerDnsSettings {
  /** The web server's address, e.g. http://127.0.0.1:8081 (the /api/v1 path is added; given with it, it is kept). */
  apiUrl: string;
  apiKey: string;
  /** The server id of the URL (/servers/{id}/…); PowerDNS's own is always `localhost`. */
  serverId: string;
  timeoutMs?: number;
}

export interface PowerDnsRecord {
  content: string;
  disabled: boolean;
}

export interface PowerDnsRrset {
  /** Absolute, with the trailing dot: www.example.co.za. */
  name: string;
  type: string;
  ttl: number;
  records: PowerDnsRecord[];
}

export type PowerDnsChange =
  | { changetype: 'REPLACE'; name: string; type: string; ttl: number; records: PowerDnsRecord[] }
  | { changetype: 'DELETE'; name: string; type: string };

/**
 * Why PowerDNS did not do its part. `kind`: the zone is not there (404), PowerDNS refused the data (422, with its
 * reason), or it could not be used at all (unreachable, the key refused, any other answer).
 */
export class PowerDnsError extends Error {
  constructor(
    readonly kind: 'no-zone' | 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PowerDnsError';
  }
}

export interface PowerDnsClient {
  readonly kind: 'powerdns';
  /** The zone's rrsets; `zone` is the domain, with or without its trailing dot. */
  rrsets(zone: string): Promise<PowerDnsRrset[]>;
  /** Applies every change at once (PowerDNS makes one PATCH one transaction). */
  patch(zone: string, changes: PowerDnsChange[]): Promise<void>;
}

export const POWERDNS_TIMEOUT_MS = 5000;

export const absoluteName = (name: string) => (name.endsWith('.') ? name : `${name}.`);

/** PowerDNS's error text, without control characters and not too long: it is shown in a log line, never a key. */
const tidy = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 300);

function apiBase(apiUrl: string, serverId: string) {
  const base = apiUrl.replace(/\/+$/, '');
  const api = /\/api\/v1$/.test(base) ? base : `${base}/api/v1`;
  return `${api}/servers/${encodeURIComponent(serverId)}`;
}

export function powerDnsClient(settings: PowerDnsSettings): PowerDnsClient {
  const base = apiBase(settings.apiUrl, settings.serverId);
  const timeoutMs = settings.timeoutMs ?? POWERDNS_TIMEOUT_MS;
  const zoneUrl = (zone: string) => `${base}/zones/${encodeURIComponent(absoluteName(zone))}`;

  const request = async (method: 'GET' | 'PATCH', zone: string, body?: unknown) => {
    let response: Response;
    try {
      response = await fetch(zoneUrl(zone), {
        method,
        headers: { 'x-api-key': settings.apiKey, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new PowerDnsError('unavailable', `PowerDNS did not answer within ${timeoutMs} ms.`);
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new PowerDnsError('unavailable', `PowerDNS could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`);
    }
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    let reason = tidy(text);
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      if (typeof parsed.error === 'string') reason = tidy(parsed.error);
    } catch {
      // Not JSON (PowerDNS answers 401 and 404 in plain text): the text itself is the reason.
    }
    if (response.status === 404) throw new PowerDnsError('no-zone', `PowerDNS has no zone ${absoluteName(zone)} (HTTP 404).`);
    if (response.status === 422) throw new PowerDnsError('refused', reason || 'PowerDNS refused the change (HTTP 422).');
    if (response.status === 401 || response.status === 403) throw new PowerDnsError('unavailable', `PowerDNS refused the API key (HTTP ${response.status}): check POWERDNS_API_KEY.`);
    throw new PowerDnsError('unavailable', `PowerDNS answered HTTP ${response.status}${reason ? `: ${reason}` : ''}.`);
  };

  return {
    kind: 'powerdns',
    async rrsets(zone) {
      const response = await request('GET', zone);
      const body = (await response.json().catch(() => null)) as { rrsets?: unknown } | null;
      if (!body || !Array.isArray(body.rrsets)) throw new PowerDnsError('unavailable', 'PowerDNS answered a zone without rrsets.');
      return (body.rrsets as Partial<PowerDnsRrset>[])
        .filter((r): r is PowerDnsRrset => typeof r.name === 'string' && typeof r.type === 'string' && typeof r.ttl === 'number' && Array.isArray(r.records))
        .map((r) => ({ name: r.name.toLowerCase(), type: r.type.toUpperCase(), ttl: r.ttl, records: r.records.map((x) => ({ content: String(x.content), disabled: Boolean(x.disabled) })) }));
    },
    async patch(zone, changes) {
      if (!changes.length) return;
      const response = await request('PATCH', zone, { rrsets: changes });
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
