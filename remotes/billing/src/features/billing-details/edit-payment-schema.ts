import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_METHOD } from '@portal/contract';
import { bankAccountNumber, blankOr, catalogue, CHOOSE_METHOD_MESSAGE, chosenId, entered, requiredMessage, selectedId } from '@portal/contract/catalogue';
import type { Resolver } from 'react-hook-form';
import type { EditPaymentValues } from './edit-payment-values';

const update = catalogue['billing.UpdateBillingDetails'].input;
const debitOrder = update.shape.billingDetails.shape.debitOrderDetailsBean.unwrap();
const card = update.shape.billingDetails.shape.creditCardDetailsBean.unwrap();

/** What decides which rules apply besides the values: what is on record, and the debit-collection provider. */
export interface EditPaymentContext {
  /** An account number is on record: left blank, it stays. */
  numberOnRecord: boolean;
  /** The ID number type on record, when an ID number is on record: left blank with that type, it stays. */
  idOnRecordTypeId: number | null;
  /** The alternate debit-collection provider also needs the account holder's ID. */
  alternateProvider: boolean;
}

/** The payment method: a credit card or a debit order; the other method's fields are not checked. */
const method = update.pick({ paymentMethodId: true }).extend({ paymentMethodId: chosenId(CHOOSE_METHOD_MESSAGE, update.shape.paymentMethodId) }).loose();

const cardForm = method.extend({
  card: card.extend({ creditCollectionDayId: selectedId('Collection day', card.shape.creditCollectionDayId) }),
});

function debitOrderForm(context: EditPaymentContext, values: EditPaymentValues) {
  const keepsIdOnRecord = context.idOnRecordTypeId !== null && values.debit.idNumberTypeId === String(context.idOnRecordTypeId);
  const idNumber = debitOrder.shape.idNumber.unwrap().unwrap();
  const idFields = context.alternateProvider
    ? {
        idNumberTypeId: selectedId('ID type', debitOrder.shape.idNumberTypeId.unwrap().unwrap()),
        idNumber: keepsIdOnRecord ? blankOr(idNumber) : entered(requiredMessage('ID number'), idNumber),
      }
    : {};
  return method.extend({
    // Without the alternate provider the ID fields are not on the form: what they hold is not checked.
    debit: debitOrder.omit({ idNumberTypeId: true, idNumber: true }).loose().extend({
      bankNameId: selectedId('Bank name', debitOrder.shape.bankNameId),
      accountNumber: context.numberOnRecord ? blankOr(bankAccountNumber) : entered(requiredMessage('Account number'), bankAccountNumber),
      accountTypeId: selectedId('Account type', debitOrder.shape.accountTypeId),
      branchCode: entered(requiredMessage('Branch code'), debitOrder.shape.branchCode),
      debitCollectionDayId: selectedId('Collection day', debitOrder.shape.debitCollectionDayId),
      ...idFields,
    }),
  });
}

/** A schema's resolver for this form: the values as typed (raw) are what the form submits. */
const checkWith = (schema: Parameters<typeof zodResolver>[0]) => zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<EditPaymentValues>;
const checkMethod = checkWith(method);
const checkCard = checkWith(cardForm);

/**
 * The Edit Payment Info form checks what billing.UpdateBillingDetails checks, with its messages: the chosen method's
 * fields only, the ID only for the alternate provider, and a blank account or ID number when one is on record.
 */
export function editPaymentResolver(context: EditPaymentContext): Resolver<EditPaymentValues> {
  return (values, resolverContext, options) => {
    if (values.paymentMethodId === String(PAYMENT_METHOD.creditCard)) return checkCard(values, resolverContext, options);
    if (values.paymentMethodId === String(PAYMENT_METHOD.debitOrder)) return checkWith(debitOrderForm(context, values))(values, resolverContext, options);
    return checkMethod(values, resolverContext, options);
  };
}
