import type { CreditCardDetails, DebitOrderDetails } from '@portal/contract/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { accounts, creditCardDetails, debitOrderDetails } from '../db/schema';
import { notFound } from '../http/action-failure';
import { BANKS, findOption } from './options';

export type DebitOrderRow = typeof debitOrderDetails.$inferSelect;
export type CreditCardRow = typeof creditCardDetails.$inferSelect;

/** The account of a session with its debit order and card on record (either may be null). */
export async function loadPaymentAccount(db: Db, accountId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('That account');
  const [debitOrder] = await db.select().from(debitOrderDetails).where(eq(debitOrderDetails.accountId, accountId));
  const [card] = await db.select().from(creditCardDetails).where(eq(creditCardDetails.accountId, accountId));
  return { account, debitOrder: debitOrder ?? null, card: card ?? null };
}

export const bankName = (bankId: number) => findOption(BANKS, bankId)?.text ?? 'Unknown bank';

/** spec §3 Debit order details as the API shows them. */
export const debitOrderBean = (row: DebitOrderRow): DebitOrderDetails => ({
  id: row.id,
  status: row.status === 'suspended' ? 'suspended' : 'active',
  accountHolder: row.accountHolder,
  bankNameId: row.bankId,
  bankName: bankName(row.bankId),
  accountNumberObfuscated: row.accountNumberObfuscated,
  accountTypeId: row.accountTypeId,
  branchCode: row.branchCode,
  debitCollectionDayId: row.collectionDayId,
  idNumberTypeId: row.idNumberTypeId,
  idNumber: row.idNumberObfuscated,
});

/** spec §3 Credit card details as the API shows them. */
export const creditCardBean = (row: CreditCardRow): CreditCardDetails => ({
  cardHolderObfuscated: row.cardHolderObfuscated,
  cardNumberObfuscated: row.cardNumberObfuscated,
  expiryDateMonthId: row.expiryMonth,
  expiryDateYearId: row.expiryYear,
  creditCollectionDayId: row.collectionDayId,
});

export const asPaymentMethodId = (id: number): 1 | 2 | 3 => (id === 1 || id === 2 ? id : 3);
