import { shellPageTitle } from '../shell-page-title';

describe('the document title the shell gives a page from its address', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/account/account-details', 'Personal Info'],
    ['/account/access', 'Users & Access'],
    ['/account/billing-details', 'Payments & Billing'],
    ['/account/billing-details/', 'Payments & Billing'],
    ['/account/billing-details/invoices/INV1001-0012', 'Invoice INV1001-0012'],
    ['/account/debit-order-mandate', 'Debit order mandate'],
    ['/services/connectivity', 'Connectivity'],
    ['/services/connectivity/ftth/FTTH-100234', 'Connectivity'],
    ['/services/connectivity/ftth/FTTH-100234/upgrade', 'Change your plan'],
    ['/services/connectivity/mobiledata/purchase/account/MOB-300412', 'Buy data'],
    ['/services/cloud', 'Cloud & Hosting'],
    ['/services/ftth/FTTH-100234/cancellation', 'Cancel your service'],
    ['/services/confirm-upgrade', 'Confirm your plan change'],
    ['/tickets', 'Tickets'],
    ['/tickets/support', 'Log a support ticket'],
    ['/tickets/support/TCK-10021', 'Ticket TCK-10021'],
    ['/outages', 'Outages'],
    ['/promotions/email', 'Email promotions'],
  ])('%s → %s', (path, title) => {
    expect(shellPageTitle(path)).toBe(title);
  });

  it('names no page it does not know (the brand alone shows)', () => {
    expect(shellPageTitle('/somewhere-else')).toBeUndefined();
  });
});
