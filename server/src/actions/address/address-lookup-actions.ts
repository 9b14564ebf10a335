import { ERROR_CODES } from '@portal/contract';
import { ADDRESS_LOOKUP_MIN_CHARS } from '@portal/contract/catalogue';
import { AddressLookupError } from '../../adapters/address-lookup';
import { withinLimit } from '../../auth/rate-limit';
import { ActionFailure, rateLimited, serviceUnavailable } from '../../http/action-failure';
import { defineAction, type AnyAction } from '../define-action';

/** Suggestions are asked for as a person types: generous for one person, a wall for a script. */
export const ADDRESS_LOOKUP_LIMIT = { name: 'address-lookup', max: 60, windowMs: 60_000 };

export const ADDRESS_LOOKUP_OFF = 'Address lookup is not enabled.';
export const ADDRESS_LOOKUP_UNAVAILABLE = 'Address suggestions are unavailable right now. Please type the address.';

/** spec §7 GetGoogleApiConfig: whether address fields offer suggestions. The provider's key stays on the server. */
export const getGoogleApiConfig = defineAction({
  name: 'GetGoogleApiConfig',
  auth: 'public',
  handler: async (_input, ctx) => ({
    enabled: ctx.instanceConfig.addressLookup.enabled,
    minChars: ADDRESS_LOOKUP_MIN_CHARS,
    countries: [...ctx.instanceConfig.addressLookup.countries],
  }),
});

/** At most five suggestions for what was typed; 404 while the instance has address lookup off, 429 past the limit. */
export const suggestAddresses = defineAction({
  name: 'address.SuggestAddresses',
  // Public: the referral lead form has no session.
  auth: 'public',
  async handler({ query }, ctx) {
    const { enabled, countries } = ctx.instanceConfig.addressLookup;
    if (!enabled) throw new ActionFailure(404, ERROR_CODES.notFound, ADDRESS_LOOKUP_OFF);
    if (!(await withinLimit(ctx.counters, ADDRESS_LOOKUP_LIMIT, ctx.clientAddress, ctx.clock.now().getTime()))) {
      throw rateLimited('Too many address searches. Please wait a minute, or type the address.');
    }
    try {
      return { suggestions: await ctx.addressLookup.suggest(query, countries) };
    } catch (error) {
      // Only the adapter's own sentence: it holds neither the key nor what was typed.
      const reason = error instanceof AddressLookupError ? error.message : 'The address lookup failed.';
      ctx.log.warn({ adapter: ctx.addressLookup.kind, reason, correlationId: ctx.correlationId }, 'address suggestions unavailable');
      throw serviceUnavailable(ADDRESS_LOOKUP_UNAVAILABLE);
    }
  },
});

export const ADDRESS_LOOKUP_ACTIONS: AnyAction[] = [getGoogleApiConfig, suggestAddresses];
