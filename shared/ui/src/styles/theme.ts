import { contrastRatio, parseHex } from './contrast';

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
  /**
   * The primary button's fill in dark mode: the primary lightened until it stands out on the dark surface (a dark
   * primary such as the default's would sink into it, below the outlined secondary buttons); null for a colour that
   * is not hex, where the stylesheet's own mix applies.
   */
  primaryDark: string | null;
  /** Text on primaryDark. */
  onPrimaryDark: string | null;
}

export const LIGHT_TEXT = '#1d1d1f';
const WHITE = '#ffffff';
/** The dark theme's card surface (styles/css/tokens.css), which the dark primary fill must stand out on. */
export const DARK_SURFACE = '#221f24';
/** What the dark fill reaches on DARK_SURFACE: well past the 3:1 of a control, so it outweighs the secondary buttons. */
export const PRIMARY_DARK_CONTRAST = 6;

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour mixed with white in steps of 5 % until it reaches PRIMARY_DARK_CONTRAST on the dark surface. */
function lightenForDark(colour: string): string | null {
  const rgb = parseHex(colour);
  if (!rgb) return null;
  for (let white = 0; white <= 100; white += 5) {
    const mixed = hex(rgb.map((c) => c + ((255 - c) * white) / 100));
    if ((contrastRatio(mixed, DARK_SURFACE) ?? 0) >= PRIMARY_DARK_CONTRAST) return mixed;
  }
  return WHITE;
}

/** White or near-black on a fill, whichever reads better. */
function textOn(fill: string): string {
  const onWhite = contrastRatio(WHITE, fill);
  const onDark = contrastRatio(LIGHT_TEXT, fill);
  return onWhite !== null && onDark !== null && onDark > onWhite ? LIGHT_TEXT : WHITE;
}

/** A colour we are willing to paste into a stylesheet: hex, rgb()/hsl() with plain arguments, or a keyword. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/deg]+\)|[a-z]{3,30})$/i;

export function resolveTheme(theme: PortalTheme = {}): ResolvedTheme {
  const requested = theme.primaryColour?.trim();
  const primary = requested && SAFE_COLOUR.test(requested) ? requested : DEFAULT_PRIMARY_COLOUR;
  const onWhite = contrastRatio(WHITE, primary);
  const onPrimary = textOn(primary);
  const link = onWhite === null || onWhite >= 4.5 ? primary : LIGHT_TEXT;
  const primaryDark = lightenForDark(primary);
  return { primary, onPrimary, link, primaryDark, onPrimaryDark: primaryDark && textOn(primaryDark) };
}

/**
 * The theme as the custom properties the design system's tokens read (styles/css/tokens.css): the tokens keep their
 * own dark variants, which an inline --portal-link would override.
 */
export function themeProperties(theme: PortalTheme = {}): Record<string, string> {
  const { primary, onPrimary, link, primaryDark, onPrimaryDark } = resolveTheme(theme);
  return {
    '--portal-theme-primary': primary,
    '--portal-theme-on-primary': onPrimary,
    '--portal-theme-link': link,
    ...(primaryDark && onPrimaryDark ? { '--portal-theme-primary-dark': primaryDark, '--portal-theme-on-primary-dark': onPrimaryDark } : {}),
  };
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
