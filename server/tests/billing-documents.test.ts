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

/** The day the seed's collection for an invoice (idempotency key seed-<number>) went through. */
const collectedOn = async (invoiceTxNumber: string) => {
  const [collection] = await s.db.select({ completedAt: payments.completedAt }).from(payments).where(eq(payments.idempotencyKey, `seed-${invoiceTxNumber}`));
  return collection.completedAt!.toISOString().slice(0, 10);
};

/** config/instances/default.json provider, as a tax invoice names it. */
const SUPPLIER = {
  legalName: 'Customer Portal Telecoms (Pty) Ltd',
  registrationNumber: '2019/123456/07',
  vatNumber: '4123456789',
  address: ['1 Fibre Lane', 'Rosebank', 'Johannesburg', '2196'],
};

/** Each line splits into excl. + VAT at 15% (to the rounding of a cent), and each total is its column’s sum. */
function expectTaxFigures(view: InvoiceView) {
  for (const line of view.lines) {
    expect(cents(line.amountExclVat) + cents(line.vat)).toBe(cents(line.amount));
    expect(Math.abs(cents(line.vat) - 0.15 * cents(line.amountExclVat))).toBeLessThan(1);
  }
  expect(cents(view.totalExclVat)).toBe(view.lines.reduce((sum, l) => sum + cents(l.amountExclVat), 0));
  expect(cents(view.vatTotal)).toBe(view.lines.reduce((sum, l) => sum + cents(l.vat), 0));
  expect(cents(view.totalExclVat) + cents(view.vatTotal)).toBe(cents(view.total));
}

/** 'R 1 234.56' back to cents. */
const centsOf = (shownRand: string) => {
  const match = /^(-?)R ([\d ]+)\.(\d{2})$/.exec(shownRand);
  if (!match) throw new Error(`not a rand amount: ${shownRand}`);
  return (match[1] ? -1 : 1) * (Number(match[2].replace(/ /g, '')) * 100 + Number(match[3]));
};

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
  it('shows the account’s invoice as a tax invoice: supplier, customer, the database’s lines with their VAT, and totals that add up', async () => {
    const latest = await latestInvoiceOf(cusId);
    const { invoice, lines } = await invoiceRows(latest.invoiceTxNumber);
    const r = await s.call('billing.GetViewInvoice', { invoiceTxNumber: invoice.invoiceTxNumber }, customer);
    expect(r.status).toBe(200);
    const view = r.body.result as InvoiceView;
    expect(view).toMatchObject({
      invoiceTxNumber: invoice.invoiceTxNumber,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      total: Number(invoice.total),
      outstanding: Number(invoice.outstanding),
      status: invoice.status,
      customerName: 'Thandi Mokoena',
      accountCode: 'CUS1001',
      preview: false,
      supplier: SUPPLIER,
      customer: { name: 'Thandi Mokoena', accountCode: 'CUS1001', postalAddress: ['PO Box 1024', 'Johannesburg', '2000'] },
      vatRate: 0.15,
      paidDate: null,
    });
    expect(view.lines.map(({ description, quantity, unitPrice, amount }) => ({ description, quantity, unitPrice, amount }))).toEqual(
      lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: Number(l.unitPrice), amount: Number(l.amount) })),
    );
    expect(view.lines.length).toBeGreaterThan(5);
    expectTaxFigures(view);
    // The stored amounts include VAT: the fibre’s R 899.00 is R 781.74 and R 117.26 VAT.
    expect(view.lines.find((l) => l.description === 'Fibre 100/50 Mbps Uncapped (FTTH-100234)')).toMatchObject({ amount: 899, amountExclVat: 781.74, vat: 117.26 });
  });

  it('dates a paid invoice by the payment that paid it, and says nothing of a date the payments do not show', async () => {
    const first = (await s.db.select().from(invoices).where(eq(invoices.accountId, cusId)).orderBy(asc(invoices.invoiceDate)).limit(1))[0];
    expect(first.status).toBe('Paid');
    const paid = (await s.call('billing.GetViewInvoice', { invoiceTxNumber: first.invoiceTxNumber }, customer)).body.result as InvoiceView;
    // The day the seeded debit order collected it.
    expect(paid).toMatchObject({ status: 'Paid', outstanding: 0, paidDate: await collectedOn(first.invoiceTxNumber) });
    expectTaxFigures(paid);

    // Money that reached the invoices without a payment on record: the day is no longer known.
    const latest = await latestInvoiceOf(cusId);
    await s.db.update(invoices).set({ outstanding: '0.00', status: 'Paid' }).where(eq(invoices.id, latest.id));
    try {
      for (const number of [first.invoiceTxNumber, latest.invoiceTxNumber]) {
        const view = (await s.call('billing.GetViewInvoice', { invoiceTxNumber: number }, customer)).body.result as InvoiceView;
        expect(view).toMatchObject({ status: 'Paid', paidDate: null });
      }
    } finally {
      await s.db.update(invoices).set({ outstanding: latest.outstanding, status: latest.status }).where(eq(invoices.id, latest.id));
    }
  });

  it('dates an invoice paid on its own (not the oldest first) by the payment that recorded paying it', async () => {
    const unpaid = (await s.db.select().from(invoices).where(eq(invoices.accountId, acmeId)).orderBy(asc(invoices.dueDate))).filter((i) => Number(i.outstanding) > 0);
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    const [older, newer] = [unpaid[0], unpaid.at(-1)!];
    // What the ledger does when a person pays one invoice: that invoice first, and the payment says so.
    const [payment] = await s.db
      .insert(payments)
      .values({
        accountId: acmeId,
        kind: 'payment',
        idempotencyKey: 'test-pay-one-invoice-0001',
        requestHash: 'h',
        amount: newer.outstanding,
        status: 'succeeded',
        reference: 'PAY-T-ONE-INVOICE',
        message: `Invoice ${newer.invoiceTxNumber} ${rand(Number(newer.outstanding))}`,
        createdAt: new Date('2026-11-20T09:00:00Z'),
        completedAt: new Date('2026-11-20T09:01:00Z'),
      })
      .returning({ id: payments.id });
    await s.db.update(invoices).set({ outstanding: '0.00', status: 'Paid' }).where(eq(invoices.id, newer.id));
    try {
      const view = (await s.call('billing.GetViewInvoice', { invoiceTxNumber: newer.invoiceTxNumber }, acme)).body.result as InvoiceView;
      expect(view).toMatchObject({ status: 'Paid', paidDate: '2026-11-20' });
      expect((await s.call('billing.GetViewInvoice', { invoiceTxNumber: older.invoiceTxNumber }, acme)).body.result).toMatchObject({ paidDate: null });

      // Without that record the same payment would have gone to the older invoice: the day is not known.
      await s.db.update(payments).set({ message: null }).where(eq(payments.id, payment.id));
      expect((await s.call('billing.GetViewInvoice', { invoiceTxNumber: newer.invoiceTxNumber }, acme)).body.result).toMatchObject({ status: 'Paid', paidDate: null });
    } finally {
      await s.db.update(invoices).set({ outstanding: newer.outstanding, status: newer.status }).where(eq(invoices.id, newer.id));
      await s.db.delete(payments).where(eq(payments.id, payment.id));
    }
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
  it('is a real PDF tax invoice: supplier, customer, number and dates, every line with its VAT, totals that add up', async () => {
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
    expect(pdf.info.Title).toBe(`Tax Invoice ${invoice.invoiceTxNumber}`);
    expect(pdf.info.Author).toBe(BRAND);
    expect(pdf.rows.slice(0, 2)).toEqual([[BRAND], ['Tax Invoice']]);
    // The supplier on the left, the customer on the right.
    expect(pdf.rows).toContainEqual(['FROM', 'TO']);
    expect(pdf.rows).toContainEqual([SUPPLIER.legalName, 'Thandi Mokoena']);
    expect(pdf.rows).toContainEqual([`Registration number: ${SUPPLIER.registrationNumber}`, 'Account code: CUS1001']);
    expect(pdf.rows).toContainEqual([`VAT number: ${SUPPLIER.vatNumber}`, 'PO Box 1024']);
    for (const line of SUPPLIER.address) expect(pdf.rows.flat()).toContain(line);
    expect(pdf.rows).toContainEqual(['Invoice number', invoice.invoiceTxNumber]);
    expect(pdf.rows).toContainEqual(['Invoice date', shown(invoice.invoiceDate)]);
    expect(pdf.rows).toContainEqual(['Due date', shown(invoice.dueDate)]);
    expect(pdf.rows).toContainEqual(['Status', invoice.status]);

    const header = pdf.rows.findIndex((row) => row[0] === 'Description');
    expect(pdf.rows[header]).toEqual(['Description', 'Quantity', 'Excl. VAT', 'VAT', 'Incl. VAT']);
    const lineRows = pdf.rows.slice(header + 1, header + 1 + lines.length);
    expect(lineRows.map((row) => [row[0], row[1], row[4]])).toEqual(lines.map((l) => [l.description, String(l.quantity), rand(Number(l.amount))]));
    // Read back from the PDF: every line’s excl. + VAT is its incl., and the VAT lines add up to the VAT total.
    for (const row of lineRows) {
      expect(row).toHaveLength(5);
      expect(centsOf(row[2]) + centsOf(row[3])).toBe(centsOf(row[4]));
      expect(Math.abs(centsOf(row[3]) - 0.15 * centsOf(row[2]))).toBeLessThan(1);
    }
    const totalOf = (label: string) => {
      const row = pdf.rows.find((r) => r[0] === label);
      expect(row).toHaveLength(2);
      return centsOf(row![1]);
    };
    const [exclusive, vat, inclusive] = [totalOf('Total excl. VAT'), totalOf('VAT 15%'), totalOf('Total incl. VAT')];
    expect(vat).toBe(lineRows.reduce((sum, row) => sum + centsOf(row[3]), 0));
    expect(exclusive).toBe(lineRows.reduce((sum, row) => sum + centsOf(row[2]), 0));
    expect(exclusive + vat).toBe(inclusive);
    expect(inclusive).toBe(cents(invoice.total));
    expect(vat).toBeGreaterThan(0);
    expect(totalOf('Outstanding')).toBe(cents(invoice.outstanding));
    expect(Number(invoice.outstanding)).toBeGreaterThan(0);
    expect(pdf.text).toContain('Prices include VAT at 15%.');
    expect(pdf.text).toContain(`Please pay the outstanding ${rand(Number(invoice.outstanding))}. Due date: ${shown(invoice.dueDate)}.`);
  });

  it('says when a paid invoice was paid', async () => {
    const first = (await s.db.select().from(invoices).where(eq(invoices.accountId, cusId)).orderBy(asc(invoices.invoiceDate)).limit(1))[0];
    const pdf = readPdf((await download('billing.doc.DownloadPDFInvoice', { invoiceTxNumber: first.invoiceTxNumber }, customer)).bytes);
    const paidOn = shown(await collectedOn(first.invoiceTxNumber));
    expect(pdf.rows).toContainEqual(['Status', `Paid on ${paidOn}`]);
    expect(pdf.rows).toContainEqual(['Outstanding', 'R 0.00']);
    expect(pdf.text).toContain(`Paid in full on ${paidOn}. Thank you.`);
  });

  it('says “Partly paid” with what is outstanding for an invoice paid in part, in the PDF and the workbook', async () => {
    const latest = await latestInvoiceOf(cusId);
    const outstanding = (Number(latest.total) - 100).toFixed(2);
    await s.db.update(invoices).set({ outstanding }).where(eq(invoices.id, latest.id));
    try {
      const expected = `Partly paid: ${rand(Number(outstanding))} outstanding`;
      const pdf = readPdf((await download('billing.doc.DownloadPDFInvoice', { invoiceTxNumber: latest.invoiceTxNumber }, customer)).bytes);
      expect(pdf.rows).toContainEqual(['Status', expected]);
      expect(pdf.text).not.toContain('Unpaid');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download('billing.doc.DownloadExcelInvoice', { invoiceTxNumber: latest.invoiceTxNumber }, customer)).bytes as unknown as ArrayBuffer);
      const statusRow = workbook.getWorksheet('Invoice')!.getRows(1, 40)!.find((row) => row.getCell(1).value === 'Status')!;
      expect(statusRow.getCell(2).value).toBe(expected);
    } finally {
      await s.db.update(invoices).set({ outstanding: latest.outstanding }).where(eq(invoices.id, latest.id));
    }
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
  it('is a workbook with the same supplier, lines, VAT and totals as the view, numbers as numbers in the money format', async () => {
    const first = (await s.db.select().from(invoices).where(eq(invoices.accountId, cusId)).orderBy(asc(invoices.invoiceDate)).limit(1))[0];
    const { invoice, lines } = await invoiceRows(first.invoiceTxNumber);
    const view = (await s.call('billing.GetViewInvoice', { invoiceTxNumber: invoice.invoiceTxNumber }, customer)).body.result as InvoiceView;
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
    expect(values.slice(0, 2)).toEqual([[BRAND], ['Tax Invoice']]);
    expect(values).toContainEqual(['Supplier', SUPPLIER.legalName]);
    expect(values).toContainEqual(['Registration number', SUPPLIER.registrationNumber]);
    expect(values).toContainEqual(['VAT number', SUPPLIER.vatNumber]);
    expect(values).toContainEqual(['Supplier address', SUPPLIER.address.join(', ')]);
    expect(values).toContainEqual(['Customer', 'Thandi Mokoena']);
    expect(values).toContainEqual(['Account code', 'CUS1001']);
    expect(values).toContainEqual(['Postal address', 'PO Box 1024, Johannesburg, 2000']);
    expect(values).toContainEqual(['Invoice number', invoice.invoiceTxNumber]);
    expect(values).toContainEqual(['Invoice date', new Date(`${invoice.invoiceDate}T00:00:00Z`)]);
    expect(values).toContainEqual(['Due date', new Date(`${invoice.dueDate}T00:00:00Z`)]);
    expect(values).toContainEqual(['Status', 'Paid']);
    expect(values).toContainEqual(['Paid on', new Date(`${await collectedOn(invoice.invoiceTxNumber)}T00:00:00Z`)]);

    const header = values.findIndex((v) => v[0] === 'Description');
    expect(values[header]).toEqual(['Description', 'Quantity', 'Excl. VAT', 'VAT', 'Incl. VAT']);
    const body = values.slice(header + 1, header + 1 + lines.length);
    expect(body).toEqual(view.lines.map((l) => [l.description, l.quantity, l.amountExclVat, l.vat, l.amount]));
    expect(body.map((b) => [b[0], b[4]])).toEqual(lines.map((l) => [l.description, Number(l.amount)]));
    const firstLine = rowNumbers[header + 1];
    const lastLine = firstLine + lines.length - 1;
    const totalsRow = lastLine + 1;
    expect(sheet.getCell(totalsRow, 1).value).toBe('Totals (VAT 15%)');
    // Each total sits under its own column as the sum of that column's lines, holding the invoice's own figure.
    for (const [column, letter, expected] of [[3, 'C', view.totalExclVat], [4, 'D', view.vatTotal], [5, 'E', Number(invoice.total)]] as const) {
      const total = sheet.getCell(totalsRow, column).value as { formula: string; result: number };
      expect(total.formula).toBe(`SUM(${letter}${firstLine}:${letter}${lastLine})`);
      expect(total.result).toBe(expected);
      let sum = 0;
      for (let row = firstLine; row <= lastLine; row++) sum += cents(sheet.getCell(row, column).value as number);
      expect(sum).toBe(cents(expected));
      expect(sheet.getCell(totalsRow, column).numFmt).toContain('"R" #,##0.00');
    }
    expect(sheet.getCell(totalsRow + 1, 1).value).toBe('Outstanding');
    expect(sheet.getCell(totalsRow + 1, 5).value).toBe(0);
    expect(cents(view.totalExclVat) + cents(view.vatTotal)).toBe(cents(invoice.total));

    for (const [row, column] of [[firstLine, 3], [firstLine, 4], [firstLine, 5], [totalsRow + 1, 5]]) {
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
        ...[['Fixed-LTE 50 GB', 'FLTE-400614', 349], ['Shared Data 50 GB', 'SHD-400715', 699], ['Wi-Fi Hotspot 20 GB', 'WIFI-400816', 149], ['Wholesale Fibre 100 Mbps', 'WSF-400917', 1199]]
          .concat([
            ['Email to Fax', 'FAXO-700917', 45],
            ['Business SMS', 'SMS-701018', 49],
            ['eScan Internet Security 3 Devices', 'ESC-701119', 49],
            ['Hosted Exchange Business', 'HEX-701220', 99],
            ['Domain Name .co.za', 'DOM-701321', 15],
            ['Geographic Number 011', 'NUM-701422', 35],
            ['Voice Bundle 500 Minutes', 'VCB-701523', 199],
            ['Bulk Mailer Starter', 'BLK-701624', 149],
            ['Co-location 2U', 'COL-800918', 899],
            ['Managed Firewall Small Office', 'MFW-120321', 399],
            ['UPS Rental 2 kVA', 'UPS-130422', 289],
          ])
          .map(
          ([product, tag, price]) => ({ description: `${product} (${tag})`, quantity: 1, unitPrice: price, amount: price }),
        ),
        { description: 'Router Rental (FTTH-NEW-001)', quantity: 1, unitPrice: 79, amount: 79 },
        { description: 'Static IP Address (FTTH-100234)', quantity: 1, unitPrice: 49.99, amount: 49.99 },
      ];
      expect(view.lines.map(({ description, quantity, unitPrice, amount }) => ({ description, quantity, unitPrice, amount }))).toEqual(expectedLines);
      // A preview shows its VAT the same way as an issued invoice.
      expectTaxFigures(view);
      expect(view.lines.at(-1)).toMatchObject({ amount: 49.99, amountExclVat: 43.47, vat: 6.52 });
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
        supplier: SUPPLIER,
        paidDate: null,
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
      // Paid by EFT on its due date: the debit order's mandate still awaits acceptance.
      ['2026-01-07', 'COL-INV1001-0002', 3927, 'EFT payment'],
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
    // From the provider, named as on its invoices, to the account.
    expect(pdf.rows).toContainEqual(['FROM', 'TO']);
    expect(pdf.rows).toContainEqual([SUPPLIER.legalName, 'Thandi Mokoena']);
    expect(pdf.rows).toContainEqual([`Registration number: ${SUPPLIER.registrationNumber}`, 'Account code: CUS1001']);
    expect(pdf.rows).toContainEqual([`VAT number: ${SUPPLIER.vatNumber}`]);
    for (const line of SUPPLIER.address) expect(pdf.rows.flat()).toContain(line);
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
    const lines = Array.from({ length: 70 }, (_, i) => {
      const amountCents = 145050 * (i + 1);
      const exclusiveCents = Math.round(amountCents / 1.15);
      return {
        description: `Virtual Data Centre 4 vCPU 16 GB, a description long enough to wrap onto a second line (VDC-${i + 1})`,
        quantity: i + 1,
        unitPrice: 1450.5,
        amountExclVat: exclusiveCents / 100,
        vat: (amountCents - exclusiveCents) / 100,
        amount: amountCents / 100,
      };
    });
    const total = lines.reduce((sum, l) => sum + cents(l.amount), 0) / 100;
    const bytes = await renderInvoicePdf(
      {
        invoiceTxNumber: 'INV-LONG-1',
        invoiceDate: '2026-11-01',
        dueDate: '2026-11-07',
        total,
        outstanding: total,
        status: 'Unpaid',
        customerName: 'Zoë Łukasz',
        accountCode: 'CUS9',
        preview: false,
        supplier: SUPPLIER,
        customer: { name: 'Zoë Łukasz', accountCode: 'CUS9', postalAddress: [] },
        vatRate: 0.15,
        lines,
        totalExclVat: lines.reduce((sum, l) => sum + cents(l.amountExclVat), 0) / 100,
        vatTotal: lines.reduce((sum, l) => sum + cents(l.vat), 0) / 100,
        paidDate: null,
      },
      BRAND,
    );
    const pdf = readPdf(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    expect(pdf.rows.filter((r) => r[0] === 'Description')).toHaveLength(pdf.numPages);
    for (let page = 1; page <= pdf.numPages; page += 1) expect(pdf.text).toContain(`${BRAND} · Tax Invoice INV-LONG-1 · Page ${page} of ${pdf.numPages}`);
    for (const line of lines) {
      const row = pdf.rows.find((r) => r.at(-4) === String(line.quantity) && r.at(-1) === rand(line.amount));
      expect(row).toBeDefined();
      // The first half of the description sits on the same line as its numbers, the rest right under it.
      expect(row![0]).toMatch(/^Virtual Data Centre/);
      expect(pdf.text).toContain(`(VDC-${line.quantity})`);
    }
    expect(pdf.rows).toContainEqual(['Total incl. VAT', rand(total)]);
    // Letters the built-in font lacks become their base letter or '?', never garble the rest.
    expect(pdf.rows).toContainEqual([SUPPLIER.legalName, 'Zoë ?ukasz']);
  });

  it('keeps text the standard PDF font can show and replaces the rest', () => {
    expect(pdfText('Zoë – “Ngcobo” € 5')).toBe('Zoë – “Ngcobo” € 5');
    expect(pdfText('Őrség ŉ 😀\tend')).toBe('Orség ? ? end');
  });
});
