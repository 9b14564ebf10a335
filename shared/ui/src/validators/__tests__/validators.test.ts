import { uploadSizeError, validators } from '../validators';

describe('validators of spec §5', () => {
  it.each(['0821234567', '082 123 4567', '27821234567', '27 82 123 4567'])('cellnumber accepts %s', (v) => {
    expect(validators.cellnumber(v)).toBe(true);
  });

  it.each(['', '082123456', '08212345678', '1821234567', '2782123456', '082-123-4567', 'abcdefghij'])('cellnumber refuses "%s"', (v) => {
    expect(validators.cellnumber(v)).toBe('Please enter a valid phone number.');
  });

  it('landline follows the same rule', () => {
    expect(validators.landline('011 456 7890')).toBe(true);
    expect(validators.landline('4567890')).toBe('Please enter a valid phone number.');
  });

  it.each(['1234', '1234.5', '$1,234.56', '1,234', '$12'])('currency accepts %s', (v) => expect(validators.currency(v)).toBe(true));
  it.each(['12.345', '1,23', '$1,234.567', 'R12', '12a'])('currency refuses %s', (v) =>
    expect(validators.currency(v)).toBe('Please enter a valid currency format.'),
  );

  it('select needs a non-empty value and names the field', () => {
    expect(validators.select('', 'Bank Name')).toBe('Please make a selection for Bank Name.');
    expect(validators.select('3', 'Bank Name')).toBe(true);
  });

  it('checkbox needs a truthy value and names the field', () => {
    expect(validators.checkbox(false, 'declaration')).toBe('The declaration field must be selected.');
    expect(validators.checkbox(true, 'declaration')).toBe(true);
  });

  it.each(['2026-11-22', '2026/01/31'])('date_format accepts %s', (v) => expect(validators.dateFormat(v)).toBe(true));
  it.each(['2026-13-01', '2026-00-10', '2026-01-32', '22-11-2026', '2026.11.22'])('date_format refuses %s', (v) =>
    expect(validators.dateFormat(v)).toBe('Please enter a valid date in the format YYYY-MM-DD.'),
  );

  it('has the standard rules', () => {
    expect(validators.required('', 'Account Holder')).toBe('The Account Holder field is required.');
    expect(validators.required('x')).toBe(true);
    expect(validators.numeric('12a', 'Branch Code')).toMatch(/Branch Code/);
    expect(validators.numeric('0123')).toBe(true);
    expect(validators.email('a@b.co')).toBe(true);
    expect(validators.email('a@b')).not.toBe(true);
    expect(validators.min(6)('12345', 'pin')).toMatch(/at least 6/);
    expect(validators.maxValue(10)('11')).not.toBe(true);
    expect(validators.minValue(1)('1')).toBe(true);
  });

  it('refuses uploads of 16 MiB or more in total', () => {
    const file = (size: number) => ({ size }) as File;
    expect(uploadSizeError([file(8 * 1024 * 1024), file(8 * 1024 * 1024 - 1)])).toBeNull();
    expect(uploadSizeError([file(8 * 1024 * 1024), file(8 * 1024 * 1024)])).toBe(
      'File could not be uploaded because it exceeds the max size of 16.00MB.',
    );
  });
});
