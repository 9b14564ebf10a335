import { eq } from 'drizzle-orm';
import { continueSession } from '../../auth/sessions';
import { people } from '../../db/schema';
import { badInput, unauthenticated } from '../../http/action-failure';
import { defineAction } from '../define-action';
import { TERMS_OF_USE } from './terms-of-use';

export const getTermsOfUse = defineAction({
  name: 'login.terms.GetTermsOfUse',
  auth: 'session',
  termsExempt: true,
  handler: async (_input, ctx) => ({ ...TERMS_OF_USE, accepted: ctx.session.termsOfUse }),
});

/**
 * Records acceptance of the version shown and replaces the token so that its termsOfUse claim says so; the new
 * token is no fresher and lives no longer than the old one.
 */
export const acceptTermsOfUse = defineAction({
  name: 'login.terms.AcceptTermsOfUse',
  auth: 'session',
  termsExempt: true,
  async handler(input, ctx) {
    if (input.version !== TERMS_OF_USE.version) {
      throw badInput('The terms of use have changed. Please read them again.', 'version');
    }
    await ctx.db.update(people).set({ termsAcceptedAt: ctx.clock.now() }).where(eq(people.id, ctx.session.personId));
    const accessToken = await continueSession(ctx, ctx.session);
    if (!accessToken) throw unauthenticated();
    return { accessToken };
  },
});
