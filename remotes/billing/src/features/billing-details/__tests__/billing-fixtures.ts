/** Test-only fixtures for the billing-details and mandate tests: an account, the option lists and a signed-in role. */
import { portalCache, STORAGE_KEYS } from '@portal/contract';
import { mockActions, type ActionReply } from '@portal/ui/testing';

export const debitOrderOnRecord = {
  id: 12,
  status: 'active' as 'active' | 'suspended',
  accountHolder: 'T Mokoena',
  bankNameId: 2,
  bankName: 'First National Bank',
  accountNumberObfuscated: '******7890',
  accountTypeId: 1,
  branchCode: '250655',
  debitCollectionDayId: 25,
  idNumberTypeId: null,
  idNumber: null,
};

export const cardOnRecord = {
  cardHolderObfuscated: 'T M*****',
  cardNumberObfuscated: '**** **** **** 4242',
  expiryDateMonthId: 4,
  expiryDateYearId: 2028,
  creditCollectionDayId: 1,
};

export const summary = {
  paymentMethodId: 2,
  overdue: true,
  displayCurrentStatus: 'Overdue',
  customerName: 'Thandi Mokoena',
  balance: 4126.5,
  amountDue: 3927,
  dueDate: '2026-11-07',
  billingDetails: { debitOrderDetailsBean: debitOrderOnRecord, creditCardDetailsBean: null },
  debitOrder: { state: 'active', stateText: 'Active', mandate: 'accepted', collectionDay: '25th of the month' } as {
    state: 'not-used' | 'no-details' | 'awaiting-mandate' | 'suspended' | 'active';
    stateText: string;
    mandate: 'none' | 'awaiting-acceptance' | 'accepted';
    collectionDay: string | null;
  },
};

export const collectionRules = {
  nextCollectionDate: '2026-11-25',
  nextCollectionAmount: 3927,
  rules: ['Your debit order is collected on the 25th of each month.'],
  payByEft: null as null | { bankName: string; accountName: string; accountNumber: string; branchCode: string; reference: string },
};

/** Two payments: a card payment with its receipt, and a declined one without. */
export const paymentsList = {
  total: 2,
  payments: [
    { reference: 'PAY-DECLINED01', date: '2026-11-21T10:00:00.000Z', method: 'Card', description: 'The card was declined by the bank.', amount: 50, status: 'Failed', receipt: false },
    { reference: 'PAY-0A1B2C3D4E', date: '2026-11-20T10:00:00.000Z', method: 'Card', description: 'Invoice INV1001-0011 R 3 927.00', amount: 3927, status: 'Successful', receipt: true },
  ],
};

const list = (...items: [number, string][]) => ({ items: items.map(([id, text]) => ({ id, text })) });

export const optionLists: Record<string, { items: { id: number; text: string }[] }> = {
  'billing.options.GetBankOptions': list([1, 'ABSA'], [2, 'First National Bank'], [3, 'Nedbank']),
  'billing.options.GetBankAccountTypeOptions': list([1, 'Cheque'], [2, 'Savings']),
  'billing.options.GetDebitOrderCollectionDayOptions': list([1, '1st'], [15, '15th'], [25, '25th']),
  'billing.options.GetIdNumberTypeOptions': list([1, 'South African ID'], [2, 'Passport']),
  'billing.options.GetMonthOfYearOptions': list([4, 'April'], [5, 'May']),
  'billing.options.GetYearOptions': list([2028, '2028'], [2029, '2029']),
  'billing.options.GetCreditCardCollectionDayOptions': list([1, '1st'], [20, '20th']),
};

type Handler = (input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;

/** The portal API for these pages: defaults for every read, each overridable by action name. */
export function serveBilling(overrides: Record<string, Handler> = {}, opts: { alternateProvider?: boolean } = {}) {
  const defaults: Record<string, Handler> = {
    'billing.GetBillingDetails': () => ({ result: summary }),
    'billing.GetCollectionRules': () => ({ result: collectionRules }),
    'billing.GetInvoices': () => ({ result: { total: 0, invoices: [] } }),
    'billing.payment.GetAddToBillOffers': () => ({ result: { offers: [] } }),
    'billing.GetPayments': () => ({ result: paymentsList }),
    // No arrangement and nothing to arrange: the page shows no arrangement section.
    'billing.arrangement.GetPaymentArrangement': () => ({
      result: { arrangement: null, eligibility: { eligible: false, reason: 'Nothing on your account is overdue, so there is nothing to arrange.', overdue: 0, earliestDate: '2026-11-22', latestDate: '2026-12-22', maxParts: 3 } },
    }),
    GetPortalAppConfiguration: () => ({
      result: { alternateDebitCollectionProvider: opts.alternateProvider ?? false, serverVersion: '1' },
    }),
    ...Object.fromEntries(Object.entries(optionLists).map(([name, result]) => [name, () => ({ result })])),
  };
  return mockActions((name, input) => {
    const handler = overrides[name] ?? defaults[name];
    return handler ? handler(input) : { error: `unexpected ${name}` };
  });
}

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token the client can read claims from (it never checks the signature). */
export const tokenFor = (role: 'customer' | 'reseller') =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ role, portal_modules: ['billing'], termsOfUse: true, iat: 1 })}.sig`;

/** Stores a session whose token carries this role. */
export function signIn(role: 'customer' | 'reseller') {
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: tokenFor(role) }));
}

export function resetBillingTestState() {
  portalCache.clear();
  localStorage.clear();
}
