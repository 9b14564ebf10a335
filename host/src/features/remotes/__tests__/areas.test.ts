import defaultInstance from '@portal/config/instances/default.json';
import fibreOnlyInstance from '@portal/config/instances/fibre-only.json';
import type { InstanceConfig } from '@portal/config';
import { dashboardAreas, visibleSidebarItems } from '../area-navigation';
import { areaBases, enabledMounts, isPageOffered, routesOutside } from '../areas';
import { relativeRoutes } from '../relative-routes';

const ALL_MODULES = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];
const config = (patch: (c: InstanceConfig) => void = () => undefined, instance: unknown = defaultInstance) => {
  const c = JSON.parse(JSON.stringify(instance)) as unknown as InstanceConfig;
  patch(c);
  return c;
};
const labels = (c: InstanceConfig, modules = ALL_MODULES) => visibleSidebarItems(c, modules).map((i) => i.label);

describe('which areas an instance and a token show', () => {
  it('hides the default excluded options, Outages and Referral, and shows Promotions', () => {
    expect(labels(config())).toEqual([
      'Dashboard',
      'My Account',
      'Payments & Billing',
      'Connectivity',
      'Communication',
      'Cloud & Hosting',
      'Tickets',
      'Promotions',
    ]);
    expect(visibleSidebarItems(config(), ALL_MODULES).find((i) => i.label === 'Promotions')?.to).toBe('/promotions/email');
  });

  it('shows an option the instance no longer excludes, Promotions after Referral, and hides one it does', () => {
    const c = config((c) => (c.sidebar.excludedOptions = ['Tickets']));
    expect(labels(c).slice(-3)).toEqual(['Outages', 'Referral', 'Promotions']);
    expect(labels(c)).not.toContain('Tickets');
  });

  it('takes an excluded option out of the sidebar only: its pages keep their routes and the dashboard its cards', () => {
    const c = config((c) => (c.sidebar.excludedOptions = ['Tickets', 'Outages', 'Referral', 'Promotions', 'Connectivity']));
    expect(labels(c)).toEqual(['Dashboard', 'My Account', 'Payments & Billing', 'Communication', 'Cloud & Hosting']);
    const bases = enabledMounts(c).map((m) => m.base);
    expect(bases).toEqual(expect.arrayContaining(['/tickets', '/outages', '/referrals', '/promotions', '/services/connectivity']));
    expect(dashboardAreas(c, ALL_MODULES)).toEqual(expect.arrayContaining(['tickets', 'connectivity']));
  });

  it('drops a disabled area from the navigation, the routes and the dashboard, with the pages it serves', () => {
    const c = config((c) => {
      c.remotes.tickets.enabled = false;
      c.sidebar.excludedOptions = [];
    });
    expect(labels(c)).toEqual(['Dashboard', 'My Account', 'Payments & Billing', 'Connectivity', 'Communication', 'Cloud & Hosting']);
    expect(enabledMounts(c).map((m) => m.area)).not.toContain('tickets');
    expect(dashboardAreas(c, ALL_MODULES)).not.toContain('tickets');
  });

  it('drops a service area whose categories the instance all switched off: no route, no entry, no cards', () => {
    const c = config(undefined, fibreOnlyInstance);
    expect(labels(c)).not.toContain('Communication');
    expect(labels(c)).not.toContain('Cloud & Hosting');
    expect(labels(c)).toContain('Connectivity');
    const bases = enabledMounts(c).map((m) => m.base);
    expect(bases).not.toContain('/services/communication');
    expect(bases).not.toContain('/services/cloud');
    expect(dashboardAreas(c, ALL_MODULES)).toEqual(['account', 'billing', 'connectivity', 'tickets']);
  });

  it('keeps Cloud & Hosting while any one of its categories is on', () => {
    const c = config((c) => (c.enabledServiceCategories = ['ups']));
    expect(labels(c)).toContain('Cloud & Hosting');
    expect(labels(c)).not.toContain('Connectivity');
  });

  it('drops an area whose module the token lacks (can-access), but not the pages any signed-in user may open', () => {
    expect(labels(config(), ['billing'])).toEqual(['Dashboard', 'Payments & Billing', 'Promotions']);
    expect(dashboardAreas(config(), ['billing'])).toEqual(['billing']);
  });

  it('mounts billing’s account paths before the account area’s catch-all', () => {
    const mounts = enabledMounts(config()).map((m) => m.base);
    expect(mounts.indexOf('/account/billing-details')).toBeLessThan(mounts.indexOf('/account'));
  });
});

describe('relativeRoutes', () => {
  const Page = () => null;
  it('keeps the routes under a mount, relative to it', () => {
    const remote = {
      area: 'billing',
      navItems: [],
      routes: [
        { path: '/account/billing-details', Component: Page },
        { path: '/payment/redirect', Component: Page },
        { path: '/payment/redirect/payhost', Component: Page },
      ],
    };
    expect(relativeRoutes(remote, '/payment').map((r) => r.path)).toEqual(['/redirect', '/redirect/payhost']);
    expect(relativeRoutes(remote, '/account/billing-details').map((r) => r.path)).toEqual(['/']);
  });
});

describe('which pages a link may lead to', () => {
  it('a page is offered while the area that holds it most closely runs; the host’s own pages always are', () => {
    const noBilling = config((c) => (c.remotes.billing.enabled = false));
    expect(isPageOffered(noBilling, '/account/billing-details?pay=now')).toBe(false);
    expect(isPageOffered(noBilling, '/account/billing-details/invoices/INV-1')).toBe(false);
    expect(isPageOffered(noBilling, '/account/debit-order-mandate')).toBe(false);
    expect(isPageOffered(noBilling, '/account/cancellations')).toBe(true);
    expect(isPageOffered(noBilling, '/dashboard')).toBe(true);
    expect(isPageOffered(noBilling, '/services/confirm-upgrade')).toBe(true);

    const noAccount = config((c) => (c.remotes.account.enabled = false));
    expect(isPageOffered(noAccount, '/account/cancellations')).toBe(false);
    expect(isPageOffered(noAccount, '/account/billing-details')).toBe(true);

    const fibreOnly = config(undefined, fibreOnlyInstance);
    expect(isPageOffered(fibreOnly, '/services/communication/voip/VOIP-1')).toBe(false);
    expect(isPageOffered(fibreOnly, '/tickets/support?serviceTag=FTTH-1')).toBe(true);
  });
});

describe('the instance’s extra areas', () => {
  const withExtras = () =>
    config((c) => {
      c.extraAreas = [
        { key: 'gaming', manifestUrl: 'https://games.example.com/mf-manifest.json', mountPath: '/gaming', label: 'Game servers', modules: [], enabled: true },
        { key: 'lan', manifestUrl: '/lan/mf-manifest.json', mountPath: '/services/lan', label: 'LAN parties', modules: ['lan'], enabled: true },
        { key: 'old', manifestUrl: '/old/mf-manifest.json', mountPath: '/old', label: 'Old area', modules: [], enabled: false },
      ];
    });

  it('each enabled one has a sidebar entry after Tickets, shown only to a token with its modules', () => {
    expect(labels(withExtras())).toEqual([
      'Dashboard',
      'My Account',
      'Payments & Billing',
      'Connectivity',
      'Communication',
      'Cloud & Hosting',
      'Tickets',
      'Game servers',
      'Promotions',
    ]);
    expect(labels(withExtras(), [...ALL_MODULES, 'lan'])).toContain('LAN parties');
    expect(visibleSidebarItems(withExtras(), ALL_MODULES).find((i) => i.label === 'Game servers')).toMatchObject({ to: '/gaming', extraArea: 'gaming' });
  });

  it('a link into an extra area is offered while it is enabled', () => {
    expect(isPageOffered(withExtras(), '/gaming/servers/GS-1')).toBe(true);
    expect(isPageOffered(withExtras(), '/old/anything')).toBe(false);
    expect(isPageOffered(withExtras(), '/gaming-news')).toBe(true);
  });

  it('names the routes a remote declares outside its mounts', () => {
    const route = (path: string) => ({ path, Component: () => null });
    const remote = { area: 'gaming', navItems: [], routes: [route('/gaming'), route('/gaming/servers/:id'), route('/gamingx'), route('/dashboard/games')] };
    expect(routesOutside(remote, ['/gaming'])).toEqual(['/gamingx', '/dashboard/games']);
    expect(routesOutside({ ...remote, routes: [route('/payment/redirect'), route('/account/billing-details')] }, areaBases('billing'))).toEqual([]);
  });
});
