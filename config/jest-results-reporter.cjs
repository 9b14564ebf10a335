// Writes this package's test counts where the root test script gathers them for its closing line.
const fs = require('fs');
const path = require('path');

/** Each failed test (or suite that did not run) with the first line of its error: CI output is read from its tail. */
function failuresOf(results) {
  const failures = [];
  for (const file of results.testResults) {
    const where = path.relative(process.cwd(), file.testFilePath);
    if (file.testExecError) failures.push({ title: where, error: firstLine(file.testExecError.message) });
    for (const test of file.testResults) {
      if (test.status === 'failed') failures.push({ title: `${where} › ${test.fullName}`, error: firstLine(test.failureMessages[0]) });
    }
  }
  return failures;
}

const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';

class ResultsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.PORTAL_RESULTS_DIR;
    if (!dir) return;
    const name = path.basename(path.dirname(this.rootDir + '/x')).replace(/[^a-z0-9-]/gi, '_');
    const parent = path.basename(path.dirname(this.rootDir));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `jest-${parent}-${name}.json`),
      JSON.stringify({
        suite: path.relative(process.cwd(), this.rootDir) || name,
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        failures: failuresOf(results),
      }),
    );
  }
}

module.exports = ResultsReporter;
