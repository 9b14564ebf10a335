import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { counter, gauge } from '../observability/metrics';
import { baselineSchema, checkPaymentPages, type Finding, type PaymentPagesBaseline } from './check';

const changes = counter('portal_payment_page_changes_total', 'Differences the payment-page check found (scripts, integrity, security headers), by kind', ['kind']);
const checkOk = gauge('portal_payment_page_check_ok', '1 when the last payment-page check found nothing changed, 0 when it found a difference or could not check');

export async function readBaseline(file: string): Promise<PaymentPagesBaseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`No payment-page baseline at ${file}: record one with node scripts/check-payment-pages.mjs --record.`);
  }
  return baselineSchema.parse(JSON.parse(text));
}

/**
 * One check of the payment pages against the baseline: each finding is an error line in the log and counted in
 * portal_payment_page_changes_total; portal_payment_page_check_ok says whether the last check was clean. Nothing is
 * written when nothing changed.
 */
export async function runPaymentPagesCheck({ origin, baselineFile, log, fetchImpl = fetch }: { origin: string; baselineFile: string; log: FastifyBaseLogger; fetchImpl?: typeof fetch }): Promise<Finding[]> {
  let findings: Finding[];
  try {
    ({ findings } = await checkPaymentPages(origin, await readBaseline(baselineFile), fetchImpl));
  } catch (error) {
    checkOk.set(0);
    changes.inc({ kind: 'check-failed' });
    log.error({ paymentPageCheck: { origin, error: (error as Error).message } }, 'payment page check failed');
    return [{ kind: 'unreadable', subject: origin, received: (error as Error).message }];
  }
  for (const finding of findings) {
    changes.inc({ kind: finding.kind });
    log.error({ paymentPageChange: finding }, 'payment page changed');
  }
  checkOk.set(findings.length === 0 ? 1 : 0);
  return findings;
}

/** Checks the payment pages now and every `everyMs` after (PCI DSS 11.6.1 asks for at least once a week). */
export function schedulePaymentPagesCheck(options: Parameters<typeof runPaymentPagesCheck>[0] & { everyMs: number }) {
  void runPaymentPagesCheck(options);
  const timer = setInterval(() => void runPaymentPagesCheck(options), options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
