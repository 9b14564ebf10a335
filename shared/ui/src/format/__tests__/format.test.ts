import { truncateProduct } from '../format';

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
