import { contrastRatio } from './contrast';

/** spec §9: the theme primary colour. */
export const DEFAULT_PRIMARY_COLOUR = '#420A38';

export interface PortalTheme {
  primaryColour?: string;
}

export interface ResolvedTheme {
  primary: string;
  /** Text on a primary background: white or near-black, whichever reads better. */
  onPrimary: string;
  /** Links and accents on the light surface: the primary when it reaches 4.5:1 on white, else the text colour. */
  link: string;
}

export const LIGHT_TEXT = '#1d1d1f';
const WHITE = '#ffffff';

/** A colour we are willing to paste into a stylesheet: hex, rgb()/hsl() with plain arguments, or a keyword. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/deg]+\)|[a-z]{3,30})$/i;

export function resolveTheme(theme: PortalTheme = {}): ResolvedTheme {
  const requested = theme.primaryColour?.trim();
  const primary = requested && SAFE_COLOUR.test(requested) ? requested : DEFAULT_PRIMARY_COLOUR;
  const onWhite = contrastRatio(WHITE, primary);
  const onDark = contrastRatio(LIGHT_TEXT, primary);
  const onPrimary = onWhite !== null && onDark !== null && onDark > onWhite ? LIGHT_TEXT : WHITE;
  const link = onWhite === null || onWhite >= 4.5 ? primary : LIGHT_TEXT;
  return { primary, onPrimary, link };
}

/**
 * The theme as the custom properties the design system's tokens read (styles/css/tokens.css): the tokens keep their
 * own dark variants, which an inline --portal-link would override.
 */
export function themeProperties(theme: PortalTheme = {}): Record<string, string> {
  const { primary, onPrimary, link } = resolveTheme(theme);
  return { '--portal-theme-primary': primary, '--portal-theme-on-primary': onPrimary, '--portal-theme-link': link };
}

/** Gives the page the instance's theme (the stylesheet itself comes with @portal/ui's code). */
export function applyPortalTheme(theme: PortalTheme = {}, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeProperties(theme))) root.style.setProperty(name, value);
}

/** The same theme as a rule, for a page rendered on the server. */
export function portalThemeCss(theme: PortalTheme = {}): string {
  const declarations = Object.entries(themeProperties(theme)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
