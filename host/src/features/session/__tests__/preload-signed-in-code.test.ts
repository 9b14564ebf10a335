import { paths, STORAGE_KEYS } from '@portal/contract';
import { preloadSignedInCode, SIGNED_IN_CODE_META } from '../preload-signed-in-code';

const SHELL = ['/signed-in.aaa.js', '/230.bbb.js'];
const DASHBOARD = ['/signed-in.aaa.js', '/179.ccc.js'];

function pageWithLists() {
  document.head.innerHTML = `<meta name="${SIGNED_IN_CODE_META.shell}" content="${SHELL.join(' ')}"><meta name="${SIGNED_IN_CODE_META.dashboard}" content=" ${DASHBOARD.join('  ')} ">`;
  return document;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('as')]);

const withSession = () => ({ getItem: (key: string) => (key === STORAGE_KEYS.session ? '{"accessToken":"t"}' : null) });
const withoutSession = () => ({ getItem: () => null });

describe('preloadSignedInCode', () => {
  it('on /dashboard with a stored session, preloads the shell’s and the dashboard’s scripts, each once', () => {
    preloadSignedInCode(pageWithLists(), paths.dashboard, withSession);
    expect(preloads()).toEqual([
      ['/signed-in.aaa.js', 'script'],
      ['/230.bbb.js', 'script'],
      ['/179.ccc.js', 'script'],
    ]);
  });

  it('on another signed-in page, preloads only the shell’s scripts', () => {
    preloadSignedInCode(pageWithLists(), paths.accountDetails, withSession);
    expect(preloads()).toEqual(SHELL.map((href) => [href, 'script']));
  });

  it('preloads each script with the integrity the build lists for it, as webpack will load it', () => {
    document.head.innerHTML = `<meta name="${SIGNED_IN_CODE_META.shell}" content="${SHELL.join(' ')}" data-integrity="sha384-AAA sha384-BBB">`;
    preloadSignedInCode(document, paths.accountDetails, withSession);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('integrity'), link.getAttribute('crossorigin')])).toEqual([
      ['/signed-in.aaa.js', 'sha384-AAA', 'anonymous'],
      ['/230.bbb.js', 'sha384-BBB', 'anonymous'],
    ]);
  });

  it('without a stored session, or on the login page, preloads nothing', () => {
    preloadSignedInCode(pageWithLists(), paths.dashboard, withoutSession);
    expect(preloads()).toEqual([]);
    preloadSignedInCode(pageWithLists(), paths.login, withSession);
    expect(preloads()).toEqual([]);
  });

  it('storage the browser refuses is taken as no session, and the page still starts', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => preloadSignedInCode(pageWithLists(), paths.dashboard, refused)).not.toThrow();
    expect(preloads()).toEqual([]);
  });

  it('a page without the lists (a development build) preloads nothing', () => {
    document.head.innerHTML = '';
    preloadSignedInCode(document, paths.dashboard, withSession);
    expect(preloads()).toEqual([]);
  });
});
