// A folder for this jest run's seeded database, which tests open copies of (seeded-database.ts); the workers inherit it.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function setup() {
  process.env.PORTAL_TEST_SEED_DIR = mkdtempSync(path.join(tmpdir(), 'portal-test-seed-'));
};
