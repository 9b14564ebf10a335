import { ERROR_CODES } from '@portal/contract';
import type { DnsRecord, DnsType } from '@portal/contract/catalogue';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connect';
import { ActionFailure, badInput, notFound } from '../../../http/action-failure';
import { defineAction } from '../../define-action';
import type { ServiceRow } from '../../services/service-records';
import { addItem, changeItem, dataOf, itemOf, itemsOf, pendingOf, removeItem, requestChange, serviceForRead, type ItemRow } from '../service-changes';
import { domainOf } from './mail-common';

const DOMAIN = ['domain'] as const;
const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

interface RecordData {
  type: DnsType;
  name: string;
  value: string;
  priority: number | null;
  ttl: number;
}

/** A name as typed, relative to the domain: the domain itself (or '@') is '@', 'www.example.co.za' is 'www'. */
function relativeName(name: string, domain: string) {
  const bare = name.replace(/\.$/, '');
  if (bare === domain) return '@';
  if (bare.endsWith(`.${domain}`)) return bare.slice(0, -domain.length - 1);
  return bare;
}

/** A host name value as stored: lower case, without the trailing dot. */
const normaliseValue = (type: DnsType, value: string) => (type === 'CNAME' || type === 'MX' ? value.trim().toLowerCase().replace(/\.$/, '') : value.trim());

const fullName = (name: string, domain: string) => (name === '@' ? domain : `${name}.${domain}`);

/**
 * Refuses a record that cannot sit next to the others (400 naming the field): a CNAME at the domain itself or next
 * to other records of its name, any record next to a CNAME, and the same record twice.
 */
function checkNeighbours(record: RecordData, others: ItemRow[], domain: string) {
  const live = others.filter((o) => o.pendingOp !== 'remove').map((o) => dataOf(o) as unknown as RecordData);
  const sameName = live.filter((o) => o.name === record.name);
  const shown = fullName(record.name, domain);
  if (record.type === 'CNAME' && record.name === '@') {
    throw badInput(`record.name: A CNAME cannot be at ${domain} itself: use an A or AAAA record there, or a name like www.`, 'record.name');
  }
  if (record.type === 'CNAME' && sameName.length) {
    throw badInput(`record.name: ${shown} already has ${sameName.map((o) => o.type).join(', ')} records; a CNAME must be the only record of its name.`, 'record.name');
  }
  if (record.type !== 'CNAME' && sameName.some((o) => o.type === 'CNAME')) {
    throw badInput(`record.name: ${shown} is a CNAME, so it can have no other records. Remove the CNAME first, or use another name.`, 'record.name');
  }
  if (sameName.some((o) => o.type === record.type && o.value.toLowerCase() === record.value.toLowerCase())) {
    throw conflict(`That ${record.type} record of ${shown} already exists.`, 'record.value');
  }
}

function recordOf(input: { type: DnsType; name: string; value: string; priority?: number | null; ttl: number }, domain: string): RecordData {
  return {
    type: input.type,
    name: relativeName(input.name, domain),
    value: normaliseValue(input.type, input.value),
    priority: input.type === 'MX' ? (input.priority ?? null) : null,
    ttl: input.ttl,
  };
}

async function recordAt(db: Db, service: ServiceRow, recordId: string) {
  const row = await itemOf(db, service.id, 'dns', recordId);
  if (!row) throw notFound('That DNS record');
  return row;
}

const describe = (r: { type: string; name: string }, domain: string) => `${r.type} record ${fullName(r.name, domain)}`;

export const getDomain = defineAction({
  name: 'communication.GetDomain',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, DOMAIN);
    const registration = await itemOf(ctx.db, service.id, 'registration', 'registration');
    const reg = (registration ? dataOf(registration) : {}) as { registeredOn?: string; expiresOn?: string; autoRenew?: boolean; nameServers?: string[] };
    const order = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'];
    const records: DnsRecord[] = (await itemsOf(ctx.db, service.id, 'dns'))
      .map((row) => {
        const data = dataOf(row) as unknown as RecordData;
        return { recordId: row.key, type: data.type, name: data.name, value: data.value, priority: data.priority ?? null, ttl: data.ttl, pending: pendingOf(row) };
      })
      .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type) || a.name.localeCompare(b.name) || (a.priority ?? 0) - (b.priority ?? 0) || a.value.localeCompare(b.value));
    return {
      serviceTag: service.serviceTag,
      domain: domainOf(service),
      registeredOn: reg.registeredOn ?? '',
      expiresOn: reg.expiresOn ?? '',
      autoRenew: reg.autoRenew ?? false,
      nameServers: reg.nameServers ?? [],
      records,
    };
  },
});

export const addDnsRecord = defineAction({
  name: 'communication.AddDnsRecord',
  auth: 'session',
  async handler({ serviceTag, record }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, DOMAIN);
    const domain = domainOf(service);
    const data = recordOf(record, domain);
    return requestChange(ctx, serviceTag, DOMAIN, {
      activity: `${describe(data, domain)} added`,
      apply: async (tx, reference, now, locked) => {
        checkNeighbours(data, await itemsOf(tx, locked.id, 'dns'), domain);
        const recordId = `r${randomBytes(5).toString('hex')}`;
        await addItem(tx, locked, { kind: 'dns', key: recordId, data: { ...data } }, `That ${data.type} record`, reference, now);
      },
    });
  },
});

export const changeDnsRecord = defineAction({
  name: 'communication.ChangeDnsRecord',
  auth: 'session',
  async handler({ serviceTag, recordId, record }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, DOMAIN);
    const domain = domainOf(service);
    const data = recordOf(record, domain);
    return requestChange(ctx, serviceTag, DOMAIN, {
      activity: `${describe(data, domain)} changed`,
      apply: async (tx, reference, now, locked) => {
        const row = await recordAt(tx, locked, recordId);
        const before = dataOf(row) as unknown as RecordData;
        if (before.type !== data.type) throw badInput(`record.type: A record keeps its type: remove this ${before.type} record and add a ${data.type} record instead.`, 'record.type');
        checkNeighbours(data, (await itemsOf(tx, locked.id, 'dns')).filter((o) => o.id !== row.id), domain);
        await changeItem(tx, row, { data: { ...data } }, `The ${describe(before, domain)}`, reference, now);
      },
    });
  },
});

export const removeDnsRecord = defineAction({
  name: 'communication.RemoveDnsRecord',
  auth: 'session',
  async handler({ serviceTag, recordId }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, DOMAIN);
    const domain = domainOf(service);
    const existing = await itemOf(ctx.db, service.id, 'dns', recordId);
    if (!existing) throw notFound('That DNS record');
    return requestChange(ctx, serviceTag, DOMAIN, {
      activity: `${describe(dataOf(existing) as unknown as RecordData, domain)} removed`,
      apply: async (tx, reference, now, locked) => {
        const row = await recordAt(tx, locked, recordId);
        await removeItem(tx, row, `The ${describe(dataOf(row) as unknown as RecordData, domain)}`, reference, now);
      },
    });
  },
});

export const DOMAIN_ACTIONS = [getDomain, addDnsRecord, changeDnsRecord, removeDnsRecord];
