import { ERROR_CODES } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { periodUsage } from '../actions/services/usage';
import { services, sharedDataMembers, usageRecords } from '../db/schema';
import { isoDay } from '../documents/dates';
import { sendFailure, sendResult } from '../http/envelope';
import type { OutboxWorker } from '../outbox/outbox-worker';
import { checkUsageAlerts, type UsageAlertDeps } from './usage-alert-sweep';

const body = z.strictObject({ serviceTag: z.string().min(1).max(40), dataMb: z.number().positive().max(1_000_000) });

/**
 * Demo mode only (the demo usage adapter): POST /api/dev/usage {serviceTag, dataMb} uses that much data today, on the
 * server's clock, as the demo's simulated customer would, then looks at the usage alerts at once, so that an alert,
 * an automatic top-up and the demo outbox's message can be seen without waiting for the sweep.
 */
export function registerDemoUsageRoute(app: FastifyInstance, deps: UsageAlertDeps & { outbox: Pick<OutboxWorker, 'wake'> }) {
  app.post('/api/dev/usage', async (request, reply) => {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) return sendFailure(reply, 400, ERROR_CODES.badInput, 'Send serviceTag (text) and dataMb (a positive number of MB).');
    const { serviceTag, dataMb } = parsed.data;
    const [service] = await deps.db.select().from(services).where(eq(services.serviceTag, serviceTag));
    if (!service || service.category !== 'connectivity') return sendFailure(reply, 404, ERROR_CODES.notFound, 'That service was not found.');
    const now = deps.clock.now();
    const today = isoDay(now);
    // A shared pool's use is its members' sum: the first member uses it.
    const [member] = service.type === 'shareddata' ? await deps.db.select().from(sharedDataMembers).where(eq(sharedDataMembers.serviceId, service.id)).orderBy(asc(sharedDataMembers.id)).limit(1) : [];
    await deps.db.insert(usageRecords).values({ serviceId: service.id, memberId: member?.id ?? null, usageDate: today, dataMb: String(Math.round(dataMb * 10) / 10) });
    await checkUsageAlerts(deps, now);
    deps.outbox.wake();
    const { usedMb, capMb } = await periodUsage(deps.db, deps.usage, service, today);
    return sendResult(reply.header('cache-control', 'no-store'), { serviceTag, usedMb, capMb });
  });
}
