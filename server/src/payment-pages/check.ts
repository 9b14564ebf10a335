import { createHash } from 'node:crypto';
import { AREAS, enabledExtraAreas, isAreaEnabled, parseInstanceConfig } from '@portal/config';
import { z } from 'zod';

/**
 * PCI DSS 4.0.1 11.6.1 for the pages that embed the payment gateway's card frame (docs/security.md "PCI DSS 4.0.1 SAQ
 * A: payment pages"): fetches each payment page as a browser receives it, its scripts and the build inventories
 * (payment-scripts.json of the host and of each enabled area), and tells every difference from the inventories and
 * from the baseline an operator recorded: a script added, removed or changed, a script without its integrity, a
 * security header changed or removed.
 */

/** The pages that embed the card-capture frame or open the pay dialog (the billing area's pages). */
export const PAYMENT_PAGES = ['/account/billing-details'];

/** The security-impacting headers watched on a payment page. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'reporting-endpoints',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
] as const;

const INVENTORY_FILE = 'payment-scripts.json';
const integrityPattern = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const inventorySchema = z.object({
  area: z.string(),
  buildVersion: z.string(),
  scripts: z.array(z.object({ file: z.string().min(1), integrity: z.string().regex(integrityPattern), area: z.string(), why: z.string().min(1) })),
});

export const baselineSchema = z.strictObject({
  recordedAt: z.string(),
  origin: z.string(),
  headers: z.record(z.string(), z.record(z.string(), z.string())),
  scripts: z.record(z.string(), z.string().regex(integrityPattern)),
});
export type PaymentPagesBaseline = z.infer<typeof baselineSchema>;

export type FindingKind =
  | 'header-removed'
  | 'header-changed'
  | 'header-added'
  | 'script-added'
  | 'script-removed'
  | 'script-changed'
  | 'script-not-in-inventory'
  | 'integrity-missing'
  | 'inline-script'
  | 'unreadable';

export interface Finding {
  kind: FindingKind;
  /** A page and header name, or a script's address. */
  subject: string;
  expected?: string;
  received?: string;
}

export interface Observation {
  origin: string;
  /** Per payment page, its security headers as received. */
  headers: Record<string, Record<string, string>>;
  /** Each script's address (on the portal: its path) and the integrity of the bytes served for it. */
  scripts: Record<string, string>;
  findings: Finding[];
}

type Fetch = typeof fetch;

export const sha384 = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

interface Tag {
  name: string;
  attributes: Record<string, string>;
  content: string;
}

/** The script, link and meta elements of a page (the build's HTML is minified: attributes may come unquoted). */
export function tagsOf(html: string): Tag[] {
  const attributesOf = (text: string) => {
    const attributes: Record<string, string> = {};
    for (const a of text.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    return attributes;
  };
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((m) => ({ name: 'script', attributes: attributesOf(m[1]!), content: m[2]! }));
  const others = [...html.matchAll(/<(link|meta)\b([^>]*)>/gi)].map((m) => ({ name: m[1]!.toLowerCase(), attributes: attributesOf(m[2]!), content: '' }));
  return [...scripts, ...others];
}

/** The scripts a page names: script elements, script preloads, and the code lists main.js preloads (meta portal:*-code). */
function scriptsNamedBy(tags: Tag[]) {
  const named: { src: string; integrity?: string; how: string }[] = [];
  const inline: string[] = [];
  for (const tag of tags) {
    const { src, href, rel, as, integrity, type, name, content } = tag.attributes;
    if (tag.name === 'script' && src) named.push({ src, integrity, how: 'script element' });
    else if (tag.name === 'script' && !/json/i.test(type ?? '')) inline.push(tag.content.slice(0, 80));
    else if (tag.name === 'link' && rel === 'preload' && as === 'script' && href) named.push({ src: href, integrity, how: 'script preload' });
    else if (tag.name === 'meta' && name?.startsWith('portal:') && name.endsWith('-code') && content) {
      for (const src of content.split(/\s+/).filter(Boolean)) named.push({ src, how: `listed in ${name}` });
    }
  }
  return { named, inline };
}

/** The address a script is recorded under: its path on the portal's own origin, its full URL elsewhere. */
const keyOf = (url: URL, origin: string) => (url.origin === origin ? url.pathname : `${url.origin}${url.pathname}`);

async function bytesOf(fetchImpl: Fetch, url: URL) {
  const response = await fetchImpl(url, { headers: { 'accept-encoding': 'identity' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function jsonOf(fetchImpl: Fetch, url: URL): Promise<unknown> {
  return JSON.parse(Buffer.from(await bytesOf(fetchImpl, url)).toString('utf8'));
}

/**
 * Where each build's inventory is: the host's at the portal's root, each area's beside its mf-manifest.json, for the
 * areas the instance config enables (its extra areas too: each must publish one).
 */
async function inventories(fetchImpl: Fetch, origin: string) {
  // The served config carries which capabilities are on beside the configured file: only the file's part is checked.
  const { capabilities: _capabilities, ...configured } = (await jsonOf(fetchImpl, new URL('/instance-config.json', origin))) as Record<string, unknown>;
  const config = parseInstanceConfig(configured);
  const manifests = [
    ...AREAS.filter((area) => isAreaEnabled(config, area)).map((area) => config.remotes[area].manifestUrl),
    ...enabledExtraAreas(config).map((extra) => extra.manifestUrl),
  ];
  return [
    { base: new URL('/', origin), manifest: null },
    ...manifests.map((manifestUrl) => ({ base: new URL('.', new URL(manifestUrl, origin)), manifest: new URL(manifestUrl, origin) })),
  ].map((place) => ({ ...place, url: new URL(INVENTORY_FILE, place.base) }));
}

const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string() }), integrity: z.record(z.string(), z.string()).optional() }),
});

/**
 * An area's manifest must name its entry's integrity, and each script's as the area's inventory has it: the host's
 * federation runtime loads them with it.
 */
async function checkManifestIntegrity(fetchImpl: Fetch, manifestUrl: URL, declared: Map<string, string>, origin: string, findings: Finding[]) {
  try {
    const { remoteEntry, integrity = {} } = manifestSchema.parse(await jsonOf(fetchImpl, manifestUrl)).metaData;
    for (const file of new Set([remoteEntry.name, ...Object.keys(integrity)])) {
      const key = keyOf(new URL(file, manifestUrl), origin);
      if (integrity[file] !== declared.get(key)) {
        findings.push({ kind: 'integrity-missing', subject: `${keyOf(manifestUrl, origin)} ${file}`, expected: declared.get(key) ?? '(not in the inventory)', received: integrity[file] ?? '(none)' });
      }
    }
  } catch (error) {
    findings.push({ kind: 'unreadable', subject: keyOf(manifestUrl, origin), received: (error as Error).message.split('\n')[0] });
  }
}

/** Fetches the payment pages, their scripts and the inventories, and tells what does not match the inventories. */
export async function observePaymentPages(origin: string, fetchImpl: Fetch = fetch): Promise<Observation> {
  const findings: Finding[] = [];
  const headers: Observation['headers'] = {};
  const scripts: Observation['scripts'] = {};
  const declared = new Map<string, string>();

  for (const place of await inventories(fetchImpl, origin)) {
    let inventory;
    try {
      inventory = inventorySchema.parse(await jsonOf(fetchImpl, place.url));
    } catch (error) {
      findings.push({ kind: 'unreadable', subject: keyOf(place.url, origin), received: (error as Error).message.split('\n')[0] });
      continue;
    }
    for (const script of inventory.scripts) declared.set(keyOf(new URL(script.file, place.base), origin), script.integrity);
    if (place.manifest) await checkManifestIntegrity(fetchImpl, place.manifest, declared, origin, findings);
  }

  const namedByPages = new Map<string, { integrity?: string; how: string; page: string }>();
  for (const page of PAYMENT_PAGES) {
    const response = await fetchImpl(new URL(page, origin), { headers: { accept: 'text/html', 'accept-encoding': 'identity' }, cache: 'no-store' });
    headers[page] = Object.fromEntries(SECURITY_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
    const { named, inline } = scriptsNamedBy(tagsOf(await response.text()));
    for (const sample of inline) findings.push({ kind: 'inline-script', subject: page, received: sample });
    for (const script of named) namedByPages.set(keyOf(new URL(script.src, new URL(page, origin)), origin), { ...script, page });
  }

  for (const [key, named] of namedByPages) {
    if (!declared.has(key)) findings.push({ kind: 'script-not-in-inventory', subject: key, received: `${named.how} of ${named.page}` });
    else if (!named.how.startsWith('listed in') && named.integrity !== declared.get(key)) {
      findings.push({ kind: 'integrity-missing', subject: key, expected: declared.get(key), received: named.integrity ?? '(none)' });
    }
  }

  for (const key of new Set([...declared.keys(), ...namedByPages.keys()])) {
    try {
      scripts[key] = sha384(await bytesOf(fetchImpl, new URL(key, origin)));
    } catch (error) {
      findings.push({ kind: 'unreadable', subject: key, received: (error as Error).message });
      continue;
    }
    const expected = declared.get(key);
    if (expected && expected !== scripts[key]) findings.push({ kind: 'script-changed', subject: key, expected, received: scripts[key] });
  }
  return { origin, headers, scripts, findings };
}

/** What differs from the recorded baseline: the watched headers of each page, and the scripts and their bytes. */
export function compareWithBaseline(baseline: PaymentPagesBaseline, observation: Observation): Finding[] {
  const findings: Finding[] = [];
  for (const [page, expected] of Object.entries(baseline.headers)) {
    const received = observation.headers[page] ?? {};
    for (const name of SECURITY_HEADERS) {
      const subject = `${page} ${name}`;
      if (expected[name] !== undefined && received[name] === undefined) findings.push({ kind: 'header-removed', subject, expected: expected[name] });
      else if (expected[name] === undefined && received[name] !== undefined) findings.push({ kind: 'header-added', subject, received: received[name] });
      else if (expected[name] !== received[name]) findings.push({ kind: 'header-changed', subject, expected: expected[name], received: received[name] });
    }
  }
  for (const [key, integrity] of Object.entries(baseline.scripts)) {
    if (!(key in observation.scripts)) findings.push({ kind: 'script-removed', subject: key, expected: integrity });
    else if (observation.scripts[key] !== integrity) findings.push({ kind: 'script-changed', subject: key, expected: integrity, received: observation.scripts[key] });
  }
  for (const [key, integrity] of Object.entries(observation.scripts)) {
    if (!(key in baseline.scripts)) findings.push({ kind: 'script-added', subject: key, received: integrity });
  }
  return findings;
}

/** The headers every payment page must send whatever the baseline says: without them the page is not protected. */
export function missingProtections(observation: Observation): Finding[] {
  const findings: Finding[] = [];
  for (const [page, received] of Object.entries(observation.headers)) {
    const csp = received['content-security-policy'] ?? '';
    if (!/(^|;)\s*script-src\s/.test(csp)) findings.push({ kind: 'header-removed', subject: `${page} content-security-policy script-src`, received: csp || '(none)' });
    if (!/(^|;)\s*report-to\s/.test(csp)) findings.push({ kind: 'header-removed', subject: `${page} content-security-policy report-to`, received: csp || '(none)' });
    for (const name of ['reporting-endpoints', 'x-content-type-options'] as const) {
      if (!received[name]) findings.push({ kind: 'header-removed', subject: `${page} ${name}` });
    }
  }
  return findings;
}

export const baselineOf = (observation: Observation, now = new Date()): PaymentPagesBaseline => ({
  recordedAt: now.toISOString(),
  origin: observation.origin,
  headers: observation.headers,
  scripts: observation.scripts,
});

/** Every finding of one check: against the inventories, the protections, and (when there is one) the baseline. */
export async function checkPaymentPages(origin: string, baseline: PaymentPagesBaseline | null, fetchImpl: Fetch = fetch) {
  const observation = await observePaymentPages(origin, fetchImpl);
  const findings = [...observation.findings, ...missingProtections(observation), ...(baseline ? compareWithBaseline(baseline, observation) : [])];
  return { observation, findings };
}
