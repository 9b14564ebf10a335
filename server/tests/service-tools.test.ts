import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TAR_MONTH_MESSAGE, TOOL_RANGE_MESSAGE } from '@portal/contract/catalogue';
import { accounts, accountUsers, people } from '../src/db/schema';
import { SEED_DAY, startTestServer, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

/** CUS1001, Thandi: connectivity, a managed firewall, hosting, co-location, a VDC and VoIP. */
const CUSTOMER = '0821234567';
/** Sipho: ENT2001 (Acme, an enterprise parent of eight branches) and BUS3001. */
const ENTERPRISE = '0831234567';
/** Made here: a user of CUS1001 without the cloud-hosting module. */
const NO_CLOUD = '0799990002';

const METRIC_ACTIONS = ['tools.GetNetworkMetrics', 'tools.GetFirewallMetrics', 'tools.GetIrisMetrics', 'tools.GetVoiceMetrics'] as const;
const HOUR = 3600;

let s: TestServer;
let thandi: string;
let acme: string;
let noCloud: string;
let cusId: number;
let acmeId: number;
let branchId: number;

const accountIdOf = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;

/** A token on a child account reached through the parent's link, as the account switcher gets one. */
async function onChild(code: string) {
  const parentToken = await s.signIn(ENTERPRISE, 'ENT2001');
  const children = (await s.call('account.GetChildAccounts', {}, parentToken)).body.result.accounts as { accountCode: string; userToken: string }[];
  const child = children.find((a) => a.accountCode === code)!;
  return (await s.call('account.GetAuthForAccount', { userToken: child.userToken }, parentToken)).body.result.accessToken as string;
}

const download = async (body: unknown, token?: string) => {
  const r = await s.app.inject({
    method: 'POST',
    url: '/api/solid/isp-portal/download/tools.DownloadTarReport',
    payload: body as object,
    headers: token ? { 'x-portal-authorization': token } : {},
  });
  return { status: r.statusCode, headers: r.headers, bytes: r.rawPayload, json: () => r.json() };
};

/** The PDF's text, one piece a line, read with PDF.js in a separate process (see support/pdf-text.mjs). */
function pdfText(bytes: Buffer): string {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'support', 'pdf-text.mjs')], { input: bytes, maxBuffer: 50 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`PDF.js could not read the PDF: ${run.stderr.toString()}`);
  return (JSON.parse(run.stdout.toString()) as { items: { str: string }[] }).items.map((i) => i.str).join('\n');
}

const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS });
  cusId = await accountIdOf('CUS1001');
  acmeId = await accountIdOf('ENT2001');
  branchId = await accountIdOf('ENT2001-01');
  const [person] = await s.db
    .insert(people)
    .values({ firstName: 'Nocloud', lastName: 'Tester', email: 'nocloud@example.com', cellNumber: NO_CLOUD, termsAcceptedAt: new Date('2026-01-15T09:00:00Z') })
    .returning({ id: people.id });
  await s.db.insert(accountUsers).values({ personId: person.id, accountId: cusId, role: 'customer', portalModules: ['account', 'connectivity'] });
  thandi = await s.signIn(CUSTOMER);
  acme = await s.signIn(ENTERPRISE, 'ENT2001');
  noCloud = await s.signIn(NO_CLOUD);
});
afterAll(() => s.close());

describe('the network dashboard', () => {
  it('gives the last 24 complete hours of every connectivity line of the session’s account', async () => {
    const r = await s.call('tools.GetNetworkMetrics', { accountId: cusId, range: '24h' }, thandi);
    expect(r.status).toBe(200);
    const result = r.body.result;
    expect(result.account).toEqual({ accountId: cusId, accountCode: 'CUS1001', customerName: 'Thandi Mokoena' });
    expect(result.unit).toBe('hour');
    expect(result.times).toHaveLength(24);
    // The demo day is 08:00: the last complete hour is 07:00, the first 24 hours before it.
    expect(result.times.at(-1)).toBe(SEED_DAY.getTime() / 1000 - HOUR);
    expect(result.times[0]).toBe(SEED_DAY.getTime() / 1000 - 24 * HOUR);
    const tags = result.services.map((l: { serviceTag: string }) => l.serviceTag);
    expect(tags).toEqual(expect.arrayContaining(['FTTH-100234', 'LTE-200311', 'MOB-300412', 'ADSL-400513']));
    const fibre = result.services.find((l: { serviceTag: string }) => l.serviceTag === 'FTTH-100234');
    expect(fibre.product).toBe('Fibre 100/50 Mbps Uncapped');
    for (const metric of ['latencyMs', 'lossPct', 'downMbps', 'upMbps']) {
      expect(fibre[metric]).toHaveLength(24);
      expect(fibre[metric].every((v: number | null) => typeof v === 'number')).toBe(true);
    }
    // Fibre: a few ms to the core; throughput within the 100/50 plan.
    expect(fibre.summary.avgLatencyMs).toBeGreaterThan(2);
    expect(fibre.summary.avgLatencyMs).toBeLessThan(20);
    expect(fibre.summary.peakDownMbps).toBeLessThanOrEqual(100);
    expect(fibre.summary.peakUpMbps).toBeLessThanOrEqual(50);
    expect(fibre.summary.peakDownMbps).toBe(Math.max(...fibre.downMbps));
    // The suspended ADSL line has had no readings for over two weeks.
    const adsl = result.services.find((l: { serviceTag: string }) => l.serviceTag === 'ADSL-400513');
    expect(adsl.latencyMs.every((v: number | null) => v === null)).toBe(true);
    expect(adsl.summary).toEqual({ avgLatencyMs: null, avgLossPct: null, peakDownMbps: null, peakUpMbps: null });
  });

  it('gives hourly points for 7 days and daily points for 30 days, today so far included', async () => {
    const week = (await s.call('tools.GetNetworkMetrics', { accountId: cusId, range: '7d' }, thandi)).body.result;
    expect(week.unit).toBe('hour');
    expect(week.times).toHaveLength(168);
    const month = (await s.call('tools.GetNetworkMetrics', { accountId: cusId, range: '30d' }, thandi)).body.result;
    expect(month.unit).toBe('day');
    expect(month.times).toHaveLength(30);
    expect(month.times.at(-1)).toBe(Date.UTC(2026, 10, 22) / 1000);
    expect(month.times[0]).toBe(Date.UTC(2026, 9, 24) / 1000);
    const fibre = month.services.find((l: { serviceTag: string }) => l.serviceTag === 'FTTH-100234');
    expect(fibre.downMbps.every((v: number | null) => typeof v === 'number')).toBe(true);
    // A suspended line: readings until it stopped 17 days ago, none since.
    const adsl = month.services.find((l: { serviceTag: string }) => l.serviceTag === 'ADSL-400513');
    expect(adsl.latencyMs.slice(0, 5).every((v: number | null) => typeof v === 'number')).toBe(true);
    expect(adsl.latencyMs.slice(-10).every((v: number | null) => v === null)).toBe(true);
  });

  it('answers the same figures twice (the demo series are seeded, not random per call)', async () => {
    const a = await s.call('tools.GetNetworkMetrics', { accountId: cusId, range: '7d' }, thandi);
    const b = await s.call('tools.GetNetworkMetrics', { accountId: cusId, range: '7d' }, thandi);
    expect(a.body.result).toEqual(b.body.result);
  });

  it('shows an enterprise parent its own lines, not its branches’', async () => {
    const result = (await s.call('tools.GetNetworkMetrics', { accountId: acmeId, range: '24h' }, acme)).body.result;
    const tags = result.services.map((l: { serviceTag: string }) => l.serviceTag);
    expect(tags).toContain('FTTB-210001');
    expect(tags).not.toContain('FTTB-200001');
  });
});

describe('who may see an account’s tools', () => {
  it('answers another account’s id, a branch the parent has not switched to and an unknown id exactly alike: 404', async () => {
    const asked: [string, number][] = [
      [thandi, acmeId],
      [acme, cusId],
      [acme, branchId],
      [acme, 2_000_000],
    ];
    for (const name of [...METRIC_ACTIONS, 'tools.GetTarReports'] as const) {
      const answers = [];
      for (const [token, accountId] of asked) {
        const body = name === 'tools.GetTarReports' ? { accountId } : { accountId, range: '7d' };
        const r = await s.call(name, body, token);
        answers.push({ status: r.status, errors: r.body.errors });
      }
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
      expect(new Set(answers.map((a) => JSON.stringify(a.errors))).size).toBe(1);
      expect(answers[0].errors[0].message).toBe('That account was not found.');
    }
  });

  it('answers a branch once the parent has switched into it', async () => {
    const branch = await onChild('ENT2001-01');
    const r = await s.call('tools.GetNetworkMetrics', { accountId: branchId, range: '24h' }, branch);
    expect(r.status).toBe(200);
    expect(r.body.result.account.accountCode).toBe('ENT2001-01');
    expect(r.body.result.services.map((l: { serviceTag: string }) => l.serviceTag)).toEqual(['FTTB-200001']);
    // …and the branch's token does not reach the parent.
    expect((await s.call('tools.GetNetworkMetrics', { accountId: acmeId, range: '24h' }, branch)).status).toBe(404);
  });

  it('needs a session and the cloud-hosting module', async () => {
    expect((await s.call('tools.GetNetworkMetrics', { accountId: cusId, range: '24h' })).status).toBe(401);
    expect((await s.call('tools.GetNetworkMetrics', { accountId: cusId, range: '24h' }, noCloud)).status).toBe(403);
    expect((await download({ accountId: cusId, month: '2026-10' }, noCloud)).status).toBe(403);
    expect((await download({ accountId: cusId, month: '2026-10' })).status).toBe(401);
  });
});

describe('input', () => {
  it('refuses a range other than 24h, 7d or 30d, naming the field', async () => {
    for (const range of ['1y', '', 7, null]) {
      const r = await s.call('tools.GetVoiceMetrics', { accountId: cusId, range }, thandi);
      expect(r.status).toBe(400);
      expect(r.body.errors[0]).toMatchObject({ field: 'range', message: expect.stringContaining(TOOL_RANGE_MESSAGE) });
    }
    expect((await s.call('tools.GetVoiceMetrics', { accountId: cusId }, thandi)).body.errors[0].field).toBe('range');
  });

  it('refuses an account id that is not a row id, and unknown fields', async () => {
    for (const accountId of ['CUS1001', -1, 1.5, 2 ** 40]) {
      const r = await s.call('tools.GetFirewallMetrics', { accountId, range: '24h' }, thandi);
      expect(r.status).toBe(400);
      expect(r.body.errors[0].field).toBe('accountId');
    }
    expect((await s.call('tools.GetFirewallMetrics', { accountId: cusId, range: '24h', serviceTag: 'MFW-120321' }, thandi)).status).toBe(400);
  });
});

describe('the other dashboards', () => {
  it('firewall metrics: sessions and threats blocked per managed firewall, totals matching the points', async () => {
    const result = (await s.call('tools.GetFirewallMetrics', { accountId: cusId, range: '30d' }, thandi)).body.result;
    expect(result.firewalls.map((f: { serviceTag: string }) => f.serviceTag)).toEqual(['MFW-120321']);
    const [firewall] = result.firewalls;
    expect(firewall.sessions).toHaveLength(30);
    expect(firewall.totals.sessions).toBeGreaterThan(0);
    expect(firewall.totals.threatsBlocked).toBeGreaterThan(0);
    expect(firewall.totals.sessions).toBe(sum(firewall.sessions));
    expect(firewall.totals.threatsBlocked).toBe(sum(firewall.threatsBlocked));
    const day = (await s.call('tools.GetFirewallMetrics', { accountId: acmeId, range: '24h' }, acme)).body.result;
    expect(day.firewalls.map((f: { serviceTag: string }) => f.serviceTag)).toEqual(['MFW-230006']);
  });

  it('iris metrics: each hosting, co-location and VDC host with its uptime, availability and incidents', async () => {
    const result = (await s.call('tools.GetIrisMetrics', { accountId: cusId, range: '30d' }, thandi)).body.result;
    const hosts = result.hosts as { serviceTag: string; hostName: string; uptimePct: number; availabilityPct: (number | null)[]; incidents: { startedAt: string; minutes: number; summary: string }[] }[];
    expect(hosts.map((h) => h.serviceTag)).toEqual(['COL-800918', 'PWH-901018', 'VDC-140422', 'WEB-800917']);
    expect(hosts.find((h) => h.serviceTag === 'WEB-800917')!.hostName).toBe('web-800917.jnb1.portal-hosting.net');
    for (const host of hosts) {
      expect(host.uptimePct).toBeGreaterThan(95);
      expect(host.uptimePct).toBeLessThanOrEqual(100);
      expect(host.availabilityPct).toHaveLength(30);
      // Every host had at least one incident in the last month, and it shows in its uptime.
      expect(host.incidents.length).toBeGreaterThan(0);
      expect(host.uptimePct).toBeLessThan(100);
      expect(host.incidents[0].summary).toEqual(expect.any(String));
      const starts = host.incidents.map((i) => i.startedAt);
      expect([...starts].sort().reverse()).toEqual(starts);
    }
    // A shorter range lists only the incidents in it.
    const day = (await s.call('tools.GetIrisMetrics', { accountId: cusId, range: '24h' }, thandi)).body.result;
    for (const host of day.hosts as typeof hosts) {
      for (const incident of host.incidents) expect(Date.parse(incident.startedAt)).toBeGreaterThanOrEqual(day.times[0] * 1000);
    }
  });

  it('voice metrics: calls, minutes and MOS of the VoIP services; none for an account without VoIP', async () => {
    const result = (await s.call('tools.GetVoiceMetrics', { accountId: cusId, range: '7d' }, thandi)).body.result;
    expect(result.services.map((v: { serviceTag: string }) => v.serviceTag)).toEqual(['VOIP-600715']);
    const [voip] = result.services;
    expect(voip.totals.calls).toBe(sum(voip.calls));
    expect(voip.totals.minutes).toBe(sum(voip.minutes));
    expect(voip.totals.calls).toBeGreaterThan(0);
    expect(voip.totals.averageMos).toBeGreaterThanOrEqual(3);
    expect(voip.totals.averageMos).toBeLessThanOrEqual(5);
    // No calls in an hour: no quality score for it.
    voip.calls.forEach((calls: number | null, i: number) => {
      if (!calls) expect(voip.mos[i]).toBeNull();
    });
    expect((await s.call('tools.GetVoiceMetrics', { accountId: acmeId, range: '7d' }, acme)).body.result.services).toEqual([]);
    const headOffice = await onChild('ENT2001-07');
    const branch = (await s.call('tools.GetVoiceMetrics', { accountId: await accountIdOf('ENT2001-07'), range: '30d' }, headOffice)).body.result;
    expect(branch.services.map((v: { serviceTag: string }) => v.serviceTag)).toEqual(['VOIP-271107']);
  });
});

describe('TAR reports', () => {
  it('lists the last six complete months, newest first, with their totals', async () => {
    const r = await s.call('tools.GetTarReports', { accountId: acmeId }, acme);
    expect(r.status).toBe(200);
    const reports = r.body.result.reports as { month: string; title: string; services: number; downloadGb: number; availabilityPct: number; fileName: string }[];
    expect(reports.map((m) => m.month)).toEqual(['2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05']);
    expect(reports[0].title).toBe('October 2026');
    expect(reports[0].services).toBe(9);
    expect(reports[0].fileName).toBe('tar-report-ENT2001-2026-10.pdf');
    expect(reports[0].availabilityPct).toBeGreaterThan(99);
  });

  it('downloads a month as a real PDF holding that month’s figures', async () => {
    const [october] = (await s.call('tools.GetTarReports', { accountId: acmeId }, acme)).body.result.reports;
    const r = await download({ accountId: acmeId, month: '2026-10' }, acme);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(String(r.headers['content-disposition'])).toContain('tar-report-ENT2001-2026-10.pdf');
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(r.bytes);
    expect(text).toContain('Traffic and availability report — October 2026');
    expect(text).toContain('Acme Logistics (Pty) Ltd (ENT2001)');
    expect(text).toContain('FTTB-210001');
    expect(text).toContain(`${october.availabilityPct.toFixed(3)}%`);
    const [whole, tenths] = october.downloadGb.toFixed(1).split('.');
    expect(text).toContain(`${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${tenths} GB`);
    expect(text).toContain('Total downloaded');
  });

  it('refuses another account’s report, a branch’s, and a month outside the six, as not found', async () => {
    const theirs = await download({ accountId: acmeId, month: '2026-10' }, thandi);
    const branch = await download({ accountId: branchId, month: '2026-10' }, acme);
    expect(theirs.status).toBe(404);
    expect(branch.status).toBe(404);
    expect(theirs.json().errors).toEqual(branch.json().errors);
    expect((await download({ accountId: acmeId, month: '2026-11' }, acme)).status).toBe(404);
    expect((await download({ accountId: acmeId, month: '2026-04' }, acme)).status).toBe(404);
  });

  it('refuses a month that is not YYYY-MM, naming the field', async () => {
    for (const month of ['2026-13', 'October', '2026-1', '']) {
      const r = await download({ accountId: acmeId, month }, acme);
      expect(r.status).toBe(400);
      expect(r.json().errors[0]).toMatchObject({ field: 'month', message: expect.stringContaining(TAR_MONTH_MESSAGE) });
    }
  });
});
