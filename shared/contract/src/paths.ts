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
  invoice: (invoiceTxNumber: string) => `/account/billing-details/invoices/${encodeURIComponent(invoiceTxNumber)}`,
  paymentRedirect: '/payment/redirect',
  payHostRedirect: '/payment/redirect/payhost',
  connectivity: '/services/connectivity',
  communication: '/services/communication',
  cloud: '/services/cloud',
  captureDetails: '/services/capture-details',
  tickets: '/tickets',
  ticket: (ticketNumber: string) => `/tickets/support/${encodeURIComponent(ticketNumber)}`,
  service: (category: string, type: string, serviceTag: string) =>
    `/services/${category}/${type}/${encodeURIComponent(serviceTag)}`,
  outages: '/outages',
  referrals: '/referrals',
} as const;

/**
 * The account-area tabs of the My Account header (spec §2), one per account route that exists so far;
 * each later account page adds its tab here.
 */
export const ACCOUNT_TABS = [
  { label: 'Personal Info', to: paths.accountDetails, modules: ['account'] },
  { label: 'Messages', to: paths.messages, modules: ['account'] },
  { label: 'Payments & Billing', to: paths.billingDetails, modules: ['billing'] },
  { label: 'Cancellations', to: paths.cancellations, modules: ['account'] },
  { label: 'Users & Access', to: paths.access, modules: ['access'] },
  { label: 'Orders & Docs', to: paths.ordersAndDocs, modules: ['account'] },
  { label: 'Call Report', to: paths.callReport, modules: ['account'], feature: 'callReport' },
] as const;
