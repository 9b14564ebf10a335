import { listed, type Find, type MatrixEntry } from './objects-matrix';
import type { PrincipalName } from './objects-principals';

/**
 * IDOR matrix entries of "Why did my bill change?" (billing.GetInvoiceChanges): it names an invoice as
 * billing.GetViewInvoice does and is refused to the same people, another account's invoice answered like an unknown one.
 */

const NO_INVOICE = 'INV9999-0001';
const OTHERS_OF_CUSTOMER: PrincipalName[] = ['parent', 'child', 'reseller', 'household'];

/** The owner's newest invoice, as the invoice list shows it. */
const invoiceOf = async ({ baseURL, token }: Find) => ({
  invoiceTxNumber: (await listed<{ invoices: { invoiceTxNumber: string }[] }>(baseURL, 'billing.GetInvoices', {}, token)).invoices[0].invoiceTxNumber,
});

export const INVOICE_CHANGES_MATRIX: Record<string, MatrixEntry> = {
  'billing.GetInvoiceChanges': {
    cases: [
      {
        title: 'what changed on an invoice of CUS1001',
        covers: ['invoiceTxNumber'],
        owner: 'customer',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: NO_INVOICE }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules', 'serviceModules'],
        alsoReach: ['billingOnly'],
      },
      {
        title: 'what changed on an invoice of the household CUS5201',
        covers: ['invoiceTxNumber'],
        owner: 'household',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: NO_INVOICE }),
        refused: ['customer', 'parent', 'child', 'reseller', 'billingOnly'],
      },
      {
        title: 'what changed on an invoice of the parent ENT2001',
        covers: ['invoiceTxNumber'],
        owner: 'parent',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: NO_INVOICE }),
        refused: ['child', 'customer', 'reseller', 'household'],
      },
    ],
  },
};
