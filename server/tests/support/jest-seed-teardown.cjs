const { rmSync } = require('node:fs');

module.exports = async function teardown() {
  if (process.env.PORTAL_TEST_SEED_DIR) rmSync(process.env.PORTAL_TEST_SEED_DIR, { recursive: true, force: true });
};
