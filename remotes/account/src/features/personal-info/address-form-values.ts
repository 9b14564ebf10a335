import { normaliseCellNumber, type AccountDetails, type UpdateAddressInput } from '@portal/contract';
import { validators } from '@portal/ui';

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
}

/** The form's values: the shape of account.UpdateAddress, so a server error's field names a form field. */
export interface PersonalInfoValues {
  cellNumber: string;
  landline: string;
  postalAddress: AddressValues;
  physicalAddress: AddressValues;
}

const addressValues = (a: AccountDetails['postalAddress']): AddressValues => ({
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  postalCode: a.postalCode,
});

export const personalInfoDefaults = (account: AccountDetails): PersonalInfoValues => ({
  cellNumber: account.contact.cellNumber,
  landline: account.contact.landline ?? '',
  postalAddress: addressValues(account.postalAddress),
  physicalAddress: addressValues(account.physicalAddress),
});

const trimmed = (a: AddressValues) => ({
  line1: a.line1.trim(),
  line2: a.line2.trim(),
  city: a.city.trim(),
  postalCode: a.postalCode.trim(),
});

/** Spaces come out of the numbers (spec §5); an empty landline means none. */
export const buildUpdateAddressInput = (values: PersonalInfoValues): UpdateAddressInput => ({
  cellNumber: normaliseCellNumber(values.cellNumber),
  landline: normaliseCellNumber(values.landline) || null,
  postalAddress: trimmed(values.postalAddress),
  physicalAddress: trimmed(values.physicalAddress),
});

/** The server's limits and messages for the same rules (contract addressInput), so both sides say the same; maxLength goes on the input. */
export const ADDRESS_RULES = {
  line1: { maxLength: 120, validate: (v: string) => v.trim() !== '' || 'Address line 1 is required.' },
  line2: { maxLength: 120 },
  city: { maxLength: 80, validate: (v: string) => v.trim() !== '' || 'City is required.' },
  postalCode: {
    maxLength: 10,
    validate: (v: string) => (v.trim() === '' ? 'Postal code is required.' : /^\d{4}$/.test(v.trim()) || 'Please enter a valid postal code.'),
  },
} as const;

/** spec §5 cellnumber: required; landline: the same rule, but may be left empty. */
export const NUMBER_RULES = {
  cellNumber: (v: string) => validators.cellnumber(v),
  landline: (v: string) => v.trim() === '' || validators.landline(v),
} as const;
