import { cellNumber } from '@portal/contract/catalogue';
import { uploadSizeError, validators } from '../validators';

const PHONE = 'Please enter a valid phone number.';

describe('cellnumber and landline (spec §5)', () => {
  it.each(['0821234567', '082 123 4567', '27821234567', '27 82 123 4567', ' 011 456 7890 ', '+27 82 123 4567', '+27821234567', '082-123-4567'])(
    'cellnumber accepts "%s"',
    (value) => {
      expect(validators.cellnumber(value)).toBe(true);
    },
  );

  it.each(['', '  ', null, undefined])('cellnumber says an empty number (%p) is needed', (value) => {
    expect(validators.cellnumber(value)).toBe('Please enter your cell number.');
  });

  it.each(['082123456', '08212345678', '1821234567', '2782123456', '278212345678', '+44 20 7946 0958', '+0821234567', 'abcdefghij'])(
    'cellnumber refuses "%s"',
    (value) => {
      expect(validators.cellnumber(value)).toBe(PHONE);
    },
  );

  it.each([
    ['011 456 7890', true],
    ['27114567890', true],
    ['4567890', PHONE],
    ['', PHONE],
  ])('landline follows the same rule: "%s"', (value, verdict) => {
    expect(validators.landline(value)).toBe(verdict);
  });

  it('agrees with the server’s rule (the contract schema) on every number, however it is written', () => {
    const written = [
      ...['0821234567', '27821234567', '0114567890', '082123456', '08212345678', '1821234567', '0000000000'].flatMap((n) => [
        n,
        `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
        `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
        `+${n}`,
        `+27 ${n.slice(1)}`,
        `+27 (0)${n.slice(1)}`,
        `(${n.slice(0, 3)}) ${n.slice(3)}`,
      ]),
      '',
      ' ',
      'abc',
      '+27',
      '082 123 4567 ext 2',
    ];
    for (const value of written) {
      const server = cellNumber.safeParse(value);
      const expected = server.success ? true : server.error.issues[0].message;
      expect({ value, browser: validators.cellnumber(value) }).toEqual({ value, browser: expected });
    }
  });
});

describe('currency', () => {
  it.each(['1234', '1234.5', '1234.56', '$1,234.56', '1,234', '1,234,567.8', '$12', '0'])('accepts %s', (value) =>
    expect(validators.currency(value)).toBe(true),
  );
  it.each(['12.345', '1,23', '12,3456', '$1,234.567', 'R12', '12a', '-5', '$'])('refuses %s', (value) =>
    expect(validators.currency(value)).toBe('Please enter a valid currency format.'),
  );
});

describe('select and checkbox', () => {
  it('select needs a non-empty value and names the field', () => {
    expect(validators.select('', 'Bank Name')).toBe('Please make a selection for Bank Name.');
    expect(validators.select(undefined, 'Bank Name')).toBe('Please make a selection for Bank Name.');
    expect(validators.select('3', 'Bank Name')).toBe(true);
    expect(validators.select(0, 'Bank Name')).toBe(true);
  });

  it('checkbox needs a truthy value and names the field', () => {
    expect(validators.checkbox(false, 'declaration')).toBe('The declaration field must be selected.');
    expect(validators.checkbox(undefined, 'declaration')).toBe('The declaration field must be selected.');
    expect(validators.checkbox(true, 'declaration')).toBe(true);
  });
});

describe('dateFormat', () => {
  const MESSAGE = 'Please enter a valid date in the format YYYY-MM-DD.';
  it.each(['2026-11-22', '2026/01/31', '2026-12-01', '2026-1-5'])('accepts %s', (value) => expect(validators.dateFormat(value)).toBe(true));
  it.each(['2026-13-01', '2026-00-10', '2026-01-32', '2026-01-00', '22-11-2026', '2026.11.22', '2026-11/22', '26-11-22', 'soon'])(
    'refuses %s',
    (value) => expect(validators.dateFormat(value)).toBe(MESSAGE),
  );
});

describe('the standard rules', () => {
  it('required', () => {
    expect(validators.required('', 'Account Holder')).toBe('The Account Holder field is required.');
    expect(validators.required('   ', 'Account Holder')).toBe('The Account Holder field is required.');
    expect(validators.required(null)).toBe('This field is required.');
    expect(validators.required(false)).toBe('This field is required.');
    expect(validators.required([])).toBe('This field is required.');
    expect(validators.required('x')).toBe(true);
    expect(validators.required(0)).toBe(true);
  });

  it('email', () => {
    expect(validators.email('a@b.co')).toBe(true);
    expect(validators.email('a@b', 'Email')).toBe('The Email field must be a valid email.');
    expect(validators.email('a b@c.co')).toBe('This field must be a valid email.');
  });

  it('numeric', () => {
    expect(validators.numeric('0123')).toBe(true);
    expect(validators.numeric(42)).toBe(true);
    expect(validators.numeric('12a', 'Branch Code')).toBe('The Branch Code field may only contain numeric characters.');
    expect(validators.numeric('1.5')).toBe('This field may only contain numeric characters.');
  });

  it('min and max count characters', () => {
    expect(validators.min(6)('12345', 'pin')).toBe('The pin field must be at least 6 characters.');
    expect(validators.min(6)('123456', 'pin')).toBe(true);
    expect(validators.max(3)('abcd', 'Code')).toBe('The Code field may not be greater than 3 characters.');
    expect(validators.max(3)('abc', 'Code')).toBe(true);
  });

  it('minValue and maxValue compare numbers', () => {
    expect(validators.minValue(1)('1')).toBe(true);
    expect(validators.minValue(1)('0.5', 'Amount')).toBe('The Amount field must be 1 or more.');
    expect(validators.minValue(1)('abc', 'Amount')).toBe('The Amount field must be 1 or more.');
    expect(validators.maxValue(10)(10)).toBe(true);
    expect(validators.maxValue(10)('11', 'Quantity')).toBe('The Quantity field must be 10 or less.');
  });

  it('leaves emptiness to required', () => {
    for (const rule of [validators.email, validators.numeric, validators.currency, validators.dateFormat, validators.min(3), validators.maxValue(5)]) {
      expect(rule('')).toBe(true);
    }
  });

  it('ignores a second argument that is not a label (react-hook-form passes the form values)', () => {
    const asValidate = validators.required as unknown as (value: unknown, formValues: object) => true | string;
    expect(asValidate('', { pin: '' })).toBe('This field is required.');
  });
});

describe('uploadSizeError', () => {
  const file = (size: number) => ({ size }) as File;
  it('passes files under 16 MiB in total', () => {
    expect(uploadSizeError([])).toBeNull();
    expect(uploadSizeError([file(8 * 1024 * 1024), file(8 * 1024 * 1024 - 1)])).toBeNull();
  });
  it('refuses 16 MiB or more in total with the spec message', () => {
    const message = 'File could not be uploaded because it exceeds the max size of 16.00MB.';
    expect(uploadSizeError([file(8 * 1024 * 1024), file(8 * 1024 * 1024)])).toBe(message);
    expect(uploadSizeError([file(16_777_217)])).toBe(message);
  });
});
