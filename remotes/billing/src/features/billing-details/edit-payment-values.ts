import { PAYMENT_METHOD, type ActionInput, type BillingSummary } from '@portal/contract';

type UpdateInput = ActionInput<'billing.UpdateBillingDetails'>;

/** The debit-order form's fields as the inputs hold them (select values are strings; '' is 'Please Select'). */
export interface DebitOrderValues {
  accountHolder: string;
  bankNameId: string;
  /** Typed afresh; '' keeps the number on record. Never prefilled: the API only knows the obfuscated one. */
  accountNumber: string;
  accountTypeId: string;
  branchCode: string;
  debitCollectionDayId: string;
  idNumberTypeId: string;
  idNumber: string;
  declarationAccepted: boolean;
}

export interface EditPaymentValues {
  /** '1' card, '2' debit order; '3' when the account pays cash and nothing else was chosen yet. */
  paymentMethodId: string;
  debit: DebitOrderValues;
  card: { creditCollectionDayId: string };
}

const idText = (id: number | null | undefined) => (id === null || id === undefined ? '' : String(id));

/** spec §4: the modal opens with the account's current method and what is on record. */
export function editPaymentDefaults(summary: BillingSummary): EditPaymentValues {
  const debit = summary.billingDetails.debitOrderDetailsBean;
  const card = summary.billingDetails.creditCardDetailsBean;
  return {
    paymentMethodId: String(summary.paymentMethodId),
    debit: {
      accountHolder: debit?.accountHolder ?? '',
      bankNameId: idText(debit?.bankNameId),
      accountNumber: '',
      accountTypeId: idText(debit?.accountTypeId),
      branchCode: debit?.branchCode ?? '',
      debitCollectionDayId: idText(debit?.debitCollectionDayId),
      idNumberTypeId: idText(debit?.idNumberTypeId),
      idNumber: '',
      declarationAccepted: false,
    },
    card: { creditCollectionDayId: idText(card?.creditCollectionDayId) },
  };
}

/**
 * spec §4 Payment editing: the whole edited account with paymentMethodId set. Only the chosen method's details
 * are sent; the other is null (left as it is). An empty account number or ID number with the ID type on record
 * keeps what is on record (the API only ever shows them obfuscated).
 */
export function buildUpdateInput(values: EditPaymentValues): UpdateInput {
  if (values.paymentMethodId === String(PAYMENT_METHOD.creditCard)) {
    return {
      paymentMethodId: PAYMENT_METHOD.creditCard,
      billingDetails: {
        debitOrderDetailsBean: null,
        creditCardDetailsBean: { creditCollectionDayId: Number(values.card.creditCollectionDayId) },
      },
    };
  }
  if (values.paymentMethodId !== String(PAYMENT_METHOD.debitOrder)) {
    throw new Error('Cash cannot be chosen in the editor.');
  }
  const d = values.debit;
  return {
    paymentMethodId: PAYMENT_METHOD.debitOrder,
    billingDetails: {
      debitOrderDetailsBean: {
        accountHolder: d.accountHolder.trim(),
        bankNameId: Number(d.bankNameId),
        accountNumber: d.accountNumber.trim(),
        accountTypeId: Number(d.accountTypeId),
        branchCode: d.branchCode.trim(),
        debitCollectionDayId: Number(d.debitCollectionDayId),
        idNumberTypeId: d.idNumberTypeId ? Number(d.idNumberTypeId) : null,
        idNumber: d.idNumber.trim() || null,
        declarationAccepted: true,
      },
      creditCardDetailsBean: null,
    },
  };
}
