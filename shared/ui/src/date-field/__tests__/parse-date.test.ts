import { checkDate, DATE_UNREADABLE_MESSAGE, parseDate } from '../parse-date';
import { addDays, addMonths, longDate } from '../calendar';

describe('parseDate: the formats people type', () => {
  it.each([
    ['2026-11-20', '2026-11-20'],
    ['2026/11/20', '2026-11-20'],
    ['2026-1-5', '2026-01-05'],
    ['20/11/2026', '2026-11-20'],
    ['20-11-2026', '2026-11-20'],
    ['20.11.2026', '2026-11-20'],
    ['5/1/2026', '2026-01-05'],
    ['05/01/2026', '2026-01-05'],
    ['20 Nov 2026', '2026-11-20'],
    ['20 nov. 2026', '2026-11-20'],
    ['20 November 2026', '2026-11-20'],
    ['20-Nov-2026', '2026-11-20'],
    ['20th November 2026', '2026-11-20'],
    ['Friday, 20 November 2026', '2026-11-20'],
    ['Nov 20, 2026', '2026-11-20'],
    ['1 Sept 2026', '2026-09-01'],
    ['  20   Nov   2026 ', '2026-11-20'],
    ['29/02/2028', '2028-02-29'],
  ])('reads "%s" as %s', (typed, iso) => expect(parseDate(typed)).toBe(iso));

  it.each([
    '',
    '20/11/26',
    '2026-11',
    '20112026',
    '31/04/2026',
    '29/02/2027',
    '2026-13-01',
    '0/1/2026',
    '20 Noo 2026',
    '20 No 2026',
    'tomorrow',
    '2026-11/20',
    '20/11-2026',
  ])('cannot read "%s"', (typed) => expect(parseDate(typed)).toBeNull());
});

describe('checkDate', () => {
  it('passes an empty field unless it is required, and says so when it is', () => {
    expect(checkDate('')).toBe(true);
    expect(checkDate('  ', { required: 'Please choose a cancellation date.' })).toBe('Please choose a cancellation date.');
  });

  it('asks for a date it can read', () => {
    expect(DATE_UNREADABLE_MESSAGE).toBe('Please enter a date such as 20/11/2026.');
    expect(checkDate('20/11/26')).toBe(DATE_UNREADABLE_MESSAGE);
    expect(checkDate('2026-02-30')).toBe(DATE_UNREADABLE_MESSAGE);
    expect(checkDate('2026-11-20')).toBe(true);
    expect(checkDate('20/11/2026')).toBe(true);
  });

  it('keeps to min and max, naming the dates', () => {
    const range = { min: '2026-12-01', max: '2027-03-01' };
    expect(checkDate('2026-11-30', range)).toBe('Please choose a date from 1 Dec 2026 to 1 Mar 2027.');
    expect(checkDate('2027-03-02', range)).toBe('Please choose a date from 1 Dec 2026 to 1 Mar 2027.');
    expect(checkDate('2026-12-01', range)).toBe(true);
    expect(checkDate('2027-03-01', range)).toBe(true);
    expect(checkDate('2026-11-30', { min: range.min })).toBe('Please choose a date on or after 1 Dec 2026.');
    expect(checkDate('2027-03-02', { max: range.max })).toBe('Please choose a date on or before 1 Mar 2027.');
  });
});

describe('calendar arithmetic', () => {
  it('moves by days and months across ends of months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(longDate('2026-11-20')).toBe('Friday, 20 November 2026');
  });
});
