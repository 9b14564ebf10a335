import * as contract from '@portal/contract/catalogue';
import { OUTAGE_LIMITS, OUTAGE_MESSAGES, OUTAGE_RULES } from '../outage-rules';

const valid = {
  address: { line1: '12 Long Street', line2: '', city: 'Cape Town', postalCode: '8001' },
  description: 'No internet since this morning.',
  idempotencyKey: 'abcdefghijklmnop',
};
const messagesFor = (input: Record<string, unknown>) =>
  contract.reportOutageInput.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.message) ?? [];
const address = (patch: Record<string, string>) => ({ address: { ...valid.address, ...patch } });

describe('the outage report rules kept in the remote', () => {
  it('give the contract’s messages for the same input', () => {
    expect(messagesFor(address({ line1: '  ' }))).toEqual([OUTAGE_MESSAGES.line1]);
    expect(OUTAGE_RULES.line1('  ')).toBe(OUTAGE_MESSAGES.line1);
    expect(messagesFor(address({ city: '' }))).toEqual([OUTAGE_MESSAGES.city]);
    expect(OUTAGE_RULES.city('')).toBe(OUTAGE_MESSAGES.city);
    // zod reports the format too; the server answers with the first message.
    expect(messagesFor(address({ postalCode: ' ' }))[0]).toBe(OUTAGE_MESSAGES.postalCodeEmpty);
    expect(OUTAGE_RULES.postalCode(' ')).toBe(OUTAGE_MESSAGES.postalCodeEmpty);
    expect(messagesFor(address({ postalCode: '800' }))).toEqual([OUTAGE_MESSAGES.postalCode]);
    expect(OUTAGE_RULES.postalCode('800')).toBe(OUTAGE_MESSAGES.postalCode);
    expect(messagesFor({ description: '  too short  ' })).toEqual([OUTAGE_MESSAGES.descriptionShort]);
    expect(OUTAGE_RULES.description('  too short  ')).toBe(OUTAGE_MESSAGES.descriptionShort);
    const long = 'x'.repeat(OUTAGE_LIMITS.description.max + 1);
    expect(messagesFor({ description: long })).toEqual([OUTAGE_MESSAGES.descriptionLong]);
    expect(OUTAGE_RULES.description(long)).toBe(OUTAGE_MESSAGES.descriptionLong);
  });

  it('take what the contract takes', () => {
    expect(messagesFor({})).toEqual([]);
    expect(OUTAGE_RULES.line1(valid.address.line1)).toBe(true);
    expect(OUTAGE_RULES.city(valid.address.city)).toBe(true);
    expect(OUTAGE_RULES.postalCode(' 8001 ')).toBe(true);
    expect(OUTAGE_RULES.description('x'.repeat(OUTAGE_LIMITS.description.max))).toBe(true);
    expect(messagesFor({ description: 'x'.repeat(OUTAGE_LIMITS.description.max) })).toEqual([]);
  });

  it('limit the address fields to the contract’s lengths', () => {
    const tooLong = (field: 'line1' | 'line2' | 'city' | 'postalCode') =>
      messagesFor(address({ [field]: '1'.repeat(OUTAGE_LIMITS[field] + 1) })).length > 0;
    const fits = (field: 'line1' | 'line2' | 'city') => messagesFor(address({ [field]: 'a'.repeat(OUTAGE_LIMITS[field]) })).length === 0;
    expect([tooLong('line1'), tooLong('line2'), tooLong('city'), tooLong('postalCode')]).toEqual([true, true, true, true]);
    expect([fits('line1'), fits('line2'), fits('city')]).toEqual([true, true, true]);
  });
});
