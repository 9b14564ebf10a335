import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Debian's FreeRADIUS 3 configuration, copied and changed for each test server. */
const DEBIAN_CONFIG = '/etc/freeradius/3.0';
const SCHEMA = `${DEBIAN_CONFIG}/mods-config/sql/main/postgresql/schema.sql`;
const POSTGRES_MODULE = '/usr/lib/freeradius/rlm_sql_postgresql.so';

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Why a FreeRADIUS test cannot run here, or null when freeradius, its PostgreSQL module and radclient are all installed. */
export function freeradiusMissing(): string | null {
  const missing = [
    !onPath('freeradius') && 'freeradius (package freeradius)',
    !existsSync(POSTGRES_MODULE) && `${POSTGRES_MODULE} (package freeradius-postgresql)`,
    !onPath('radclient') && 'radclient (package freeradius-utils)',
    !existsSync(SCHEMA) && SCHEMA,
  ].filter(Boolean);
  return missing.length
    ? `FreeRADIUS is not installed: ${missing.join(', ')} missing. Install it with scripts/ensure-freeradius.sh (as root) or apt-get install freeradius freeradius-postgresql freeradius-utils.`
    : null;
}

/** A PostgreSQL database of the test's own holding FreeRADIUS's standard schema (radacct and the rest). */
export async function createRadiusDatabase(serverUrl: string, prefix = 'radius_test') {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(readFileSync(SCHEMA, 'utf8'));
  return {
    name,
    url: url.toString(),
    client,
    drop: async () => {
      await client.end().catch(() => undefined);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

interface RadiusServerOptions {
  /** The accounting database: where rlm_sql writes radacct. */
  database: { name: string; url: string };
  acctPort: number;
}

/**
 * `freeradius -f` (foreground) on a configuration generated from Debian's: no user switch, logs and run files in a
 * folder of its own, only the always/expr modules and an sql module (dialect postgresql) on the test's database, and
 * one virtual server listening for accounting on 127.0.0.1:acctPort from the one client 127.0.0.1 with a random secret.
 */
export async function startFreeradius({ database, acctPort }: RadiusServerOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), 'radius-freeradius-'));
  const config = path.join(dir, 'raddb');
  cpSync(DEBIAN_CONFIG, config, { recursive: true, verbatimSymlinks: true });
  for (const site of readdirSync(path.join(config, 'sites-enabled'))) rmSync(path.join(config, 'sites-enabled', site));
  for (const module of readdirSync(path.join(config, 'mods-enabled'))) if (!['always', 'expr'].includes(module)) rmSync(path.join(config, 'mods-enabled', module));
  mkdirSync(path.join(dir, 'log'));
  mkdirSync(path.join(dir, 'run'));
  const radiusd = readFileSync(path.join(config, 'radiusd.conf'), 'utf8')
    .replace(/^logdir = .*$/m, `logdir = ${dir}/log`)
    .replace(/^run_dir = .*$/m, `run_dir = ${dir}/run`)
    .replace(/^(\s*)(user|group) = .*$/gm, '$1# $2 (the test runs it as itself)');
  writeFileSync(path.join(config, 'radiusd.conf'), radiusd);
  const secret = randomBytes(12).toString('hex');
  writeFileSync(path.join(config, 'clients.conf'), `client portal_test {\n\tipaddr = 127.0.0.1\n\tsecret = ${secret}\n}\n`);
  const db = new URL(database.url);
  writeFileSync(
    path.join(config, 'mods-enabled', 'sql'),
    `sql {
	dialect = "postgresql"
	driver = "rlm_sql_\${dialect}"
	server = "${db.hostname}"
	port = ${db.port || 5432}
	login = "${decodeURIComponent(db.username) || 'postgres'}"
	password = "${decodeURIComponent(db.password)}"
	radius_db = "${database.name}"
	acct_table1 = "radacct"
	acct_table2 = "radacct"
	postauth_table = "radpostauth"
	authcheck_table = "radcheck"
	groupcheck_table = "radgroupcheck"
	authreply_table = "radreply"
	groupreply_table = "radgroupreply"
	usergroup_table = "radusergroup"
	delete_stale_sessions = yes
	read_clients = no
	client_table = "nas"
	group_attribute = "SQL-Group"
	pool {
		start = 1
		min = 1
		max = 4
		spare = 1
		uses = 0
		retry_delay = 1
		lifetime = 0
		idle_timeout = 60
	}
	$INCLUDE \${modconfdir}/\${.:name}/main/\${dialect}/queries.conf
}
`,
  );
  writeFileSync(
    path.join(config, 'sites-enabled', 'portal-test'),
    `server portal_test {
	listen {
		type = acct
		ipaddr = 127.0.0.1
		port = ${acctPort}
	}
	preacct {
		acct_unique
	}
	accounting {
		sql
	}
}
`,
  );

  const child = spawn('freeradius', ['-f', '-d', config, '-l', 'stdout'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => child.once('exit', (code) => ((exitCode = code), resolve())));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Ready to process requests')) {
    if (exitCode !== undefined) throw new Error(`freeradius exited with ${exitCode} before it was ready:\n${output}`);
    if (Date.now() > deadline) throw new Error(`freeradius was not ready within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** Sends one Accounting-Request with radclient and waits for its Accounting-Response. */
  const account = (attributes: Record<string, string | number>) => {
    const packet = Object.entries(attributes)
      .map(([name, value]) => `${name} = ${typeof value === 'number' ? value : JSON.stringify(value)}`)
      .join('\n');
    const sent = spawnSync('radclient', ['-r', '3', '-t', '5', `127.0.0.1:${acctPort}`, 'acct', secret], { input: `${packet}\n`, encoding: 'utf8' });
    if (sent.status !== 0 || !sent.stdout.includes('Received Accounting-Response')) {
      throw new Error(`radclient got no Accounting-Response (exit ${sent.status}):\n${sent.stdout}${sent.stderr}\nfreeradius:\n${output}`);
    }
  };

  return {
    account,
    output: () => output,
    stop: async () => {
      if (exitCode === undefined) {
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(late);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
