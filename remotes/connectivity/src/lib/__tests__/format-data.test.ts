import { formatData, formatSpeed } from '../format-data';
import { firstOfNextMonthIso, todayIso } from '../dates';

describe('data and speed as customers read them', () => {
  it('shows megabytes below 1 GB and gigabytes to one decimal from there, grouping thousands', () => {
    expect([0, 850.4, 1023, 1024, 10_547, 20_480, 1_048_576 * 1.5].map(formatData)).toEqual(['0 MB', '850 MB', '1023 MB', '1 GB', '10.3 GB', '20 GB', '1 536 GB']);
  });

  it('shows whole gigabits as Gbps', () => {
    expect([50, 100, 1000, 1500].map(formatSpeed)).toEqual(['50 Mbps', '100 Mbps', '1 Gbps', '1500 Mbps']);
  });
});

describe('upgrade dates, counted in UTC like the server', () => {
  it('gives today and the first of next month, across a year end', () => {
    const lateOn31Dec = new Date('2026-12-31T23:30:00Z');
    expect(todayIso(lateOn31Dec)).toBe('2026-12-31');
    expect(firstOfNextMonthIso(lateOn31Dec)).toBe('2027-01-01');
    expect(firstOfNextMonthIso(new Date('2026-01-31T00:00:00Z'))).toBe('2026-02-01');
  });
});
