import { loadUplot, validLanguage } from '../load-uplot';

const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'language')!;
/** The browser's language as WebKit gives it under the C locale. */
const browserLanguageIs = (tag: string) => Object.defineProperty(Navigator.prototype, 'language', { configurable: true, get: () => tag });

describe('loading uPlot where the browser names no valid language', () => {
  // uPlot asks for the device pixel ratio as it loads; jsdom has no matchMedia of its own.
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => Object.defineProperty(Navigator.prototype, 'language', original));

  it('uPlot itself throws a RangeError as it loads under the language tag `C`', async () => {
    browserLanguageIs('C');
    await jest.isolateModulesAsync(async () => {
      await expect(import('uplot')).rejects.toThrow(RangeError);
    });
  });

  it('loads it with a valid language meanwhile, and leaves the browser’s own language as it was', async () => {
    browserLanguageIs('C');
    await jest.isolateModulesAsync(async () => {
      const UPlot = await loadUplot();
      expect(typeof UPlot).toBe('function');
      expect(typeof UPlot.tzDate).toBe('function');
    });
    expect(navigator.language).toBe('C');
    expect(Object.getOwnPropertyDescriptor(navigator, 'language')).toBeUndefined();
  });

  it('changes nothing where the language is valid', async () => {
    browserLanguageIs('en-ZA');
    await jest.isolateModulesAsync(async () => {
      await loadUplot();
    });
    expect(Object.getOwnPropertyDescriptor(navigator, 'language')).toBeUndefined();
  });
});

describe('validLanguage', () => {
  it('keeps a valid tag, else takes the first valid one of the list, else the portal’s', () => {
    expect(validLanguage({ language: 'af-ZA', languages: ['af-ZA'] })).toBe('af-ZA');
    expect(validLanguage({ language: 'C', languages: ['C', 'en-GB', 'en'] })).toBe('en-GB');
    expect(validLanguage({ language: '', languages: [] })).toBe('en-ZA');
    expect(validLanguage({ language: 'POSIX_bad', languages: ['x'] })).toBe('en-ZA');
  });
});
