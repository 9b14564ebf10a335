/**
 * What may be shown and stored of payment details (docs/security.md: no full bank account number, card
 * number or CVV in the database, an API answer or a log).
 */

const MASK = '*';

/** '******7890': only the last four characters stay; a short value is masked entirely. */
export function obfuscateTail(value: string, keep = 4): string {
  const clean = value.replace(/\s+/g, '');
  if (clean.length <= keep) return MASK.repeat(Math.max(clean.length, 1));
  return MASK.repeat(clean.length - keep) + clean.slice(-keep);
}

export const obfuscateAccountNumber = (accountNumber: string) => obfuscateTail(accountNumber);

/** An ID number's first digits are a date of birth: only the last three stay. */
export const obfuscateIdNumber = (idNumber: string) => obfuscateTail(idNumber, 3);

/** 'T***** M******': the first letter of each name. */
export const obfuscateCardHolder = (holder: string) =>
  holder
    .trim()
    .split(/\s+/)
    .map((word) => `${word.slice(0, 1)}${MASK.repeat(Math.max(word.length - 1, 1))}`)
    .join(' ');

export const obfuscateCardNumber = (last4: string) => `**** **** **** ${last4}`;

/** True for a value that is already masked (so it must never be handed on as if it were the real number). */
export const isObfuscated = (value: string) => value.includes(MASK);
