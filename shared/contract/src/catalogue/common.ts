import { z } from 'zod';
import { CELL_NUMBER_PATTERN, CELL_NUMBER_REQUIRED_MESSAGE, normaliseCellNumber } from '../cell-number';

/** Strings from the outside world: bounded (with the message for too long, if given), no NUL bytes. */
export const text = (max = 200, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((s) => !s.includes('\u0000'), { message: 'must not contain NUL bytes' });

/** spec §5 cellnumber: digits after removing spaces; 10 starting with 0 or 11 starting with 27 ('+27 82 …' too). */
export { CELL_NUMBER_PATTERN, normaliseCellNumber };
/**
 * The one form a South African number is stored and compared in: '0' and nine digits. 27821234567 and
 * 0821234567 are the same number; call this only on a number that passed CELL_NUMBER_PATTERN.
 */
export const canonicalCellNumber = (valid: string) => (valid.startsWith('27') ? `0${valid.slice(2)}` : valid);
const PHONE_MESSAGE = 'Please enter a valid phone number.';
export { CELL_NUMBER_REQUIRED_MESSAGE };
/**
 * A valid cell number arrives at the server already in its canonical form. Room for the ways people lay a number out
 * ('+27 (0) 82  123  4567'); anything longer, like anything else invalid, gets the spec §5 message. Left empty, it
 * says the number is needed (a field nobody filled in is not an invalid number).
 */
export const cellNumber = z
  .string()
  .max(40, PHONE_MESSAGE)
  .refine((s) => s.trim() !== '', { message: CELL_NUMBER_REQUIRED_MESSAGE, abort: true })
  .transform(normaliseCellNumber)
  .refine((s) => CELL_NUMBER_PATTERN.test(s), { message: PHONE_MESSAGE })
  .transform(canonicalCellNumber);

export const pin = z.string().regex(/^\d{6}$/, 'The PIN must be 6 digits.');
export const token = text(4096).pipe(z.string().min(1));
export const empty = z.strictObject({});
/** A database row id: a positive PostgreSQL integer (a larger number would be a 500 in the database, not a 404). */
export const rowId = z.number().int().positive().max(2_147_483_647);
/** spec §3 Device login store: the id this browser made for itself. */
export const deviceId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a device id');

export const role = z.enum(['customer', 'reseller']);
export type Role = z.infer<typeof role>;

/** Portal modules a token may carry (claim portal_modules); one per area plus access management. */
export const portalModule = z.enum([
  'account',
  'billing',
  'connectivity',
  'communication',
  'cloud-hosting',
  'tickets',
  'access',
]);
export type PortalModule = z.infer<typeof portalModule>;

export const serviceCategory = z.enum([
  'connectivity',
  'communication',
  'cloud',
  'iot',
  'security',
  'ups',
  'vdc',
]);
export type ServiceCategory = z.infer<typeof serviceCategory>;

export const accountListItem = z.object({
  accountCode: z.string(),
  customerName: z.string(),
  createDate: z.string(),
  enterprise: z.boolean(),
  status: z.string(),
  userToken: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItem>;
