import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { baselineOf, checkPaymentPages } from './check';
import { readBaseline } from './self-check';
import { parseSettings } from '../settings';

const USAGE = `Checks the portal's payment pages against their script inventories and a recorded baseline (PCI DSS 4.0.1 11.6.1).

  node scripts/check-payment-pages.mjs [--origin URL] [--baseline FILE] [--record]

  --origin URL     the portal as browsers reach it (default: PUBLIC_ORIGIN, else http://localhost:8080)
  --baseline FILE  the baseline (default: PAYMENT_PAGES_BASELINE, else data/payment-pages-baseline.json)
  --record         after a reviewed deploy: record what the pages serve now as the baseline

Each difference is one JSON line at level 50 (error) on stdout. Exit status: 0 nothing changed, 1 a difference,
2 the check could not run.`;

const line = (level: number, msg: string, fields: object) => console.log(JSON.stringify({ level, time: Date.now(), msg, ...fields }));

async function main() {
  const { values } = parseArgs({ options: { origin: { type: 'string' }, baseline: { type: 'string' }, record: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // The portal's own settings (PUBLIC_ORIGIN, PAYMENT_PAGES_BASELINE), relative paths taken from where the command runs.
  const settings = parseSettings(process.env, process.cwd());
  const origin = new URL(values.origin ?? settings.publicOrigin).origin;
  const baselineFile = path.resolve(values.baseline ?? settings.paymentPagesBaseline ?? 'data/payment-pages-baseline.json');
  const { observation, findings } = await checkPaymentPages(origin, values.record ? null : await readBaseline(baselineFile));
  for (const finding of findings) line(50, 'payment page changed', { paymentPageChange: finding });
  if (values.record) {
    if (findings.length > 0) {
      line(50, 'baseline not recorded: the pages do not match their inventories', { origin });
      return 1;
    }
    await mkdir(path.dirname(baselineFile), { recursive: true });
    await writeFile(baselineFile, `${JSON.stringify(baselineOf(observation), null, 2)}\n`);
    line(30, 'payment page baseline recorded', { origin, baselineFile, scripts: Object.keys(observation.scripts).length });
    return 0;
  }
  if (findings.length === 0) line(30, 'payment pages unchanged', { origin, scripts: Object.keys(observation.scripts).length });
  return findings.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    line(50, 'payment page check could not run', { error: error.message });
    process.exit(2);
  },
);
