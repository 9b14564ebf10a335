// Writes this package's test counts where the root test script gathers them for its closing line.
const fs = require('fs');
const path = require('path');

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
      }),
    );
  }
}

module.exports = ResultsReporter;
