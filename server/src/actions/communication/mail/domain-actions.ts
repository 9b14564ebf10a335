import { defineAction } from '../../define-action';
import { dataOf, itemOf, serviceForRead } from '../service-changes';
import { DOMAIN } from './dns-record-rules';
import { addTableRecord, changeTableRecord, removeTableRecord, tableRecords } from './dns-table-records';
import { addZoneRecord, changeZoneRecord, removeZoneRecord, zoneRecords } from './dns-zone-records';
import { domainOf } from './mail-common';

/**
 * A domain name's page: its registration from the portal's tables, its DNS records from the DNS adapter (DNS_ADAPTER):
 * the demo's tables (dns-table-records.ts) or the zone on PowerDNS (dns-zone-records.ts). Both check a record alike.
 */

export const getDomain = defineAction({
  name: 'communication.GetDomain',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, DOMAIN);
    const registration = await itemOf(ctx.db, service.id, 'registration', 'registration');
    const reg = (registration ? dataOf(registration) : {}) as { registeredOn?: string; expiresOn?: string; autoRenew?: boolean; nameServers?: string[] };
    const records = ctx.dns.kind === 'powerdns' ? await zoneRecords(ctx.dns, ctx, service) : await tableRecords(ctx, service);
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
    return ctx.dns.kind === 'powerdns' ? addZoneRecord(ctx.dns, ctx, serviceTag, record) : addTableRecord(ctx, serviceTag, record);
  },
});

export const changeDnsRecord = defineAction({
  name: 'communication.ChangeDnsRecord',
  auth: 'session',
  async handler({ serviceTag, recordId, record }, ctx) {
    return ctx.dns.kind === 'powerdns' ? changeZoneRecord(ctx.dns, ctx, serviceTag, recordId, record) : changeTableRecord(ctx, serviceTag, recordId, record);
  },
});

export const removeDnsRecord = defineAction({
  name: 'communication.RemoveDnsRecord',
  auth: 'session',
  async handler({ serviceTag, recordId }, ctx) {
    return ctx.dns.kind === 'powerdns' ? removeZoneRecord(ctx.dns, ctx, serviceTag, recordId) : removeTableRecord(ctx, serviceTag, recordId);
  },
});

export const DOMAIN_ACTIONS = [getDomain, addDnsRecord, changeDnsRecord, removeDnsRecord];
