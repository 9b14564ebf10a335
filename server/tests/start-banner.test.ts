import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoSignInLines } from '../src/demo/start-banner';
import { findRepoRoot } from '../src/paths';
import { freePort, spawnPortal } from './support/test-server';

/** Every cell number in the README's table of demo sign-ins ('| `0721234502`, `0721234503` | …' gives both). */
function readmeCellNumbers() {
  const readme = readFileSync(path.join(findRepoRoot(), 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Signing in with the demo data'));
  const table = section.split('\n').filter((line) => line.startsWith('| `0'));
  return table.flatMap((row) => row.split('|')[1].match(/\d{10}/g) ?? []);
}

describe('the demo start banner', () => {
  it('lists every demo cell number the README lists, and says where the PINs are', () => {
    const numbers = readmeCellNumbers();
    expect(numbers.length).toBeGreaterThanOrEqual(8);
    const lines = demoSignInLines('http://localhost:8080', { printed: true });
    const listed = lines.filter((line) => /^ {2}\d{10} {2}/.test(line)).map((line) => line.trim().slice(0, 10));
    expect(listed).toEqual(numbers);
    expect(lines.join('\n')).toContain('http://localhost:8080/login');
    expect(lines.join('\n')).toContain('[demo SMS to <cell number>]');
    expect(lines.join('\n')).toContain('http://localhost:8080/api/dev/outbox');
  });

  it('names the gateway when PINs are really sent', () => {
    expect(demoSignInLines('https://portal.example.com', { printed: false, through: 'the SMS gateway (SMS_HTTP_URL)' })[0]).toBe(
      'Sign in at https://portal.example.com/login with a demo cell number; PINs are sent through the SMS gateway (SMS_HTTP_URL):',
    );
  });

  describe('a real first start at the default log level', () => {
    let dataDir: string;
    let portal: ReturnType<typeof spawnPortal> | undefined;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'portal-banner-'));
    });
    afterAll(async () => {
      await portal?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('ends with the sign-in banner, and a page load’s files and the version check leave it in sight', async () => {
      const port = await freePort();
      portal = spawnPortal({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      await portal.ready();
      const last = readmeCellNumbers().at(-1)!;
      await new Promise<void>((resolve) => {
        const check = () => (portal!.stdout().includes(`  ${last}  `) ? resolve() : setTimeout(check, 100));
        check();
      });
      const origin = `http://localhost:${port}`;
      for (const number of readmeCellNumbers()) expect(portal.stdout()).toContain(`\n  ${number}  `);
      expect(portal.stdout()).toContain(`Sign in at ${origin}/login with a demo cell number.`);
      expect(portal.stdout()).toContain(`kept at ${origin}/api/dev/outbox`);

      // What a browser asks for on a page load: the file requests among them are not logged at info.
      const before = portal.stdout().length;
      for (const file of ['/instance-config.json', '/remotes/billing/mf-manifest.json', '/main.js']) await fetch(`${origin}${file}`);
      const version = await fetch(`${origin}/version`);
      expect(version.ok).toBe(true);
      const logged = () => portal!.stdout().slice(before);
      await new Promise<void>((resolve) => {
        const check = () => (logged().includes('"url":"/version"') ? resolve() : setTimeout(check, 100));
        check();
      });
      const files = logged()
        .split('\n')
        .filter((line) => /"url":"[^"]*\.(js|json)"/.test(line) && /"statusCode":[23]\d\d/.test(line));
      expect(files).toEqual([]);
    });
  });
});
