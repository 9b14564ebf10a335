import { normaliseCellNumber } from '@portal/contract';
import type { ReferralLeadInput } from '@portal/contract/catalogue';
import { validators } from '@portal/ui';

/** The form's values: the shape of referrals.SubmitReferralLead, so a server error's field names a form field. */
export interface ReferralLeadValues {
  code: string;
  firstName: string;
  lastName: string;
  cellNumber: string;
  email: string;
  address: { line1: string; line2: string; city: string; postalCode: string };
}

export const REFERRAL_LEAD_FIELDS = new Set<string>([
  'code',
  'firstName',
  'lastName',
  'cellNumber',
  'email',
  'address.line1',
  'address.line2',
  'address.city',
  'address.postalCode',
]);

export const referralLeadDefaults = (code: string): ReferralLeadValues => ({
  code,
  firstName: '',
  lastName: '',
  cellNumber: '',
  email: '',
  address: { line1: '', line2: '', city: '', postalCode: '' },
});

const required = (message: string) => (v: string) => v.trim() !== '' || message;
const name = (label: string) => ({
  maxLength: 80,
  validate: (v: string) =>
    v.trim() === '' ? `${label} is required.` : v.trim().length <= 60 || `Please keep the ${label.toLowerCase()} to 60 characters.`,
});

/**
 * The contract's rules and messages (referralLeadInput, with addressInput and cellNumber), so both sides say the
 * same; the zod schema itself stays on the server, out of the browser's bundle.
 */
export const REFERRAL_LEAD_RULES = {
  code: {
    maxLength: 20,
    validate: (v: string) => /^[A-Z0-9]{6,12}$/.test(v.trim().toUpperCase()) || 'Please enter the referral code from your link.',
  },
  firstName: name('First name'),
  lastName: name('Last name'),
  cellNumber: { maxLength: 20, validate: (v: string) => validators.cellnumber(v) },
  email: {
    maxLength: 254,
    validate: (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) || 'Please enter a valid email address.',
  },
  line1: { maxLength: 120, validate: required('Address line 1 is required.') },
  line2: { maxLength: 120 },
  city: { maxLength: 80, validate: required('City is required.') },
  postalCode: {
    maxLength: 10,
    validate: (v: string) => (v.trim() === '' ? 'Postal code is required.' : /^\d{4}$/.test(v.trim()) || 'Please enter a valid postal code.'),
  },
} as const;

/** Trimmed, spaces out of the cell number (spec §5), the code in capitals. */
export const buildReferralLeadInput = (values: ReferralLeadValues): ReferralLeadInput => ({
  code: values.code.trim().toUpperCase(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  cellNumber: normaliseCellNumber(values.cellNumber),
  email: values.email.trim(),
  address: {
    line1: values.address.line1.trim(),
    line2: values.address.line2.trim(),
    city: values.address.city.trim(),
    postalCode: values.address.postalCode.trim(),
  },
});
