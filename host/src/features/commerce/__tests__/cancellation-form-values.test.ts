import { cancellationForm, toCancellationContext, type CancellationValues } from '../cancellation-form-values';
import { cancellationOptions } from './commerce-fixtures';

describe('the cancellation form’s schema (commerce.CancelService’s rules, the form’s messages)', () => {
  const schema = cancellationForm(cancellationOptions);
  const good: CancellationValues = { cancellationDate: '2027-01-15', lines: [true, false], reasonId: 'moving', comment: '', hardware: ['drop-off'] };
  /** The date as the date field hands it over: YYYY-MM-DD once it reads a day, else the text as typed. */
  const dateProblem = (cancellationDate: string) => {
    const result = schema.safeParse({ ...good, cancellationDate });
    return result.success ? true : result.error.issues.map((issue) => issue.message).join(' ');
  };
  const problems = (values: Partial<CancellationValues>) =>
    schema.safeParse({ ...good, ...values }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('accepts the first and last allowed dates', () => {
    expect(dateProblem('2026-12-23')).toBe(true);
    expect(dateProblem('2027-02-20')).toBe(true);
    expect(problems({})).toEqual([]);
  });

  it('refuses an empty, unreadable or out-of-range date with a clear message', () => {
    expect(dateProblem('')).toBe('Please choose a cancellation date.');
    expect(dateProblem('2027-13-01')).toBe('Please enter a date such as 20/11/2026.');
    expect(dateProblem('31/04/2027')).toBe('Please enter a date such as 20/11/2026.');
    expect(dateProblem('2026-12-22')).toBe('Please choose a date from 23 Dec 2026 to 20 Feb 2027.');
    expect(dateProblem('2027-02-21')).toBe('Please choose a date from 23 Dec 2026 to 20 Feb 2027.');
  });

  it('wants the plan ticked, a reason and a return method for each item, each at its field', () => {
    expect(new Map(problems({ lines: [false, true], reasonId: '', hardware: [null] }).map(([path, message]) => [path, message]))).toEqual(
      new Map([
        ['lines.0', 'Fibre 50/25 Mbps is the service’s plan: it must be cancelled with the service.'],
        ['reasonId', 'Please make a selection for Reason.'],
        ['hardware.0', 'Please make a selection for Fibre router (Huawei HG8145).'],
      ]),
    );
    expect(problems({ lines: [true, false] })).toEqual([]);
    expect(problems({ comment: 'x'.repeat(1001) })).toHaveLength(1);
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
