import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signInByApi } from './support/api';
import { API, rawRequest, type RawAnswer } from './support/objects-http';
import { portalServer } from './support/server';

/**
 * Path traversal against the static folders (the host at /, each remote at /remotes/<area>/), the download and
 * upload routes: `../` in every spelling must never read a file outside the served folders. Every answer is a 4xx,
 * or the portal's index.html for a page-like GET; never /etc/passwd, the repository's files, the server's source
 * or its data folder, and never a 5xx.
 */

const server = portalServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const repoRoot = path.join(__dirname, '..', '..');
const AREAS = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];

/** Ways to say "the folder above". */
const UP = ['../', '..%2f', '..%2F', '%2e%2e/', '%2e%2e%2f', '.%2e/', '%2e./', '..\\', '..%5c', '%252e%252e%252f', '..%252f', '....//', '..;/', '%c0%ae%c0%ae/', '..%c0%af'];
/** Files outside the served folders, relative to the repository root, with a text each would contain. */
const SECRETS: [relative: string, marker: RegExp][] = [
  ['package.json', /"private":\s*true|"workspaces"|pnpm/],
  ['server/src/main.ts', /import .* from/],
  ['server/package.json', /"@portal\/server"/],
  ['pnpm-workspace.yaml', /packages:/],
];
const ABSOLUTE = ['/etc/passwd', '%2fetc%2fpasswd', '//etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd', 'file:///etc/passwd', 'C:\\Windows\\win.ini'];

let indexHtml = '';
test.beforeAll(async () => {
  indexHtml = (await rawRequest(server.baseURL, 'GET', '/')).text;
  expect(indexHtml).toContain('<html');
});

const ESCAPED = [/root:.*:0:0:/, /\[fonts\]|\[extensions\]/i, /PG_VERSION|postgresql\.conf/];

/** What an answer must not be: a 5xx, a 2xx that is not index.html, or any byte of a file outside the served folders. */
function problemWith(request: string, answer: RawAnswer, pageLike: boolean): string | null {
  if (answer.status >= 500) return `${request} → ${answer.status}`;
  for (const marker of ESCAPED) if (marker.test(answer.text)) return `${request} → ${answer.status} leaked ${marker}`;
  for (const [file, marker] of SECRETS) {
    const content = readFileSync(path.join(repoRoot, file), 'utf8');
    if (answer.text.includes(content.slice(0, 200)) || (answer.status === 200 && marker.test(answer.text) && answer.text !== indexHtml)) {
      return `${request} → ${answer.status} served ${file}`;
    }
  }
  if (answer.status >= 200 && answer.status < 300 && !(pageLike && answer.text === indexHtml)) return `${request} → ${answer.status} ${answer.text.slice(0, 120)}`;
  if (answer.status >= 300 && answer.status < 400) {
    const location = String(answer.headers.location ?? '');
    if (!location.startsWith('/') || location.startsWith('//')) return `${request} → ${answer.status} redirect to ${location}`;
  }
  return null;
}

/** `../` repeated deep enough to leave any folder of the repository, then the target. */
const climb = (up: string, target: string) => `${up.repeat(8)}${target}`;

const staticPaths = () => {
  const paths: string[] = [];
  for (const prefix of ['/', '/static/', ...AREAS.map((a) => `/remotes/${a}/`)]) {
    for (const up of UP) {
      for (const [file] of SECRETS) paths.push(`${prefix}${climb(up, file)}`);
      paths.push(`${prefix}${climb(up, 'etc/passwd')}`);
      paths.push(`${prefix}${climb(up, 'etc/passwd')}%00.js`);
    }
    for (const absolute of ABSOLUTE) paths.push(`${prefix}${absolute}`);
    paths.push(`${prefix}..`, `${prefix}%00`, `${prefix}remoteEntry.js%00.html`, `${prefix}.env`, `${prefix}.git/config`);
  }
  paths.push(`/remotes/../server/src/main.ts`, `/remotes/account/../../server/src/main.ts`, `/remotes/account/..%2f..%2fpackage.json`);
  return paths;
};

test('GET and HEAD of the static folders never leave them', async () => {
  const problems: string[] = [];
  for (const p of staticPaths()) {
    for (const method of ['GET', 'HEAD']) {
      const answer = await rawRequest(server.baseURL, method, p);
      const problem = problemWith(`${method} ${p}`, method === 'HEAD' ? { ...answer, text: answer.status === 200 ? indexHtml : answer.text } : answer, true);
      if (problem) problems.push(problem);
    }
  }
  expect(problems).toEqual([]);
});

test('the served files still come (the attacks above are not refused for some other reason)', async () => {
  expect((await rawRequest(server.baseURL, 'GET', '/version')).status).toBe(200);
  for (const area of AREAS) expect((await rawRequest(server.baseURL, 'GET', `/remotes/${area}/remoteEntry.js`)).status, area).toBe(200);
});

test('download and upload names and bodies with traversal are refused as 4xx', async () => {
  const token = await signInByApi(server.baseURL, '0821234567');
  const names = [
    ...UP.map((up) => climb(up, 'etc/passwd')),
    ...UP.map((up) => climb(up, 'package.json')),
    ...ABSOLUTE,
    'billing.doc.DownloadPDFInvoice%00',
    'billing.doc.DownloadPDFInvoice%2f..%2f..%2fpackage.json',
    '..%2fbilling.doc.DownloadPDFInvoice',
  ];
  const bodies: unknown[] = [
    { invoiceTxNumber: '../../../../etc/passwd' },
    { invoiceTxNumber: '..%2f..%2fpackage.json' },
    { invoiceTxNumber: 'INV1001-0001\u0000.pdf' },
    { invoiceTxNumber: '..\\..\\server\\src\\main.ts' },
    { invoiceTxNumber: '/etc/passwd' },
    { id: '../../etc/passwd' },
    { exportStartDate: '../../../../', exportEndDate: '2026-01-01' },
  ];
  const problems: string[] = [];
  for (const route of ['download', 'upload']) {
    for (const name of names) {
      for (const auth of [undefined, token]) {
        const answer = await rawRequest(server.baseURL, 'POST', `${API}/${route}/${name}`, '{}', {
          'content-type': 'application/json',
          ...(auth ? { 'x-portal-authorization': auth } : {}),
        });
        const problem = problemWith(`POST ${route}/${name}`, answer, false);
        if (problem) problems.push(problem);
      }
    }
  }
  for (const name of ['billing.doc.DownloadPDFInvoice', 'billing.doc.DownloadExcelInvoice', 'account.doc.DownloadDocument', 'billing.doc.DownloadPDFStatementDocument']) {
    for (const body of bodies) {
      const answer = await rawRequest(server.baseURL, 'POST', `${API}/download/${name}`, JSON.stringify(body), {
        'content-type': 'application/json',
        'x-portal-authorization': token,
      });
      const problem = problemWith(`POST download/${name} ${JSON.stringify(body)}`, answer, false);
      if (problem) problems.push(problem);
    }
  }
  expect(problems).toEqual([]);
});

test('an uploaded file name with traversal is refused before anything is stored', async () => {
  const token = await signInByApi(server.baseURL, '0821234567');
  const problems: string[] = [];
  for (const fileName of ['../../../../etc/passwd', '..\\..\\server\\src\\main.ts', '/etc/passwd', 'a\u0000.pdf', '%2e%2e%2fpackage.json']) {
    const boundary = 'traversal-boundary';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    );
    for (const name of ['anything', '..%2f..%2fpackage.json']) {
      const answer = await rawRequest(server.baseURL, 'POST', `${API}/upload/${name}`, body, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-portal-authorization': token,
      });
      const problem = problemWith(`upload ${name} file ${JSON.stringify(fileName)}`, answer, false) ?? (answer.status < 400 ? `upload ${name} → ${answer.status}` : null);
      if (problem) problems.push(problem);
    }
  }
  expect(problems).toEqual([]);
});
