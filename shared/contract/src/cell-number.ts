/**
 * spec §5 cellnumber, shared by the server's schemas and the browser's validators (no zod: the login page loads it).
 * The rule: digits after removing spaces; 10 starting with 0, or 11 starting with 27.
 */
/** A required cell number left empty (a number that is there but wrong gets spec §5's 'Please enter a valid phone number.'). */
export const CELL_NUMBER_REQUIRED_MESSAGE = 'Please enter your cell number.';

export const CELL_NUMBER_PATTERN = /^(0\d{9}|27\d{9})$/;

/**
 * A number as people write it, before the rule is applied: spaces, dashes and dots between the digits go, '+27'
 * (also '+27 (0)82 …') becomes '27', and brackets round the area code go ('(082) 123 4567'). Anything else is left
 * for the rule to refuse ('+44 …', letters).
 */
export function normaliseCellNumber(value: string): string {
  return value
    .replace(/[\s.-]+/g, '')
    .replace(/^\+27(\(0\))?/, '27')
    .replace(/^\((0\d{2})\)/, '$1');
}

/** True when the number, normalised, passes spec §5 cellnumber. */
export const isCellNumber = (value: string) => CELL_NUMBER_PATTERN.test(normaliseCellNumber(value));
