// Adds up the counts every test runner left in the results folder and prints the closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

const dir = process.argv[2];
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/**
 * Every results file this run should have left: one per workspace package whose tests run under jest (named as
 * config/jest-results-reporter.cjs names it), and the two Playwright reports. A suite that crashed, or never ran
 * because a step before it failed, is named in the summary instead of silently missing from the count.
 */
function expectedResults() {
  const expected = new Map([
    ['playwright.json', 'e2e (Playwright)'],
    ['playwright-security.json', 'security (Playwright)'],
    ['jest-deploy.json', 'release folder (deploy/tests)'],
    ['engines.json', 'engines (Firefox, WebKit, Chromium)'],
  ]);
  const packageDirs = ['config', 'host', 'server', ...['shared', 'remotes'].flatMap((group) =>
    existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name)) : [])];
  for (const relative of packageDirs) {
    const manifest = join(root, relative, 'package.json');
    if (!existsSync(manifest)) continue;
    if (!JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test) continue;
    const packageDir = join(root, relative);
    expected.set(`jest-${basename(dirname(packageDir))}-${basename(packageDir)}.json`, relative);
  }
  return expected;
}
const missing = expectedResults();
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
const failures = [];
const flaky = [];
const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';

/** Every test of a Playwright JSON report, with its file and title path. */
function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { title: [...titles, spec.title].filter(Boolean).join(' › '), file: spec.file, line: spec.line, test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
}
for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  missing.delete(file);
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const playwrightSuites = { 'playwright.json': 'e2e (Playwright)', 'playwright-security.json': 'security (Playwright)' };
  if (playwrightSuites[file]) {
    const s = data.stats ?? {};
    rows.push({ suite: playwrightSuites[file], passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 });
    for (const suite of data.suites ?? []) {
      for (const { title, file: specFile, line, test } of playwrightTests(suite)) {
        const where = `${specFile}:${line} › ${title}`;
        const errors = (test.results ?? []).map((result) => firstLine(result.error?.message ?? result.errors?.[0]?.message));
        if (test.status === 'unexpected') failures.push({ title: where, error: errors.at(-1) });
        if (test.status === 'flaky') flaky.push({ title: where, error: errors[0] });
      }
    }
  } else if (file.startsWith('jest-') || file === 'engines.json') {
    rows.push(data);
    failures.push(...(data.failures ?? []));
  }
}
for (const r of rows) {
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  console.log(`  ${r.suite.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.skipped ? `${r.skipped} skipped` : ''}`);
}
for (const [heading, list] of [['passed only when tried again', flaky], ['failed', failures]]) {
  if (!list.length) continue;
  console.log(`\n${heading}:`);
  for (const f of list) console.log(`  ✘ ${f.title}\n      ${f.error}`);
}
if (missing.size) {
  console.log('\ndid not run (no results were written; see its step above):');
  for (const suite of missing.values()) console.log(`  ✘ ${suite}`);
}
// Steps of scripts/test.sh that failed (it writes their names): lint and typecheck leave no results of their own.
const failedStepsFile = join(dir, 'failed-steps.txt');
const failedSteps = existsSync(failedStepsFile) ? readFileSync(failedStepsFile, 'utf8').split('\n').filter(Boolean) : [];
if (failedSteps.length) {
  console.log('\nsteps that did not pass (see their output above):');
  for (const step of failedSteps) console.log(`  ✘ ${step}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || missing.size > 0 || failedSteps.length > 0 || rows.length === 0 ? 1 : 0);
