import { loginPathFor, safeNextUrl, withoutToken } from '../next-url';

describe('nextURL', () => {
  it('accepts a path inside the portal', () => {
    expect(safeNextUrl('/services/connectivity?tab=2')).toBe('/services/connectivity?tab=2');
  });

  it('refuses addresses that would leave the portal, and falls back to the dashboard', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, '/login?nextURL=/x']) {
      expect(safeNextUrl(bad)).toBe('/dashboard');
    }
  });

  it('refuses addresses the browser would turn into another origin once it drops tabs and newlines or reads \\ as /', () => {
    for (const bad of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example/x',
      '\t//evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '\\/evil.example',
      '/tickets\\..\\..\\evil',
      '/',
      '///evil.example',
    ]) {
      expect([bad, safeNextUrl(bad)]).toEqual([bad, '/dashboard']);
    }
  });

  it('keeps ordinary paths with queries, fragments and encoded characters', () => {
    for (const good of ['/dashboard', '/tickets/support/TCK-1?x=1#top', '/account/billing-details/invoices/INV%2F1', '/services/cloud?q=a%20b']) {
      expect(safeNextUrl(good)).toBe(good);
    }
  });

  it('carries the page in the login address', () => {
    expect(loginPathFor('/tickets?x=1')).toBe('/login?nextURL=%2Ftickets%3Fx%3D1');
  });

  it('takes the token out of the query string and keeps the rest', () => {
    expect(withoutToken('?token=abc&tab=2')).toBe('?tab=2');
    expect(withoutToken('?token=abc')).toBe('');
  });
});
