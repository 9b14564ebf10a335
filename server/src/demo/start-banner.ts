import { DEMO_CELL_NUMBERS } from './seed';

/** How the demo's PINs reach the person starting it: printed here (the demo SMS adapter) or sent by a real gateway. */
export type PinRoute = { printed: true } | { printed: false; through: string };

/**
 * What the demo prints once it is listening: where to sign in, every demo cell number (those the README lists), and
 * where each PIN shows. Printed last of the start-up lines, so that nothing scrolls it away.
 */
export function demoSignInLines(origin: string, pins: PinRoute): string[] {
  const where = pins.printed
    ? [
        `Sign in at ${origin}/login with a demo cell number. Its 6 digit PIN is printed in this console, on a line`,
        `starting "[demo SMS to <cell number>]", and kept at ${origin}/api/dev/outbox:`,
      ]
    : [`Sign in at ${origin}/login with a demo cell number; PINs are sent through ${pins.through}:`];
  return [...where, ...DEMO_CELL_NUMBERS.map(({ cellNumber, who }) => `  ${cellNumber}  ${who}`)];
}
