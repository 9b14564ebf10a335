import { formatLocalDate, formatRand } from '../format';

describe('formatRand', () => {
  it('writes whole rand without cents and groups thousands with spaces', () => {
    expect(formatRand(250)).toBe('R250');
    expect(formatRand(0)).toBe('R0');
    expect(formatRand(1500)).toBe('R1 500');
    expect(formatRand(1234567)).toBe('R1 234 567');
  });

  it('keeps cents when there are some, and the sign of a negative amount', () => {
    expect(formatRand(12.5)).toBe('R12.50');
    expect(formatRand(-99.99)).toBe('-R99.99');
    expect(formatRand(Number.NaN)).toBe('');
  });
});

describe('formatLocalDate', () => {
  it('writes a date as written, and a moment as the reader’s own day', () => {
    expect(formatLocalDate('2026-12-31')).toBe('31 Dec 2026');
    const noon = new Date(2026, 10, 22, 12, 0);
    expect(formatLocalDate(noon.toISOString())).toBe('22 Nov 2026');
    expect(formatLocalDate(null)).toBe('');
  });
});
