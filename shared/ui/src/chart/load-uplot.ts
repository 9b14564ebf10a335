import type uPlot from 'uplot';
// uPlot's layout comes with its loader: whatever draws a uPlot chart has loaded this module.
import './uplot.css';

/** The locale the portal writes its figures in; a browser that names no valid one of its own gets this one. */
const FALLBACK_LANGUAGE = 'en-ZA';

const isValidLanguageTag = (tag: unknown): tag is string => {
  if (typeof tag !== 'string' || !tag) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

/** The browser's own language when it is a valid tag, else its first valid one, else the portal's. */
export function validLanguage(nav: Pick<Navigator, 'language' | 'languages'>): string {
  if (isValidLanguageTag(nav.language)) return nav.language;
  return (nav.languages ?? []).find(isValidLanguageTag) ?? FALLBACK_LANGUAGE;
}

/**
 * uPlot, loaded on first draw. Its module makes an `Intl.NumberFormat(navigator.language)` as it loads, which throws a
 * RangeError where the browser's language is not a valid tag (WebKit under the C locale says `C`): while it loads, such
 * a browser's `navigator.language` reads as a valid one instead, so the chart draws.
 */
export async function loadUplot(): Promise<typeof uPlot> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const shadowed = nav !== undefined && !isValidLanguageTag(nav.language);
  if (shadowed) Object.defineProperty(nav, 'language', { configurable: true, value: validLanguage(nav) });
  try {
    return (await import('uplot')).default;
  } finally {
    // The browser's own getter (on Navigator.prototype) shows through again.
    if (shadowed) delete (nav as { language?: string }).language;
  }
}
