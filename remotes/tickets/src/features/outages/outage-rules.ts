/**
 * The rules of outages.ReportOutage (contract reportOutageInput and its addressInput), kept as plain values so that
 * the page does not load the zod catalogue; a unit test checks that they still give the contract's messages.
 */
export const OUTAGE_LIMITS = {
  line1: 120,
  line2: 120,
  city: 80,
  postalCode: 10,
  description: { min: 10, max: 2000 },
} as const;

export const OUTAGE_MESSAGES = {
  line1: 'Address line 1 is required.',
  city: 'City is required.',
  postalCodeEmpty: 'Postal code is required.',
  postalCode: 'Please enter a valid postal code.',
  descriptionShort: `Please describe what is not working in at least ${OUTAGE_LIMITS.description.min} characters.`,
  descriptionLong: `Please keep the description to ${OUTAGE_LIMITS.description.max} characters.`,
} as const;

const required = (message: string) => (value: string) => (value ?? '').trim() !== '' || message;

/** react-hook-form `validate` rules, judging the text trimmed as the server does. */
export const OUTAGE_RULES = {
  line1: required(OUTAGE_MESSAGES.line1),
  city: required(OUTAGE_MESSAGES.city),
  postalCode: (value: string) => {
    const code = (value ?? '').trim();
    if (code === '') return OUTAGE_MESSAGES.postalCodeEmpty;
    return /^\d{4}$/.test(code) || OUTAGE_MESSAGES.postalCode;
  },
  description: (value: string) => {
    const length = (value ?? '').trim().length;
    if (length < OUTAGE_LIMITS.description.min) return OUTAGE_MESSAGES.descriptionShort;
    if (length > OUTAGE_LIMITS.description.max) return OUTAGE_MESSAGES.descriptionLong;
    return true;
  },
} as const;
