import { ensurePortalStyles, portalCss } from '../ensure-portal-styles';
import { contrastRatio } from '../contrast';
import { resolveTheme } from '../theme';

const styles = () => document.querySelectorAll('style#portal-styles');

describe('ensurePortalStyles', () => {
  beforeEach(() => document.head.replaceChildren());

  it('inserts one style element, however often it is called', () => {
    ensurePortalStyles();
    ensurePortalStyles();
    ensurePortalStyles({});
    expect(styles()).toHaveLength(1);
    expect(styles()[0].textContent).toContain('--portal-primary: #420A38;');
  });

  it('uses the instance primary colour, rewriting the one element when it changes', () => {
    ensurePortalStyles();
    ensurePortalStyles({ primaryColour: '#0b5394' });
    expect(styles()).toHaveLength(1);
    expect(styles()[0].textContent).toContain('--portal-primary: #0b5394;');
  });

  it('refuses a colour that could break out of the stylesheet', () => {
    ensurePortalStyles({ primaryColour: 'red; } body { display: none' });
    expect(styles()[0].textContent).toContain('--portal-primary: #420A38;');
    expect(styles()[0].textContent).not.toContain('display: none');
  });

  it('has focus rings, reduced motion, phone rules and a dark variant', () => {
    const css = portalCss();
    expect(css).toContain(':focus-visible');
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('@media (max-width: 761px)');
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(css).toMatch(/min-height: 44px/);
    const classes = css.match(/\.[a-z][\w-]*/gi) ?? [];
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
