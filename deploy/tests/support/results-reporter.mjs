// A node:test reporter writing the counts scripts/summarize-tests.mjs adds up (the jest-*.json shape), for `pnpm test:deploy`.
export default async function* resultsReporter(source) {
  const counts = { suite: 'deploy (release folder)', passed: 0, failed: 0, skipped: 0, failures: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped++;
    else if (event.type === 'test:pass') counts.passed++;
    else {
      counts.failed++;
      const error = event.data.details?.error;
      counts.failures.push({ title: `${event.data.file ?? ''} › ${event.data.name}`, error: String(error?.cause?.message ?? error?.message ?? '').split('\n')[0].slice(0, 300) });
    }
  }
  yield JSON.stringify(counts);
}
