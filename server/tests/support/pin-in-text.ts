/**
 * Whether a six-digit PIN stands in a text as a number of its own. A plain substring check fails at random: request
 * ids, timestamps, response times and hashes hold any six digits now and then.
 */
export function holdsPin(text: string, pin: string): boolean {
  return new RegExp(`(?<![0-9A-Za-z.])${pin}(?![0-9A-Za-z])`).test(text);
}
