import { cancellationDateRule, toCancellationContext } from '../cancellation-form-values';
import { cancellationOptions } from './commerce-fixtures';

describe('the cancellation date (a date that exists, within the allowed dates)', () => {
  const rule = cancellationDateRule({ earliestDate: '2026-12-23', latestDate: '2027-02-20' });

  it('accepts the first and last allowed dates, and dates written the usual ways', () => {
    expect(rule('2026-12-23')).toBe(true);
    expect(rule('2027-02-20')).toBe(true);
    expect(rule('2027/1/5')).toBe(true);
    expect(rule('5/1/2027')).toBe(true);
    expect(rule('5 Jan 2027')).toBe(true);
  });

  it('refuses an empty, malformed or out-of-range date with a clear message', () => {
    expect(rule(' ')).toBe('Please choose a cancellation date.');
    expect(rule('2027-13-01')).toBe('Please enter a date such as 20/11/2026.');
    expect(rule('31/04/2027')).toBe('Please enter a date such as 20/11/2026.');
    expect(rule('2026-12-22')).toBe('Please choose a date from 23 Dec 2026 to 20 Feb 2027.');
    expect(rule('21/2/2027')).toBe('Please choose a date from 23 Dec 2026 to 20 Feb 2027.');
  });

  it('hands the date over as YYYY-MM-DD', () => {
    const context = toCancellationContext(
      cancellationOptions,
      { cancellationDate: '2027/1/5', lines: [true, false], reasonId: 'price', comment: ' ', hardware: ['courier-collection'] },
      '/services/ftth/FTTH-100234/cancellation',
    );
    expect(context.cancellationDate).toBe('2027-01-05');
    expect(context.cancellationInformation).toEqual({ reasonId: 'price' });
  });
});
