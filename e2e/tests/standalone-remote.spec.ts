import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO, latestPin } from '../support/sign-in';

const ticketsDist = path.join(__dirname, '..', '..', 'remotes', 'tickets', 'dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css' };

/**
 * The tickets area on its own, as its dev server runs it for QA: its built files from its own origin, and the portal's
 * API, instance config and demo outbox passed through to `apiUrl`.
 */
async function standaloneTickets(apiUrl: string) {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standalone');
    if (url.pathname.startsWith('/api/') || url.pathname === '/instance-config.json') {
      const target = new URL(url.pathname + url.search, apiUrl);
      const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        res.writeHead(504, { 'content-type': 'text/plain' });
        res.end('The portal did not answer.');
      });
      req.pipe(upstream);
      return;
    }
    const file = path.join(ticketsDist, path.normalize(url.pathname));
    const found = file.startsWith(ticketsDist) && existsSync(file) && statSync(file).isFile() ? file : path.join(ticketsDist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(found)] ?? 'application/octet-stream' });
    createReadStream(found).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

/** A signed-in session's access token, obtained from the real server as the login page does. */
async function accessToken(request: APIRequestContext, baseURL: string, cellNumber: string) {
  const action = async (name: string, body: object) =>
    (await (await request.post(`${baseURL}/api/solid/isp-portal/action/${name}`, { data: body })).json()).result;
  const requested = Date.now() - 1000;
  await action('login.otp.RequestOtp', { cellNumber });
  const pin = await latestPin(request, cellNumber, requested, baseURL);
  const verified = await action('login.otp.VerifyOtp', { cellNumber, pin });
  const selected = await action('login.otp.SelectAccount', { userToken: verified.matchedAccounts[0].userToken });
  return selected.accessToken as string;
}

test.describe('one area on its own for QA, against the real server', () => {
  test('signs in by token, lists its pages by name and shows the account’s own tickets', async ({ page, request, baseURL }) => {
    const standalone = await standaloneTickets(baseURL!);
    try {
      const token = await accessToken(request, baseURL!, DEMO.customer);
      await page.goto(`${standalone.url}/?token=${token}`);
      const nav = page.getByRole('navigation', { name: 'Tickets (standalone)' });
      await expect(nav.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
      await expect(nav.locator('a[href*=":"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
      // The token left the address bar; the page's data came from the real server.
      expect(new URL(page.url()).search).not.toContain('token');
      await expect(page.getByRole('main')).toContainText('TCK-');
    } finally {
      await standalone.close();
    }
  });

  test('says plainly that the portal’s API does not answer when none runs behind it', async ({ page }) => {
    const standalone = await standaloneTickets('http://127.0.0.1:9');
    try {
      await page.goto(standalone.url);
      await expect(page.getByRole('heading', { level: 1, name: 'Tickets: the portal’s API does not answer' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('PORTAL_API_URL');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    } finally {
      await standalone.close();
    }
  });
});
