import { ERROR_CODES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';
import { withinLimit, type CounterStore } from '../auth/rate-limit';
import { scrubSecrets } from '../logging';
import { counter } from '../observability/metrics';
import { sendFailure } from './envelope';

/**
 * Where browsers send Content-Security-Policy violations (docs/security.md PCI DSS 4.0.1 SAQ A: payment pages): the
 * Reporting API's `application/reports+json` (CSP `report-to`, named by `Reporting-Endpoints`) and CSP2's
 * `application/csp-report` (`report-uri`, for browsers without the Reporting API).
 */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The name `report-to` gives the endpoint, declared by the Reporting-Endpoints header. */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

const REPORT_BODY_LIMIT = 16 * 1024;
export const CSP_REPORT_LIMIT = { name: 'csp-report', max: 60, windowMs: 60_000 };

const text = (max: number) => z.string().max(max);
const position = z.number().int().min(0).max(10_000_000);
const directive = z.string().regex(/^[a-z-]{1,40}$/);

/** One Reporting API CSPViolationReportBody (W3C CSP 3). */
const violationBody = z.strictObject({
  documentURL: text(4096),
  referrer: text(4096).nullish(),
  blockedURL: text(4096).nullish(),
  effectiveDirective: directive,
  originalPolicy: text(8192),
  sourceFile: text(4096).nullish(),
  sample: text(256).nullish(),
  disposition: z.enum(['enforce', 'report']),
  statusCode: z.number().int().min(0).max(999),
  lineNumber: position.nullish(),
  columnNumber: position.nullish(),
});

const reportsJson = z
  .array(
    z.strictObject({
      type: z.literal('csp-violation'),
      age: z.number().int().min(0).max(7 * 24 * 3600 * 1000),
      url: text(4096),
      user_agent: text(1024),
      body: violationBody,
    }),
  )
  .min(1)
  .max(50);

/** CSP 2's report-uri body. */
const cspReport = z.strictObject({
  'csp-report': z.strictObject({
    'document-uri': text(4096),
    referrer: text(4096).optional(),
    'blocked-uri': text(4096).optional(),
    'violated-directive': text(200),
    'effective-directive': directive.optional(),
    'original-policy': text(8192),
    disposition: z.enum(['enforce', 'report']).optional(),
    'source-file': text(4096).optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'status-code': z.number().int().min(0).max(999).optional(),
    'script-sample': text(256).optional(),
  }),
});

/** What is logged and counted of one violation. */
interface Violation {
  directive: string;
  disposition: 'enforce' | 'report';
  document: string;
  blocked: string;
  source?: string;
  line?: number;
}

/**
 * A URL as it may be logged: origin and path, never its query or fragment (a return address may carry a session
 * id); keywords such as `inline` or `eval` as they are.
 */
export function loggableUrl(value: string | null | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return scrubSecrets(url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol);
  } catch {
    return scrubSecrets(value.split(/[?#]/)[0]!.slice(0, 200));
  }
}

/** The directives a metric label may name; any other is counted as `other`, so a caller cannot grow the series. */
const KNOWN_DIRECTIVES = new Set([
  'default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr',
  'img-src', 'connect-src', 'font-src', 'frame-src', 'child-src', 'worker-src', 'manifest-src', 'media-src',
  'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'require-trusted-types-for', 'trusted-types',
]);

const violations = counter('portal_csp_violations_total', 'Content-Security-Policy violations reported by browsers, by directive', ['directive', 'disposition']);

function violationsOf(contentType: string, body: unknown): Violation[] | null {
  if (contentType === 'application/reports+json') {
    const parsed = reportsJson.safeParse(body);
    if (!parsed.success) return null;
    return parsed.data.map(({ body: b }) => ({
      directive: b.effectiveDirective,
      disposition: b.disposition,
      document: loggableUrl(b.documentURL),
      blocked: loggableUrl(b.blockedURL),
      ...(b.sourceFile ? { source: loggableUrl(b.sourceFile) } : {}),
      ...(b.lineNumber != null ? { line: b.lineNumber } : {}),
    }));
  }
  const parsed = cspReport.safeParse(body);
  if (!parsed.success) return null;
  const r = parsed.data['csp-report'];
  return [
    {
      directive: r['effective-directive'] ?? r['violated-directive'].split(' ')[0]!,
      disposition: r.disposition ?? 'enforce',
      document: loggableUrl(r['document-uri']),
      blocked: loggableUrl(r['blocked-uri']),
      ...(r['source-file'] ? { source: loggableUrl(r['source-file']) } : {}),
      ...(r['line-number'] != null ? { line: r['line-number'] } : {}),
    },
  ];
}

export function registerCspReports(app: FastifyInstance, { counters, clock }: { counters: CounterStore; clock: Clock }) {
  // Its own scope: these content types are parsed for this route only.
  return app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/reports+json', 'application/csp-report'],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'error'),
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (contentType !== 'application/reports+json' && contentType !== 'application/csp-report') {
        return sendFailure(reply, 415, ERROR_CODES.unsupportedMediaType, 'Send a CSP report as application/reports+json or application/csp-report.');
      }
      if (!(await withinLimit(counters, CSP_REPORT_LIMIT, request.ip, clock.now().getTime()))) {
        return sendFailure(reply, 429, ERROR_CODES.rateLimited, 'Too many CSP reports.');
      }
      const found = violationsOf(contentType, request.body);
      if (!found) return sendFailure(reply, 400, ERROR_CODES.badInput, 'The body is not a CSP violation report.');
      for (const violation of found) {
        violations.inc({ directive: KNOWN_DIRECTIVES.has(violation.directive) ? violation.directive : 'other', disposition: violation.disposition });
        request.log.warn({ cspViolation: violation }, 'content security policy violation');
      }
      return reply.code(204).send();
    });
  });
}
