import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InstanceConfig } from '@portal/config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, HTML_CACHE_CONTROL, instanceConfigScript } from './app-page';
import { encoders, preferredEncoding } from './compressed-static';

/** What host/src/prerender/render-login.tsx exports (built to host/dist/.prerender/login.cjs). */
interface LoginRenderer {
  /** Settles once the bundle can render (its login page module is loaded). */
  ready: Promise<void>;
  renderLoginPage(config: InstanceConfig, origin: string): { markup: string; themeCss: string };
}

/** Pages kept, one per origin the portal is reached at (the test banner names it): a handful in practice. */
const MAX_ORIGINS = 8;


/**
 * The login page as the browser would render it, in the host's index.html: its markup in the root element, the
 * instance's theme in the head (index.html links the stylesheets), and the instance config it was rendered from, so
 * the browser hydrates it without asking for the config again.
 */
export function loginPageHtml(template: string, config: InstanceConfig, rendered: ReturnType<LoginRenderer['renderLoginPage']>): string {
  const colour = config.theme.primaryColour;
  const head = [`<style id="portal-theme">${rendered.themeCss}</style>`, instanceConfigScript(config)].join('');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>Sign in · ${escapeHtml(config.brandName)}</title>`)
    // The built index.html is minified: attributes may come without quotes.
    .replace(/<meta name="?theme-color"? content="?[^">\s]*"?/, `<meta name="theme-color" content="${escapeHtml(colour)}"`)
    .replace('</head>', `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, `<div id="root">${rendered.markup}</div>`);
}

/**
 * GET /login: the login page already rendered (issue 17: it paints before any script runs). Without the host's
 * build or its prerender bundle, /login is the plain index.html like every other page.
 */
export function registerLoginPage(app: FastifyInstance, { hostDist, instanceConfig }: { hostDist: string | null; instanceConfig: InstanceConfig }) {
  const bundle = hostDist && path.join(hostDist, '.prerender', 'login.cjs');
  if (!hostDist || !bundle || !existsSync(bundle)) return false;
  const renderer = createRequire(import.meta.url)(bundle) as LoginRenderer;
  const template = readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const pages = new Map<string, { html: Buffer; br: Promise<Buffer>; gzip: Promise<Buffer> }>();

  const pageFor = (origin: string) => {
    let page = pages.get(origin);
    if (!page) {
      if (pages.size >= MAX_ORIGINS) pages.delete(pages.keys().next().value!);
      const html = Buffer.from(loginPageHtml(template, instanceConfig, renderer.renderLoginPage(instanceConfig, origin)));
      page = { html, br: encoders.br(html), gzip: encoders.gzip(html) };
      pages.set(origin, page);
    }
    return page;
  };

  app.get('/login', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
    await renderer.ready;
    const page = pageFor(`${request.protocol}://${request.host}`);
    reply.header('cache-control', HTML_CACHE_CONTROL).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(await page[encoding]);
  });
  return true;
}
