/**
 * The lengths outages.ReportOutage takes (contract reportOutageInput and its addressInput) as plain values, for the
 * fields' maxLength and the description's counter; the form checks with the contract's own schema. A unit test checks
 * that they still fit the contract.
 */
export const OUTAGE_LIMITS = {
  line1: 120,
  line2: 120,
  city: 80,
  postalCode: 10,
  description: { min: 10, max: 2000 },
} as const;
