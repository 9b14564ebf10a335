import { UPLOAD_LIMIT_BYTES } from '@portal/contract';

/** A validator answers true, or the message to show (spec §5). Works as react-hook-form's `validate`. */
export type Validator = (value: unknown, fieldLabel?: string) => true | string;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const label = (field?: string) => field ?? 'field';
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const PHONE_MESSAGE = 'Please enter a valid phone number.';
const phone: Validator = (value) => {
  if (isEmpty(value)) return true;
  const digits = str(value).replace(/\s+/g, '');
  return /^(0\d{9}|27\d{9})$/.test(digits) || PHONE_MESSAGE;
};

export const validators = {
  required: ((value, field) => !isEmpty(value) || `The ${label(field)} field is required.`) as Validator,
  email: ((value, field) =>
    isEmpty(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(str(value)) || `The ${label(field)} field must be a valid email.`) as Validator,
  numeric: ((value, field) => isEmpty(value) || /^\d+$/.test(str(value)) || `The ${label(field)} field may only contain numeric characters.`) as Validator,
  /** Digits only after removing spaces; 10 digits starting with 0, or 11 digits starting with 27. */
  cellnumber: ((value) => (isEmpty(value) ? PHONE_MESSAGE : phone(value))) as Validator,
  landline: ((value) => (isEmpty(value) ? PHONE_MESSAGE : phone(value))) as Validator,
  currency: ((value) =>
    isEmpty(value) ||
    /^\$?(\d{1,3}(,\d{3})*|\d+)(\.\d{1,2})?$/.test(str(value)) ||
    'Please enter a valid currency format.') as Validator,
  select: ((value, field) => str(value) !== '' || `Please make a selection for ${label(field)}.`) as Validator,
  checkbox: ((value, field) => !!value || `The ${label(field)} field must be selected.`) as Validator,
  dateFormat: ((value) => {
    if (isEmpty(value)) return true;
    const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(str(value));
    const month = match ? Number(match[2]) : 0;
    const day = match ? Number(match[3]) : 0;
    return (!!match && month >= 1 && month <= 12 && day >= 1 && day <= 31) || 'Please enter a valid date in the format YYYY-MM-DD.';
  }) as Validator,
  min: (n: number): Validator => (value, field) =>
    isEmpty(value) || str(value).length >= n || `The ${label(field)} field must be at least ${n} characters.`,
  max: (n: number): Validator => (value, field) =>
    isEmpty(value) || str(value).length <= n || `The ${label(field)} field may not be greater than ${n} characters.`,
  minValue: (n: number): Validator => (value, field) =>
    isEmpty(value) || Number(value) >= n || `The ${label(field)} field must be ${n} or more.`,
  maxValue: (n: number): Validator => (value, field) =>
    isEmpty(value) || Number(value) <= n || `The ${label(field)} field must be ${n} or less.`,
};

/** spec §5 Upload: the files together must be under 16 MiB. */
export function uploadSizeError(files: File[]): string | null {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return total >= UPLOAD_LIMIT_BYTES
    ? 'File could not be uploaded because it exceeds the max size of 16.00MB.'
    : null;
}
