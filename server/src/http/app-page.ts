import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { InstanceConfig } from '@portal/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encoders, preferredEncoding } from './compressed-static';

/**
 * Every HTML answer is `no-store` (issue 32): a browser keeps no copy of a page (its back/forward cache, its HTTP cache)
 * to show the last person's pages after Sign out. The pages' HTML holds nothing personal; the page's code, restored
 * anyway, shows the login page instead (host/src/features/session/restored-page.ts).
 */
export const HTML_CACHE_CONTROL = 'no-store';

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The instance config as a data block the host's bootstrap reads instead of fetching /instance-config.json. */
export const instanceConfigScript = (config: InstanceConfig) =>
  `<script type="application/json" id="portal-instance-config">${scriptJson(config)}</script>`;

/**
 * The host's index.html for any page of the app: the instance config in it (the page starts without asking for it, a
 * round trip sooner) and the brand in the title until the page names itself.
 */
export function appPageHtml(template: string, config: InstanceConfig): string {
  return (
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.brandName)}</title>`)
      // The built index.html is minified: attributes may come without quotes.
      .replace(/<div id="?root"?>/, (root) => `${instanceConfigScript(config)}${root}`)
  );
}

interface AppPage {
  mtimeMs: number;
  html: Buffer;
  br: Promise<Buffer>;
  gzip: Promise<Buffer>;
}

/**
 * Sends the app's page (index.html with the instance config), compressed as the browser accepts. The file is read
 * again when a new build replaces it.
 */
export function appPageSender(hostDist: string, instanceConfig: InstanceConfig) {
  const file = path.join(hostDist, 'index.html');
  let page: AppPage | undefined;
  const current = () => {
    const { mtimeMs } = statSync(file);
    if (page?.mtimeMs !== mtimeMs) {
      const html = Buffer.from(appPageHtml(readFileSync(file, 'utf8'), instanceConfig));
      page = { mtimeMs, html, br: encoders.br(html), gzip: encoders.gzip(html) };
    }
    return page;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, br, gzip } = current();
    reply.header('cache-control', HTML_CACHE_CONTROL).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await (encoding === 'br' ? br : gzip));
  };
}
