import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DATE_FORMAT_MESSAGE, type InvoiceView, type StatementView } from '@portal/contract/catalogue';
import { accounts, accountUsers, billAdditions, invoiceLines, invoices, payments, people, products, services } from '../src/db/schema';
import { renderInvoicePdf } from '../src/documents/invoice-pdf';
import { pdfText } from '../src/documents/pdf-layout';
import { RANGE_TOO_LONG_MESSAGE, START_AFTER_END_MESSAGE } from '../src/documents/statement';
import { startTestServer, type TestServer } from './support/test-server';

const GENEROUS = {
  perCellNumber: { name: 'otp-cell', max: 1000, windowMs: 600_000 },
  perClientAddress: { name: 'otp-ip', max: 1000, windowMs: 600_000 },
  failuresPerCellNumber: { name: 'otp-fail', max: 1000, windowMs: 3_600_000 },
};

/** CUS1001, Thandi Mokoena: twelve monthly invoices, the last unpaid. */
const CUSTOMER = '0821234567';
/** ENT2001, Acme Logistics: invoices of its own. */
const ENTERPRISE = '0831234567';
/** Made here: a user of CUS1001 without the billing module. */
const NO_BILLING = '0799990001';
/** config/instances/default.json brandName, which the server knows as ctx.rpName. */
const BRAND = 'Customer Portal';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let s: TestServer;
let customer: string;
let acme: string;
let noBilling: string;
let cusId: number;
let acmeId: number;

const accountIdOf = async (code: string) => (await s.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0].id;

beforeAll(async () => {
  s = await startTestServer({ otpLimits: GENEROUS });
  cusId = await accountIdOf('CUS1001');
  acmeId = await accountIdOf('ENT2001');
  const [person] = await s.db
    .insert(people)
    .values({ firstName: 'Nobill', lastName: 'Tester', email: 'nobill@example.com', cellNumber: NO_BILLING, termsAcceptedAt: new Date('2026-01-15T09:00:00Z') })
    .returning({ id: people.id });
  await s.db.insert(accountUsers).values({ personId: person.id, accountId: cusId, role: 'customer', portalModules: ['account'] });
  customer = await s.signIn(CUSTOMER);
  acme = await s.signIn(ENTERPRISE, 'ENT2001');
  noBilling = await s.signIn(NO_BILLING);
});
afterAll(() => s.close());

const download = async (name: string, body: unknown, token?: string) => {
  const r = await s.app.inject({
    method: 'POST',
    url: `/api/solid/isp-portal/download/${name}`,
    payload: body as object,
    headers: token ? { 'x-portal-authorization': token } : {},
  });
  return { status: r.statusCode, headers: r.headers, bytes: r.rawPayload, json: () => r.json() };
};

interface PdfRead {
  numPages: number;
  info: Record<string, string>;
  /** All text, one piece a line. */
  text: string;
  /** The text on each visual line (same page and baseline), left to right. */
  rows: string[][];
}

/** Parses the PDF with PDF.js in a separate process (see support/pdf-text.mjs). */
function readPdf(bytes: Buffer): PdfRead {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'support', 'pdf-text.mjs')], { input: bytes, maxBuffer: 50 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`PDF.js could not read the PDF: ${run.stderr.toString()}`);
  const parsed = JSON.parse(run.stdout.toString()) as { numPages: number; info: Record<string, string>; items: { page: number; x: number; y: number; str: string }[] };
  const byLine = new Map<string, { x: number; str: string }[]>();
  for (const item of parsed.items) {
    const key = `${item.page}:${Math.round(item.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), item]);
  }
  const rows = [...byLine.values()].map((cells) => cells.sort((a, b) => a.x - b.x).map((c) => c.str.trim()));
  return { numPages: parsed.numPages, info: parsed.info, text: parsed.items.map((i) => i.str).join('\n'), rows };
}

const rand = (amount: number) => {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${amount < 0 && cents > 0 ? '-' : ''}R ${whole}.${String(cents % 100).padStart(2, '0')}`;
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
const cents = (value: string | number) => Math.round(Number(value) * 100);

/** The invoice as the database has it, for comparison with what the portal produced. */
async function invoiceRows(invoiceTxNumber: string) {
  const [invoice] = await s.db.select().from(invoices).where(eq(invoices.invoiceTxNumber, invoiceTxNumber));
  const lines = await s.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.id));
  return { invoice, lines };
}

const latestInvoiceOf = async (accountId: number) =>
  (await s.db.select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(desc(invoices.invoiceDate)).limit(1))[0];

describe('guards', () => {
  it('needs a session and the billing module for every invoice and statement action and download', async () => {
    const number = (await latestInvoiceOf(cusId)).invoiceTxNumber;
    for (const token of [undefined, noBilling]) {
      const expected = token ? 403 : 401;
      expect((await s.call('billing.GetViewInvoice', { invoiceTxNumber: number }, token)).status).toBe(expected);
      expect((await s.call('billing.GetViewStatement', {}, token)).status).toBe(expected);
      expect((await download('billing.doc.DownloadPDFInvoice', { invoiceTxNumber: number }, token)).status).toBe(expected);
      expect((await download('billing.doc.DownloadExcelInvoice', { invoiceTxNumber: number }, token)).status).toBe(expected);
      const range = { exportStartDate: '2026-01-01', exportEndDate: '2026-06-30' };
      expect((await download('billing.doc.DownloadPDFStatementDocument', range, token)).status).toBe(expected);
    }
  });

  it('refuses bodies the contract does not allow', async () => {
    expect((await s.call('billing.GetViewInvoice', {}, customer)).status).toBe(400);
    expect((await s.call('billing.GetViewInvoice', { isNextNext: false }, customer)).status).toBe(400);
    expect((await s.call('billing.GetViewInvoice', { invoiceTxNumber: 'X', accountId: acmeId }, customer)).status).toBe(400);
    expect((await download('billing.doc.DownloadPDFInvoice', { invoiceTxNumber: '' }, customer)).status).toBe(400);
    expect((await download('billing.doc.DownloadPDFStatementDocument', { exportStartDate: '2026-01-01' }, customer)).status).toBe(400);
  });
});

describe('billing.GetViewInvoice', () => {
  it('shows the account’s invoice exactly as the database has it', async () => {
    const latest = await latestInvoiceOf(cusId);
    const { invoice, lines } = await invoiceRows(latest.invoiceTxNumber);
    const r = await s.call('billing.GetViewInvoice', { invoiceTxNumber: invoice.invoiceTxNumber }, customer);
    expect(r.status).toBe(200);
    const view = r.body.result as InvoiceView;
    expect(view).toEqual({
      invoiceTxNumber: invoice.invoiceTxNumber,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      total: Number(invoice.total),
      outstanding: Number(invoice.outstanding),
      status: invoice.status,
      customerName: 'Thandi Mokoena',
      accountCode: 'CUS1001',
      preview: false,
      lines: lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: Number(l.unitPrice), amount: Number(l.amount) })),
    });
    expect(view.lines.length).toBeGreaterThan(5);
    expect(cents(view.total)).toBe(view.lines.reduce((sum, l) => sum + cents(l.amount), 0));
  });

  it('answers another account’s invoice number exactly as an unknown one, without its data', async () => {
    const theirs = await latestInvoiceOf(acmeId);
    const foreign = await s.call('billing.GetViewInvoice', { invoiceTxNumber: theirs.invoiceTxNumber }, customer);
    const unknown = await s.call('billing.GetViewInvoice', { invoiceTxNumber: 'INV9999-0001' }, customer);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body.errors).toEqual(unknown.body.errors);
    expect(foreign.body.errors[0].message).toBe('That invoice was not found.');
    expect(foreign.body.result).toBeNull();
    expect(JSON.stringify(foreign.body)).not.toContain('Acme');
    // The owner sees it.
    expect((await s.call('billing.GetViewInvoice', { invoiceTxNumber: theirs.invoiceTxNumber }, acme)).status).toBe(200);
  });
});

describe('billing.doc.DownloadPDFInvoice', () => {
  it('is a real PDF with the provider, the account, the invoice number and dates, every line, the total and outstanding', async () => {
    const latest = await latestInvoiceOf(cusId);
    const { invoice, lines } = await invoiceRows(latest.invoiceTxNumber);
    const r = await download('billing.doc.DownloadPDFInvoice', { invoiceTxNumber: invoice.invoiceTxNumber }, customer);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="Invoice ${invoice.invoiceTxNumber}.pdf"`);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = readPdf(r.bytes);
    expect(pdf.info.Title).toBe(`Invoice ${invoice.invoiceTxNumber}`);
    expect(pdf.info.Author).toBe(BRAND);
    expect(pdf.rows.slice(0, 2)).toEqual([[BRAND], ['Invoice']]);
    expect(pdf.rows).toContainEqual(['Customer', 'Thandi Mokoena']);
    expect(pdf.rows).toContainEqual(['Account code', 'CUS1001']);
    expect(pdf.rows).toContainEqual(['Invoice number', invoice.invoiceTxNumber]);
    expect(pdf.rows).toContainEqual(['Invoice date', shown(invoice.invoiceDate)]);
    expect(pdf.rows).toContainEqual(['Due date', shown(invoice.dueDate)]);
    expect(pdf.rows).toContainEqual(['Description', 'Quantity', 'Unit price', 'Amount']);
    for (const line of lines) {
      expect(pdf.rows).toContainEqual([line.description, String(line.quantity), rand(Number(line.unitPrice)), rand(Number(line.amount))]);
    }
    expect(pdf.rows).toContainEqual(['Total', rand(Number(invoice.total))]);
    expect(pdf.rows).toContainEqual(['Outstanding', rand(Number(invoice.outstanding))]);
    expect(Number(invoice.outstanding)).toBeGreaterThan(0);
  });

  it('gives another account’s invoice and an unknown one the same 404, and no file', async () => {
    const theirs = await latestInvoiceOf(acmeId);
    for (const name of ['billing.doc.DownloadPDFInvoice', 'billing.doc.DownloadExcelInvoice']) {
      const foreign = await download(name, { invoiceTxNumber: theirs.invoiceTxNumber }, customer);
      const unknown = await download(name, { invoiceTxNumber: 'INV9999-0001' }, customer);
      expect([foreign.status, unknown.status]).toEqual([404, 404]);
      expect(foreign.headers['content-disposition']).toBeUndefined();
      expect(foreign.headers['content-type']).toMatch(/^application\/json/);
      expect(foreign.json().errors).toEqual(unknown.json().errors);
      expect(foreign.bytes.toString()).not.toContain('Acme');
    }
  });
});

describe('billing.doc.DownloadExcelInvoice', () => {
  it('is a workbook with the same lines and total, numbers as numbers in the money format', async () => {
    const first = (await s.db.select().from(invoices).where(eq(invoices.accountId, cusId)).orderBy(asc(invoices.invoiceDate)).limit(1))[0];
    const { invoice, lines } = await invoiceRows(first.invoiceTxNumber);
    const r = await download('billing.doc.DownloadExcelInvoice', { invoiceTxNumber: invoice.invoiceTxNumber }, customer);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(XLSX);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="Invoice ${invoice.invoiceTxNumber}.xlsx"`);
    expect(r.headers['cache-control']).toBe('no-store');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Invoice')!;
    const values: unknown[][] = [];
    const rowNumbers: number[] = [];
    sheet.eachRow((row, rowNumber) => {
      values.push((row.values as unknown[]).slice(1));
      rowNumbers.push(rowNumber);
    });
    expect(values[0]).toEqual([BRAND]);
    expect(values).toContainEqual(['Customer', 'Thandi Mokoena']);
    expect(values).toContainEqual(['Account code', 'CUS1001']);
    expect(values).toContainEqual(['Invoice number', invoice.invoiceTxNumber]);
    expect(values).toContainEqual(['Invoice date', new Date(`${invoice.invoiceDate}T00:00:00Z`)]);
    expect(values).toContainEqual(['Due date', new Date(`${invoice.dueDate}T00:00:00Z`)]);

    const header = values.findIndex((v) => v[0] === 'Description');
    expect(values[header]).toEqual(['Description', 'Quantity', 'Unit price', 'Amount']);
    const body = values.slice(header + 1, header + 1 + lines.length);
    expect(body).toEqual(lines.map((l) => [l.description, l.quantity, Number(l.unitPrice), Number(l.amount)]));
    expect(values[header + 1 + lines.length]).toEqual(['Total', undefined, undefined, Number(invoice.total)]);
    expect(values[header + 2 + lines.length]).toEqual(['Outstanding', undefined, undefined, Number(invoice.outstanding)]);

    const firstLine = rowNumbers[header + 1];
    for (const [row, column] of [[firstLine, 3], [firstLine, 4], [firstLine + lines.length, 4], [firstLine + lines.length + 1, 4]]) {
      expect(typeof sheet.getCell(row, column).value).toBe('number');
      expect(sheet.getCell(row, column).numFmt).toContain('"R" #,##0.00');
    }
    expect(typeof sheet.getCell(firstLine, 2).value).toBe('number');
  });
});

describe('billing.GetViewInvoice isNextNext', () => {
  it('previews the next invoice: active services at their last price, a never-invoiced service at list price, once-off charges since the last invoice', async () => {
    const latest = await latestInvoiceOf(cusId);
    const { lines: billed } = await invoiceRows(latest.invoiceTxNumber);
    const [staticIp, router] = await s.db
      .insert(products)
      .values([
        { name: 'Static IP Address', category: 'connectivity', serviceType: 'ftth', price: '49.99' },
        { name: 'Router Rental', category: 'connectivity', serviceType: 'ftth', price: '79.00' },
      ])
      .returning({ id: products.id });
    await s.db.insert(services).values({ accountId: cusId, category: 'connectivity', type: 'ftth', serviceTag: 'FTTH-NEW-001', product: 'Router Rental', status: 'Active' });
    await s.db.update(services).set({ status: 'Suspended' }).where(eq(services.serviceTag, 'LTE-200311'));
    const addition = { accountId: cusId, productId: staticIp.id, serviceTag: 'FTTH-100234', amount: '49.99', createdAt: new Date('2026-11-20T10:00:00Z') };
    await s.db.insert(billAdditions).values([
      { ...addition, description: 'Static IP Address (FTTH-100234)', reference: 'ATB-T1' },
      // Added before the last invoice: it was billed then, not again.
      { ...addition, description: 'Old once-off', reference: 'ATB-T0', createdAt: new Date('2026-10-15T10:00:00Z') },
      // Another account's charge never shows here.
      { ...addition, accountId: acmeId, description: 'Acme once-off', reference: 'ATB-T2' },
    ]);
    try {
      const r = await s.call('billing.GetViewInvoice', { isNextNext: true }, customer);
      expect(r.status).toBe(200);
      const view = r.body.result as InvoiceView;
      const expectedLines = [
        ...billed
          .filter((l) => !l.description.includes('LTE-200311'))
          .map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: Number(l.unitPrice), amount: Number(l.amount) })),
        // CUS1001's services added this month, not yet invoiced.
        ...[['Fixed-LTE 50 GB', 'FLTE-400614', 349], ['Shared Data 50 GB', 'SHD-400715', 699], ['Wi-Fi Hotspot 20 GB', 'WIFI-400816', 149], ['Wholesale Fibre 100 Mbps', 'WSF-400917', 1199]].map(
          ([product, tag, price]) => ({ description: `${product} (${tag})`, quantity: 1, unitPrice: price, amount: price }),
        ),
        { description: 'Router Rental (FTTH-NEW-001)', quantity: 1, unitPrice: 79, amount: 79 },
        { description: 'Static IP Address (FTTH-100234)', quantity: 1, unitPrice: 49.99, amount: 49.99 },
      ];
      expect(view.lines).toEqual(expectedLines);
      const totalCents = expectedLines.reduce((sum, l) => sum + cents(l.amount), 0);
      expect(view).toMatchObject({
        preview: true,
        status: 'Preview',
        invoiceDate: '2026-12-01',
        dueDate: '2026-12-07',
        customerName: 'Thandi Mokoena',
        accountCode: 'CUS1001',
        total: totalCents / 100,
        outstanding: totalCents / 100,
      });
      // Not stored: nothing was issued.
      expect((await latestInvoiceOf(cusId)).id).toBe(latest.id);
      expect(router.id).toBeGreaterThan(0);
    } finally {
      await s.db.update(services).set({ status: 'Active' }).where(eq(services.serviceTag, 'LTE-200311'));
      await s.db.delete(services).where(eq(services.serviceTag, 'FTTH-NEW-001'));
      await s.db.delete(billAdditions).where(eq(billAdditions.serviceTag, 'FTTH-100234'));
    }
  });
});

describe('statements on the demo data', () => {
  it('close at the balance Payments & Billing shows: the seeded collections paid the paid invoices', async () => {
    const balance = (await s.call('billing.GetBillingDetails', {}, customer)).body.result.balance;
    const st = (await s.call('billing.GetViewStatement', { exportStartDate: '2025-01-01', exportEndDate: '2026-11-22' }, customer)).body.result as StatementView;
    expect(st.openingBalance).toBe(0);
    expect(st.closingBalance).toBe(balance);
  });
});

describe('statements', () => {
  const at = (iso: string) => new Date(iso);
  const payment = (accountId: number, reference: string, amount: string, completedAt: string, extra: Partial<typeof payments.$inferInsert> = {}) => ({
    accountId,
    kind: 'payment',
    idempotencyKey: `key-${reference}-0000000000`,
    requestHash: 'h',
    amount,
    status: 'succeeded',
    reference,
    createdAt: at(completedAt),
    completedAt: at(completedAt),
    ...extra,
  });

  beforeAll(async () => {
    await s.db.insert(payments).values([
      payment(cusId, 'PAY-T-2025', '3000.00', '2025-12-20T09:00:00Z', { kind: 'debit-order' }),
      payment(cusId, 'PAY-T-JAN', '4368.00', '2026-01-07T06:00:00Z', { kind: 'debit-order' }),
      payment(cusId, 'PAY-T-MAR', '1000.50', '2026-03-15T12:00:00Z'),
      payment(cusId, 'PAY-T-JUL', '2500.25', '2026-07-10T12:00:00Z'),
      // Neither of these moved money, and the last is another account's.
      payment(cusId, 'PAY-T-FAILED', '999.00', '2026-03-16T12:00:00Z', { status: 'failed' }),
      payment(cusId, 'PAY-T-CAPTURE', '1.00', '2026-03-17T12:00:00Z', { kind: 'capture' }),
      payment(cusId, 'PAY-T-PAYHOST', '1.00', '2026-03-17T13:00:00Z', { kind: 'payhost' }),
      payment(acmeId, 'PAY-T-ACME', '777.00', '2026-03-18T12:00:00Z'),
    ]);
  });

  /** Opening balance worked out from the rows directly: invoiced before the start less received before it. */
  async function expectedOpening(startDate: string) {
    const invoiced = await s.db.select({ total: invoices.total, date: invoices.invoiceDate }).from(invoices).where(eq(invoices.accountId, cusId));
    const received = await s.db.select().from(payments).where(and(eq(payments.accountId, cusId), eq(payments.status, 'succeeded')));
    return (
      invoiced.filter((i) => i.date < startDate).reduce((sum, i) => sum + cents(i.total), 0) -
      received.filter((p) => !['capture', 'payhost'].includes(p.kind) && p.completedAt!.toISOString().slice(0, 10) < startDate).reduce((sum, p) => sum + cents(p.amount), 0)
    );
  }

  it('lists the period’s invoices as debits and its succeeded payments as credits, and the balances add up', async () => {
    const r = await s.call('billing.GetViewStatement', { exportStartDate: '2026-01-01', exportEndDate: '2026-06-30' }, customer);
    expect(r.status).toBe(200);
    const st = r.body.result as StatementView;
    expect(st).toMatchObject({ customerName: 'Thandi Mokoena', accountCode: 'CUS1001', startDate: '2026-01-01', endDate: '2026-06-30' });

    const periodInvoices = (await s.db.select().from(invoices).where(eq(invoices.accountId, cusId)).orderBy(asc(invoices.invoiceDate))).filter(
      (i) => i.invoiceDate >= '2026-01-01' && i.invoiceDate <= '2026-06-30',
    );
    expect(periodInvoices).toHaveLength(6);
    expect(st.entries.filter((e) => e.debit > 0).map((e) => [e.date, e.reference, e.debit])).toEqual(periodInvoices.map((i) => [i.invoiceDate, i.invoiceTxNumber, Number(i.total)]));
    const creditRows = st.entries.filter((e) => e.credit > 0).map((e) => [e.date, e.reference, e.credit, e.description]);
    // The seeded collections that paid the invoices, and the test's own payments; never a failed one, a card registration or another account's.
    expect(creditRows).toEqual(expect.arrayContaining([
      ['2026-01-07', 'COL-INV1001-0002', 3927, 'Debit order collection'],
      ['2026-01-07', 'PAY-T-JAN', 4368, 'Debit order collection'],
      ['2026-03-15', 'PAY-T-MAR', 1000.5, 'Card payment'],
    ]));
    const received = (await s.db.select().from(payments).where(and(eq(payments.accountId, cusId), eq(payments.status, 'succeeded')))).filter(
      (p) => !['capture', 'payhost'].includes(p.kind) && p.completedAt!.toISOString().slice(0, 10) >= '2026-01-01' && p.completedAt!.toISOString().slice(0, 10) <= '2026-06-30',
    );
    expect(creditRows.map((c) => c[1]).sort()).toEqual(received.map((p) => p.reference).sort());

    expect(cents(st.openingBalance)).toBe(await expectedOpening('2026-01-01'));
    let running = cents(st.openingBalance);
    for (const entry of st.entries) {
      running += cents(entry.debit) - cents(entry.credit);
      expect(cents(entry.balance)).toBe(running);
    }
    const debits = st.entries.reduce((sum, e) => sum + cents(e.debit), 0);
    const credits = st.entries.reduce((sum, e) => sum + cents(e.credit), 0);
    expect(cents(st.closingBalance)).toBe(cents(st.openingBalance) + debits - credits);
    expect(cents(st.closingBalance)).toBe(running);

    // The next period opens where this one closed.
    const next = (await s.call('billing.GetViewStatement', { exportStartDate: '2026-07-01', exportEndDate: '2026-11-22' }, customer)).body.result as StatementView;
    expect(next.openingBalance).toBe(st.closingBalance);
    expect(next.entries.map((e) => e.reference)).toContain('PAY-T-JUL');
    expect(JSON.stringify(next)).not.toContain('PAY-T-ACME');
  });

  it('covers the last 6 months when no dates are given, and accepts / as the separator', async () => {
    const r = await s.call('billing.GetViewStatement', {}, customer);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ startDate: '2026-06-01', endDate: '2026-11-22' });
    expect((r.body.result as StatementView).entries.filter((e) => e.debit > 0)).toHaveLength(6);
    const slashed = await s.call('billing.GetViewStatement', { exportStartDate: '2026/1/1', exportEndDate: '2026/06/30' }, customer);
    expect(slashed.body.result).toMatchObject({ startDate: '2026-01-01', endDate: '2026-06-30' });
  });

  it.each([
    [{ exportStartDate: '2026-13-01', exportEndDate: '2026-06-30' }, 'exportStartDate', DATE_FORMAT_MESSAGE],
    [{ exportStartDate: '2026-01-01', exportEndDate: '2026-02-30' }, 'exportEndDate', DATE_FORMAT_MESSAGE],
    [{ exportStartDate: '01-01-2026', exportEndDate: '2026-06-30' }, 'exportStartDate', DATE_FORMAT_MESSAGE],
    [{ exportStartDate: '2026-01/01', exportEndDate: '2026-06-30' }, 'exportStartDate', DATE_FORMAT_MESSAGE],
    [{ exportStartDate: '2026-07-01', exportEndDate: '2026-06-30' }, 'exportStartDate', START_AFTER_END_MESSAGE],
    [{ exportStartDate: '2024-01-01', exportEndDate: '2026-01-01' }, 'exportEndDate', RANGE_TOO_LONG_MESSAGE],
  ])('refuses %j with a 400 naming %s, in the view and the download', async (body, field, message) => {
    const view = await s.call('billing.GetViewStatement', body, customer);
    expect(view.status).toBe(400);
    expect(view.body.errors[0]).toMatchObject({ field });
    expect(view.body.errors[0].message).toContain(message);

    const file = await download('billing.doc.DownloadPDFStatementDocument', body, customer);
    expect(file.status).toBe(400);
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.json().errors[0]).toMatchObject({ field });
    expect(file.json().errors[0].message).toContain(message);
  });

  it('allows exactly two years', async () => {
    expect((await s.call('billing.GetViewStatement', { exportStartDate: '2024-01-01', exportEndDate: '2025-12-31' }, customer)).status).toBe(200);
  });

  it('downloads as a PDF with the period, the opening balance, every entry and the closing balance', async () => {
    const range = { exportStartDate: '2026-01-01', exportEndDate: '2026-06-30' };
    const view = (await s.call('billing.GetViewStatement', range, customer)).body.result as StatementView;
    const r = await download('billing.doc.DownloadPDFStatementDocument', range, customer);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe('attachment; filename="Statement 2026-01-01 to 2026-06-30.pdf"');
    expect(r.headers['x-content-type-options']).toBe('nosniff');

    const pdf = readPdf(r.bytes);
    expect(pdf.info.Title).toBe('Statement 2026-01-01 to 2026-06-30');
    expect(pdf.rows.slice(0, 2)).toEqual([[BRAND], ['Statement']]);
    expect(pdf.rows).toContainEqual(['Account code', 'CUS1001']);
    expect(pdf.rows).toContainEqual(['Period', '1 Jan 2026 to 30 Jun 2026']);
    expect(pdf.rows).toContainEqual(['Opening balance', rand(view.openingBalance)]);
    expect(pdf.rows).toContainEqual(['Closing balance', rand(view.closingBalance)]);
    expect(pdf.rows).toContainEqual(['1 Jan 2026', 'Opening balance', rand(view.openingBalance)]);
    for (const e of view.entries) {
      const amount = e.debit ? rand(e.debit) : rand(e.credit);
      expect(pdf.rows).toContainEqual([shown(e.date), e.description, e.reference, amount, rand(e.balance)]);
    }
    expect(pdf.rows).toContainEqual(['30 Jun 2026', 'Closing balance', rand(view.closingBalance)]);
    // Six invoices, the six collections that paid them, and the test's two payments in the period.
    expect(view.entries.length).toBe(14);
  });

  it('names the file by the normalised dates when they are written with /', async () => {
    const r = await download('billing.doc.DownloadPDFStatementDocument', { exportStartDate: '2026/1/1', exportEndDate: '2026/3/31' }, customer);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toBe('attachment; filename="Statement 2026-01-01 to 2026-03-31.pdf"');
  });
});

describe('document layout', () => {
  it('breaks a long invoice over pages without splitting a line, repeating the header and numbering the pages', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      description: `Virtual Data Centre 4 vCPU 16 GB, a description long enough to wrap onto a second line (VDC-${i + 1})`,
      quantity: i + 1,
      unitPrice: 1450.5,
      amount: (145050 * (i + 1)) / 100,
    }));
    const total = lines.reduce((sum, l) => sum + cents(l.amount), 0) / 100;
    const bytes = await renderInvoicePdf(
      { invoiceTxNumber: 'INV-LONG-1', invoiceDate: '2026-11-01', dueDate: '2026-11-07', total, outstanding: total, status: 'Unpaid', customerName: 'Zoë Łukasz', accountCode: 'CUS9', preview: false, lines },
      BRAND,
    );
    const pdf = readPdf(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    expect(pdf.rows.filter((r) => r[0] === 'Description')).toHaveLength(pdf.numPages);
    for (let page = 1; page <= pdf.numPages; page += 1) expect(pdf.text).toContain(`${BRAND} · Invoice INV-LONG-1 · Page ${page} of ${pdf.numPages}`);
    for (const line of lines) {
      const row = pdf.rows.find((r) => r.at(-3) === String(line.quantity) && r.at(-1) === rand(line.amount));
      expect(row).toBeDefined();
      // The first half of the description sits on the same line as its numbers, the rest right under it.
      expect(row![0]).toMatch(/^Virtual Data Centre/);
      expect(pdf.text).toContain(`(VDC-${line.quantity})`);
    }
    expect(pdf.rows).toContainEqual(['Total', rand(total)]);
    // Letters the built-in font lacks become their base letter or '?', never garble the rest.
    expect(pdf.rows).toContainEqual(['Customer', 'Zoë ?ukasz']);
  });

  it('keeps text the standard PDF font can show and replaces the rest', () => {
    expect(pdfText('Zoë – “Ngcobo” € 5')).toBe('Zoë – “Ngcobo” € 5');
    expect(pdfText('Őrség ŉ 😀\tend')).toBe('Orség ? ? end');
  });
});
