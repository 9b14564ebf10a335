import fc from 'fast-check';
import { INVOICE_LINE_KINDS } from '@portal/contract/catalogue';
import { explainInvoiceChange, type BilledInvoice, type BilledLine } from '../invoice-changes';

const sumOf = (cents: number[]) => cents.reduce((a, b) => a + b, 0);
const explained = (previous: BilledInvoice, current: BilledInvoice) => sumOf(explainInvoiceChange(previous, current).map((c) => c.amountCents));
const invoiceOf = (lines: BilledLine[]): BilledInvoice => ({ totalCents: sumOf(lines.map((l) => l.amountCents)), lines });
const line = (kind: string, serviceTag: string | null, description: string, amountCents: number): BilledLine => ({ kind, serviceTag, description, amountCents });

/** Few tags and descriptions, so that generated pairs share services and lines often. */
const generatedLine = fc.record({
  kind: fc.oneof(fc.constantFrom(...INVOICE_LINE_KINDS), fc.constant('refund')),
  serviceTag: fc.option(fc.constantFrom('FTTH-1', 'LTE-2', 'MOB-3'), { nil: null }),
  description: fc.constantFrom('Fibre 100', 'Fibre 200', 'LTE 60 GB', 'Router', 'Credit'),
  amountCents: fc.integer({ min: -500_000, max: 500_000 }),
});
const lines = fc.array(generatedLine, { maxLength: 12 });
/** An invoice whose total is the sum of its lines. */
const invoice = lines.map(invoiceOf);
/** An invoice whose stored total may differ from its lines (a record keeping error, or lines not on record). */
const anyInvoice = fc.record({ totalCents: fc.integer({ min: -10_000_000, max: 10_000_000 }), lines });

describe('explainInvoiceChange adds up', () => {
  it('to this total minus the previous total, to the cent, for any two invoices', () => {
    fc.assert(
      fc.property(anyInvoice, anyInvoice, (previous, current) => {
        expect(explained(previous, current)).toBe(current.totalCents - previous.totalCents);
      }),
    );
  });

  it('without an adjustment when each total is the sum of its lines', () => {
    fc.assert(
      fc.property(invoice, invoice, (previous, current) => {
        const changes = explainInvoiceChange(previous, current);
        expect(changes.filter((c) => c.group === 'adjustments')).toEqual([]);
        expect(sumOf(changes.map((c) => c.amountCents))).toBe(current.totalCents - previous.totalCents);
      }),
    );
  });

  it('each change is what this invoice charges for it less what the previous one did', () => {
    fc.assert(
      fc.property(invoice, invoice, (previous, current) => {
        for (const c of explainInvoiceChange(previous, current)) expect(c.amountCents).toBe((c.currentCents ?? 0) - (c.previousCents ?? 0));
      }),
    );
  });

  it('to nothing for an invoice compared with one like it, and the other way round to the opposite', () => {
    fc.assert(
      fc.property(invoice, invoice, (a, b) => {
        expect(explainInvoiceChange(a, { ...a, lines: [...a.lines] })).toEqual([]);
        expect(explained(b, a) + explained(a, b)).toBe(0);
      }),
    );
  });
});

describe('explainInvoiceChange groups', () => {
  const before = invoiceOf([
    line('recurring', 'FTTH-1', 'Fibre 100/50 (FTTH-1)', 89_900),
    line('recurring', 'MOB-2', 'Mobile 10 GB (MOB-2)', 17_900),
    line('recurring', 'MOB-3', 'Mobile 20 GB (MOB-3)', 24_900),
    line('once-off', 'FTTH-1', 'Installation (FTTH-1)', 99_900),
    line('credit', 'FTTH-1', 'Outage credit (FTTH-1)', -8_990),
  ]);
  const after = invoiceOf([
    line('recurring', 'FTTH-1', 'Fibre 200/100 (FTTH-1)', 109_900),
    line('proration', 'FTTH-1', 'Upgrade pro rata (FTTH-1)', 10_323),
    line('recurring', 'MOB-2', 'Mobile 10 GB (MOB-2)', 19_900),
    line('recurring', 'VOIP-4', 'VoIP (VOIP-4)', 32_500),
    line('payment', null, 'Overpayment brought forward', -5_000),
  ]);

  it('names new and ended services, the plan change with its part-month, the price change, once-off, credits and payments', () => {
    const changes = explainInvoiceChange(before, after).map((c) => [c.group, c.description, c.amountCents]);
    expect(changes).toEqual([
      ['plan-changes', 'Fibre 200/100 (FTTH-1)', 20_000],
      ['price-changes', 'Mobile 10 GB (MOB-2)', 2_000],
      ['new-services', 'VoIP (VOIP-4)', 32_500],
      ['ended-services', 'Mobile 20 GB (MOB-3)', -24_900],
      ['plan-changes', 'Upgrade pro rata (FTTH-1)', 10_323],
      ['credits-payments', 'Overpayment brought forward', -5_000],
      ['once-off', 'Installation (FTTH-1)', -99_900],
      ['credits-payments', 'Outage credit (FTTH-1)', 8_990],
    ]);
    expect(explainInvoiceChange(before, after).find((c) => c.group === 'plan-changes')).toMatchObject({
      previousDescription: 'Fibre 100/50 (FTTH-1)',
      previousCents: 89_900,
      currentCents: 109_900,
    });
  });

  it('pairs a once-off charge on both invoices with its twin and shows only a change of its amount', () => {
    const fee = (cents: number) => invoiceOf([line('once-off', null, 'Paper invoice fee', cents)]);
    expect(explainInvoiceChange(fee(2_500), fee(2_500))).toEqual([]);
    expect(explainInvoiceChange(fee(2_500), fee(3_000))).toMatchObject([{ group: 'once-off', previousCents: 2_500, currentCents: 3_000, amountCents: 500 }]);
  });

  it('shows a line of a kind it does not know as a once-off charge', () => {
    expect(explainInvoiceChange(invoiceOf([]), invoiceOf([line('refund', null, 'Refund', -1_000)]))).toMatchObject([{ group: 'once-off', amountCents: -1_000 }]);
  });

  it('carries a total that is not the sum of its lines as an adjustment', () => {
    expect(explainInvoiceChange(invoiceOf([]), { totalCents: 1_234, lines: [] })).toMatchObject([{ group: 'adjustments', description: 'Other adjustments', amountCents: 1_234 }]);
  });
});
