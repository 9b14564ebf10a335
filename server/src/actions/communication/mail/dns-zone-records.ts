import { ERROR_CODES } from '@portal/contract';
import { txtStrings, type ChangeResponse, type DnsRecord, type DnsType } from '@portal/contract/catalogue';
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/connect';
import { ActionFailure, badInput, notFound, serviceUnavailable } from '../../../http/action-failure';
import { absoluteName, PowerDnsError, type PowerDnsChange, type PowerDnsClient, type PowerDnsRecord, type PowerDnsRrset } from '../../../adapters/powerdns';
import type { SessionActionContext } from '../../define-action';
import type { ServiceRow } from '../../services/service-records';
import { assertChangeable, newChangeReference, ownServiceOfType, recordActivity } from '../service-changes';
import { byPageOrder, checkNeighbours, conflict, describeRecord, DOMAIN, fullName, recordOf, type NeighbourRecord, type RecordData, type RecordInput } from './dns-record-rules';
import { domainOf } from './mail-common';

/**
 * A domain's DNS records read from and written to its zone on PowerDNS, at once (nothing pending). PowerDNS keeps
 * records in rrsets, one per name and type with one TTL: a record added, changed or removed replaces its rrset
 * (or deletes it when it was the last one). Records of other types (SOA, NS, SRV, …) are left as they are, but count
 * as neighbours (a CNAME cannot sit next to them).
 */

const PAGE_TYPES: readonly string[] = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'];

interface ZoneRecord {
  recordId: string;
  data: RecordData;
  content: string;
  rrset: PowerDnsRrset;
}

interface ZoneView {
  records: ZoneRecord[];
  /** Every enabled record of the zone, page types in the page's form, with its id when it has one. */
  neighbours: (NeighbourRecord & { recordId?: string })[];
  rrset(name: string, type: string): PowerDnsRrset | undefined;
}

const escapeTxt = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** The page's value of a record as PowerDNS content: host names absolute, MX with its priority, TXT quoted. */
export function contentOf(record: Pick<RecordData, 'type' | 'value' | 'priority'>): string {
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return record.value;
    case 'CNAME':
      return absoluteName(record.value);
    case 'MX':
      return `${record.priority ?? 0} ${absoluteName(record.value)}`;
    case 'TXT': {
      const value = record.value.trim();
      // Quoted strings as written (their escapes kept); a bare value is one string.
      if (value.startsWith('"')) return (txtStrings(value) ?? [value]).map((s) => `"${s}"`).join(' ');
      return `"${escapeTxt(value)}"`;
    }
  }
}

/** PowerDNS content as the page shows it, or null when it is not in a form the page knows. */
export function valueOf(type: DnsType, content: string): { value: string; priority: number | null } | null {
  switch (type) {
    case 'A':
    case 'AAAA':
      return { value: content, priority: null };
    case 'CNAME':
      return { value: content.toLowerCase().replace(/\.$/, ''), priority: null };
    case 'MX': {
      const m = /^(\d{1,5})\s+(\S+)$/.exec(content.trim());
      return m ? { value: m[2].toLowerCase().replace(/\.$/, ''), priority: Number(m[1]) } : null;
    }
    case 'TXT': {
      const strings = txtStrings(content);
      if (!strings) return null;
      // One string without escapes shows bare, as it is typed; anything else shows as PowerDNS has it.
      return { value: strings.length === 1 && !/[\\"]/.test(strings[0]) ? strings[0] : content.trim(), priority: null };
    }
  }
}

/** A record's id: its name, type and content (PowerDNS records have none); a changed record has a new id. */
const recordIdOf = (name: string, type: string, content: string) => `p${createHash('sha256').update(`${name}\n${type}\n${content}`).digest('hex').slice(0, 24)}`;

function zoneView(rrsets: PowerDnsRrset[], domain: string): ZoneView {
  const records: ZoneRecord[] = [];
  const neighbours: ZoneView['neighbours'] = [];
  const apex = absoluteName(domain);
  for (const rrset of rrsets) {
    const name = rrset.name === apex ? '@' : rrset.name.endsWith(`.${apex}`) ? rrset.name.slice(0, -apex.length - 1) : rrset.name;
    for (const record of rrset.records.filter((r) => !r.disabled)) {
      const shown = PAGE_TYPES.includes(rrset.type) ? valueOf(rrset.type as DnsType, record.content) : null;
      if (!shown) {
        neighbours.push({ type: rrset.type, name, value: record.content });
        continue;
      }
      const recordId = recordIdOf(name, rrset.type, record.content);
      records.push({ recordId, content: record.content, rrset, data: { type: rrset.type as DnsType, name, ...shown, ttl: rrset.ttl } });
      neighbours.push({ type: rrset.type, name, value: shown.value, recordId });
    }
  }
  return { records, neighbours, rrset: (name, type) => rrsets.find((r) => r.name === name && r.type === type) };
}

/** What PowerDNS's answer means to the customer: a clear refusal, never its raw failure. Logged without the key. */
function failureOf(error: unknown, ctx: SessionActionContext, domain: string, writing: boolean): unknown {
  if (!(error instanceof PowerDnsError)) return error;
  ctx.log.warn({ zone: domain, reason: error.message }, writing ? 'PowerDNS did not take a DNS change' : 'PowerDNS zone not read');
  if (error.kind === 'no-zone') {
    return new ActionFailure(404, ERROR_CODES.notFound, `The DNS zone of ${domain} is not on our name servers yet, so its records cannot be ${writing ? 'changed' : 'shown'}. Please log a ticket and we will set it up.`);
  }
  if (error.kind === 'refused') {
    const reason = /conflicts with pre-existing rrset/i.test(error.message)
      ? 'a name with a CNAME can have no other records, and a CNAME must be the only record of its name.'
      : `${error.message.replace(/\.$/, '')}.`;
    return conflict(`The name servers refused that change, so nothing was changed: ${reason}`);
  }
  return serviceUnavailable(
    writing
      ? 'Our name servers cannot be reached just now, so nothing was changed. Please try again in a few minutes.'
      : 'Your DNS records cannot be read from our name servers just now. Please try again in a few minutes.',
  );
}

async function readZone(dns: PowerDnsClient, ctx: SessionActionContext, domain: string, writing: boolean) {
  try {
    return zoneView(await dns.rrsets(domain), domain);
  } catch (error) {
    throw failureOf(error, ctx, domain, writing);
  }
}

export async function zoneRecords(dns: PowerDnsClient, ctx: SessionActionContext, service: ServiceRow): Promise<DnsRecord[]> {
  const zone = await readZone(dns, ctx, domainOf(service), false);
  return zone.records.map((r) => ({ recordId: r.recordId, ...r.data, pending: null })).sort(byPageOrder);
}

interface Plan {
  activity: string;
  changes: PowerDnsChange[];
  /** Said after the change: other records of the rrset took the record's TTL. */
  note?: string;
}

/**
 * One change to the zone, under the service's lock (one change at a time per domain, so two never overwrite each
 * other's rrset): checked for ownership and state, planned from the zone as it is now, sent to PowerDNS, and
 * recorded in the service's Recent changes. A refusal anywhere changes nothing.
 */
async function changeZone(dns: PowerDnsClient, ctx: SessionActionContext, serviceTag: string, plan: (zone: ZoneView, domain: string) => Plan): Promise<ChangeResponse> {
  const reference = newChangeReference();
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await ownServiceOfType(tx, ctx, serviceTag, DOMAIN, true);
    await assertChangeable(tx, locked);
    const domain = domainOf(locked);
    const planned = plan(await readZone(dns, ctx, domain, true), domain);
    try {
      await dns.patch(domain, planned.changes);
    } catch (error) {
      throw failureOf(error, ctx, domain, true);
    }
    await recordActivity(tx, ctx, locked, planned.activity, reference, now);
    return planned;
  });
  return { reference, message: `${done.activity}: our name servers have it now (reference ${reference}).${done.note ? ` ${done.note}` : ''}` };
}

const replace = (rrset: { name: string; type: string }, ttl: number, records: PowerDnsRecord[]): PowerDnsChange =>
  records.length ? { changetype: 'REPLACE', name: rrset.name, type: rrset.type, ttl, records } : { changetype: 'DELETE', name: rrset.name, type: rrset.type };

/** The sentence saying the other records of a name and type took this record's TTL, or undefined when they had it. */
function ttlNote(existing: PowerDnsRrset | undefined, except: string | undefined, data: RecordData, domain: string) {
  const others = existing?.records.filter((r) => !r.disabled && r.content !== except) ?? [];
  if (!existing || !others.length || existing.ttl === data.ttl) return undefined;
  return `Records of one name and type share their TTL, so the other ${data.type} records of ${fullName(data.name, domain)} now have ${data.ttl} seconds too.`;
}

function recordAt(zone: ZoneView, recordId: string) {
  const record = zone.records.find((r) => r.recordId === recordId);
  if (!record) throw notFound('That DNS record');
  return record;
}

/** The record as PowerDNS will have it, in the page's form (for the same-record check) and as content. */
function planned(input: RecordInput, domain: string) {
  const data = recordOf(input, domain);
  const content = contentOf(data);
  const shown = valueOf(data.type, content) ?? { value: data.value, priority: data.priority };
  return { data: { ...data, value: shown.value }, content, rrsetName: absoluteName(fullName(data.name, domain)) };
}

export function addZoneRecord(dns: PowerDnsClient, ctx: SessionActionContext, serviceTag: string, input: RecordInput) {
  return changeZone(dns, ctx, serviceTag, (zone, domain) => {
    const { data, content, rrsetName } = planned(input, domain);
    checkNeighbours(data, zone.neighbours, domain);
    const existing = zone.rrset(rrsetName, data.type);
    const records = [...(existing?.records ?? []), { content, disabled: false }];
    return {
      activity: `${describeRecord(data, domain)} added`,
      changes: [replace({ name: rrsetName, type: data.type }, data.ttl, records)],
      note: ttlNote(existing, undefined, data, domain),
    };
  });
}

export function changeZoneRecord(dns: PowerDnsClient, ctx: SessionActionContext, serviceTag: string, recordId: string, input: RecordInput) {
  return changeZone(dns, ctx, serviceTag, (zone, domain) => {
    const before = recordAt(zone, recordId);
    const { data, content, rrsetName } = planned(input, domain);
    if (before.data.type !== data.type) throw badInput(`record.type: A record keeps its type: remove this ${before.data.type} record and add a ${data.type} record instead.`, 'record.type');
    checkNeighbours(data, zone.neighbours.filter((o) => o.recordId !== recordId), domain);
    const withoutOld = (rrset: PowerDnsRrset) => {
      const at = rrset.records.findIndex((r) => !r.disabled && r.content === before.content);
      return rrset.records.filter((_r, i) => i !== at);
    };
    const target = zone.rrset(rrsetName, data.type);
    const changes: PowerDnsChange[] = [];
    if (target === before.rrset) {
      const at = target.records.findIndex((r) => !r.disabled && r.content === before.content);
      changes.push(replace(target, data.ttl, target.records.map((r, i) => (i === at ? { content, disabled: false } : r))));
    } else {
      changes.push(replace(before.rrset, before.rrset.ttl, withoutOld(before.rrset)));
      changes.push(replace({ name: rrsetName, type: data.type }, data.ttl, [...(target?.records ?? []), { content, disabled: false }]));
    }
    return {
      activity: `${describeRecord(data, domain)} changed`,
      changes,
      note: ttlNote(target, target === before.rrset ? before.content : undefined, data, domain),
    };
  });
}

export function removeZoneRecord(dns: PowerDnsClient, ctx: SessionActionContext, serviceTag: string, recordId: string) {
  return changeZone(dns, ctx, serviceTag, (zone, domain) => {
    const record = recordAt(zone, recordId);
    const at = record.rrset.records.findIndex((r) => !r.disabled && r.content === record.content);
    return {
      activity: `${describeRecord(record.data, domain)} removed`,
      changes: [replace(record.rrset, record.rrset.ttl, record.rrset.records.filter((_r, i) => i !== at))],
    };
  });
}
