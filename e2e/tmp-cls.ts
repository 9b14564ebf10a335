import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { ownServer } from './support/own-server';
import { signInThroughPage, contextWithSession } from './bench/browser-session';

async function main() {
  const server = ownServer(8283);
  await server.start();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const session = await signInThroughPage(browser, server.baseURL);
    for (const width of [412, 1440]) {
      const context = await contextWithSession(browser, server.baseURL, session);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width === 412 ? 823 : 900 });
      await page.addInitScript(() => {
        (window as any).shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as any[]) {
            (window as any).shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), sources: (e.sources || []).map((s: any) => {
              const n = s.node as Element | null;
              const desc = n ? `${n.tagName}.${(n.className || '').toString().slice(0, 60)} "${(n.textContent || '').slice(0, 40)}"` : '?';
              return `${desc} ${JSON.stringify(s.previousRect.y)}→${JSON.stringify(s.currentRect.y)} h${s.previousRect.height}→${s.currentRect.height}`;
            }) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/dashboard');
      await page.waitForTimeout(6000);
      const shifts = await page.evaluate(() => (window as any).shifts);
      const heights = await page.evaluate(() => [...document.querySelectorAll('section.portal-dashboard-card')].map((s) => `${s.getAttribute('aria-labelledby') ? s.querySelector('h2')?.textContent : s.getAttribute('aria-label')}: ${Math.round(s.getBoundingClientRect().height)}`));
      console.log(heights.join(' | '));
      console.log(`== width ${width}: total ${shifts.reduce((a: number, s: any) => a + Number(s.v), 0).toFixed(3)}`);
      for (const s of shifts) console.log(s.t, s.v, '\n   ' + s.sources.join('\n   '));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.dispose();
  }
}
main();
