import { formatCurrency } from '@portal/contract/format';
import { obfuscateAccountNumber, obfuscateCardHolder, obfuscateCardNumber, obfuscateIdNumber } from '../billing/obfuscate';
import { collectionDayOnOrAfter } from '../billing/collection-dates';
import { BANKS, CREDIT_CARD_COLLECTION_DAYS, DEBIT_ORDER_COLLECTION_DAYS, findOption } from '../billing/options';
import type { Db } from '../db/connect';
import { accounts, creditCardDetails, debitOrderDetails, debitOrderMandates, invoices, payments, products } from '../db/schema';

const SEEDED_AT = new Date('2026-01-15T09:00:00Z');

interface DebitOrderSeed {
  holder: string;
  bankId: number;
  /** Made up; only its obfuscated form is stored. */
  accountNumber: string;
  accountTypeId: number;
  collectionDayId: number;
  id?: { typeId: number; number: string };
  status?: 'active' | 'suspended';
}

/** The named demo accounts' debit orders; any other debit-order account gets one made from its name. */
const DEBIT_ORDERS: Record<string, DebitOrderSeed> = {
  CUS1001: { holder: 'T Mokoena', bankId: 5, accountNumber: '6201237890', accountTypeId: 1, collectionDayId: 3, id: { typeId: 1, number: '8001015009087' } },
  ENT2001: { holder: 'Acme Logistics (Pty) Ltd', bankId: 8, accountNumber: '0712345566', accountTypeId: 1, collectionDayId: 1, id: { typeId: 3, number: '2016/123456/07' } },
  CUS5101: { holder: 'P van Wyk', bankId: 3, accountNumber: '1459876543', accountTypeId: 2, collectionDayId: 4 },
  // Suspended after a returned collection: ReactivateDebitOrder can be tried here.
  CUS5201: { holder: 'N Khumalo', bankId: 7, accountNumber: '1180044221', accountTypeId: 1, collectionDayId: 2, status: 'suspended' },
};

/** Mandates waiting for the customer to accept them. */
const PENDING_MANDATES = ['CUS1001', 'ENT2001', 'CUS5101', 'CUS5201'];

/** Cards captured earlier through the gateway: its token and what may be shown, never the card number. */
const CARDS: Record<string, { holder: string; last4: string; month: number; year: number; collectionDayId: number }> = {
  BUS3001: { holder: 'Sipho Dlamini', last4: '1111', month: 8, year: 2028, collectionDayId: 2 },
};

/** Extras offered to add to the bill since before the catalogue (seed-services.ts holds the rest), each for one service type. */
const PRODUCTS: (typeof products.$inferInsert)[] = [
  { name: 'Mobile Data Top-up 5 GB', category: 'connectivity', serviceType: 'mobiledata', kind: 'top-up', price: '99.00', dataCapMb: 5 * 1024, description: '5 GB added to this month’s data at once; it lapses at the end of the month.' },
  { name: 'Static IP Address (once-off setup)', category: 'connectivity', serviceType: 'ftth', kind: 'add-on', price: '250.00', description: 'A fixed public IP address on your fibre line.' },
  { name: 'Extra Mailbox Setup', category: 'communication', serviceType: 'email', kind: 'add-on', price: '45.00', description: 'One more mailbox on your domain, set up for you.' },
  { name: 'IP Desk Phone', category: 'communication', serviceType: 'voip', kind: 'hardware', price: '1150.00', needsDelivery: true, description: 'A desk phone for one extension, delivered ready to use.' },
  { name: 'Website Restore from Backup', category: 'cloud', serviceType: 'web-hosting', kind: 'add-on', price: '150.00', description: 'Your website put back as it was on a day you choose.' },
  { name: 'ADSL Router Replacement', category: 'connectivity', serviceType: 'adsl', kind: 'hardware', price: '499.00', needsDelivery: true, active: false, description: 'Replaced by the ADSL Wi-Fi Router.' },
];

/** A made-up debit order for a debit-order account without a named one. */
const generated = (account: { id: number; customerName: string }): DebitOrderSeed => ({
  holder: account.customerName,
  bankId: BANKS[account.id % BANKS.length].id,
  accountNumber: String(4_000_000_000 + account.id * 7_919),
  accountTypeId: 1,
  collectionDayId: 1,
});

/** Payment details for the demo accounts (seed.ts calls it once, inside its transaction). */
export async function seedBilling(db: Db) {
  const all = await db.select({ id: accounts.id, code: accounts.accountCode, customerName: accounts.customerName, paymentMethodId: accounts.paymentMethodId }).from(accounts);
  const byCode = new Map(all.map((a) => [a.code, a]));

  const debitRows = all
    .filter((a) => a.paymentMethodId === 2)
    .map((account) => {
      const seed = DEBIT_ORDERS[account.code] ?? generated(account);
      return {
        accountId: account.id,
        accountHolder: seed.holder,
        bankId: seed.bankId,
        accountNumberObfuscated: obfuscateAccountNumber(seed.accountNumber),
        accountTypeId: seed.accountTypeId,
        branchCode: BANKS.find((b) => b.id === seed.bankId)!.universalBranchCode,
        collectionDayId: seed.collectionDayId,
        idNumberTypeId: seed.id?.typeId ?? null,
        idNumberObfuscated: seed.id ? obfuscateIdNumber(seed.id.number) : null,
        status: seed.status ?? 'active',
        updatedAt: SEEDED_AT,
      };
    });
  if (debitRows.length) await db.insert(debitOrderDetails).values(debitRows);

  const mandateRows = PENDING_MANDATES.flatMap((code) => {
    const account = byCode.get(code);
    return account ? [{ accountId: account.id, status: 'pending', createdAt: SEEDED_AT }] : [];
  });
  if (mandateRows.length) await db.insert(debitOrderMandates).values(mandateRows);

  for (const [code, card] of Object.entries(CARDS)) {
    const account = byCode.get(code);
    if (!account) continue;
    await db.insert(creditCardDetails).values({
      accountId: account.id,
      gatewayToken: `demo-card-token-${code.toLowerCase()}`,
      cardHolderObfuscated: obfuscateCardHolder(card.holder),
      cardNumberObfuscated: obfuscateCardNumber(card.last4),
      expiryMonth: card.month,
      expiryYear: card.year,
      collectionDayId: card.collectionDayId,
      capturedAt: SEEDED_AT,
    });
  }

  await db.insert(products).values(PRODUCTS);
  // A debit order whose mandate still awaits acceptance has collected nothing: those accounts paid by EFT.
  const awaitingMandate = new Set(mandateRows.map((m) => m.accountId));
  const collectionDays = new Map<number, CollectionSeed>([
    ...debitRows
      .filter((d) => !awaitingMandate.has(d.accountId))
      .map((d) => [d.accountId, { kind: 'debit-order', day: findOption(DEBIT_ORDER_COLLECTION_DAYS, d.collectionDayId)?.day }] as const),
    ...Object.entries(CARDS).flatMap(([code, card]) => {
      const account = byCode.get(code);
      return account ? [[account.id, { kind: 'payment', day: findOption(CREDIT_CARD_COLLECTION_DAYS, card.collectionDayId)?.day, cardLast4: card.last4 }] as const] : [];
    }),
  ]);
  await seedCollections(db, collectionDays);
}

/** How an account's invoices were paid: by its debit order or card on its collection day; otherwise by EFT on the due date. */
interface CollectionSeed {
  kind: 'debit-order' | 'payment';
  day: number | 'last' | undefined;
  /** The card collected from (its receipt names it). */
  cardLast4?: string;
}

/**
 * The collections that paid the seeded invoices, so that statements add up to the balance: a debit order or card
 * collects on the account's collection day (the first on or after the invoice date), as billing says it does.
 */
async function seedCollections(db: Db, collectionDays: Map<number, CollectionSeed>) {
  const paid = (await db.select().from(invoices)).filter((i) => Number(i.total) > Number(i.outstanding));
  if (!paid.length) return;
  await db.insert(payments).values(
    paid.map((invoice) => {
      const collection = collectionDays.get(invoice.accountId);
      const day = collection?.day ? collectionDayOnOrAfter(collection.day, invoice.invoiceDate) : invoice.dueDate;
      const at = new Date(`${day}T06:00:00Z`);
      const amount = Number(invoice.total) - Number(invoice.outstanding);
      return {
        accountId: invoice.accountId,
        kind: collection?.kind ?? 'eft',
        idempotencyKey: `seed-${invoice.invoiceTxNumber}`,
        requestHash: 'seed',
        amount: amount.toFixed(2),
        status: 'succeeded',
        reference: `COL-${invoice.invoiceTxNumber}`,
        message: `Invoice ${invoice.invoiceTxNumber} ${formatCurrency(amount)}`,
        cardLast4: collection?.cardLast4 ?? null,
        createdAt: at,
        completedAt: at,
      };
    }),
  );
}
