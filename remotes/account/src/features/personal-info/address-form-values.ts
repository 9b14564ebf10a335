import { normaliseCellNumber, type AccountDetails, type UpdateAddressInput } from '@portal/contract';

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

/** How much each address field takes (contract addressInput), so that the input stops there. */
export const ADDRESS_MAX_LENGTH = { line1: 120, line2: 120, city: 80, postalCode: 10 } as const;
