import { ERROR_CODES } from '@portal/contract';
import type { DnsRecord, DnsType } from '@portal/contract/catalogue';
import { ActionFailure, badInput } from '../../../http/action-failure';

/** The same checks whichever adapter keeps the records: the demo's tables or PowerDNS. */

export const DOMAIN = ['domain'] as const;
export const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

export interface RecordData {
  type: DnsType;
  name: string;
  value: string;
  priority: number | null;
  ttl: number;
}

/** A record next to which another one is checked: any type, since a zone holds NS, SOA and others too. */
export interface NeighbourRecord {
  type: string;
  name: string;
  value: string;
}

/** A name as typed, relative to the domain: the domain itself (or '@') is '@', 'www.example.co.za' is 'www'. */
export function relativeName(name: string, domain: string) {
  const bare = name.replace(/\.$/, '').toLowerCase();
  if (bare === domain) return '@';
  if (bare.endsWith(`.${domain}`)) return bare.slice(0, -domain.length - 1);
  return bare;
}

/** A host name value as stored: lower case, without the trailing dot. */
export const normaliseValue = (type: DnsType, value: string) => (type === 'CNAME' || type === 'MX' ? value.trim().toLowerCase().replace(/\.$/, '') : value.trim());

export const fullName = (name: string, domain: string) => (name === '@' ? domain : `${name}.${domain}`);

export const describeRecord = (r: { type: string; name: string }, domain: string) => `${r.type} record ${fullName(r.name, domain)}`;

/**
 * Refuses a record that cannot sit next to the others (400 naming the field): a CNAME at the domain itself or next
 * to other records of its name, any record next to a CNAME, and the same record twice (409).
 */
export function checkNeighbours(record: RecordData, live: NeighbourRecord[], domain: string) {
  const sameName = live.filter((o) => o.name === record.name);
  const shown = fullName(record.name, domain);
  if (record.type === 'CNAME' && record.name === '@') {
    throw badInput(`record.name: A CNAME cannot be at ${domain} itself: use an A or AAAA record there, or a name like www.`, 'record.name');
  }
  if (record.type === 'CNAME' && sameName.length) {
    const types = [...new Set(sameName.map((o) => o.type))];
    throw badInput(`record.name: ${shown} already has ${types.join(', ')} records; a CNAME must be the only record of its name.`, 'record.name');
  }
  if (record.type !== 'CNAME' && sameName.some((o) => o.type === 'CNAME')) {
    throw badInput(`record.name: ${shown} is a CNAME, so it can have no other records. Remove the CNAME first, or use another name.`, 'record.name');
  }
  if (sameName.some((o) => o.type === record.type && o.value.toLowerCase() === record.value.toLowerCase())) {
    throw conflict(`That ${record.type} record of ${shown} already exists.`, 'record.value');
  }
}

/** A record as the action's input schema parsed it. */
export interface RecordInput {
  type: DnsType;
  name: string;
  value: string;
  priority?: number | null;
  ttl: number;
}

export function recordOf(input: RecordInput, domain: string): RecordData {
  return {
    type: input.type,
    name: relativeName(input.name, domain),
    value: normaliseValue(input.type, input.value),
    priority: input.type === 'MX' ? (input.priority ?? null) : null,
    ttl: input.ttl,
  };
}

const ORDER = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'];

/** The page's order: by type, then name, priority and value. */
export const byPageOrder = (a: DnsRecord, b: DnsRecord) =>
  ORDER.indexOf(a.type) - ORDER.indexOf(b.type) || a.name.localeCompare(b.name) || (a.priority ?? 0) - (b.priority ?? 0) || a.value.localeCompare(b.value);
