import type { UpdateBillingDetailsInput } from '@portal/contract/catalogue';
import { badInput } from '../http/action-failure';
import { obfuscateAccountNumber, obfuscateIdNumber, isObfuscated } from './obfuscate';
import { BANK_ACCOUNT_TYPES, BANKS, DEBIT_ORDER_COLLECTION_DAYS, findOption, ID_NUMBER_TYPES, type Option } from './options';
import type { DebitOrderRow } from './payment-account';

type DebitOrderInput = NonNullable<UpdateBillingDetailsInput['billingDetails']['debitOrderDetailsBean']>;

const PREFIX = 'billingDetails.debitOrderDetailsBean';
const fail = (field: string, message: string) => badInput(`${PREFIX}.${field}: ${message}`, `${PREFIX}.${field}`);

/** spec §5 select: an id that is not in its option list counts as no selection. */
function selected<O extends Option>(options: O[], id: number | null | undefined, field: string, label: string): O {
  const option = findOption(options, id);
  if (!option) throw fail(field, `Please make a selection for ${label}.`);
  return option;
}

/** A debit order as the form sent it, checked against the option lists and what is on record. */
export interface CheckedDebitOrder {
  accountHolder: string;
  bank: (typeof BANKS)[number];
  accountTypeId: number;
  branchCode: string;
  collectionDayId: number;
  /** The full number for the collection provider, or undefined when the number on record stays. */
  accountNumber: string | undefined;
  accountNumberObfuscated: string;
  idNumberTypeId: number | null;
  /** The full ID number for the collection provider, or undefined when unchanged or none. */
  idNumber: string | undefined;
  idNumberObfuscated: string | null;
}

/**
 * spec §5 Debit order form, on the server: required selects from their lists; the account number
 * required unless an obfuscated one is on record (empty keeps it); with the alternate collection
 * provider the ID type and number are required too (an ID on record of the same type is kept).
 */
export function checkDebitOrder(input: DebitOrderInput | null, existing: DebitOrderRow | null, alternateProvider: boolean): CheckedDebitOrder {
  if (!input) throw badInput(`${PREFIX}: Please enter your debit order details.`, PREFIX);
  const bank = selected(BANKS, input.bankNameId, 'bankNameId', 'Bank name');
  const accountType = selected(BANK_ACCOUNT_TYPES, input.accountTypeId, 'accountTypeId', 'Account type');
  const collectionDay = selected(DEBIT_ORDER_COLLECTION_DAYS, input.debitCollectionDayId, 'debitCollectionDayId', 'Collection day');

  const accountNumber = input.accountNumber || undefined;
  if (!accountNumber && !existing?.accountNumberObfuscated) throw fail('accountNumber', 'Account number is required.');

  return {
    accountHolder: input.accountHolder,
    bank,
    accountTypeId: accountType.id,
    branchCode: input.branchCode,
    collectionDayId: collectionDay.id,
    accountNumber,
    accountNumberObfuscated: accountNumber ? obfuscateAccountNumber(accountNumber) : existing!.accountNumberObfuscated,
    ...checkIdNumber(input, existing, alternateProvider),
  };
}

function checkIdNumber(input: DebitOrderInput, existing: DebitOrderRow | null, alternateProvider: boolean) {
  const typeId = input.idNumberTypeId ?? null;
  const raw = (input.idNumber ?? '').trim();
  const type = typeId === null ? undefined : selected(ID_NUMBER_TYPES, typeId, 'idNumberTypeId', 'ID type');
  const onRecord = existing?.idNumberObfuscated ?? null;
  // The form shows the obfuscated ID; sending it back (or nothing) with the same type keeps it.
  if (onRecord && (raw === '' || raw === onRecord) && typeId === existing!.idNumberTypeId) {
    return { idNumberTypeId: typeId, idNumber: undefined, idNumberObfuscated: onRecord };
  }
  if (raw === '') {
    if (alternateProvider && !type) throw fail('idNumberTypeId', 'Please make a selection for ID type.');
    if (alternateProvider || type) throw fail('idNumber', 'ID number is required.');
    return { idNumberTypeId: null, idNumber: undefined, idNumberObfuscated: null };
  }
  if (!type) throw fail('idNumberTypeId', 'Please make a selection for ID type.');
  if (isObfuscated(raw)) throw fail('idNumber', 'Please enter the full ID number.');
  if (!type.pattern.test(raw)) throw fail('idNumber', type.message);
  return { idNumberTypeId: type.id, idNumber: raw, idNumberObfuscated: obfuscateIdNumber(raw) };
}

/** True when what the mandate shows changed, so an accepted mandate no longer covers the debit order. */
export function changesMandate(checked: CheckedDebitOrder, existing: DebitOrderRow) {
  return (
    checked.accountNumber !== undefined ||
    checked.accountHolder !== existing.accountHolder ||
    checked.bank.id !== existing.bankId ||
    checked.accountTypeId !== existing.accountTypeId ||
    checked.branchCode !== existing.branchCode ||
    checked.collectionDayId !== existing.collectionDayId
  );
}
