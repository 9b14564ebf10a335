import { ERROR_CODES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { formatDate } from '@portal/contract/format';
import { isoDay } from '../../documents/dates';
import type { Db } from '../../db/connect';
import { cancellations, serviceCancellations } from '../../db/schema';
import { ActionFailure, badInput } from '../../http/action-failure';
import { defineAction } from '../define-action';
import { cancellationOptions, PLAN_LINE } from '../services/cancellation-options';
import { openCancellationOf, ownService, productById } from '../services/service-records';
import { newReference, replayOrRefuse, requestHash } from './idempotency';
import { requireCapability } from '../../adapters/capability-off';
import { provisioningEvent } from '../../adapters/provisioning';
import { accountCodeOf } from '../../outbox/account-code';

async function cancellationWithKey(db: Db, accountId: number, key: string) {
  const [row] = await db
    .select({ requestHash: serviceCancellations.requestHash, message: serviceCancellations.message, reference: cancellations.reference })
    .from(serviceCancellations)
    .innerJoin(cancellations, eq(cancellations.id, serviceCancellations.cancellationId))
    .where(and(eq(serviceCancellations.accountId, accountId), eq(serviceCancellations.idempotencyKey, key)));
  return row;
}

class KeyClaimedMeanwhile extends Error {}

/**
 * Logs a cancellation request (spec §3 Cancellation context and response): a sensitive action. It shows in
 * /account/cancellations at once and the service shows 'Cancellation pending' until its date; the operator
 * schedules it. A service already being cancelled is refused (409); the same key answers the first request.
 */
export const cancelService = defineAction({
  name: 'commerce.CancelService',
  auth: 'fresh',
  async handler({ cancellation: request, idempotencyKey }, ctx) {
    requireCapability(ctx, 'provisioning');
    const accountId = ctx.session.accountId;
    await ownService(ctx.db, ctx, request.serviceTag);
    const hash = requestHash(request);
    const earlier = replayOrRefuse(await cancellationWithKey(ctx.db, accountId, idempotencyKey), hash);
    if (earlier) return { cancellationStatus: true, message: earlier.message, reference: earlier.reference };

    const logged = await ctx.db
      .transaction(async (t) => {
        const tx = t as unknown as Db;
        const locked = await ownService(tx, ctx, request.serviceTag, true);
        const replayed = replayOrRefuse(await cancellationWithKey(tx, accountId, idempotencyKey), hash);
        if (replayed) return { ...replayed, fresh: false };

        const open = await openCancellationOf(tx, accountId, locked.serviceTag);
        if (open) throw new ActionFailure(409, ERROR_CODES.badInput, `${locked.serviceTag} is already being cancelled (${open.reference}).`, 'serviceTag');
        if (locked.status === 'Cancelled') throw new ActionFailure(409, ERROR_CODES.badInput, `${locked.serviceTag} is already cancelled.`, 'serviceTag');

        const now = ctx.clock.now();
        const today = isoDay(now);
        const options = cancellationOptions(locked, await productById(tx, locked.productId), today);
        if (request.cancellationDate < options.earliestDate || request.cancellationDate > options.latestDate) {
          throw badInput(`cancellationDate: Please choose a date from ${formatDate(options.earliestDate)} to ${formatDate(options.latestDate)}.`, 'cancellationDate');
        }
        const unknownLine = request.cancellationLines.find((id) => !options.lines.some((l) => l.id === id));
        if (unknownLine) throw badInput(`cancellationLines: ${unknownLine} is not a line of ${locked.serviceTag}.`, 'cancellationLines');
        if (!request.cancellationLines.includes(PLAN_LINE)) throw badInput('cancellationLines: The plan itself must be among what is cancelled.', 'cancellationLines');
        const reason = options.reasons.find((r) => r.id === request.cancellationInformation.reasonId);
        if (!reason) throw badInput('cancellationInformation.reasonId: Please choose one of the reasons given.', 'cancellationInformation.reasonId');
        const returned = request.cancellationHardware.map((h) => h.id);
        const strange = returned.find((id) => !options.hardware.some((h) => h.id === id));
        if (strange) throw badInput(`cancellationHardware: ${strange} is not hardware of ${locked.serviceTag}.`, 'cancellationHardware');
        const missing = options.hardware.find((h) => returned.filter((id) => id === h.id).length !== 1);
        if (missing) throw badInput(`cancellationHardware: Please say once how the ${missing.description} comes back.`, 'cancellationHardware');

        const reference = newReference('CAN');
        const comment = request.cancellationInformation.comment?.trim() ?? '';
        const [row] = await tx
          .insert(cancellations)
          .values({
            accountId,
            reference,
            serviceTag: locked.serviceTag,
            product: locked.product,
            status: 'pending',
            requestedDate: today,
            effectiveDate: null,
            reason: comment ? `${reason.text}: ${comment}` : reason.text,
          })
          .returning();
        const message = `Your request to cancel ${locked.product} (${locked.serviceTag}) on ${formatDate(request.cancellationDate)} is logged.`;
        const [detail] = await tx
          .insert(serviceCancellations)
          .values({
            cancellationId: row.id,
            accountId,
            serviceId: locked.id,
            idempotencyKey,
            requestHash: hash,
            cancellationDate: request.cancellationDate,
            lines: request.cancellationLines,
            hardware: request.cancellationHardware,
            reasonId: reason.id,
            comment,
            message,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [serviceCancellations.accountId, serviceCancellations.idempotencyKey] })
          .returning();
        if (!detail) throw new KeyClaimedMeanwhile();
        const job = { kind: 'cancellation' as const, reference, accountCode: await accountCodeOf(tx, accountId), serviceTag: locked.serviceTag, serviceType: locked.type, summary: message };
        await ctx.outbox.enqueue(
          tx,
          provisioningEvent(job, { cancellationDate: request.cancellationDate, lines: request.cancellationLines, hardware: request.cancellationHardware, reasonId: reason.id, comment }),
        );
        return { reference, message, fresh: true };
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof KeyClaimedMeanwhile)) throw error;
        return { ...replayOrRefuse(await cancellationWithKey(ctx.db, accountId, idempotencyKey), hash)!, fresh: false };
      });

    if (logged.fresh) ctx.outbox.wake();
    return { cancellationStatus: true, message: logged.message, reference: logged.reference };
  },
});
