import { z } from 'zod';
import { text } from './common';

/** Suggestions start after this many characters. */
export const ADDRESS_LOOKUP_MIN_CHARS = 3;

export const addressSuggestion = z.object({
  id: z.string(),
  /** One line, as the list shows it. */
  description: z.string(),
  address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), postalCode: z.string() }),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

export const addressLookupActions = {
  /** spec §7 GetGoogleApiConfig, public: whether address fields offer suggestions. No key ever leaves the server. */
  GetGoogleApiConfig: {
    input: z.strictObject({}),
    output: z.object({ enabled: z.boolean(), minChars: z.number(), countries: z.array(z.string()) }),
  },
  /** Public, limited per address (429); 404 while the instance has address lookup off. At most 5 suggestions. */
  'address.SuggestAddresses': {
    input: z.strictObject({
      query: text(120).pipe(
        z.string().trim().min(ADDRESS_LOOKUP_MIN_CHARS, `Please type at least ${ADDRESS_LOOKUP_MIN_CHARS} characters.`),
      ),
    }),
    output: z.object({ suggestions: z.array(addressSuggestion) }),
  },
} as const;
