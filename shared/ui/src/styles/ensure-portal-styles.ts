import { baseCss } from './css/base';
import { contentCss } from './css/content';
import { formsCss } from './css/forms';
import { navigationCss } from './css/navigation';
import { overlaysCss } from './css/overlays';
import { tableCss } from './css/table';
import { tokensCss } from './css/tokens';
import { resolveTheme, type PortalTheme } from './theme';

export const PORTAL_STYLE_ID = 'portal-styles';

/** The whole design system stylesheet for a theme (also handy for server-rendered pages and visual checks). */
export function portalCss(theme: PortalTheme = {}): string {
  return [tokensCss(resolveTheme(theme)), baseCss, formsCss, overlaysCss, navigationCss, tableCss, contentCss].join('');
}

/**
 * Inserts the design system's one `<style id="portal-styles">` (there are no CSS loaders in the build).
 * Idempotent: later calls reuse the element and only rewrite it when the theme colour changes.
 */
export function ensurePortalStyles(theme: PortalTheme = {}): void {
  if (typeof document === 'undefined') return;
  const key = resolveTheme(theme).primary;
  let style = document.getElementById(PORTAL_STYLE_ID) as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = PORTAL_STYLE_ID;
    document.head.prepend(style);
  }
  if (style.dataset.primary !== key) {
    style.textContent = portalCss(theme);
    style.dataset.primary = key;
  }
}
