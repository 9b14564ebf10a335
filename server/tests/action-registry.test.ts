import { ACTIONS, byName, DOWNLOADS, UPLOADS } from '../src/actions/registry';

describe('the action registry', () => {
  it('refuses a second definition of a name instead of letting it replace the first', () => {
    const first = { name: 'account.GetOrders', handler: 'first' };
    const second = { name: 'account.GetOrders', handler: 'second' };
    expect(() => byName([first, { name: 'account.GetAccount', handler: 'other' }, second])).toThrow(
      'Two definitions are named account.GetOrders: each name is registered once.',
    );
  });

  it('finds each definition under its own name', () => {
    const orders = { name: 'account.GetOrders' };
    const account = { name: 'account.GetAccount' };
    const named = byName([orders, account]);
    expect(named.get('account.GetOrders')).toBe(orders);
    expect(named.get('account.GetAccount')).toBe(account);
    expect(named.size).toBe(2);
  });

  it('ships every action, download and upload under a name of its own', () => {
    expect(byName(ACTIONS).size).toBe(ACTIONS.length);
    expect(byName(DOWNLOADS).size).toBe(DOWNLOADS.length);
    expect(byName(UPLOADS).size).toBe(UPLOADS.length);
  });
});
