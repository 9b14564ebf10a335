import { normaliseCellNumber } from '@portal/contract';
import type { ReferralLeadInput } from '@portal/contract/catalogue';

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

/**
 * What each field may hold (maxLength), within what referrals.SubmitReferralLead takes; the form checks with the
 * contract's own schema (referralLeadInput), and a unit test checks that these still fit it.
 */
export const REFERRAL_LEAD_LIMITS = {
  code: 20,
  firstName: 80,
  lastName: 80,
  cellNumber: 20,
  email: 254,
  line1: 120,
  line2: 120,
  city: 80,
  postalCode: 10,
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
