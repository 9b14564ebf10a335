import {
  centsToDecimal,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDuration,
  formatLocalDate,
  formatLongDate,
  formatMonth,
  formatNumber,
  formatPercent,
  fromCents,
  MONTH_NAMES,
  shortMonthName,
  toCents,
} from '../format';

describe('toCents and fromCents', () => {
  it.each([
    ['1234.50', 123_450],
    [1234.5, 123_450],
    ['0', 0],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [-250, -25_000],
    ['-0.01', -1],
  ])('%p → %p cents', (amount, cents) => expect(toCents(amount)).toBe(cents));

  it('rounds half a cent away from zero, though 1.005 × 100 is 100.4999… in binary', () => {
    expect([toCents(1.005), toCents('1.005'), toCents(0.005), toCents(2.675)]).toEqual([101, 101, 1, 268]);
    expect([toCents(-1.005), toCents('-0.005')]).toEqual([-101, -1]);
    expect([toCents(1.004), toCents(-1.004)]).toEqual([100, -100]);
  });

  it('gives zero, never minus zero, for less than half a cent below zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('reads numbers Number() writes with an exponent', () => {
    expect([toCents(1e-7), toCents(1e21)]).toEqual([0, 1e23]);
  });

  it('is not a number for text that is not one', () => {
    expect(toCents('abc')).toBeNaN();
  });

  it('turns cents back into rand, and into the plain decimal numeric columns take', () => {
    expect([fromCents(123_450), fromCents(-1)]).toEqual([1234.5, -0.01]);
    expect([centsToDecimal(123_450), centsToDecimal(0), centsToDecimal(-5), centsToDecimal(100_000_000)]).toEqual([
      '1234.50',
      '0.00',
      '-0.05',
      '1000000.00',
    ]);
  });
});

describe('formatCurrency', () => {
  it.each([
    [250, 'R 250.00'],
    [0, 'R 0.00'],
    [999, 'R 999.00'],
    [1000, 'R 1 000.00'],
    [1234.5, 'R 1 234.50'],
    [1234.56, 'R 1 234.56'],
    [100_000, 'R 100 000.00'],
    [1234567.891, 'R 1 234 567.89'],
    [-250, '-R 250.00'],
    [-1234.5, '-R 1 234.50'],
    [-1_000_000, '-R 1 000 000.00'],
  ])('%p → %s', (amount, text) => expect(formatCurrency(amount)).toBe(text));

  it('rounds half a cent away from zero', () => {
    expect([formatCurrency(0.005), formatCurrency(1.005), formatCurrency(2.675), formatCurrency(-1.005)]).toEqual([
      'R 0.01',
      'R 1.01',
      'R 2.68',
      '-R 1.01',
    ]);
  });

  it('writes less than half a cent below zero as zero, without a sign', () => {
    expect(formatCurrency(-0.001)).toBe('R 0.00');
  });

  it('writes nothing for a number that is not one', () => {
    expect([formatCurrency(Number.NaN), formatCurrency(Number.POSITIVE_INFINITY)]).toEqual(['', '']);
  });
});

describe('formatNumber and formatPercent', () => {
  it('puts a space between thousands of a whole number', () => {
    expect([formatNumber(0), formatNumber(999), formatNumber(1000), formatNumber(1_234_567), formatNumber(-12_345), formatNumber(1499.6)]).toEqual([
      '0',
      '999',
      '1 000',
      '1 234 567',
      '-12 345',
      '1 500',
    ]);
  });

  it('keeps as many decimals as asked, and no minus sign on what rounds to zero', () => {
    expect([formatNumber(1234.56, 1), formatNumber(1234, 2), formatNumber(-9876.54, 1), formatNumber(-0.04, 1), formatNumber(0.5, 0)]).toEqual([
      '1 234.6',
      '1 234.00',
      '-9 876.5',
      '0.0',
      '1',
    ]);
  });

  it('writes nothing for a number that is not one', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('writes a rate as a percentage, without needless decimals', () => {
    expect([formatPercent(0.15), formatPercent(0.075), formatPercent(0), formatPercent(0.1234)]).toEqual(['15%', '7.5%', '0%', '12.34%']);
  });
});

describe('months', () => {
  const every = [
    ['01', 'January', 'Jan'],
    ['02', 'February', 'Feb'],
    ['03', 'March', 'Mar'],
    ['04', 'April', 'Apr'],
    ['05', 'May', 'May'],
    ['06', 'June', 'Jun'],
    ['07', 'July', 'Jul'],
    ['08', 'August', 'Aug'],
    ['09', 'September', 'Sep'],
    ['10', 'October', 'Oct'],
    ['11', 'November', 'Nov'],
    ['12', 'December', 'Dec'],
  ] as const;

  it('names the twelve months in order', () => {
    expect(MONTH_NAMES).toEqual(every.map(([, long]) => long));
  });

  it.each(every)('month %s is %s, %s in dates', (mm, long, short) => {
    const month = Number(mm);
    expect(shortMonthName(month)).toBe(short);
    expect(formatMonth(2026, month)).toBe(`${long} 2026`);
    expect(formatDate(`2026-${mm}-15`)).toBe(`15 ${short} 2026`);
    expect(formatLongDate(`2026-${mm}-15`)).toBe(`15 ${long} 2026`);
    expect(formatDayMonth(`2026-${mm}-15`)).toBe(`15 ${short}`);
  });
});

describe('formatDate', () => {
  it('writes day, month and year without shifting the date', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-01')).toBe('1 Nov 2026');
    expect(formatDate('2026-01-31T23:30:00.000Z')).toBe('31 Jan 2026');
  });

  it('leaves text that is not a date as it is, and writes nothing for no date', () => {
    expect([formatDate(''), formatDate(null), formatDate(undefined)]).toEqual(['', '', '']);
    expect([formatDate('2026-13-01'), formatDate('2026-00-10'), formatDate('next week')]).toEqual(['2026-13-01', '2026-00-10', 'next week']);
    expect([formatLongDate('soon'), formatDayMonth('soon')]).toEqual(['soon', 'soon']);
  });
});

describe('formatDuration', () => {
  it('writes seconds as minutes and seconds, with hours from an hour on', () => {
    expect([formatDuration(0), formatDuration(5), formatDuration(75), formatDuration(3599), formatDuration(3600), formatDuration(3725), formatDuration(36_000)]).toEqual([
      '0:00',
      '0:05',
      '1:15',
      '59:59',
      '1:00:00',
      '1:02:05',
      '10:00:00',
    ]);
  });

  it('rounds to the second and never goes below zero', () => {
    expect([formatDuration(74.6), formatDuration(-3)]).toEqual(['1:15', '0:00']);
  });
});

describe('formatLocalDate and formatDateTime', () => {
  // A moment built from local parts, so that the test holds in any time zone.
  const local = new Date(2026, 10, 22, 9, 5).toISOString();

  it('write a moment in the reader’s own time zone', () => {
    expect(formatLocalDate(local)).toBe('22 Nov 2026');
    expect(formatDateTime(local)).toBe('22 Nov 2026 09:05');
    expect(formatDateTime(new Date(2026, 0, 3, 23, 59).toISOString())).toBe('3 Jan 2026 23:59');
  });

  it('write a date without a time as the date alone', () => {
    expect([formatLocalDate('2026-12-31'), formatDateTime('2026-12-31')]).toEqual(['31 Dec 2026', '31 Dec 2026']);
  });

  it('write nothing for no value and leave other text as it is', () => {
    expect([formatLocalDate(null), formatDateTime(undefined), formatDateTime('')]).toEqual(['', '', '']);
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});
