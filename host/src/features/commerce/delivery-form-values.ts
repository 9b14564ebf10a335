import type { AccountDetails, DeliveryLocation } from '@portal/contract';

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

/** How much each field takes (contract deliveryLocation), so that the input stops there. */
export const DELIVERY_MAX_LENGTH = { contactName: 120, cellNumber: 20, line1: 120, line2: 120, city: 80, postalCode: 10 } as const;

export const trimmedLocation = (values: DeliveryValues): DeliveryLocation => ({
  contactName: values.contactName.trim(),
  cellNumber: values.cellNumber.trim(),
  line1: values.line1.trim(),
  line2: values.line2.trim(),
  city: values.city.trim(),
  postalCode: values.postalCode.trim(),
});
