import type { DnsRecord, DomainOverview } from '@portal/contract/catalogue';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentOf, valueOf } from '../src/actions/communication/mail/dns-zone-records';
import { findRepoRoot } from '../src/paths';
import { parseSettings, SettingsError } from '../src/settings';
import { callAction, outboxLength, outboxPin, signInOverHttp, testPort } from './support/portal-over-http';
import { startPowerDns, type PowerDnsServer } from './support/powerdns-server';
import { spawnPortal } from './support/test-server';

/**
 * DNS_ADAPTER=powerdns against a real pdns_server started here (sqlite3 backend, API on), through the real portal
 * started as `pnpm start` does, over HTTP: each change is checked with dig against PowerDNS.
 */

const ZONE = 'mokoena-design.co.za';
const TAG = 'DOM-701321';
const THANDI = '0821234567';
const SIPHO = '0831234567';

let pdns: PowerDnsServer;
let portal: ReturnType<typeof spawnPortal>;
let origin: string;
let token: string;
let scratch: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-dns-'));
  pdns = await startPowerDns({
    dnsPort: await testPort(53),
    apiPort: await testPort(54),
    zones: [
      {
        name: ZONE,
        records: [
          ['@', 'A', 3600, '196.25.114.20'],
          ['shop', 'A', 3600, '196.25.114.21'],
          ['www', 'CNAME', 3600, `${ZONE}.`],
          ['@', 'MX', 3600, '10 mx1.mail.example-isp.co.za.'],
          ['@', 'TXT', 3600, '"v=spf1 include:spf.example-isp.co.za ~all"'],
          ['_srv._tcp', 'SRV', 3600, '10 5 5060 sip.example-isp.co.za.'],
        ],
      },
    ],
  });
  const keyFile = path.join(scratch, 'powerdns-api-key');
  writeFileSync(keyFile, `${pdns.apiKey}\n`);
  const port = await testPort(55);
  origin = `http://127.0.0.1:${port}`;
  portal = spawnPortal({
    PORT: String(port),
    DATA_DIR: path.join(scratch, 'data'),
    LOG_LEVEL: 'info',
    DNS_ADAPTER: 'powerdns',
    POWERDNS_API_URL: pdns.apiUrl,
    POWERDNS_API_KEY_FILE: keyFile,
    DRAIN_SECONDS: '0',
  });
  await portal.ready();
  token = await signInOverHttp(origin, THANDI, outboxPin(origin, THANDI, await outboxLength(origin)));
}, 240_000);

afterAll(async () => {
  await portal?.stop();
  await pdns?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const domain = async () => {
  const answer = await callAction(origin, 'communication.GetDomain', { serviceTag: TAG }, token);
  expect(answer.status).toBe(200);
  return answer.body.result as DomainOverview;
};
const find = async (type: string, name: string, value?: string) =>
  (await domain()).records.find((r) => r.type === type && r.name === name && (value === undefined || r.value === value)) as DnsRecord;
const add = (record: Record<string, unknown>, as = token) => callAction(origin, 'communication.AddDnsRecord', { serviceTag: TAG, record: { ttl: 3600, ...record } }, as);
const change = (recordId: string, record: Record<string, unknown>) => callAction(origin, 'communication.ChangeDnsRecord', { serviceTag: TAG, recordId, record: { ttl: 3600, ...record } }, token);
const remove = (recordId: string, as = token) => callAction(origin, 'communication.RemoveDnsRecord', { serviceTag: TAG, recordId }, as);
const host = (name: string) => (name === '@' ? ZONE : `${name}.${ZONE}`);

describe('DNS records through PowerDNS', () => {
  it('lists the zone’s records as the page shows them (MX priority, TXT unquoted, host names without the dot), not SOA, NS or SRV', async () => {
    const view = await domain();
    expect(view.domain).toBe(ZONE);
    expect(view.registeredOn).toBe('2019-03-14');
    const shown = view.records.map(({ type, name, value, priority, ttl, pending }) => ({ type, name, value, priority, ttl, pending }));
    expect(shown).toEqual([
      { type: 'A', name: '@', value: '196.25.114.20', priority: null, ttl: 3600, pending: null },
      { type: 'A', name: 'shop', value: '196.25.114.21', priority: null, ttl: 3600, pending: null },
      { type: 'CNAME', name: 'www', value: ZONE, priority: null, ttl: 3600, pending: null },
      { type: 'MX', name: '@', value: 'mx1.mail.example-isp.co.za', priority: 10, ttl: 3600, pending: null },
      { type: 'TXT', name: '@', value: 'v=spf1 include:spf.example-isp.co.za ~all', priority: null, ttl: 3600, pending: null },
    ]);
    expect(new Set(view.records.map((r) => r.recordId)).size).toBe(view.records.length);
  });

  it('adds an A record that dig then finds, with its TTL; a second one of that name shares one TTL and says so', async () => {
    const first = await add({ type: 'A', name: 'vpn', value: '196.25.114.40', ttl: 600 });
    expect(first.status).toBe(200);
    expect(first.body.result.message).toMatch(/^A record vpn\.mokoena-design\.co\.za added: our name servers have it now \(reference CHG-[0-9A-F]{10}\)\.$/);
    expect(await pdns.dig(host('vpn'), 'A')).toEqual(['196.25.114.40']);
    expect(await pdns.digTtl(host('vpn'), 'A')).toBe(600);
    expect(await find('A', 'vpn')).toMatchObject({ value: '196.25.114.40', ttl: 600, pending: null });

    const second = await add({ type: 'A', name: 'vpn', value: '196.25.114.41', ttl: 300 });
    expect(second.status).toBe(200);
    expect(second.body.result.message).toContain('the other A records of vpn.mokoena-design.co.za now have 300 seconds too');
    expect(await pdns.dig(host('vpn'), 'A')).toEqual(['196.25.114.40', '196.25.114.41']);
    expect(await pdns.digTtl(host('vpn'), 'A')).toBe(300);

    const activity = await callAction(origin, 'services.GetServiceActivity', { serviceTag: TAG }, token);
    expect(activity.body.result.entries[0]).toMatchObject({ message: `A record vpn.${ZONE} added`, actorName: 'Thandi', reference: second.body.result.reference });
  });

  it('changes a record in place, and to another name (its old name keeps the others)', async () => {
    const old = await find('A', 'vpn', '196.25.114.40');
    expect((await change(old.recordId, { type: 'A', name: 'vpn', value: '196.25.114.42', ttl: 300 })).status).toBe(200);
    expect(await pdns.dig(host('vpn'), 'A')).toEqual(['196.25.114.41', '196.25.114.42']);

    const moved = await find('A', 'vpn', '196.25.114.42');
    const answer = await change(moved.recordId, { type: 'A', name: 'vpn2', value: '196.25.114.42', ttl: 900 });
    expect(answer.status).toBe(200);
    expect(answer.body.result.message).toContain(`A record vpn2.${ZONE} changed`);
    expect(await pdns.dig(host('vpn'), 'A')).toEqual(['196.25.114.41']);
    expect(await pdns.dig(host('vpn2'), 'A')).toEqual(['196.25.114.42']);
    expect(await pdns.digTtl(host('vpn2'), 'A')).toBe(900);
    // The old id names nothing now: a record's id is its content.
    expect((await change(moved.recordId, { type: 'A', name: 'vpn2', value: '196.25.114.43' })).status).toBe(404);
  });

  it('writes MX with its priority, CNAME and AAAA values, and TXT quoted (one string or several)', async () => {
    expect((await add({ type: 'MX', name: '@', value: 'MX2.Mail.Example-ISP.co.za.', priority: 20 })).status).toBe(200);
    expect(await pdns.dig(ZONE, 'MX')).toEqual(['10 mx1.mail.example-isp.co.za.', '20 mx2.mail.example-isp.co.za.']);
    expect(await find('MX', '@', 'mx2.mail.example-isp.co.za')).toMatchObject({ priority: 20 });

    expect((await add({ type: 'CNAME', name: 'blog', value: 'mokoena.example-blogs.com' })).status).toBe(200);
    expect(await pdns.dig(host('blog'), 'CNAME')).toEqual(['mokoena.example-blogs.com.']);

    expect((await add({ type: 'AAAA', name: '@', value: '2c0f:f720:0:10::20' })).status).toBe(200);
    expect(await pdns.dig(ZONE, 'AAAA')).toEqual(['2c0f:f720:0:10::20']);

    expect((await add({ type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=quarantine' })).status).toBe(200);
    expect(await pdns.dig(host('_dmarc'), 'TXT')).toEqual(['"v=DMARC1; p=quarantine"']);
    expect(await find('TXT', '_dmarc')).toMatchObject({ value: 'v=DMARC1; p=quarantine' });

    const long = `"${'k'.repeat(255)}" "${'m'.repeat(20)}"`;
    expect((await add({ type: 'TXT', name: 'google._domainkey', value: long })).status).toBe(200);
    expect(await pdns.dig(host('google._domainkey'), 'TXT')).toEqual([long]);
    expect(await find('TXT', 'google._domainkey')).toMatchObject({ value: long });

    expect((await add({ type: 'TXT', name: 'quote', value: 'say "hi" \\o/' })).status).toBe(200);
    expect(await pdns.dig(host('quote'), 'TXT')).toEqual(['"say \\"hi\\" \\\\o/"']);
  });

  it('removes a record, and the last one of a name and type deletes its rrset', async () => {
    const one = await find('A', 'vpn');
    const answer = await remove(one.recordId);
    expect(answer.status).toBe(200);
    expect(answer.body.result.message).toContain(`A record vpn.${ZONE} removed: our name servers have it now`);
    expect(await pdns.dig(host('vpn'), 'A')).toEqual([]);
    expect(await pdns.zoneSnapshot(ZONE)).not.toContain(`"vpn.${ZONE}."`);
    expect(await pdns.dig(host('vpn2'), 'A')).toEqual(['196.25.114.42']);
    expect((await remove(one.recordId)).status).toBe(404);
  });

  it.each([
    ['an A record that is not IPv4', { type: 'A', name: 'x', value: '300.1.1.1' }, 400, 'record.value', 'IPv4'],
    ['a CNAME at the domain itself', { type: 'CNAME', name: '@', value: 'other.example.com' }, 400, 'record.name', 'cannot be at'],
    ['a CNAME next to other records of its name', { type: 'CNAME', name: 'shop', value: 'shops.example.com' }, 400, 'record.name', 'must be the only record'],
    ['a CNAME next to a record of a type the page does not show', { type: 'CNAME', name: '_srv._tcp', value: 'sip.example.com' }, 400, 'record.name', 'already has SRV records'],
    ['a record next to a CNAME', { type: 'TXT', name: 'www', value: 'hello' }, 400, 'record.name', 'is a CNAME'],
    ['the same record twice', { type: 'A', name: 'shop', value: '196.25.114.21' }, 409, 'record.value', 'already exists'],
    ['the same TXT record, typed quoted', { type: 'TXT', name: '@', value: '"v=spf1 include:spf.example-isp.co.za ~all"' }, 409, 'record.value', 'already exists'],
    ['an MX without a priority', { type: 'MX', name: '@', value: 'mx3.example.com' }, 400, 'record.priority', 'needs a priority'],
    ['a TTL below 300', { type: 'A', name: 'x', value: '1.2.3.4', ttl: 60 }, 400, 'record.ttl', 'at least 300'],
  ])('refuses %s, and PowerDNS is unchanged', async (_what, record, status, field, message) => {
    const before = await pdns.zoneSnapshot(ZONE);
    const answer = await add(record);
    expect(answer.status).toBe(status);
    expect(answer.body.errors![0]).toMatchObject({ field });
    expect(answer.body.errors![0].message).toContain(message);
    expect(await pdns.zoneSnapshot(ZONE)).toBe(before);
  });

  it('refuses to change a record’s type, and PowerDNS is unchanged', async () => {
    const before = await pdns.zoneSnapshot(ZONE);
    const shop = await find('A', 'shop');
    const answer = await change(shop.recordId, { type: 'AAAA', name: 'shop', value: '2001:db8::1' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]).toMatchObject({ field: 'record.type' });
    expect(await pdns.zoneSnapshot(ZONE)).toBe(before);
  });

  it('says what PowerDNS refused (an address it already has, spelled otherwise) as a clear 409, and nothing changes', async () => {
    const before = await pdns.zoneSnapshot(ZONE);
    const answer = await add({ type: 'AAAA', name: '@', value: '2C0F:F720:0000:10::20' });
    expect(answer.status).toBe(409);
    expect(answer.body.errors![0].message).toMatch(/^The name servers refused that change, so nothing was changed: .*Duplicate record/);
    expect(await pdns.zoneSnapshot(ZONE)).toBe(before);
  });

  it('lets another customer neither read nor change this domain (as unknown as a service that does not exist)', async () => {
    const sipho = await signInOverHttp(origin, SIPHO, outboxPin(origin, SIPHO, await outboxLength(origin)), 'ENT2001');
    const before = await pdns.zoneSnapshot(ZONE);
    const read = await callAction(origin, 'communication.GetDomain', { serviceTag: TAG }, sipho);
    const unknown = await callAction(origin, 'communication.GetDomain', { serviceTag: 'DOM-999999' }, sipho);
    expect(read.status).toBe(404);
    expect(read.body.errors).toEqual(unknown.body.errors);
    const shop = await find('A', 'shop');
    expect((await add({ type: 'A', name: 'evil', value: '6.6.6.6' }, sipho)).status).toBe(404);
    expect((await remove(shop.recordId, sipho)).status).toBe(404);
    expect(await pdns.zoneSnapshot(ZONE)).toBe(before);
  });

  it('says so plainly when the zone is not on PowerDNS', async () => {
    await pdns.pdnsutil('delete-zone', ZONE);
    const read = await callAction(origin, 'communication.GetDomain', { serviceTag: TAG }, token);
    expect(read.status).toBe(404);
    expect(read.body.errors![0].message).toBe(`The DNS zone of ${ZONE} is not on our name servers yet, so its records cannot be shown. Please log a ticket and we will set it up.`);
    const write = await add({ type: 'A', name: 'x', value: '1.2.3.4' });
    expect(write.status).toBe(404);
    expect(write.body.errors![0].message).toContain('cannot be changed');
  });

  it('says PowerDNS cannot be reached when it is down, and never logs the API key', async () => {
    await pdns.stop();
    const read = await callAction(origin, 'communication.GetDomain', { serviceTag: TAG }, token);
    expect(read.status).toBe(503);
    expect(read.body.errors![0].message).toBe('Your DNS records cannot be read from our name servers just now. Please try again in a few minutes.');
    const write = await add({ type: 'A', name: 'x', value: '1.2.3.4' });
    expect(write.status).toBe(503);
    expect(write.body.errors![0].message).toContain('nothing was changed');
    const logged = portal.stdout() + portal.stderr();
    expect(logged).toContain('PowerDNS could not be reached');
    expect(logged).not.toContain(pdns.apiKey);
  });
});

describe('the PowerDNS settings', () => {
  const ROOT = findRepoRoot();
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      parseSettings(env, ROOT);
    } catch (error) {
      if (error instanceof SettingsError) return error.problems;
      throw error;
    }
    throw new Error('accepted');
  };

  it('reads DNS_ADAPTER=powerdns with its URL, key and server id (localhost by default)', () => {
    const settings = parseSettings({ DNS_ADAPTER: 'powerdns', POWERDNS_API_URL: 'http://127.0.0.1:8081/', POWERDNS_API_KEY: 'k3y' }, ROOT);
    expect(settings).toMatchObject({ dnsAdapter: 'powerdns', powerDns: { apiUrl: 'http://127.0.0.1:8081', apiKey: 'k3y', serverId: 'localhost' } });
    expect(parseSettings({ DNS_ADAPTER: 'powerdns', POWERDNS_API_URL: 'https://dns.example.net/api/v1', POWERDNS_API_KEY: 'k', POWERDNS_SERVER_ID: 'ns1' }, ROOT).powerDns).toEqual({
      apiUrl: 'https://dns.example.net/api/v1',
      apiKey: 'k',
      serverId: 'ns1',
    });
    expect(parseSettings({}, ROOT)).toMatchObject({ dnsAdapter: 'demo', powerDns: undefined });
  });

  it('refuses what cannot work, naming the variable and never echoing the key', () => {
    expect(problems({ DNS_ADAPTER: 'bind' })).toEqual([expect.stringContaining('DNS_ADAPTER="bind": use demo')]);
    expect(problems({ DNS_ADAPTER: 'powerdns' })).toEqual([expect.stringContaining('POWERDNS_API_URL is required'), expect.stringContaining('POWERDNS_API_KEY is required')]);
    const secret = 'very-secret-key';
    const wrong = problems({ DNS_ADAPTER: 'powerdns', POWERDNS_API_URL: 'http://dns.example.net:8081', POWERDNS_API_KEY: `${secret} x`, POWERDNS_SERVER_ID: 'a/b' });
    expect(wrong).toEqual([
      expect.stringContaining('plain http:// is allowed only to this machine'),
      expect.stringContaining('POWERDNS_API_KEY must not hold spaces'),
      expect.stringContaining('POWERDNS_SERVER_ID'),
    ]);
    expect(wrong.join('\n')).not.toContain(secret);
    expect(problems({ DNS_ADAPTER: 'powerdns', POWERDNS_API_URL: 'http://user:pw@127.0.0.1:8081', POWERDNS_API_KEY: 'k' })[0]).toContain('must not hold a user name or password');
    expect(parseSettings({ DNS_ADAPTER: 'powerdns', POWERDNS_API_URL: 'http://pdns:8081', POWERDNS_API_KEY: 'k' }, ROOT).powerDns?.apiUrl).toBe('http://pdns:8081');
    expect(parseSettings({ DNS_ADAPTER: 'powerdns', POWERDNS_API_URL: 'http://10.1.2.3:8081', POWERDNS_API_KEY: 'k' }, ROOT).powerDns?.apiUrl).toBe('http://10.1.2.3:8081');
  });

  it('refuses DNS_ADAPTER=demo in production', () => {
    const production = problems({ PORTAL_MODE: 'production', DNS_ADAPTER: 'demo' });
    expect(production).toContainEqual(expect.stringContaining('DNS_ADAPTER=demo is not allowed in production'));
    expect(problems({ PORTAL_MODE: 'production' }).join('\n')).not.toContain('DNS_ADAPTER');
  });
});

describe('PowerDNS content and the page’s values', () => {
  it.each([
    [{ type: 'A', value: '196.25.1.10', priority: null }, '196.25.1.10'],
    [{ type: 'CNAME', value: 'shops.example.com', priority: null }, 'shops.example.com.'],
    [{ type: 'MX', value: 'mx1.example.co.za', priority: 10 }, '10 mx1.example.co.za.'],
    [{ type: 'TXT', value: 'v=spf1 -all', priority: null }, '"v=spf1 -all"'],
    [{ type: 'TXT', value: '"a" "b\\"c"', priority: null }, '"a" "b\\"c"'],
    [{ type: 'TXT', value: 'back\\slash', priority: null }, '"back\\\\slash"'],
  ] as const)('%j is written as %s and read back as it was typed', (record, content) => {
    expect(contentOf(record)).toBe(content);
    const shown = valueOf(record.type, content)!;
    expect(contentOf({ type: record.type, ...shown })).toBe(content);
  });
});
