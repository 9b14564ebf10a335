import { referralLeadInput } from '@portal/contract/catalogue';
import { REFERRAL_LEAD_LIMITS } from '../referral-lead-values';

const valid = {
  code: 'ABC123',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  cellNumber: '0821234567',
  email: 'thandi@example.co.za',
  address: { line1: '12 Long Street', line2: '', city: 'Cape Town', postalCode: '8001' },
};
const messagesFor = (patch: Record<string, unknown>, address: Record<string, string> = {}) =>
  referralLeadInput.safeParse({ ...valid, ...patch, address: { ...valid.address, ...address } }).error?.issues.map((i) => i.message) ?? [];

describe('the referral form’s field lengths (maxLength) against the contract', () => {
  it('let through what the contract takes, no longer', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.co.za'.length)}@example.co.za`;
    expect(messagesFor({ email: email(REFERRAL_LEAD_LIMITS.email) })).toEqual([]);
    expect(messagesFor({ email: email(REFERRAL_LEAD_LIMITS.email + 1) })).not.toEqual([]);
    for (const field of ['line1', 'line2', 'city'] as const) {
      expect(messagesFor({}, { [field]: 'a'.repeat(REFERRAL_LEAD_LIMITS[field]) })).toEqual([]);
      expect(messagesFor({}, { [field]: 'a'.repeat(REFERRAL_LEAD_LIMITS[field] + 1) })).not.toEqual([]);
    }
    // A name past 60 characters is refused with the contract's own words, never for the field's length.
    expect(messagesFor({ firstName: 'a'.repeat(REFERRAL_LEAD_LIMITS.firstName) })).toEqual(['Please keep the first name to 60 characters.']);
    expect(messagesFor({ lastName: 'a'.repeat(REFERRAL_LEAD_LIMITS.lastName) })).toEqual(['Please keep the last name to 60 characters.']);
    // The longest usual layout of a number fits the cell number field.
    const laidOut = '+27 (0) 82 123 4567';
    expect(laidOut.length).toBeLessThanOrEqual(REFERRAL_LEAD_LIMITS.cellNumber);
    expect(messagesFor({ cellNumber: laidOut })).toEqual([]);
  });
});
