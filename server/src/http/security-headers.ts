import type { IncomingMessage, ServerResponse } from 'node:http';
import { AREAS, enabledExtraAreas, isAreaEnabled, type InstanceConfig } from '@portal/config';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { CSP_REPORT_ENDPOINT, CSP_REPORT_PATH } from './csp-reports';

type AreasOfInstance = Pick<InstanceConfig, 'remotes' | 'enabledServiceCategories' | 'extraAreas'>;

/**
 * The origins of the instance's enabled areas (its own, then its extra areas) that are deployed on an origin of their
 * own (a `manifestUrl` that is a full URL elsewhere than `ownOrigin`), in area order, each once. An area served by the
 * portal itself adds none.
 */
export function remoteOrigins(config: AreasOfInstance, ownOrigin: string): string[] {
  const origins = new Set<string>();
  const manifestUrls = [
    ...AREAS.filter((area) => isAreaEnabled(config, area)).map((area) => config.remotes[area].manifestUrl),
    ...enabledExtraAreas(config).map((extra) => extra.manifestUrl),
  ];
  for (const manifestUrl of manifestUrls) {
    if (manifestUrl.startsWith('/')) continue;
    const { origin } = new URL(manifestUrl);
    if (origin !== ownOrigin) origins.add(origin);
  }
  return [...origins];
}

/** The page's Content-Security-Policy directives (see contentSecurityPolicy). */
function cspDirectives(config: AreasOfInstance, ownOrigin: string): Record<string, string[]> {
  const sources = ["'self'", ...remoteOrigins(config, ownOrigin)];
  return {
    'default-src': ["'self'"],
    'script-src': sources,
    // An area's stylesheets come from where its scripts do.
    'style-src': [...sources, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': sources,
    'font-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_ENDPOINT],
  };
}

/**
 * helmet's options for docs/security.md Headers: its CSP from our directives, its defaults for HSTS (a year, with
 * subdomains), nosniff, no-referrer, SAMEORIGIN framing and the same-origin opener policy; the headers it would add
 * besides (Cross-Origin-Resource-Policy above all: the areas' files are fetched from other origins) are off.
 */
const helmetOptions = (directives: Record<string, string[]>): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The headers helmet sets with `options`, taken once: helmet's middleware run against a response that only records
 * them. Nothing in them depends on the request, and running helmet on every request (as @fastify/helmet does, which
 * also builds helmet anew each time) would cost every answer what the start-up can pay once.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Where report-to's endpoint is: on this origin, so a report needs no CORS. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`;

/**
 * docs/security.md Headers, as helmet writes them, with Reporting-Endpoints. The Content-Security-Policy: scripts and
 * fetches from the portal itself and from the origins of the instance's enabled areas, nothing else. frame-src 'self':
 * the demo payment gateway's pages are served by this server. Violations are reported to CSP_REPORT_PATH: by the
 * Reporting API (report-to, the endpoint named by Reporting-Endpoints) and, by browsers without it, by report-uri (a
 * browser with report-to ignores report-uri). Its directives go with "; " between them as they always have (helmet
 * writes ";", and no directive's value holds one): the payment pages' recorded baselines (payment-pages/check.ts)
 * compare the header as text.
 */
export function securityHeaders(config: AreasOfInstance, ownOrigin: string): Record<string, string> {
  const headers = helmetHeaders(helmetOptions(cspDirectives(config, ownOrigin)));
  return {
    ...headers,
    'content-security-policy': headers['content-security-policy']!.split(';').join('; '),
    'reporting-endpoints': REPORTING_ENDPOINTS,
  };
}

export const contentSecurityPolicy = (config: AreasOfInstance, ownOrigin: string) => securityHeaders(config, ownOrigin)['content-security-policy']!;

/** docs/security.md Headers: on every response — static files, actions, 404 and 500 included. */
export function registerSecurityHeaders(app: FastifyInstance, { instanceConfig, publicOrigin }: { instanceConfig: InstanceConfig; publicOrigin: string }) {
  // The instance config does not change while the server runs: the headers are made once.
  const headers = securityHeaders(instanceConfig, publicOrigin);
  // A callback hook: no promise made and awaited on every response for headers known before the server started.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    reply.removeHeader('x-powered-by');
    reply.removeHeader('server');
    done(null, payload);
  });
}
