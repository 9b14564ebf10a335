import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { until } from './portal-over-http';

const run = promisify(execFile);

/** Where Debian's pdns-backend-sqlite3 keeps the schema of a new database. */
const SQLITE_SCHEMAS = ['/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql', '/usr/share/doc/pdns-backend-sqlite3/schema.sqlite3.sql'];

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** What the PowerDNS tests need and is missing, as one sentence; null when all is there. */
export function missingPowerDns(): string | null {
  const missing = ['pdns_server', 'pdnsutil', 'dig', 'sqlite3'].filter((c) => !onPath(c) && !existsSync(`/usr/sbin/${c}`));
  if (!SQLITE_SCHEMAS.some((f) => existsSync(f))) missing.push('the sqlite3 schema of pdns-backend-sqlite3');
  if (!missing.length) return null;
  return `PowerDNS is not installed here (missing: ${missing.join(', ')}): these tests run a real pdns_server. Install it with scripts/ensure-powerdns.sh (Debian: apt-get install pdns-server pdns-backend-sqlite3 dnsutils sqlite3).`;
}

export interface PowerDnsServer {
  apiUrl: string;
  apiKey: string;
  dnsPort: number;
  /** Runs pdnsutil with this server's configuration. */
  pdnsutil(...args: string[]): Promise<string>;
  /** The zone's rrsets as PowerDNS's API has them, sorted: to show that something did not change. */
  zoneSnapshot(zone: string): Promise<string>;
  /** `dig @127.0.0.1 -p <port> +short <name> <type>`: the answers, sorted. */
  dig(name: string, type: string): Promise<string[]>;
  /** The TTL of an answer (dig +noall +answer), or undefined when there is none. */
  digTtl(name: string, type: string): Promise<number | undefined>;
  log(): string;
  stop(): Promise<void>;
}

/**
 * A pdns_server in the foreground with a config folder and sqlite3 database of its own: DNS on `dnsPort`, the HTTP
 * API on `apiPort` (loopback only), no caches, so that dig sees a change at once. `zones` are made with pdnsutil
 * before it starts.
 */
export async function startPowerDns(options: { dnsPort: number; apiPort: number; zones: { name: string; records: [name: string, type: string, ttl: number, content: string][] }[] }): Promise<PowerDnsServer> {
  const missing = missingPowerDns();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pdns-'));
  const database = path.join(dir, 'pdns.sqlite3');
  const schema = SQLITE_SCHEMAS.find((f) => existsSync(f))!;
  await run('sh', ['-c', `sqlite3 "${database}" < "${schema}"`]);
  const apiKey = randomBytes(16).toString('hex');
  writeFileSync(
    path.join(dir, 'pdns.conf'),
    [
      'launch=gsqlite3',
      `gsqlite3-database=${database}`,
      `local-address=127.0.0.1:${options.dnsPort}`,
      'api=yes',
      `api-key=${apiKey}`,
      'webserver=yes',
      'webserver-address=127.0.0.1',
      `webserver-port=${options.apiPort}`,
      'webserver-allow-from=127.0.0.1',
      'daemon=no',
      'guardian=no',
      'disable-syslog=yes',
      `socket-dir=${dir}`,
      'cache-ttl=0',
      'query-cache-ttl=0',
      'negquery-cache-ttl=0',
      'zone-cache-refresh-interval=0',
      'security-poll-suffix=',
      '',
    ].join('\n'),
  );
  const pdnsutil = async (...args: string[]) => (await run('pdnsutil', [`--config-dir=${dir}`, ...args])).stdout;
  for (const zone of options.zones) {
    await pdnsutil('create-zone', zone.name, 'ns1.example-isp.co.za');
    for (const [name, type, ttl, content] of zone.records) await pdnsutil('add-record', zone.name, name, type, String(ttl), content);
  }

  let log = '';
  const child: ChildProcess = spawn('pdns_server', [`--config-dir=${dir}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const api = (zone: string) =>
    fetch(`${apiUrl}/api/v1/servers/localhost/zones/${zone}.`, { headers: { 'x-api-key': apiKey } }).catch(() => undefined);
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(late);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until('pdns_server answering on its API', async () => {
      if (exited) throw new Error(`pdns_server exited:\n${log}`);
      const response = await api(options.zones[0]?.name ?? 'invalid');
      return response && (response.status === 200 || response.status === 404) ? true : undefined;
    }, 60_000, 100);
  } catch (error) {
    await stop();
    throw error;
  }

  const dig = async (name: string, type: string, ...extra: string[]) =>
    (await run('dig', ['@127.0.0.1', '-p', String(options.dnsPort), '+tries=3', '+time=5', ...extra, name, type])).stdout;

  return {
    apiUrl,
    apiKey,
    dnsPort: options.dnsPort,
    pdnsutil,
    async zoneSnapshot(zone) {
      const response = await api(zone);
      if (!response) throw new Error('PowerDNS API did not answer');
      if (response.status !== 200) return `HTTP ${response.status}`;
      const body = (await response.json()) as { rrsets: { name: string; type: string; ttl: number; records: { content: string }[] }[] };
      return JSON.stringify(
        body.rrsets.map((r) => ({ ...r, records: r.records.map((x) => x.content).sort() })).sort((a, b) => `${a.name} ${a.type}`.localeCompare(`${b.name} ${b.type}`)),
      );
    },
    async dig(name, type) {
      return (await dig(name, type, '+short'))
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .sort();
    },
    async digTtl(name, type) {
      const line = (await dig(name, type, '+noall', '+answer')).split('\n').find((l) => l.trim());
      return line ? Number(line.split(/\s+/)[1]) : undefined;
    },
    log: () => log,
    stop,
  };
}
