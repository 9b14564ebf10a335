const { existsSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

/** The PostgreSQL databases the run seeded to copy from (test-server.ts seededPostgresTemplate): "server URL<tab>name" lines. */
async function dropSeededPostgres(dir) {
  const list = path.join(dir, 'postgres-databases.txt');
  if (!existsSync(list)) return;
  const { Client } = require('pg');
  const failures = [];
  // Each one is tried: one that cannot be dropped leaves the others to be.
  for (const line of new Set(readFileSync(list, 'utf8').split('\n').filter(Boolean))) {
    const [serverUrl, name] = line.split('\t');
    const client = new Client({ connectionString: serverUrl });
    try {
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch (error) {
      failures.push(`${name}: ${error.message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (failures.length) throw new Error(`Seeded PostgreSQL databases not dropped: ${failures.join('; ')}`);
}

module.exports = async function teardown() {
  const dir = process.env.PORTAL_TEST_SEED_DIR;
  if (!dir) return;
  try {
    await dropSeededPostgres(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
