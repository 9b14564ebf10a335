import { CELL_NUMBER_REQUIRED_MESSAGE, isCellNumber, UPLOAD_LIMIT_BYTES } from '@portal/contract';

/**
 * A validator answers true, or the message to show (spec §5). Usable as react-hook-form's `validate`
 * (`validate: (v) => validators.required(v, 'Account holder')`); a second argument that is not a string is ignored,
 * so `validate: validators.required` also works and says 'This field ...'.
 */
export type Validator = (value: unknown, fieldLabel?: string) => true | string;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const named = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : null);
/** 'The Account holder field' or 'This field'. */
const subject = (field: unknown) => (named(field) ? `The ${named(field)} field` : 'This field');

/** Empty for the optional rules: nothing, blank text, an empty list or an unticked box. */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const PHONE_MESSAGE = 'Please enter a valid phone number.';
/**
 * spec §5: digits only after removing spaces; 10 digits starting with 0, or 11 digits starting with 27. Empty is
 * refused. The contract's normalisation comes first ('+27 82 123 4567', '082-123-4567'), as on the server.
 */
const phone: Validator = (value) => isCellNumber(text(value)) || PHONE_MESSAGE;
/** Left empty, a cell number is asked for; a number that is there but wrong gets the spec's message. */
const cell: Validator = (value) => (isEmpty(value) ? CELL_NUMBER_REQUIRED_MESSAGE : phone(value));

const CURRENCY = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
const DATE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;

/**
 * The rules of spec §5 with their messages. The standard rules (email, numeric, min, max, minValue, maxValue,
 * currency, dateFormat) pass an empty value, leaving emptiness to `required`, `select` and `checkbox`;
 * `cellnumber` and `landline` refuse an empty value too.
 */
export const validators = {
  required: ((value, field) => !isEmpty(value) || `${subject(field)} is required.`) as Validator,
  email: ((value, field) =>
    isEmpty(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(value).trim()) || `${subject(field)} must be a valid email.`) as Validator,
  numeric: ((value, field) => isEmpty(value) || /^\d+$/.test(text(value)) || `${subject(field)} may only contain numeric characters.`) as Validator,
  cellnumber: cell,
  landline: phone,
  /** Numeric, or an optional $, digits with thousands commas, and up to 2 decimals. */
  currency: ((value) => isEmpty(value) || CURRENCY.test(text(value).trim()) || 'Please enter a valid currency format.') as Validator,
  select: ((value, field) => text(value) !== '' || `Please make a selection for ${named(field) ?? 'this field'}.`) as Validator,
  checkbox: ((value, field) => !!value || `${subject(field)} must be selected.`) as Validator,
  /** YYYY-MM-DD with - or / (the same one twice), month 1-12, day 1-31. */
  dateFormat: ((value) => {
    if (isEmpty(value)) return true;
    const match = DATE.exec(text(value).trim());
    const month = Number(match?.[3]);
    const day = Number(match?.[4]);
    return (!!match && month >= 1 && month <= 12 && day >= 1 && day <= 31) || 'Please enter a valid date in the format YYYY-MM-DD.';
  }) as Validator,
  min: (n: number): Validator => (value, field) =>
    isEmpty(value) || text(value).length >= n || `${subject(field)} must be at least ${n} characters.`,
  max: (n: number): Validator => (value, field) =>
    isEmpty(value) || text(value).length <= n || `${subject(field)} may not be greater than ${n} characters.`,
  minValue: (n: number): Validator => (value, field) =>
    isEmpty(value) || (text(value).trim() !== '' && Number(value) >= n) || `${subject(field)} must be ${n} or more.`,
  maxValue: (n: number): Validator => (value, field) =>
    isEmpty(value) || (text(value).trim() !== '' && Number(value) <= n) || `${subject(field)} must be ${n} or less.`,
};

export const UPLOAD_TOO_LARGE_MESSAGE = 'File could not be uploaded because it exceeds the max size of 16.00MB.';

/** spec §5 Upload: the files together must be under 16 MiB (16777216 bytes); otherwise the spec's message. */
export function uploadSizeError(files: readonly Pick<File, 'size'>[]): string | null {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total >= UPLOAD_LIMIT_BYTES ? UPLOAD_TOO_LARGE_MESSAGE : null;
}
