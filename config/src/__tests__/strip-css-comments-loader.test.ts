import stripCssComments, { CSS_SOURCE } from '../../strip-css-comments-loader.cjs';

describe('the loader that drops comments and spare whitespace from the stylesheets', () => {
  it('drops comments inside CSS template strings and keeps every rule as it was', () => {
    const source = [
      '/** The header. */',
      'export const HEADER_CSS = `',
      '.portal-header { display: flex; }',
      '/* Two lines on a phone, so that a long name',
      '   still shows. */',
      '.portal-header__account { -webkit-line-clamp: 2; }',
      '`;',
    ].join('\n');
    const stripped = stripCssComments(source);
    expect(stripped).toBe('export const HEADER_CSS = ` .portal-header{display: flex}.portal-header__account{-webkit-line-clamp: 2}`;');
  });

  it('drops the whitespace the CSS does not need, and keeps what means something and every interpolation', () => {
    const source = [
      'export const css = (theme: Theme) => `',
      '.a :hover, .b > .c  {  width: calc(100% - 2px);',
      '  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.1); }',
      '@media (max-width: 761px) and (hover: none) { .d { color: ${theme.link}; } }',
      '`;',
      "export const label = `not css`;",
    ].join('\n');
    expect(stripCssComments(source)).toBe(
      [
        'export const css = (theme: Theme) => ` .a :hover,.b > .c{width: calc(100% - 2px);box-shadow: 0 1px 2px rgba(0,0,0,0.1)}' +
          '@media (max-width: 761px) and (hover: none){.d{color: ${theme.link}}}`;',
        'export const label = `not css`;',
      ].join('\n'),
    );
  });

  it('runs on the stylesheet modules only', () => {
    expect(CSS_SOURCE.test('/repo/host/src/features/layout/components/app-header-styles.ts')).toBe(true);
    expect(CSS_SOURCE.test('/repo/shared/ui/src/styles/css/navigation.ts')).toBe(true);
    expect(CSS_SOURCE.test('C:\\repo\\shared\\ui\\src\\styles\\css\\base.ts')).toBe(true);
    expect(CSS_SOURCE.test('/repo/host/src/features/layout/components/app-header.tsx')).toBe(false);
    expect(CSS_SOURCE.test('/repo/shared/ui/src/styles/theme.ts')).toBe(false);
  });
});
