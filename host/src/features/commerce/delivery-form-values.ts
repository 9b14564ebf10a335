import type { AccountDetails, DeliveryLocation } from '@portal/contract';
import { validators } from '@portal/ui';

export type DeliveryValues = Required<DeliveryLocation>;

const blank: DeliveryValues = { contactName: '', cellNumber: '', line1: '', line2: '', city: '', postalCode: '' };

/** What the form starts with: the details already given for this cart, else the account's contact and physical address. */
export function deliveryDefaults(location: DeliveryLocation | undefined, account: AccountDetails | undefined): DeliveryValues {
  if (location) return { ...blank, ...location, line2: location.line2 ?? '' };
  if (!account) return blank;
  const { contact, physicalAddress } = account;
  return {
    contactName: `${contact.firstName} ${contact.lastName}`.trim(),
    cellNumber: contact.cellNumber,
    line1: physicalAddress.line1,
    line2: physicalAddress.line2,
    city: physicalAddress.city,
    postalCode: physicalAddress.postalCode,
  };
}

const filled = (message: string) => (value: string) => value.trim() !== '' || message;

/** The contract's rules for a delivery location, with its messages (spec §5 cellnumber for the number). */
export const DELIVERY_RULES = {
  contactName: { maxLength: 120, validate: filled('Please enter who will receive the delivery.') },
  cellNumber: { maxLength: 20, validate: (value: string) => validators.cellnumber(value) },
  line1: { maxLength: 120, validate: filled('Address line 1 is required.') },
  line2: { maxLength: 120 },
  city: { maxLength: 80, validate: filled('City is required.') },
  postalCode: {
    maxLength: 10,
    validate: (value: string) =>
      value.trim() === '' ? 'Postal code is required.' : /^\d{4}$/.test(value.trim()) || 'Please enter a valid postal code.',
  },
} as const;

export const trimmedLocation = (values: DeliveryValues): DeliveryLocation => ({
  contactName: values.contactName.trim(),
  cellNumber: values.cellNumber.trim(),
  line1: values.line1.trim(),
  line2: values.line2.trim(),
  city: values.city.trim(),
  postalCode: values.postalCode.trim(),
});
