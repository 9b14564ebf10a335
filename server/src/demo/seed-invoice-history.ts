import type { InvoiceLineKind } from '@portal/contract/catalogue';
import type { Db } from '../db/connect';
import { invoiceLines, invoices } from '../db/schema';

type LineSeed = [kind: InvoiceLineKind, serviceTag: string, description: string, amount: number];

/**
 * The Khumalo household's last five invoices, each different from the one before, so that "Why did my bill
 * change?" has something to explain: installation, two new SIMs, a fibre upgrade with its part-month and an
 * outage credit, a SIM's price rising, a SIM cancelled with a once-off SIM swap and an overpayment brought forward.
 */
const HOUSEHOLD_INVOICES: [invoiceDate: string, lines: LineSeed[]][] = [
  [
    '2026-07-01',
    [
      ['recurring', 'FTTH-520001', 'Fibre 100/50 Mbps Uncapped (FTTH-520001)', 899],
      ['once-off', 'FTTH-520001', 'Fibre installation (FTTH-520001)', 999],
    ],
  ],
  [
    '2026-08-01',
    [
      ['recurring', 'FTTH-520001', 'Fibre 100/50 Mbps Uncapped (FTTH-520001)', 899],
      ['recurring', 'MOB-520002', 'Mobile Data 10 GB (MOB-520002)', 179],
      ['recurring', 'MOB-520003', 'Mobile Data 20 GB (MOB-520003)', 249],
    ],
  ],
  [
    '2026-09-01',
    [
      ['recurring', 'FTTH-520001', 'Fibre 200/100 Mbps Uncapped (FTTH-520001)', 1099],
      // The upgrade on 16 August: 16 of August's 31 days at the new plan's R 200 more.
      ['proration', 'FTTH-520001', 'Upgrade to Fibre 200/100 Mbps Uncapped, 16–31 Aug pro rata (FTTH-520001)', 103.23],
      ['recurring', 'MOB-520002', 'Mobile Data 10 GB (MOB-520002)', 179],
      ['recurring', 'MOB-520003', 'Mobile Data 20 GB (MOB-520003)', 249],
      ['credit', 'FTTH-520001', 'Credit for the fibre outage of 21–23 Aug (FTTH-520001)', -89.9],
    ],
  ],
  [
    '2026-10-01',
    [
      ['recurring', 'FTTH-520001', 'Fibre 200/100 Mbps Uncapped (FTTH-520001)', 1099],
      ['recurring', 'MOB-520002', 'Mobile Data 10 GB (MOB-520002)', 199],
      ['recurring', 'MOB-520003', 'Mobile Data 20 GB (MOB-520003)', 249],
    ],
  ],
  [
    '2026-11-01',
    [
      ['recurring', 'FTTH-520001', 'Fibre 200/100 Mbps Uncapped (FTTH-520001)', 1099],
      ['recurring', 'MOB-520002', 'Mobile Data 10 GB (MOB-520002)', 199],
      ['once-off', 'MOB-520002', 'SIM swap (MOB-520002)', 99],
      ['payment', '', 'Overpayment brought forward from October', -50],
    ],
  ],
];

/** The household's services behind those invoices: the SIM still billed and the one cancelled in October. */
export const HOUSEHOLD_SIMS: [category: string, type: string, tag: string, product: string, status: string, monthly: number][] = [
  ['connectivity', 'mobiledata', 'MOB-520002', 'Mobile Data 10 GB', 'Active', 199],
  ['connectivity', 'mobiledata', 'MOB-520003', 'Mobile Data 20 GB', 'Cancelled', 249],
];

/** Paid invoices INV5201-0001 to -0005 of the account (seed.ts adds them inside its transaction). */
export async function seedHouseholdInvoices(db: Db, accountId: number) {
  for (const [i, [invoiceDate, lines]] of HOUSEHOLD_INVOICES.entries()) {
    const totalCents = lines.reduce((cents, [, , , amount]) => cents + Math.round(amount * 100), 0);
    const [row] = await db
      .insert(invoices)
      .values({
        accountId,
        invoiceTxNumber: `INV5201-${String(i + 1).padStart(4, '0')}`,
        invoiceDate,
        dueDate: invoiceDate.replace(/-01$/, '-07'),
        total: (totalCents / 100).toFixed(2),
        outstanding: '0.00',
        status: 'Paid',
      })
      .returning({ id: invoices.id });
    await db.insert(invoiceLines).values(
      lines.map(([kind, serviceTag, description, amount]) => ({
        invoiceId: row.id,
        description,
        quantity: 1,
        unitPrice: amount.toFixed(2),
        amount: amount.toFixed(2),
        kind,
        serviceTag: serviceTag || null,
      })),
    );
  }
}
