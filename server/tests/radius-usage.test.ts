import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ActionFailure } from '../src/http/action-failure';
import { radiusUsageAdapter } from '../src/adapters/usage/radius-usage';
import { POSTGRES_URL } from './support/backends';
import { createRadiusDatabase, freeradiusMissing, startFreeradius } from './support/freeradius';
import { spawnPortal } from './support/test-server';
import { freePort } from './support/free-port';

/**
 * USAGE_ADAPTER=radius against the real thing: FreeRADIUS (its sql module, PostgreSQL dialect) writes accounting into a
 * database of this test's own, radclient sends it Accounting-Start, Interim-Update and Stop, and the portal (the real
 * start-up, over HTTP, signed in as the demo customer) answers from it. Ports are this suite's own.
 */
const ACCT_PORT = freePort('udp');
const PORTAL_PORT = freePort();
const CUSTOMER = '0821234567';
const MB = 1024 * 1024;
const GIB = 1024 * MB;
const HOUR = 3_600_000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The oracle: `octets` spread over the UTC days from `start` to `end` in proportion to the time in each, in MB. */
function spreadOverDays(start: number, end: number, octets: number, into: Map<string, number>) {
  for (let dayStart = Date.parse(`${utcDay(start)}T00:00:00Z`); dayStart <= end; dayStart += 24 * HOUR) {
    const share = end === start ? 1 : (Math.min(end, dayStart + 24 * HOUR) - Math.max(start, dayStart)) / (end - start);
    into.set(utcDay(dayStart), (into.get(utcDay(dayStart)) ?? 0) + (octets * share) / MB);
  }
}

describe('usage and live sessions from RADIUS accounting (FreeRADIUS, radclient)', () => {
  let radiusDb: Awaited<ReturnType<typeof createRadiusDatabase>> | undefined;
  let radius: Awaited<ReturnType<typeof startFreeradius>> | undefined;
  let portal: ReturnType<typeof spawnPortal> | undefined;
  let dir: string | undefined;
  let token = '';

  const call = async (name: string, body: object) => {
    const response = await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/solid/isp-portal/action/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-portal-authorization': token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { result?: any; errors?: { message: string }[] } };
  };
  const result = async (name: string, body: object) => {
    const answer = await call(name, body);
    if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.result;
  };

  async function signIn() {
    const outbox = async () => (await (await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/dev/outbox`)).json()) as { to: string; text: string }[];
    const before = (await outbox()).length;
    await result('login.otp.RequestOtp', { cellNumber: CUSTOMER });
    let pin: string | undefined;
    const deadline = Date.now() + 60_000;
    while (!pin) {
      pin = /\b(\d{6})\b/.exec((await outbox()).slice(before).filter((m) => m.to === CUSTOMER).at(-1)?.text ?? '')?.[1];
      if (!pin && Date.now() > deadline) throw new Error('No PIN was texted to the demo customer.');
      if (!pin) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const verified = await result('login.otp.VerifyOtp', { cellNumber: CUSTOMER, pin });
    const selected = await result('login.otp.SelectAccount', { userToken: verified.matchedAccounts[0].userToken });
    token = selected.accessToken;
  }

  beforeAll(async () => {
    const missing = freeradiusMissing();
    if (missing) throw new Error(missing);
    radiusDb = await createRadiusDatabase(POSTGRES_URL, 'radius_acct');
    radius = await startFreeradius({ database: radiusDb, acctPort: ACCT_PORT });
    dir = mkdtempSync(path.join(tmpdir(), 'radius-portal-'));
    // The _FILE form, as a container secret would give it.
    writeFileSync(path.join(dir, 'radius-url'), `${radiusDb.url}\n`);
    portal = spawnPortal({
      PORT: String(PORTAL_PORT),
      DATA_DIR: path.join(dir, 'data'),
      USAGE_ADAPTER: 'radius',
      RADIUS_DATABASE_URL_FILE: path.join(dir, 'radius-url'),
    });
    await portal.ready();
    await signIn();
  }, 400_000);

  afterAll(async () => {
    await portal?.stop();
    await radius?.stop();
    await radiusDb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const nas = { 'NAS-IP-Address': '127.0.0.1', 'NAS-Port-Type': 'Virtual' };
  const now = Date.now();
  const midnight = Date.parse(`${utcDay(now)}T00:00:00Z`);
  // Yesterday's session: 22:00 the day before to 04:00, so a third of it falls on each side of midnight... of two days.
  const earlier = { start: midnight - 26 * HOUR, interim: midnight - 22 * HOUR, stop: midnight - 20 * HOUR };
  // The session open now (times in whole seconds, as Event-Timestamp carries them).
  const open = { start: seconds(now - 40 * 60_000) * 1000, interim: seconds(now - 10 * 60_000) * 1000, stop: seconds(now - 60_000) * 1000 };

  it('says the service has had no sessions yet, and counts nothing from the demo tables', async () => {
    expect((await result('services.GetLiveSession', { serviceTag: 'LTE-200311' })).session).toEqual({ state: 'none' });
    const usage = await result('services.GetUsage', { serviceTag: 'LTE-200311', days: 7 });
    expect(usage.days.map((d: { dataMb: number }) => d.dataMb)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // RADIUS counts data only: no voice or SMS figures are made up.
    expect(usage.days[0]).toMatchObject({ voiceMinutes: null, smsCount: null });
    expect((await result('services.GetService', { serviceTag: 'LTE-200311' })).usage).toMatchObject({ usedMb: 0, capMb: expect.any(Number) });
  });

  it('shows the session online from its Accounting-Start, then with the data of its last Interim-Update', async () => {
    radius!.account({ 'User-Name': 'LTE-200311', 'Acct-Status-Type': 'Start', 'Acct-Session-Id': 'lte-open-1', 'Framed-IP-Address': '100.64.10.20', 'Event-Timestamp': seconds(open.start), ...nas });
    expect((await result('services.GetLiveSession', { serviceTag: 'LTE-200311' })).session).toEqual({
      state: 'online',
      since: new Date(open.start).toISOString(),
      ipAddress: '100.64.10.20',
      sessionMb: 0,
      asOf: new Date(open.start).toISOString(),
    });
    radius!.account({
      'User-Name': 'LTE-200311',
      'Acct-Status-Type': 'Interim-Update',
      'Acct-Session-Id': 'lte-open-1',
      'Framed-IP-Address': '100.64.10.20',
      'Acct-Input-Octets': 300 * MB,
      'Acct-Output-Octets': 20 * MB,
      'Acct-Session-Time': seconds(open.interim - open.start),
      'Event-Timestamp': seconds(open.interim),
      ...nas,
    });
    expect((await result('services.GetLiveSession', { serviceTag: 'LTE-200311' })).session).toEqual({
      state: 'online',
      since: new Date(open.start).toISOString(),
      ipAddress: '100.64.10.20',
      sessionMb: 320,
      asOf: new Date(open.interim).toISOString(),
    });
  });

  it('counts each day its share of the sessions (Gigawords folded in), and this month’s use against the cap', async () => {
    const session = { 'User-Name': 'LTE-200311', 'Acct-Session-Id': 'lte-earlier-1', 'Framed-IP-Address': '100.64.10.21', ...nas };
    radius!.account({ ...session, 'Acct-Status-Type': 'Start', 'Event-Timestamp': seconds(earlier.start) });
    radius!.account({ ...session, 'Acct-Status-Type': 'Interim-Update', 'Acct-Input-Gigawords': 1, 'Acct-Input-Octets': 0, 'Acct-Output-Octets': 256 * MB, 'Event-Timestamp': seconds(earlier.interim) });
    // Cumulative at the Stop: 4.5 GiB in (one Gigaword, 2^32 octets, and 512 MiB) and 1.5 GiB out: 6 GiB in all.
    radius!.account({
      ...session,
      'Acct-Status-Type': 'Stop',
      'Acct-Input-Gigawords': 1,
      'Acct-Input-Octets': 512 * MB,
      'Acct-Output-Gigawords': 0,
      'Acct-Output-Octets': 1536 * MB,
      'Acct-Session-Time': seconds(earlier.stop - earlier.start),
      'Acct-Terminate-Cause': 'User-Request',
      'Event-Timestamp': seconds(earlier.stop),
    });

    const earlierOnly = new Map<string, number>();
    spreadOverDays(earlier.start, earlier.stop, 6 * GIB, earlierOnly);
    expect([...earlierOnly]).toEqual([
      [utcDay(midnight - 48 * HOUR), 2048],
      [utcDay(midnight - 24 * HOUR), 4096],
    ]);
    const expected = new Map(earlierOnly);
    spreadOverDays(open.start, open.interim, 320 * MB, expected);

    const usage = await result('services.GetUsage', { serviceTag: 'LTE-200311', days: 7 });
    expect(usage.days.map((d: { date: string }) => d.date).at(-1)).toBe(utcDay(now));
    expect(usage.days.map((d: { date: string; dataMb: number }) => [d.date, d.dataMb])).toEqual(
      usage.days.map((d: { date: string }) => [d.date, Math.round((expected.get(d.date) ?? 0) * 10) / 10]),
    );

    const monthStart = `${utcDay(now).slice(0, 8)}01`;
    const thisMonth = [...expected].filter(([date]) => date >= monthStart).reduce((sum, [, mb]) => sum + mb, 0);
    const { usage: period } = await result('services.GetService', { serviceTag: 'LTE-200311' });
    expect(period.usedMb).toBeCloseTo(thisMonth, 0);
    expect(period.capMb).toBe(60 * 1024 + period.topUpMb);
    expect(usage.capMb).toBe(period.capMb);
  });

  it('shows the service offline since its Accounting-Stop', async () => {
    radius!.account({
      'User-Name': 'LTE-200311',
      'Acct-Status-Type': 'Stop',
      'Acct-Session-Id': 'lte-open-1',
      'Framed-IP-Address': '100.64.10.20',
      'Acct-Input-Octets': 310 * MB,
      'Acct-Output-Octets': 20 * MB,
      'Acct-Session-Time': seconds(open.stop - open.start),
      'Acct-Terminate-Cause': 'Lost-Carrier',
      'Event-Timestamp': seconds(open.stop),
      ...nas,
    });
    expect((await result('services.GetLiveSession', { serviceTag: 'LTE-200311' })).session).toEqual({
      state: 'offline',
      since: new Date(open.stop).toISOString(),
      sessionMb: 330,
    });
  });

  it('takes the RADIUS username from the service’s username attribute where it has one, else its service tag', async () => {
    radius!.account({ 'User-Name': 'wifi-400816@hotspot.example', 'Acct-Status-Type': 'Start', 'Acct-Session-Id': 'wifi-1', 'Framed-IP-Address': '10.20.0.7', 'Event-Timestamp': seconds(open.start), ...nas });
    // A session under the tag of a service that names another username is not that service's.
    radius!.account({ 'User-Name': 'FTTH-100234-not-mine', 'Acct-Status-Type': 'Start', 'Acct-Session-Id': 'other-1', 'Event-Timestamp': seconds(open.start), ...nas });
    expect((await result('services.GetLiveSession', { serviceTag: 'WIFI-400816' })).session).toMatchObject({ state: 'online', ipAddress: '10.20.0.7' });
    expect((await result('services.GetLiveSession', { serviceTag: 'FTTH-100234' })).session).toEqual({ state: 'none' });
  });

  it('refuses a service that is not connectivity (400) or not the caller’s (404), and bad input, changing nothing', async () => {
    expect(await call('services.GetLiveSession', { serviceTag: 'EML-500614' })).toMatchObject({ status: 400, body: { errors: [{ message: expect.stringContaining('not a connectivity service') }] } });
    expect((await call('services.GetLiveSession', { serviceTag: 'CLTE-210004' })).status).toBe(404);
    expect((await call('services.GetLiveSession', { serviceTag: 'LTE-200311', extra: 1 })).status).toBe(400);
    expect((await call('services.GetLiveSession', {})).status).toBe(400);
  });
});

describe('the radius usage adapter when its database cannot be read', () => {
  it('answers 503 with a plain sentence and logs the failure without the address or its password', async () => {
    const url = new URL(POSTGRES_URL);
    url.password = 'not-the-password-s3cr3t';
    url.pathname = `/radius_missing_${Date.now()}`;
    const logged: string[] = [];
    const adapter = radiusUsageAdapter({ databaseUrl: url.toString(), logError: (line) => logged.push(line) });
    const subject = { service: { id: 1, serviceTag: 'LTE-200311', type: 'lte', status: 'Active', attributes: {} } };
    try {
      const failure = await adapter.liveSession(subject, new Date()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ActionFailure);
      expect(failure).toMatchObject({ status: 503, message: 'Your usage figures cannot be read just now. Please try again in a few minutes.' });
      await expect(adapter.usePerDay(subject, '2026-11-01', '2026-11-30')).rejects.toMatchObject({ status: 503 });
      expect(logged.length).toBeGreaterThanOrEqual(2);
      expect(logged[0]).toMatch(/^RADIUS accounting database: a query failed \(.+\)\.$/);
      expect(logged.join('\n')).not.toContain('s3cr3t');
      expect(logged.join('\n')).not.toContain(url.host);
    } finally {
      await adapter.close();
    }
  });
});
