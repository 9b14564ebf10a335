import type { AddressSuggestion } from '@portal/contract/catalogue';
import { z } from 'zod';
import type { Settings } from '../settings';

/** Suggests street addresses for what a person has typed so far (spec §7 GetGoogleApiConfig). */
export interface AddressLookupAdapter {
  readonly kind: string;
  /** At most MAX_SUGGESTIONS; `countries` are ISO 3166 codes (e.g. ZA). Throws AddressLookupError when the provider fails. */
  suggest(query: string, countries: readonly string[]): Promise<AddressSuggestion[]>;
}

export const MAX_SUGGESTIONS = 5;

/** Why no suggestions came back; the message never holds the API key or the address typed. */
export class AddressLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressLookupError';
  }
}

type Address = AddressSuggestion['address'];

const describe = (a: Address) => [a.line1, a.line2, a.city, a.postalCode].filter(Boolean).join(', ');

const DEMO_ADDRESSES: Address[] = [
  ['12 Jan Smuts Avenue', 'Parktown', 'Johannesburg', '2193'],
  ['240 Jan Smuts Avenue', 'Dunkeld', 'Johannesburg', '2196'],
  ['1 Jan Smuts Avenue', 'Braamfontein', 'Johannesburg', '2001'],
  ['35 Fricker Road', 'Illovo', 'Johannesburg', '2196'],
  ['135 Rivonia Road', 'Sandown', 'Johannesburg', '2196'],
  ['7 Tyrwhitt Avenue', 'Rosebank', 'Johannesburg', '2196'],
  ['191 Oxford Road', 'Rosebank', 'Johannesburg', '2196'],
  ['44 Stanley Avenue', 'Milpark', 'Johannesburg', '2092'],
  ['150 Louis Botha Avenue', 'Houghton Estate', 'Johannesburg', '2198'],
  ['22 Grant Avenue', 'Norwood', 'Johannesburg', '2192'],
  ['9 4th Avenue', 'Melville', 'Johannesburg', '2092'],
  ['60 Main Street', 'Marshalltown', 'Johannesburg', '2001'],
  ['1 Adderley Street', 'Cape Town City Centre', 'Cape Town', '8001'],
  ['102 Long Street', 'Cape Town City Centre', 'Cape Town', '8001'],
  ['45 Kloof Street', 'Gardens', 'Cape Town', '8001'],
  ['230 Main Road', 'Sea Point', 'Cape Town', '8005'],
  ['8 Victoria Road', 'Camps Bay', 'Cape Town', '8005'],
  ['17 Durban Road', 'Bellville', 'Cape Town', '7530'],
  ['29 Belvedere Road', 'Claremont', 'Cape Town', '7708'],
  ['5 Beach Road', 'Muizenberg', 'Cape Town', '7945'],
  ['14 Voortrekker Road', 'Parow', 'Cape Town', '7500'],
  ['50 Main Road', 'Rondebosch', 'Cape Town', '7700'],
  ['10 Florida Road', 'Morningside', 'Durban', '4001'],
  ['150 Anton Lembede Street', 'Durban Central', 'Durban', '4001'],
  ['21 Musgrave Road', 'Musgrave', 'Durban', '4001'],
  ['6 Lighthouse Road', 'Umhlanga Rocks', 'Durban', '4320'],
  ['38 Windermere Road', 'Greyville', 'Durban', '4001'],
  ['77 Jan Smuts Highway', 'Mayville', 'Durban', '4091'],
  ['320 Madiba Street', 'Pretoria Central', 'Pretoria', '0002'],
  ['1090 Pretorius Street', 'Hatfield', 'Pretoria', '0083'],
  ['471 Fehrsen Street', 'Brooklyn', 'Pretoria', '0181'],
  ['15 Lynnwood Road', 'Lynnwood', 'Pretoria', '0081'],
  ['24 Jan Shoba Street', 'Hatfield', 'Pretoria', '0083'],
  ['1 Atterbury Road', 'Menlo Park', 'Pretoria', '0081'],
  ['220 Justice Mahomed Street', 'Sunnyside', 'Pretoria', '0002'],
  ['12 Main Road', 'Walmer', 'Gqeberha', '6070'],
  ['8 Marine Drive', 'Summerstrand', 'Gqeberha', '6001'],
  ['44 Cape Road', 'Newton Park', 'Gqeberha', '6045'],
  ['3 Govan Mbeki Avenue', 'Central', 'Gqeberha', '6001'],
  ['15 Nelson Mandela Drive', 'Brandwag', 'Bloemfontein', '9301'],
  ['101 Zastron Street', 'Westdene', 'Bloemfontein', '9301'],
  ['6 Kellner Street', 'Westdene', 'Bloemfontein', '9301'],
  ['40 President Brand Street', 'Bloemfontein Central', 'Bloemfontein', '9301'],
].map(([line1, line2, city, postalCode]) => ({ line1, line2, city, postalCode }));

/** The demo: a built-in list of South African addresses, each of whose words the query's words must all be found in. */
export function demoAddressLookup(): AddressLookupAdapter {
  const entries = DEMO_ADDRESSES.map((address, i) => ({
    suggestion: { id: `demo-${i + 1}`, description: describe(address), address },
    haystack: describe(address).toLowerCase(),
  }));
  return {
    kind: 'demo',
    async suggest(query, countries) {
      if (!countries.includes('ZA')) return [];
      const words = query.toLowerCase().split(/[\s,]+/).filter(Boolean);
      if (!words.length) return [];
      return entries
        .filter((e) => words.every((w) => e.haystack.includes(w)))
        .slice(0, MAX_SUGGESTIONS)
        .map((e) => e.suggestion);
    },
  };
}

export interface HttpAddressLookupSettings {
  url: string;
  /** Sent as `key`; never logged nor shown. */
  apiKey?: string;
  timeoutMs: number;
}

/** A larger answer is not an autocomplete answer; it is not read further. */
const MAX_ANSWER_BYTES = 256 * 1024;

const field = z.string().trim().max(200);
/**
 * The answer the http adapter expects: Google Places Autocomplete's shape, with each prediction's address given
 * in parts (a small proxy in front of Google, or a provider of one's own, adds `structured`):
 *
 *   { "status": "OK", "predictions": [
 *       { "place_id": "ChIJ…", "description": "12 Jan Smuts Avenue, Parktown, Johannesburg, 2193",
 *         "structured": { "line1": "12 Jan Smuts Avenue", "line2": "Parktown", "city": "Johannesburg", "postalCode": "2193" } } ] }
 *
 * status is optional; OK and ZERO_RESULTS are answers, any other (REQUEST_DENIED, OVER_QUERY_LIMIT, …) a failure.
 * A prediction without place_id, description, structured.line1 or structured.city is left out; line2 and
 * postalCode may be missing (empty).
 */
const prediction = z.object({
  place_id: z.string().trim().min(1).max(300),
  description: field.min(1),
  structured: z.object({ line1: field.min(1), line2: field.optional().default(''), city: field.min(1), postalCode: field.optional().default('') }),
});
const answer = z.object({ status: z.string().optional(), predictions: z.array(z.unknown()).default([]) });
const ANSWER_STATUSES = ['OK', 'ZERO_RESULTS'];

// By name, not instanceof: the DOMException fetch throws may come from another realm (a test runner's sandbox).
const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: unknown } | null)?.name as string);

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new AddressLookupError('The address provider answered with too much data.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks an HTTP provider: GET <url>?input=<query>&components=country:za|country:na&key=<key>, answered as above.
 * No answer within the time limit, a non-2xx answer, a redirect or an answer of another shape throws an
 * AddressLookupError whose message holds neither the key nor the query.
 */
export function httpAddressLookup(settings: HttpAddressLookupSettings): AddressLookupAdapter {
  return {
    kind: 'http',
    async suggest(query, countries) {
      const url = new URL(settings.url);
      url.searchParams.set('input', query);
      if (countries.length) url.searchParams.set('components', countries.map((c) => `country:${c.toLowerCase()}`).join('|'));
      if (settings.apiKey) url.searchParams.set('key', settings.apiKey);
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let text: string;
      try {
        // redirect 'manual': following one would carry the key to wherever it points.
        const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'manual', signal });
        if (response.status < 200 || response.status > 299) {
          await response.body?.cancel().catch(() => undefined);
          throw new AddressLookupError(`The address provider answered HTTP ${response.status}.`);
        }
        text = await readLimited(response);
      } catch (error) {
        if (error instanceof AddressLookupError) throw error;
        if (isTimeout(error)) throw new AddressLookupError(`The address provider did not answer within ${settings.timeoutMs} ms.`);
        const code = (error as { cause?: { code?: unknown } }).cause?.code;
        throw new AddressLookupError(`The address provider could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new AddressLookupError('The address provider did not answer with JSON.');
      }
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new AddressLookupError('The address provider answered in a shape this portal does not read.');
      if (parsed.data.status !== undefined && !ANSWER_STATUSES.includes(parsed.data.status)) {
        throw new AddressLookupError(`The address provider refused the request (${parsed.data.status.slice(0, 40)}).`);
      }
      const suggestions: AddressSuggestion[] = [];
      for (const raw of parsed.data.predictions) {
        const p = prediction.safeParse(raw);
        if (!p.success) continue;
        suggestions.push({ id: p.data.place_id, description: p.data.description, address: p.data.structured });
        if (suggestions.length === MAX_SUGGESTIONS) break;
      }
      return suggestions;
    },
  };
}

/** The adapter ADDRESS_LOOKUP_ADAPTER names; settings.ts has already checked the values (a URL for http). */
export function addressLookupFromSettings(
  settings: Pick<Settings, 'addressLookupAdapter' | 'addressLookupUrl' | 'addressLookupApiKey' | 'addressLookupTimeoutMs'>,
): AddressLookupAdapter {
  if (settings.addressLookupAdapter === 'demo') return demoAddressLookup();
  return httpAddressLookup({ url: settings.addressLookupUrl!, apiKey: settings.addressLookupApiKey, timeoutMs: settings.addressLookupTimeoutMs });
}
