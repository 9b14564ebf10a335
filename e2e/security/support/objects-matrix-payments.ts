import { IDEMPOTENCY_KEY, listed, newKey, type Find, type MatrixEntry } from './objects-matrix';
import type { PrincipalName } from './objects-principals';

/**
 * IDOR matrix entries of card payments for one invoice and of payment receipts: another account's invoice or
 * payment reference is answered exactly like an unknown one. Replaces the inline 'billing.payment.PerformPayGatePayment'
 * entry of idor-matrix.attack.ts (which only had its idempotency key).
 */

const OTHERS_OF_CUSTOMER: PrincipalName[] = ['parent', 'child', 'reseller'];
const NO_INVOICE = 'INV9999-0001';
const NO_PAYMENT = 'PAY-0000000000';

/** An invoice of the owner's account with something outstanding, as the invoice list shows it. */
async function unpaidInvoiceOf({ baseURL, token }: Find) {
  const { invoices } = await listed<{ invoices: { invoiceTxNumber: string; outstanding: number }[] }>(baseURL, 'billing.GetInvoices', { pageSize: 100 }, token);
  const unpaid = invoices.find((i) => i.outstanding >= 10);
  if (!unpaid) throw new Error('the owner has no unpaid invoice of R 10 or more');
  return unpaid.invoiceTxNumber;
}

/** A payment of the owner's account that has a receipt, as the payments list shows it. */
async function receiptOf({ baseURL, token }: Find) {
  const { payments } = await listed<{ payments: { reference: string; receipt: boolean }[] }>(baseURL, 'billing.GetPayments', { pageSize: 100 }, token);
  const paid = payments.find((p) => p.receipt);
  if (!paid) throw new Error('the owner has no payment with a receipt');
  return { paymentReference: paid.reference };
}

export const PAYMENT_MATRIX: Record<string, MatrixEntry> = {
  'billing.payment.GetPayGatePayNowDetails': {
    cases: [
      {
        title: 'the pay dialog for an unpaid invoice of CUS1001',
        covers: ['invoiceTxNumber'],
        owner: 'customer',
        find: async (f) => ({ invoiceTxNumber: await unpaidInvoiceOf(f) }),
        unknown: () => ({ invoiceTxNumber: NO_INVOICE }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules'],
        alsoReach: ['billingOnly'],
      },
      {
        title: 'the pay dialog for an unpaid invoice of the parent ENT2001',
        covers: ['invoiceTxNumber'],
        owner: 'parent',
        find: async (f) => ({ invoiceTxNumber: await unpaidInvoiceOf(f) }),
        unknown: () => ({ invoiceTxNumber: NO_INVOICE }),
        refused: ['child', 'customer'],
      },
    ],
  },
  'billing.payment.PerformPayGatePayment': {
    cases: [
      {
        title: 'a card payment of R 10 towards an unpaid invoice of CUS1001',
        covers: ['invoiceTxNumber'],
        owner: 'customer',
        find: async (f) => ({ amount: 10, invoiceTxNumber: await unpaidInvoiceOf(f), idempotencyKey: newKey() }),
        unknown: (own) => ({ ...own, invoiceTxNumber: NO_INVOICE }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules'],
      },
      {
        title: 'a card payment of R 10 towards an unpaid invoice of the parent ENT2001',
        covers: ['invoiceTxNumber'],
        owner: 'parent',
        find: async (f) => ({ amount: 10, invoiceTxNumber: await unpaidInvoiceOf(f), idempotencyKey: newKey() }),
        unknown: (own) => ({ ...own, invoiceTxNumber: NO_INVOICE }),
        refused: ['child', 'customer'],
      },
    ],
    notObjects: { idempotencyKey: IDEMPOTENCY_KEY },
  },
  'billing.doc.DownloadPDFReceipt': {
    cases: [
      {
        title: 'the receipt of a payment of CUS1001',
        covers: ['paymentReference'],
        owner: 'customer',
        find: receiptOf,
        unknown: () => ({ paymentReference: NO_PAYMENT }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules'],
        alsoReach: ['billingOnly'],
      },
      {
        title: 'the receipt of a payment of the parent ENT2001',
        covers: ['paymentReference'],
        owner: 'parent',
        find: receiptOf,
        unknown: () => ({ paymentReference: NO_PAYMENT }),
        refused: ['child', 'customer'],
      },
    ],
  },
};
