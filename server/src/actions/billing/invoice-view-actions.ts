import { isoDay } from '../../documents/dates';
import { loadInvoice, previewNextInvoice } from '../../documents/invoice';
import { buildStatement, statementRange } from '../../documents/statement';
import { defineAction } from '../define-action';

/** One invoice of the signed-in account by its number as a tax invoice, or the upcoming one (isNextNext) as a preview. */
export const getViewInvoice = defineAction({
  name: 'billing.GetViewInvoice',
  auth: 'session',
  modules: ['billing'],
  async handler(input, ctx) {
    const { accountId } = ctx.session;
    const { provider } = ctx.instanceConfig;
    if ('isNextNext' in input) return previewNextInvoice(ctx.db, accountId, isoDay(ctx.clock.now()), provider);
    return loadInvoice(ctx.db, accountId, input.invoiceTxNumber, provider);
  },
});

/** The signed-in account's statement for a period (default: the last 6 months). */
export const getViewStatement = defineAction({
  name: 'billing.GetViewStatement',
  auth: 'session',
  modules: ['billing'],
  async handler(input, ctx) {
    return buildStatement(ctx.db, ctx.session.accountId, statementRange(input, isoDay(ctx.clock.now())));
  },
});
