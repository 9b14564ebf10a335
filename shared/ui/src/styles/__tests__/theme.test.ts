import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '../contrast';
import { applyPortalTheme, DARK_SURFACE, portalThemeCss, resolveTheme } from '../theme';

const root = () => document.documentElement.style;

/** The design system's stylesheet as the build bundles it: portal.css and the files it imports, in order. */
function portalStylesheet(): string {
  const dir = path.join(__dirname, '..');
  const entry = readFileSync(path.join(dir, 'portal.css'), 'utf8');
  const imported = [...entry.matchAll(/@import '([^']+)';/g)].map(([, file]) => readFileSync(path.join(dir, file), 'utf8'));
  expect(imported).toHaveLength(7);
  return imported.join('\n');
}

describe('applyPortalTheme', () => {
  beforeEach(() => document.documentElement.removeAttribute('style'));

  it('gives the page the default theme', () => {
    applyPortalTheme();
    expect(root().getPropertyValue('--portal-theme-primary')).toBe('#420A38');
    expect(root().getPropertyValue('--portal-theme-on-primary')).toBe('#ffffff');
  });

  it('uses the instance primary colour, replacing the one it gave before', () => {
    applyPortalTheme();
    applyPortalTheme({ primaryColour: '#0b5394' });
    expect(root().getPropertyValue('--portal-theme-primary')).toBe('#0b5394');
  });

  it('refuses a colour that could break out of a stylesheet', () => {
    applyPortalTheme({ primaryColour: 'red; } body { display: none' });
    expect(root().getPropertyValue('--portal-theme-primary')).toBe('#420A38');
    expect(portalThemeCss({ primaryColour: 'red; } body { display: none' })).toBe(
      ':root{--portal-theme-primary:#420A38;--portal-theme-on-primary:#ffffff;--portal-theme-link:#420A38;--portal-theme-primary-dark:#b39daf;--portal-theme-on-primary-dark:#1d1d1f}',
    );
  });
});

describe('the design system stylesheet', () => {
  it('takes its primary colour from the theme, with the default theme as fallback', () => {
    expect(portalStylesheet()).toContain('--portal-primary: var(--portal-theme-primary, #420A38);');
  });

  it('fills the primary button with the theme’s dark-mode primary in the dark variant, the default theme’s as fallback', () => {
    const css = portalStylesheet();
    expect(css).toContain('.portal-button--primary { background: var(--portal-primary-fill); color: var(--portal-on-primary-fill);');
    const dark = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
    expect(dark).toContain('--portal-primary-fill: var(--portal-theme-primary-dark, #b39daf);');
    expect(dark).toContain('--portal-on-primary-fill: var(--portal-theme-on-primary-dark, #1d1d1f);');
    expect(dark).toContain(`--portal-surface: ${DARK_SURFACE};`);
  });

  it('has focus rings, reduced motion, phone rules and a dark variant', () => {
    const css = portalStylesheet();
    expect(css).toContain(':focus-visible');
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('@media (max-width: 761px)');
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(css).toMatch(/min-height: 44px/);
    const classes = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/\.[a-z][\w-]*/gi) ?? [];
    expect(classes.filter((c) => !c.startsWith('.portal-') && !/^\.\d/.test(c))).toEqual([]);
  });
});

describe('theme contrast', () => {
  it('puts white text on the default primary and keeps it as the link colour (WCAG AA)', () => {
    const theme = resolveTheme();
    expect(theme.onPrimary).toBe('#ffffff');
    expect(contrastRatio(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(4.5);
    expect(theme.link).toBe('#420A38');
  });

  it('puts dark text on a light primary and does not use it for links', () => {
    const theme = resolveTheme({ primaryColour: '#ffd200' });
    expect(theme.onPrimary).toBe('#1d1d1f');
    expect(contrastRatio(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(4.5);
    expect(theme.link).toBe('#1d1d1f');
  });

  it.each(['#420A38', '#0b5394', '#000000', '#e30613', '#ffd200'])(
    'in dark mode the primary button (theme %s) stands out on the surface far more than a secondary one, with readable text',
    (primaryColour) => {
      const { primaryDark, onPrimaryDark } = resolveTheme({ primaryColour });
      // A secondary button is the surface colour inside a #8b8490 outline; the primary is a fill brighter than that outline.
      expect(contrastRatio(primaryDark!, DARK_SURFACE)).toBeGreaterThanOrEqual(6);
      expect(contrastRatio(primaryDark!, DARK_SURFACE)).toBeGreaterThan(contrastRatio('#8b8490', DARK_SURFACE)!);
      expect(contrastRatio(onPrimaryDark!, primaryDark!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the stylesheet’s fallback for a colour it cannot compute with', () => {
    expect(resolveTheme({ primaryColour: 'rebeccapurple' })).toMatchObject({ primaryDark: null, onPrimaryDark: null });
    expect(portalThemeCss({ primaryColour: 'rebeccapurple' })).not.toContain('primary-dark');
  });

  it.each([
    ['#1d1d1f', '#ffffff'],
    ['#565660', '#f6f4f6'],
    ['#b3261e', '#fdeceb'],
    ['#1e6b35', '#e7f4eb'],
    ['#7a4d00', '#fff3dc'],
    ['#f1eef2', '#221f24'],
    ['#bdb7c1', '#221f24'],
    ['#f2b8b5', '#3b1a19'],
    ['#601410', '#f2b8b5'],
  ])('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['#79737e', '#ffffff'],
    ['#79737e', '#f6f4f6'],
    ['#8b8490', '#221f24'],
    ['#1a73e8', '#f6f4f6'],
  ])('control border or focus ring %s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
