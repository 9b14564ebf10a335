import { z } from 'zod';
import { empty, rowId, text, token } from './common';
import { maxMessage, minMessage, numericMessage, requiredMessage } from './form-fields';
import { invoiceView } from './tax-invoice';
import { cardPaymentAmount, debitOrderStanding, eftDetails, paymentDownloads, paymentTarget, payNowPlan, providerParty } from './payments';

export const paymentMethodId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const CHOOSE_METHOD_MESSAGE = 'Please choose a credit card or a debit order.';

/** The demo card gateway (spec §7 Perform{bank}Payment): its name is part of the action names. */
export const PAYMENT_BANK = 'PayGate';

const optionId = z.number().int().min(1).max(100_000);
/** Digits only, at most `max` of them, with the spec §5 messages naming the field. */
const digits = (label: string, max: number) => z.string().regex(/^\d+$/, numericMessage(label)).max(max, maxMessage(label, max));

/** A debit order's bank account number (an obfuscated one on record is kept by sending none). */
export const bankAccountNumber = digits('Account number', 20).min(6, minMessage('Account number', 6));

/** spec §5 date_format: YYYY-MM-DD with - or / (the same twice), month 1-12, day 1-31. */
export const DATE_FORMAT_MESSAGE = 'Please enter a valid date in the format YYYY-MM-DD.';
export const dateFormat = z
  .string()
  .max(10)
  .refine((s) => {
    const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(s);
    return !!match && Number(match[3]) >= 1 && Number(match[3]) <= 12 && Number(match[4]) >= 1 && Number(match[4]) <= 31;
  }, DATE_FORMAT_MESSAGE);

/** spec §3 Option list. */
export const optionList = z.object({ items: z.array(z.object({ id: z.number(), text: z.string() })) });
export type OptionList = z.infer<typeof optionList>;

/** spec §3 Debit order details as the API shows them: never the full account number. */
export const debitOrderDetails = z.object({
  /** The id billing.payment.ReactivateDebitOrder takes. */
  id: z.number(),
  /** 'suspended' after returned collections; ReactivateDebitOrder makes it 'active' again. */
  status: z.enum(['active', 'suspended']),
  accountHolder: z.string(),
  bankNameId: z.number(),
  bankName: z.string(),
  accountNumberObfuscated: z.string(),
  accountTypeId: z.number(),
  branchCode: z.string(),
  debitCollectionDayId: z.number(),
  idNumberTypeId: z.number().nullable(),
  /** Obfuscated like the account number. */
  idNumber: z.string().nullable(),
});
export type DebitOrderDetails = z.infer<typeof debitOrderDetails>;

/** spec §3 Credit card details as the API shows them: the card itself stays with the gateway. */
export const creditCardDetails = z.object({
  cardHolderObfuscated: z.string(),
  cardNumberObfuscated: z.string(),
  expiryDateMonthId: z.number(),
  expiryDateYearId: z.number(),
  creditCollectionDayId: z.number().nullable(),
});
export type CreditCardDetails = z.infer<typeof creditCardDetails>;

export const billingSummary = z.object({
  paymentMethodId,
  overdue: z.boolean(),
  displayCurrentStatus: z.string(),
  customerName: z.string(),
  balance: z.number(),
  amountDue: z.number(),
  dueDate: z.string().nullable(),
  billingDetails: z.object({
    debitOrderDetailsBean: debitOrderDetails.nullable(),
    creditCardDetailsBean: creditCardDetails.nullable(),
  }),
  /** The debit order as the account's collection model sees it (catalogue/payments.ts). */
  debitOrder: debitOrderStanding,
});
export type BillingSummary = z.infer<typeof billingSummary>;

export const collectionRules = z.object({
  /** The next date money will be collected by the current method; null for cash or nothing owed. */
  nextCollectionDate: z.string().nullable(),
  nextCollectionAmount: z.number(),
  /** Plain sentences for the customer: when and how collection happens. */
  rules: z.array(z.string()),
  /** For a cash or EFT payer: the provider's bank account and the reference to use; otherwise null. */
  payByEft: eftDetails.nullable(),
});
export type CollectionRules = z.infer<typeof collectionRules>;

/** spec §4 Payment editing: the whole edited account with paymentMethodId set. Cash (3) cannot be chosen. */
export const updateBillingDetailsInput = z.strictObject({
  paymentMethodId: z.literal([1, 2], CHOOSE_METHOD_MESSAGE),
  billingDetails: z.strictObject({
    debitOrderDetailsBean: z
      .strictObject({
        accountHolder: text(120, maxMessage('Account holder name', 120)).pipe(z.string().trim().min(1, requiredMessage('Account holder name'))),
        bankNameId: optionId,
        /** Required unless an obfuscated number is already on record (then absent or empty keeps it). */
        accountNumber: z.union([z.literal(''), bankAccountNumber]).optional(),
        accountTypeId: optionId,
        branchCode: digits('Branch code', 10).min(1, requiredMessage('Branch code')),
        debitCollectionDayId: optionId,
        idNumberTypeId: optionId.nullable().optional(),
        idNumber: text(20, maxMessage('ID number', 20)).nullable().optional(),
        /** The declaration naming the customer (spec §5 Debit order form). */
        declarationAccepted: z.literal(true, 'Please accept the authorisation declaration to continue'),
      })
      .nullable(),
    /** The card itself is captured by the gateway beforehand; here only the collection day changes. */
    creditCardDetailsBean: z.strictObject({ creditCollectionDayId: optionId }).nullable(),
  }),
});
export type UpdateBillingDetailsInput = z.input<typeof updateBillingDetailsInput>;

export const invoiceItem = z.object({
  invoiceTxNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  total: z.number(),
  outstanding: z.number(),
  status: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const statementEntry = z.object({
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export const statementView = z.object({
  customerName: z.string(),
  accountCode: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  entries: z.array(statementEntry),
});
export type StatementView = z.infer<typeof statementView>;

/** spec §3 Pay-now details. */
export const payNowDetails = z.object({
  customerName: z.string(),
  paymentStatus: z.string(),
  paymentAllowed: z.boolean(),
  warningMessage: z.string().nullable(),
  collectionAmount: z.number(),
  collectionAmountDisplay: z.string(),
  ...payNowPlan,
});
export type PayNowDetails = z.infer<typeof payNowDetails>;

/** spec §3 Payment validation response. */
export const paymentValidation = z.object({
  /** 'payment' for a charge, 'capture' for card details stored without a charge. */
  kind: z.enum(['payment', 'capture']),
  paymentStatus: z.boolean(),
  message: z.string(),
  reference: z.string(),
  serviceTag: z.string(),
  displayProduct: z.string(),
  displayAmount: z.string(),
  amount: z.number(),
  /** What serviceTag names: the account (its code) for an account payment, or a service. */
  paidFor: z.enum(['account', 'service']),
  /** What the payment paid, once it succeeded ('Invoice INV1001-0012 R 3 927.00'); while it is open, the invoice it is for. Absent when it names no invoice. */
  paidTowards: z.string().optional(),
});
export type PaymentValidation = z.infer<typeof paymentValidation>;

/** spec §3 Frame capture response: the form the capture frame posts to the gateway. */
export const frameCapture = z.object({
  redirectUrl: z.string(),
  pairList: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type FrameCapture = z.infer<typeof frameCapture>;

/** One click, one charge: the browser makes the key once per payment attempt and repeats it on retries. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'must be an idempotency key');

export const mandateView = z.object({
  mandateId: z.number(),
  status: z.enum(['pending', 'accepted']),
  acceptedAt: z.string().nullable(),
  customerName: z.string(),
  accountCode: z.string(),
  accountHolder: z.string(),
  bankName: z.string(),
  accountNumberObfuscated: z.string(),
  branchCode: z.string(),
  collectionDay: z.string(),
  /** The authorisation text, paragraph by paragraph. */
  paragraphs: z.array(z.string()),
  /** Who the customer authorises: the provider's legal name, registration and VAT numbers, address. */
  provider: providerParty,
});
export type MandateView = z.infer<typeof mandateView>;

const optionAction = { input: empty, output: optionList } as const;
const ticketCreated = z.object({ ticketNumber: z.string() });
/** spec §3 Order response. */
export const orderResponse = z.object({ orderStatus: z.boolean(), message: z.string(), reference: z.string() });
/** What billing.payment.AddToBillPayment can add: each of the account's active services with the products it takes. */
export const addToBillOffers = z.object({
  offers: z.array(
    z.object({
      serviceTag: z.string(),
      serviceName: z.string(),
      products: z.array(z.object({ productId: z.number(), name: z.string(), amount: z.number() })),
    }),
  ),
});

export const billingActions = {
  'billing.GetBillingDetails': { input: empty, output: billingSummary },
  'billing.GetCollectionRules': { input: empty, output: collectionRules },
  'billing.UpdateBillingDetails': { input: updateBillingDetailsInput, output: z.object({ isUpdated: z.boolean() }) },
  'billing.options.GetBankOptions': optionAction,
  'billing.options.GetBankAccountTypeOptions': optionAction,
  'billing.options.GetDebitOrderCollectionDayOptions': optionAction,
  'billing.options.GetIdNumberTypeOptions': optionAction,
  'billing.options.GetMonthOfYearOptions': optionAction,
  'billing.options.GetYearOptions': optionAction,
  'billing.options.GetCreditCardCollectionDayOptions': optionAction,
  'billing.support.CreateBillingSupportTicket': {
    input: z.strictObject({
      description: text(2000, 'Please keep your description to 2000 characters or fewer.').pipe(
        z.string().trim().min(1, 'Please describe what you need help with.'),
      ),
    }),
    output: ticketCreated,
  },
  'billing.support.CreateAccountEnquirySupportTicket': {
    input: z.strictObject({
      loggedDescription: text(2000, 'Please keep your enquiry to 2000 characters or fewer.').pipe(
        z.string().trim().min(1, 'Please describe your enquiry.'),
      ),
      currentStatusDescription: text(200),
    }),
    output: ticketCreated,
  },
  'billing.GetInvoices': {
    input: z.strictObject({
      page: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(12),
    }),
    output: z.object({ invoices: z.array(invoiceItem), total: z.number() }),
  },
  'billing.GetViewInvoice': {
    input: z.union([
      z.strictObject({ invoiceTxNumber: text(40).pipe(z.string().min(1)) }),
      z.strictObject({ isNextNext: z.literal(true) }),
    ]),
    output: invoiceView,
  },
  'billing.GetViewStatement': {
    input: z.strictObject({ exportStartDate: dateFormat.optional(), exportEndDate: dateFormat.optional() }),
    output: statementView,
  },
  'billing.mandates.RenderDebitOrderMandate': { input: empty, output: mandateView },
  'billing.mandates.AcceptDebitOrderMandate': {
    input: z.strictObject({ mandateId: rowId }),
    output: mandateView,
  },
  'billing.payment.GetPayGatePayNowDetails': {
    /** invoiceTxNumber: the dialog pays that invoice (its outstanding amount); another account's is not found. */
    input: z.strictObject({ invoiceTxNumber: paymentTarget.invoiceTxNumber }),
    output: payNowDetails,
  },
  /** Starts a hosted card payment; the browser goes to creditCardInfoCaptureUrl. */
  'billing.payment.PerformPayGatePayment': {
    input: z.strictObject({ amount: cardPaymentAmount, idempotencyKey, ...paymentTarget }),
    output: z.object({ creditCardInfoCaptureUrl: z.string() }),
  },
  /** The alternative path: card details captured in a frame, no charge (spec §4 Card payment). */
  'billing.payment.GetCardCaptureFrame': {
    input: z.strictObject({ idempotencyKey }),
    output: frameCapture,
  },
  'billing.payment.ValidatePayGatePayment': { input: z.strictObject({ token }), output: paymentValidation },
  'billing.payment.ValidatePayment': { input: z.strictObject({ token }), output: paymentValidation },
  'billing.payment.ReactivateDebitOrder': {
    input: z.strictObject({ id: rowId }),
    output: z.object({ reactivated: z.boolean(), message: z.string() }),
  },
  /** Not in spec §7: the choices behind AddToBillPayment, so that a person can make one. */
  'billing.payment.GetAddToBillOffers': { input: empty, output: addToBillOffers },
  'billing.payment.AddToBillPayment': {
    input: z.strictObject({ productId: rowId, serviceTag: text(40).pipe(z.string().min(1)), idempotencyKey }),
    output: orderResponse,
  },
  'billing.payment.payhost.GetPayHostRedirect': {
    input: z.strictObject({ accountId: rowId, collectionDay: optionId }),
    output: frameCapture,
  },
} as const;

/** Downloads (spec §7 .../download/{ActionName}): their JSON bodies. */
export const billingDownloads = {
  'billing.doc.DownloadPDFInvoice': z.strictObject({ invoiceTxNumber: text(40).pipe(z.string().min(1)) }),
  'billing.doc.DownloadExcelInvoice': z.strictObject({ invoiceTxNumber: text(40).pipe(z.string().min(1)) }),
  'billing.doc.DownloadPDFStatementDocument': z.strictObject({ exportStartDate: dateFormat, exportEndDate: dateFormat }),
  ...paymentDownloads,
} as const;
