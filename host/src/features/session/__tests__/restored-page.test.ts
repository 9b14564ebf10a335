import { clearSession, saveAccessToken } from '@portal/contract';
import { LOGIN_PATH, watchRestoredPages } from '../restored-page';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const thandi = token({ personId: 1, accountCode: 'CUS1001', portal_modules: [], termsOfUse: true, exp: inAnHour });
const sipho = token({ personId: 2, accountCode: 'CUS2002', portal_modules: [], termsOfUse: true, exp: inAnHour });
const thandiExpired = token({ personId: 1, accountCode: 'CUS1001', portal_modules: [], termsOfUse: true, exp: 1 });

/** A page in the back/forward cache: put away (pagehide), then shown again from it (pageshow, persisted). */
function page() {
  const listeners = new Map<string, (event: PageTransitionEvent) => void>();
  const location = { replace: jest.fn(), reload: jest.fn() };
  const root = document.documentElement;
  watchRestoredPages({ document, location, addEventListener: (type, listener) => listeners.set(type, listener) });
  const fire = (type: 'pagehide' | 'pageshow', persisted: boolean) => listeners.get(type)!({ persisted } as PageTransitionEvent);
  /** What the page's first frame back would show: nothing when the page is hidden. */
  const visible = () => root.style.getPropertyValue('visibility') !== 'hidden';
  return { location, fire, visible };
}

describe('a page restored from the back/forward cache', () => {
  beforeEach(() => {
    clearSession();
    document.documentElement.removeAttribute('style');
  });

  it('left signed in, then signed out: hidden before its code runs again, and replaced by the login page', () => {
    saveAccessToken(thandi);
    const p = page();
    p.fire('pagehide', true);
    expect(p.visible()).toBe(false);
    clearSession();
    p.fire('pageshow', true);
    expect(p.visible()).toBe(false);
    expect(p.location.replace).toHaveBeenCalledWith(LOGIN_PATH);
    expect(p.location.reload).not.toHaveBeenCalled();
  });

  it('with the session expired meanwhile: the login page too', () => {
    saveAccessToken(thandi);
    const p = page();
    p.fire('pagehide', true);
    saveAccessToken(thandiExpired);
    p.fire('pageshow', true);
    expect(p.visible()).toBe(false);
    expect(p.location.replace).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('with someone else signed in meanwhile: hidden, and loaded afresh for them', () => {
    saveAccessToken(thandi);
    const p = page();
    p.fire('pagehide', true);
    saveAccessToken(sipho);
    p.fire('pageshow', true);
    expect(p.visible()).toBe(false);
    expect(p.location.reload).toHaveBeenCalledTimes(1);
    expect(p.location.replace).not.toHaveBeenCalled();
  });

  it('for the same person still signed in: shown again as it was', () => {
    saveAccessToken(thandi);
    const p = page();
    p.fire('pagehide', true);
    p.fire('pageshow', true);
    expect(p.visible()).toBe(true);
    expect(p.location.replace).not.toHaveBeenCalled();
    expect(p.location.reload).not.toHaveBeenCalled();
  });

  it('leaves alone a page put away signed out (the login page) and a first load', () => {
    const p = page();
    p.fire('pageshow', false);
    p.fire('pagehide', false);
    expect(p.visible()).toBe(true);
    p.fire('pageshow', true);
    expect(p.visible()).toBe(true);
    expect(p.location.replace).not.toHaveBeenCalled();
  });
});
