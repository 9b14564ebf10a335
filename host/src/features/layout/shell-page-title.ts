import { ACCOUNT_TABS, isBillingSectionPath, isWithinPath, paths } from '@portal/contract';
import { AREA_LABELS } from '../remotes/area-navigation';

/** Exact pages of the signed-in shell and their names (the names their headings use). */
const PAGE_TITLES: Record<string, string> = {
  [paths.dashboard]: 'Dashboard',
  ...Object.fromEntries(ACCOUNT_TABS.map((tab) => [tab.to, tab.label])),
  [paths.debitOrderMandate]: 'Debit order mandate',
  [paths.paymentRedirect]: 'Payment',
  [paths.payHostRedirect]: 'Payment',
  [paths.connectivity]: AREA_LABELS.connectivity,
  [paths.communication]: AREA_LABELS.communication,
  [paths.cloud]: AREA_LABELS['cloud-hosting'],
  [paths.tickets]: 'Tickets',
  [`${paths.tickets}/support`]: 'Log a support ticket',
  [paths.outages]: 'Outages',
  [paths.referrals]: 'Refer a friend',
  [paths.emailPromotions]: 'Email promotions',
  [paths.confirmUpgrade]: 'Confirm your plan change',
  [paths.confirmPurchase]: 'Confirm your purchase',
  [paths.captureDetails]: 'Delivery details',
  [paths.confirmCancel]: 'Confirm your cancellation',
};

const lastPart = (pathname: string) => decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));

/**
 * The document title the shell gives a page from its address alone. A page whose name depends on its data (a
 * service's product name) names itself with usePageTitle, which wins over this one.
 */
export function shellPageTitle(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PAGE_TITLES[path]) return PAGE_TITLES[path];
  if (isWithinPath(path, `${paths.billingDetails}/invoices`)) return `Invoice ${lastPart(path)}`;
  if (isWithinPath(path, `${paths.tickets}/support`)) return `Ticket ${lastPart(path)}`;
  if (/^\/services\/[^/]+\/[^/]+\/cancellation$/.test(path)) return 'Cancel your service';
  if (isWithinPath(path, paths.connectivity)) {
    if (/\/upgrade(\/|$)/.test(path)) return 'Change your plan';
    if (/\/purchase(\/|$)/.test(path)) return 'Buy data';
    return AREA_LABELS.connectivity;
  }
  if (isWithinPath(path, paths.communication)) return AREA_LABELS.communication;
  if (isWithinPath(path, paths.cloud)) return AREA_LABELS['cloud-hosting'];
  if (isBillingSectionPath(path)) return 'Payments & Billing';
  if (isWithinPath(path, '/account')) return 'My Account';
  return undefined;
}
