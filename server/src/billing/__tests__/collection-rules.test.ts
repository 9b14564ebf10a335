import { nextCollectionDate } from '../collection-rules';
import { maskLongNumbers } from '../support-tickets';
import { obfuscateAccountNumber, obfuscateIdNumber } from '../obfuscate';

describe('nextCollectionDate', () => {
  it.each([
    [25, '2026-11-22', '2026-11-25'],
    [25, '2026-11-25', '2026-12-25'],
    [1, '2026-12-31', '2027-01-01'],
    [15, '2026-12-20', '2027-01-15'],
    ['last', '2026-11-22', '2026-11-30'],
    ['last', '2026-11-30', '2026-12-31'],
    ['last', '2028-01-31', '2028-02-29'],
    [31, '2027-02-10', '2027-02-28'],
  ] as const)('day %s after %s is %s', (day, today, expected) => {
    expect(nextCollectionDate(day, today)).toBe(expected);
  });
});

describe('obfuscation', () => {
  it('keeps only the tail of account and ID numbers', () => {
    expect(obfuscateAccountNumber('6201237890')).toBe('******7890');
    expect(obfuscateIdNumber('8001015009087')).toBe('**********087');
    expect(obfuscateAccountNumber('123')).toBe('***');
  });

  it('masks card-length digit runs in free text, leaving short numbers alone', () => {
    expect(maskLongNumbers('card 4111-1111-1111-1111 on INV1001-0012, call 0821234567')).toBe('card ************1111 on INV1001-0012, call 0821234567');
  });
});
