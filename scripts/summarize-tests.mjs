// Adds up the counts every test runner left in the results folder and prints the closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const playwrightSuites = { 'playwright.json': 'e2e (Playwright)', 'playwright-security.json': 'security (Playwright)' };
  if (playwrightSuites[file]) {
    const s = data.stats ?? {};
    rows.push({ suite: playwrightSuites[file], passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 });
  } else if (file.startsWith('jest-')) {
    rows.push(data);
  }
}
for (const r of rows) {
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  console.log(`  ${r.suite.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.skipped ? `${r.skipped} skipped` : ''}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || rows.length === 0 ? 1 : 0);
