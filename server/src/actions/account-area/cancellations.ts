import { desc, eq } from 'drizzle-orm';
import type { CancellationStatus } from '@portal/contract/catalogue';
import { PROVISIONING_EVENT } from '../../adapters/provisioning';
import { cancellations } from '../../db/schema';
import { delayedReferences } from '../../outbox/delayed-jobs';
import { defineAction } from '../define-action';

export const getCancellations = defineAction({
  name: 'account.cancellations.GetCancellations',
  auth: 'session',
  modules: ['account'],
  async handler(_input, ctx) {
    const rows = await ctx.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.accountId, ctx.session.accountId))
      .orderBy(desc(cancellations.requestedDate), desc(cancellations.id))
      .limit(500);
    const open = rows.filter((c) => c.status === 'pending' || c.status === 'scheduled').map((c) => c.reference);
    const delayed = await delayedReferences(ctx.db, PROVISIONING_EVENT.cancellation, open);
    return {
      cancellations: rows.map((c) => ({
        reference: c.reference,
        serviceTag: c.serviceTag,
        product: c.product,
        status: c.status as CancellationStatus,
        requestedDate: c.requestedDate,
        effectiveDate: c.effectiveDate,
        reason: c.reason,
        ...(c.status === 'failed' && c.failureReason ? { failureReason: c.failureReason } : {}),
        ...(delayed.has(c.reference) ? { delayed: true } : {}),
      })),
    };
  },
});
