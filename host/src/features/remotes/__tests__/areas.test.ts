import defaultInstance from '@portal/config/instances/default.json';
import type { InstanceConfig } from '@portal/config';
import { enabledMounts, visibleSidebarItems } from '../areas';
import { relativeRoutes } from '../relative-routes';

const ALL_MODULES = ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'];
const config = (patch: (c: InstanceConfig) => void = () => undefined) => {
  const c = JSON.parse(JSON.stringify(defaultInstance)) as unknown as InstanceConfig;
  patch(c);
  return c;
};
const labels = (c: InstanceConfig, modules = ALL_MODULES) => visibleSidebarItems(c, modules).map((i) => i.label);

describe('which areas an instance and a token show', () => {
  it('hides the default excluded options, Outages and Referral', () => {
    expect(labels(config())).toEqual([
      'Dashboard',
      'My Account',
      'Payments & Billing',
      'Connectivity',
      'Communication',
      'Cloud & Hosting',
      'Tickets',
    ]);
  });

  it('shows an option the instance no longer excludes, and hides one it does', () => {
    const c = config((c) => (c.sidebar.excludedOptions = ['Tickets']));
    expect(labels(c)).toContain('Outages');
    expect(labels(c)).not.toContain('Tickets');
  });

  it('drops a disabled area from the navigation and from the routes', () => {
    const c = config((c) => (c.remotes.tickets.enabled = false));
    expect(labels(c)).not.toContain('Tickets');
    expect(enabledMounts(c).map((m) => m.area)).not.toContain('tickets');
  });

  it('drops an area whose module the token lacks (can-access)', () => {
    expect(labels(config(), ['billing'])).toEqual(['Dashboard', 'Payments & Billing']);
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
