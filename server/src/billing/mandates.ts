import type { MandateView } from '@portal/contract/catalogue';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { debitOrderMandates } from '../db/schema';
import { DEBIT_ORDER_COLLECTION_DAYS, findOption } from './options';
import { bankName, type DebitOrderRow } from './payment-account';

/**
 * A mandate is 'pending' until the customer accepts it, then 'accepted' with the text as accepted.
 * When the debit order's bank account or collection day changes, the mandate no longer covers it and
 * becomes 'superseded' (kept as history); the next render starts a new pending one.
 */
export const MANDATE_STATUS = { pending: 'pending', accepted: 'accepted', superseded: 'superseded' } as const;
export type MandateRow = typeof debitOrderMandates.$inferSelect;

const PARAGRAPH_BREAK = '\n\n';

/** The account's pending or accepted mandate, if any. */
export async function currentMandate(db: Db, accountId: number): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(debitOrderMandates)
    .where(and(eq(debitOrderMandates.accountId, accountId), inArray(debitOrderMandates.status, [MANDATE_STATUS.pending, MANDATE_STATUS.accepted])))
    .orderBy(desc(debitOrderMandates.id))
    .limit(1);
  return row;
}

export async function supersedeMandates(db: Db, accountId: number) {
  await db
    .update(debitOrderMandates)
    .set({ status: MANDATE_STATUS.superseded })
    .where(and(eq(debitOrderMandates.accountId, accountId), inArray(debitOrderMandates.status, [MANDATE_STATUS.pending, MANDATE_STATUS.accepted])));
}

/** The provider as the instance config names it (provider): the party the customer authorises. */
export interface MandateProvider {
  legalName: string;
  registrationNumber: string;
  vatNumber: string;
  address: string[];
}

export interface MandateParties {
  provider: MandateProvider;
  customerName: string;
  accountCode: string;
  debitOrder: DebitOrderRow;
}

const collectionDayText = (debitOrder: DebitOrderRow) => findOption(DEBIT_ORDER_COLLECTION_DAYS, debitOrder.collectionDayId)?.text ?? 'agreed day';

/**
 * The authorisation text: it names the customer and authorises the provider, by its legal name and registration
 * number (not the portal's brand), to debit the account (spec §5).
 */
export function mandateParagraphs({ provider, customerName, accountCode, debitOrder }: MandateParties): string[] {
  const day = collectionDayText(debitOrder);
  const providerName = provider.legalName;
  return [
    `I, ${debitOrder.accountHolder}, authorise ${providerName} (registration number ${provider.registrationNumber}) to debit the ${bankName(debitOrder.bankId)} account ${debitOrder.accountNumberObfuscated} (branch code ${debitOrder.branchCode}) with the amounts owed by ${customerName} on account ${accountCode}.`,
    `Collections are made on the ${day.toLowerCase()} for the amount of each invoice as it falls due, including once-off charges added to the bill. When that day is not a business day, the collection is made on the next business day.`,
    `A collection returned unpaid by the bank suspends the debit order until it is reactivated; the amount stays owed.`,
    `This authority stays in force until I cancel it by giving ${providerName} 30 days' notice. Cancelling it does not cancel any amount owed.`,
    `I confirm that I am the account holder, or am authorised to give this mandate for the bank account above.`,
  ];
}

/** spec §7 billing.mandates.*: an accepted mandate shows the text exactly as it was accepted. */
export function mandateView(row: MandateRow, parties: MandateParties): MandateView {
  const accepted = row.status === MANDATE_STATUS.accepted && row.acceptedText !== null;
  return {
    mandateId: row.id,
    status: accepted ? 'accepted' : 'pending',
    acceptedAt: accepted && row.acceptedAt ? row.acceptedAt.toISOString() : null,
    customerName: parties.customerName,
    accountCode: parties.accountCode,
    accountHolder: parties.debitOrder.accountHolder,
    bankName: bankName(parties.debitOrder.bankId),
    accountNumberObfuscated: parties.debitOrder.accountNumberObfuscated,
    branchCode: parties.debitOrder.branchCode,
    collectionDay: collectionDayText(parties.debitOrder),
    paragraphs: accepted ? row.acceptedText!.split(PARAGRAPH_BREAK) : mandateParagraphs(parties),
    provider: {
      legalName: parties.provider.legalName,
      registrationNumber: parties.provider.registrationNumber,
      vatNumber: parties.provider.vatNumber,
      address: parties.provider.address,
    },
  };
}

export const mandateText = (paragraphs: string[]) => paragraphs.join(PARAGRAPH_BREAK);
