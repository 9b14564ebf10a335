import type { Page } from '@playwright/test';

type Config = Record<string, any>;

const EMBEDDED = /(<script type="application\/json" id="portal-instance-config">)([\s\S]*?)(<\/script>)/;

/**
 * The instance config this page reads, changed for this page only (the server's own is unchanged): where the app
 * fetches it (/instance-config.json) and where the server's pages carry it (every page the app shows, the
 * prerendered login page included).
 */
export async function changeInstanceConfig(page: Page, change: (config: Config) => void) {
  await page.route('**/instance-config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    change(config);
    await route.fulfill({ response, json: config });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(EMBEDDED, (_all, open: string, json: string, close: string) => {
      const config = JSON.parse(json);
      change(config);
      return open + JSON.stringify(config).replace(/</g, '\\u003c') + close;
    });
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: html });
  });
}
