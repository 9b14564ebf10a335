import { AREAS, enabledExtraAreas, isAreaEnabled, type InstanceConfig } from '@portal/config';

import type { FastifyInstance } from 'fastify';
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

/**
 * The page's Content-Security-Policy: scripts and fetches from the portal itself and from the origins of the
 * instance's enabled areas, nothing else. frame-src 'self': the demo payment gateway's pages are served by this server.
 * Violations are reported to CSP_REPORT_PATH: by the Reporting API (report-to, the endpoint named by Reporting-Endpoints)
 * and, by browsers without it, by report-uri (a browser with report-to ignores report-uri).
 */
export function contentSecurityPolicy(config: AreasOfInstance, ownOrigin: string): string {
  const sources = ["'self'", ...remoteOrigins(config, ownOrigin)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${sources}`,
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_ENDPOINT}`,
  ].join('; ');
}

/** Where report-to's endpoint is: on this origin, so a report needs no CORS. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`;

/** docs/security.md Headers: on every response — static files, actions, 404 and 500 included. */
export function registerSecurityHeaders(app: FastifyInstance, { instanceConfig, publicOrigin }: { instanceConfig: InstanceConfig; publicOrigin: string }) {
  // The instance config does not change while the server runs: the policy is made once.
  const csp = contentSecurityPolicy(instanceConfig, publicOrigin);
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'reporting-endpoints': REPORTING_ENDPOINTS,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
  };
  // A callback hook: no promise made and awaited on every response for headers known before the server started.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    reply.removeHeader('x-powered-by');
    reply.removeHeader('server');
    done(null, payload);
  });
}
