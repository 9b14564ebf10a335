import { formatCurrency, formatDate, truncateProduct } from '../format';

describe('truncateProduct (spec §9)', () => {
  it('keeps a product of 40 characters whole', () => {
    const forty = 'x'.repeat(40);
    expect(truncateProduct(forty)).toBe(forty);
  });
  it('cuts a product of 41 characters to 37 plus an ellipsis', () => {
    expect(truncateProduct('y'.repeat(41))).toBe('y'.repeat(37) + '...');
    expect(truncateProduct('Fibre 100/100 Mbps Uncapped Home Premium Bundle')).toBe('Fibre 100/100 Mbps Uncapped Home Prem...');
  });
});

describe('formatCurrency', () => {
  it.each([
    [1234.56, 'R 1 234.56'],
    [1234.5, 'R 1 234.50'],
    [0, 'R 0.00'],
    [999, 'R 999.00'],
    [1000, 'R 1 000.00'],
    [1234567.891, 'R 1 234 567.89'],
    [-1234.5, '-R 1 234.50'],
    [0.005, 'R 0.01'],
    [-0.001, 'R 0.00'],
  ])('%p → %s', (amount, text) => expect(formatCurrency(amount)).toBe(text));

  it('writes nothing for a number that is not one', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('writes day, month and year without shifting the date', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-01')).toBe('1 Nov 2026');
    expect(formatDate('2026-01-31T23:30:00.000Z')).toBe('31 Jan 2026');
  });
  it('leaves text that is not a date as it is', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
    expect(formatDate('next week')).toBe('next week');
  });
});
