/** `pnpm --filter @portal/e2e bench:inp`: only the bench's INP part (interactions.ts), on the built portal; the whole `pnpm bench` runs it too. */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { ownServer } from '../support/own-server';
import { DEMO } from '../support/sign-in';
import { signInThroughPage } from './browser-session';
import { INP_MAX_MS } from './budgets';
import { BENCH_INTERACTIONS, INP_CPU_SLOWDOWN, measureInteractions } from './interactions';
import { markdownTable, ms } from './table';

async function main() {
  const server = ownServer(8282);
  await server.start();
  const browser = await chromium.launch(chromiumLaunchOptions({ whole: true }));
  try {
    const customer = await signInThroughPage(browser, server.baseURL);
    const twoParents = await signInThroughPage(browser, server.baseURL, DEMO.twoParents, /Acme Logistics \(Pty\) Ltd/);
    const inp = await measureInteractions(browser, server.baseURL, BENCH_INTERACTIONS({ customer, twoParents }));
    console.log(`## INP (CPU ${INP_CPU_SLOWDOWN}× slower)\n`);
    console.log(markdownTable(['interaction', ' INP', 'verdict'], [...inp].map(([name, value]) => [name, ms(value), value <= INP_MAX_MS ? 'within' : 'OVER'])));
    if ([...inp.values()].some((value) => value > INP_MAX_MS)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
