import type { Settings } from '../settings';
import { powerDnsClient, type PowerDnsClient } from './powerdns';

/**
 * Where a domain's DNS records live: the demo keeps them in the portal's own tables (changes go through the
 * provisioning simulator); powerdns reads and writes the zone on a PowerDNS server (adapters/powerdns.ts).
 */
export type DnsAdapter = { readonly kind: 'demo' } | PowerDnsClient;

export const demoDns = (): DnsAdapter => ({ kind: 'demo' });

/** DNS_ADAPTER and the POWERDNS_* settings (settings.ts checks them); the demo when DNS_ADAPTER is unset. */
export function dnsAdapterFromSettings(settings: Pick<Settings, 'dnsAdapter' | 'powerDns'>): DnsAdapter {
  if (settings.dnsAdapter !== 'powerdns') return demoDns();
  if (!settings.powerDns) throw new Error('DNS_ADAPTER=powerdns needs POWERDNS_API_URL and POWERDNS_API_KEY.');
  return powerDnsClient(settings.powerDns);
}
