import { desc, eq } from 'drizzle-orm';
import type { CancellationStatus } from '@portal/contract/catalogue';
import { cancellations } from '../../db/schema';
import { applyProvisioning } from '../commerce/provisioning-work';
import { defineAction } from '../define-action';

export const getCancellations = defineAction({
  name: 'account.cancellations.GetCancellations',
  auth: 'session',
  modules: ['account'],
  async handler(_input, ctx) {
    // The operator may have scheduled or completed some since the last look.
    await applyProvisioning(ctx);
    const rows = await ctx.db
      .select()
      .from(cancellations)
      .where(eq(cancellations.accountId, ctx.session.accountId))
      .orderBy(desc(cancellations.requestedDate), desc(cancellations.id))
      .limit(500);
    return {
      cancellations: rows.map((c) => ({
        reference: c.reference,
        serviceTag: c.serviceTag,
        product: c.product,
        status: c.status as CancellationStatus,
        requestedDate: c.requestedDate,
        effectiveDate: c.effectiveDate,
        reason: c.reason,
      })),
    };
  },
});
