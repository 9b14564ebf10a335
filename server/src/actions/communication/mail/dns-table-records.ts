import type { DnsRecord } from '@portal/contract/catalogue';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connect';
import type { SessionActionContext } from '../../define-action';
import type { ServiceRow } from '../../services/service-records';
import { addItem, changeItem, dataOf, itemOf, itemsOf, pendingOf, removeItem, requestChange, serviceForRead, type ItemRow } from '../service-changes';
import { badInput, notFound } from '../../../http/action-failure';
import { byPageOrder, checkNeighbours, describeRecord, DOMAIN, recordOf, type RecordData, type RecordInput } from './dns-record-rules';
import { domainOf } from './mail-common';

/**
 * The demo's DNS records: rows of the portal's own tables, each change pending until the provisioning simulator
 * reports it done.
 */

const live = (rows: ItemRow[]) => rows.filter((o) => o.pendingOp !== 'remove').map((o) => dataOf(o) as unknown as RecordData);

async function recordAt(db: Db, service: ServiceRow, recordId: string) {
  const row = await itemOf(db, service.id, 'dns', recordId);
  if (!row) throw notFound('That DNS record');
  return row;
}

export async function tableRecords(ctx: SessionActionContext, service: ServiceRow): Promise<DnsRecord[]> {
  return (await itemsOf(ctx.db, service.id, 'dns'))
    .map((row) => {
      const data = dataOf(row) as unknown as RecordData;
      return { recordId: row.key, type: data.type, name: data.name, value: data.value, priority: data.priority ?? null, ttl: data.ttl, pending: pendingOf(row) };
    })
    .sort(byPageOrder);
}

export async function addTableRecord(ctx: SessionActionContext, serviceTag: string, record: RecordInput) {
  const service = await serviceForRead(ctx, serviceTag, DOMAIN);
  const domain = domainOf(service);
  const data = recordOf(record, domain);
  return requestChange(ctx, serviceTag, DOMAIN, {
    activity: `${describeRecord(data, domain)} added`,
    apply: async (tx, reference, now, locked) => {
      checkNeighbours(data, live(await itemsOf(tx, locked.id, 'dns')), domain);
      const recordId = `r${randomBytes(5).toString('hex')}`;
      await addItem(tx, locked, { kind: 'dns', key: recordId, data: { ...data } }, `That ${data.type} record`, reference, now);
    },
  });
}

export async function changeTableRecord(ctx: SessionActionContext, serviceTag: string, recordId: string, record: RecordInput) {
  const service = await serviceForRead(ctx, serviceTag, DOMAIN);
  const domain = domainOf(service);
  const data = recordOf(record, domain);
  return requestChange(ctx, serviceTag, DOMAIN, {
    activity: `${describeRecord(data, domain)} changed`,
    apply: async (tx, reference, now, locked) => {
      const row = await recordAt(tx, locked, recordId);
      const before = dataOf(row) as unknown as RecordData;
      if (before.type !== data.type) throw badInput(`record.type: A record keeps its type: remove this ${before.type} record and add a ${data.type} record instead.`, 'record.type');
      checkNeighbours(data, live((await itemsOf(tx, locked.id, 'dns')).filter((o) => o.id !== row.id)), domain);
      await changeItem(tx, row, { data: { ...data } }, `The ${describeRecord(before, domain)}`, reference, now);
    },
  });
}

export async function removeTableRecord(ctx: SessionActionContext, serviceTag: string, recordId: string) {
  const service = await serviceForRead(ctx, serviceTag, DOMAIN);
  const domain = domainOf(service);
  const existing = await itemOf(ctx.db, service.id, 'dns', recordId);
  if (!existing) throw notFound('That DNS record');
  return requestChange(ctx, serviceTag, DOMAIN, {
    activity: `${describeRecord(dataOf(existing) as unknown as RecordData, domain)} removed`,
    apply: async (tx, reference, now, locked) => {
      const row = await recordAt(tx, locked, recordId);
      await removeItem(tx, row, `The ${describeRecord(dataOf(row) as unknown as RecordData, domain)}`, reference, now);
    },
  });
}
