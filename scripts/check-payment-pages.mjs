// PCI DSS 4.0.1 11.6.1 for an operator (docs/security.md "PCI DSS 4.0.1 SAQ A: payment pages"): fetches the portal's
// payment pages as a browser receives them and alerts on any change to their scripts or security headers.
//   node scripts/check-payment-pages.mjs --help
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The server's own TypeScript, run by the server's tsx.
const tsx = createRequire(new URL('../server/package.json', import.meta.url)).resolve('tsx');
const cli = fileURLToPath(new URL('../server/src/payment-pages/check-cli.ts', import.meta.url));
const { status } = spawnSync(process.execPath, ['--import', pathToFileURL(tsx).href, cli, ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit', env: process.env });
process.exit(status ?? 2);
