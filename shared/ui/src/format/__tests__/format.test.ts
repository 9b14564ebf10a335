import { formatCurrency, formatDate, truncateProduct } from '../format';

describe('formatting', () => {
  it('cuts a product longer than 40 characters to 37 plus an ellipsis (spec §9)', () => {
    const forty = 'x'.repeat(40);
    expect(truncateProduct(forty)).toBe(forty);
    expect(truncateProduct('y'.repeat(41))).toBe('y'.repeat(37) + '...');
  });

  it('writes rand amounts with thousands spaces and cents', () => {
    expect(formatCurrency(1234.5)).toBe('R 1 234.50');
    expect(formatCurrency(0)).toBe('R 0.00');
    expect(formatCurrency(-1234567.891)).toBe('-R 1 234 567.89');
  });

  it('writes dates as day, month and year without shifting them', () => {
    expect(formatDate('2026-11-01')).toBe('1 Nov 2026');
    expect(formatDate('2026-01-31T23:30:00.000Z')).toBe('31 Jan 2026');
  });
});
