/** Cross-area links are plain paths (spec §2); remotes build them here, never by importing each other. */
export const paths = {
  dashboard: '/dashboard',
  login: '/login',
  unavailable: '/unavailable',
  notFound: '/404',
  termsOfUse: '/terms-of-use',
  accountDetails: '/account/account-details',
  messages: '/account/messages',
  billingDetails: '/account/billing-details',
  cancellations: '/account/cancellations',
  access: '/account/access',
  ordersAndDocs: '/account/orders-and-docs',
  callReport: '/account/call-report',
  debitOrderMandate: '/account/debit-order-mandate',
  /** Every message the portal sent the person, and their choices per kind and channel. */
  notifications: '/account/notifications',
  invoice: (invoiceTxNumber: string) => `/account/billing-details/invoices/${encodeURIComponent(invoiceTxNumber)}`,
  paymentRedirect: '/payment/redirect',
  payHostRedirect: '/payment/redirect/payhost',
  connectivity: '/services/connectivity',
  communication: '/services/communication',
  cloud: '/services/cloud',
  iot: '/services/iot',
  security: '/services/security',
  ups: '/services/ups',
  /** spec §2: the virtual data centre list under /services, with service/{serviceTag} below it. */
  vdc: '/services/vdc',
  /** spec §2 Service tools: metrics dashboards of one account (the one the token acts on). */
  serviceTool: (accountId: number, tool: ServiceTool) => `/services/tools/${accountId}/${tool}`,
  captureDetails: '/services/capture-details',
  tickets: '/tickets',
  ticket: (ticketNumber: string) => `/tickets/support/${encodeURIComponent(ticketNumber)}`,
  service: (category: string, type: string, serviceTag: string) =>
    `/services/${category}/${type}/${encodeURIComponent(serviceTag)}`,
  /** spec §2 Purchase and cancel flows: shared by every service area, so the host serves them. */
  confirmUpgrade: '/services/confirm-upgrade',
  confirmPurchase: '/services/confirm-purchase',
  confirmCancel: '/services/cancel',
  serviceCancellation: (type: string, serviceTag: string) => `/services/${type}/${encodeURIComponent(serviceTag)}/cancellation`,
  outages: '/outages',
  referrals: '/referrals',
  referralsPublic: '/referrals/public',
  emailPromotions: '/promotions/email',
} as const;

/** spec §2 Service tools. */
export const SERVICE_TOOLS = ['network', 'firewall-metrics', 'iris-metrics', 'voice-metrics', 'tar-reports'] as const;
export type ServiceTool = (typeof SERVICE_TOOLS)[number];

/** Whether `pathname` is the page `base` or a page below it. */
export const isWithinPath = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The pages of Payments & Billing: on each (and the pages below them: invoices, payments) the section's heading
 * says Payments & Billing and its sidebar entry and tab are the current ones. A new billing page outside these adds
 * its path here.
 */
export const BILLING_SECTION_PATHS: readonly string[] = [paths.billingDetails, paths.debitOrderMandate, paths.paymentRedirect];

export const isBillingSectionPath = (pathname: string) => BILLING_SECTION_PATHS.some((base) => isWithinPath(pathname, base));

/**
 * The account-area tabs of the My Account header (spec §2), one per account route that exists so far;
 * each later account page adds its tab here. `activeFor`: other pages on which the tab is the current one.
 */
export const ACCOUNT_TABS = [
  { label: 'Personal Info', to: paths.accountDetails, modules: ['account'] },
  { label: 'Messages', to: paths.messages, modules: ['account'] },
  { label: 'Payments & Billing', to: paths.billingDetails, modules: ['billing'], activeFor: BILLING_SECTION_PATHS },
  { label: 'Cancellations', to: paths.cancellations, modules: ['account'] },
  { label: 'Users & Access', to: paths.access, modules: ['access'] },
  { label: 'Orders & Docs', to: paths.ordersAndDocs, modules: ['account'] },
  { label: 'Call Report', to: paths.callReport, modules: ['account'], feature: 'callReport' },
  // A person's own messages: any signed-in person, whatever modules their token carries.
  { label: 'Notifications', to: paths.notifications, modules: [] },
] as const;

/** Types whose page is /services/connectivity/{type}/account/{serviceTag} (spec §2 Connectivity); the rest use /{type}/{serviceTag}. */
const ACCOUNT_PAGE_TYPES = new Set([
  'mobiledata',
  'lte',
  'carrier-lte',
  'fixed-lte',
  'shareddata',
  'wifi',
  'dialup',
  '3g-service',
  'satellite',
  'carrier-5g',
  'carrier-wireless',
]);

/** The page of one connectivity service, as spec §2 routes it. */
export const connectivityServicePath = (type: string, serviceTag: string) =>
  ACCOUNT_PAGE_TYPES.has(type)
    ? `${paths.connectivity}/${type}/account/${encodeURIComponent(serviceTag)}`
    : `${paths.connectivity}/${type}/${encodeURIComponent(serviceTag)}`;

/** Where a connectivity service's upgrade is chosen (spec §2: ftth, fttb, adsl, mobile data, shared data, fixed LTE). */
export const connectivityUpgradePath = (type: string, serviceTag: string): string | null => {
  const tag = encodeURIComponent(serviceTag);
  if (type === 'ftth' || type === 'fttb' || type === 'adsl') return `${paths.connectivity}/${type}/${tag}/upgrade`;
  if (type === 'mobiledata' || type === 'shareddata') return `${paths.connectivity}/${type}/upgrade/account/${tag}`;
  if (type === 'fixed-lte') return `${paths.connectivity}/fixed-lte/account/${tag}/upgrade`;
  return null;
};

/** Where data is bought for a service (spec §2: mobile data's purchase page). */
export const connectivityPurchasePath = (type: string, serviceTag: string): string | null =>
  type === 'mobiledata' ? `${paths.connectivity}/mobiledata/purchase/account/${encodeURIComponent(serviceTag)}` : null;

/**
 * The page of a service of the Cloud & Hosting area (spec §2 Cloud, Other service areas): hosting and co-location
 * under /services/cloud, an IoT account, an antivirus or managed-firewall account, a UPS, a virtual data centre.
 */
export function cloudServicePath(category: string, type: string, serviceTag: string): string {
  const tag = encodeURIComponent(serviceTag);
  switch (category) {
    case 'iot':
      return `${paths.iot}/iot-account/${tag}`;
    case 'security':
      return type === 'managed-firewall' ? `${paths.security}/managed-firewall-account/${tag}` : `${paths.security}/antivirus-account/${tag}`;
    case 'ups':
      return `${paths.ups}/${tag}`;
    case 'vdc':
      return `${paths.vdc}/service/${tag}`;
    default:
      return `${paths.cloud}/${type}/${tag}`;
  }
}
