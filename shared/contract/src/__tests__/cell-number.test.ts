import { cellNumber } from '../catalogue/common';
import { optionalLandline } from '../catalogue/account-area';
import { isCellNumber, normaliseCellNumber } from '../cell-number';

const PHONE = 'Please enter a valid phone number.';
const parse = (value: string) => cellNumber.safeParse(value);
const messageOf = (value: string) => {
  const result = parse(value);
  return result.success ? null : result.error.issues[0].message;
};

/** A small seeded generator, so that a failure names the case and reruns the same way. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { int: (n: number) => Math.floor(next() * n), pick: <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

describe('cell numbers as people write them (spec §5 cellnumber)', () => {
  it.each([
    ['+27 82 123 4567'],
    ['+27821234567'],
    ['082 123 4567'],
    ['082-123-4567'],
    ['0821234567'],
    ['27821234567'],
    ['27 82 123 4567'],
    ['+27 (0)82 123 4567'],
    ['(082) 123 4567'],
    ['082.123.4567'],
    [' 082 123 4567 '],
    ['082\u00a0123\u00a04567'],
  ])('"%s" is 0821234567 at the server', (value) => {
    expect(parse(value)).toEqual({ success: true, data: '0821234567' });
    expect(isCellNumber(value)).toBe(true);
  });

  it.each(['', ' ', '   '])('says an empty number "%s" is needed, not that it is invalid', (value) => {
    expect(messageOf(value)).toBe('Please enter your cell number.');
    expect(parse(value).error?.issues).toHaveLength(1);
  });

  it.each(['082123456', '08212345678', '1821234567', '+44 20 7946 0958', '+0821234567', '++27821234567', '27 0821234567', '082 123 456x', '082/123/4567', '(08)2 123 4567', '082\u00001234567', '0821234567 '.repeat(5)])(
    'refuses "%s" with the spec message',
    (value) => {
      expect(messageOf(value)).toBe(PHONE);
      expect(isCellNumber(value)).toBe(false);
    },
  );

  it('leaves what it cannot read for the rule to refuse, rather than guessing', () => {
    expect(normaliseCellNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normaliseCellNumber('082 abc 4567')).toBe('082abc4567');
  });

  it('accepts any valid number in any of the usual layouts, and always hands over the canonical 0 form', () => {
    const rng = random(16);
    const separators = ['', ' ', '-', '  ', '.'];
    for (let i = 0; i < 500; i++) {
      const national = `0${rng.pick(['6', '7', '8', '1'])}${String(rng.int(1e8)).padStart(8, '0')}`;
      const prefix = rng.pick(['national', '27', '+27', '+27 (0)'] as const);
      const digits = prefix === 'national' ? national : national.slice(1);
      const [a, b, c] = [digits.slice(0, prefix === 'national' ? 3 : 2), digits.slice(prefix === 'national' ? 3 : 2, -4), digits.slice(-4)];
      const sep = rng.pick(separators);
      const written = `${prefix === 'national' ? '' : `${prefix}${rng.pick(['', ' '])}`}${a}${sep}${b}${sep}${c}`;
      expect({ written, parsed: parse(written) }).toEqual({ written, parsed: { success: true, data: national } });
    }
  });

  it('never accepts a number with the wrong count of digits, however it is laid out', () => {
    const rng = random(27);
    for (let i = 0; i < 500; i++) {
      const length = rng.pick([8, 9, 11, 12]);
      const digits = `0${String(rng.int(10 ** (length - 1))).padStart(length - 1, '0')}`;
      const written = rng.pick([digits, `+27 ${digits.slice(1)}`, `${digits.slice(0, 3)} ${digits.slice(3)}`]);
      const digitCount = normaliseCellNumber(written).replace(/^27/, '0').length;
      if (digitCount === 10) continue;
      expect({ written, message: messageOf(written) }).toEqual({ written, message: PHONE });
    }
  });

  it('normalises an optional landline the same way, and keeps an empty one as none', () => {
    expect(optionalLandline.safeParse('+27 11 456 7890')).toEqual({ success: true, data: '27114567890' });
    expect(optionalLandline.safeParse('011-456-7890')).toEqual({ success: true, data: '0114567890' });
    expect(optionalLandline.safeParse('  ')).toEqual({ success: true, data: null });
    expect(optionalLandline.safeParse('011 456')).toMatchObject({ success: false });
  });
});
