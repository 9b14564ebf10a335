import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { directoryFileStore } from '../../src/files/directory-store';

/**
 * The file store of this jest run: one folder for every test file, deleted with the run's seeded database
 * (jest-seed-teardown.cjs). Copies of the seeded database find the demo tickets' files in it.
 */
export function testFileStore() {
  const runDir = process.env.PORTAL_TEST_SEED_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-test-files-'));
  return directoryFileStore(path.join(runDir, 'files'));
}
