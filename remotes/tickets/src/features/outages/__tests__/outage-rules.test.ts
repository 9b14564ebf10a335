import * as contract from '@portal/contract/catalogue';
import { OUTAGE_LIMITS } from '../outage-rules';

const valid = {
  address: { line1: '12 Long Street', line2: '', city: 'Cape Town', postalCode: '8001' },
  description: 'No internet since this morning.',
  idempotencyKey: 'abcdefghijklmnop',
};
const messagesFor = (input: Record<string, unknown>) =>
  contract.reportOutageInput.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.message) ?? [];
const address = (patch: Record<string, string>) => ({ address: { ...valid.address, ...patch } });

describe('the outage report lengths kept in the remote (maxLength and the counter)', () => {
  it('are the contract’s description limits', () => {
    expect(messagesFor({ description: 'x'.repeat(OUTAGE_LIMITS.description.min) })).toEqual([]);
    expect(messagesFor({ description: 'x'.repeat(OUTAGE_LIMITS.description.min - 1) })).toEqual([
      'Please describe what is not working in at least 10 characters.',
    ]);
    expect(messagesFor({ description: 'x'.repeat(OUTAGE_LIMITS.description.max) })).toEqual([]);
    expect(messagesFor({ description: 'x'.repeat(OUTAGE_LIMITS.description.max + 1) })).toEqual(['Please keep the description to 2000 characters.']);
  });

  it('limit the address fields to the contract’s lengths', () => {
    const tooLong = (field: 'line1' | 'line2' | 'city' | 'postalCode') =>
      messagesFor(address({ [field]: '1'.repeat(OUTAGE_LIMITS[field] + 1) })).length > 0;
    const fits = (field: 'line1' | 'line2' | 'city') => messagesFor(address({ [field]: 'a'.repeat(OUTAGE_LIMITS[field]) })).length === 0;
    expect([tooLong('line1'), tooLong('line2'), tooLong('city'), tooLong('postalCode')]).toEqual([true, true, true, true]);
    expect([fits('line1'), fits('line2'), fits('city')]).toEqual([true, true, true]);
  });
});
