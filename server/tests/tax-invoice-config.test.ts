import { spawnSync } from 'node:child_process';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { InvoiceView } from '@portal/contract/catalogue';
import { loadInstanceConfig } from '../src/app';
import { findRepoRoot } from '../src/paths';
import { startTestServer, type TestServer } from './support/test-server';

/** Another provider, with a VAT rate other than the default 15%: the tax invoice takes both from the instance config. */
const PROVIDER = {
  legalName: 'Coastal Fibre Co-operative (Pty) Ltd',
  registrationNumber: '2021/654321/07',
  vatNumber: '4999999999',
  address: ['PO Box 5', 'Umhlanga', '4320'],
  vatRate: 0.16,
};

let s: TestServer;
let customer: string;

beforeAll(async () => {
  const config = loadInstanceConfig(findRepoRoot(), 'default');
  s = await startTestServer({ instanceConfig: { ...config, provider: { ...config.provider, ...PROVIDER } } });
  customer = await s.signIn('0821234567');
});
afterAll(() => s.close());

const cents = (value: number) => Math.round(value * 100);

async function latestInvoice() {
  const list = (await s.call('billing.GetInvoices', { page: 1, pageSize: 1 }, customer)).body.result.invoices as { invoiceTxNumber: string }[];
  return (await s.call('billing.GetViewInvoice', { invoiceTxNumber: list[0].invoiceTxNumber }, customer)).body.result as InvoiceView;
}

const download = (name: string, invoiceTxNumber: string) =>
  s.app.inject({ method: 'POST', url: `/api/solid/isp-portal/download/${name}`, payload: { invoiceTxNumber }, headers: { 'x-portal-authorization': customer } });

describe('a tax invoice under another provider', () => {
  it('names that provider and charges its VAT rate, on screen, in the PDF and in the workbook', async () => {
    const view = await latestInvoice();
    const { vatRate, ...supplier } = PROVIDER;
    expect(view.supplier).toEqual(supplier);
    expect(view.vatRate).toBe(vatRate);
    // R 899.00 including 16% is R 775.00 and R 124.00 VAT.
    expect(view.lines.find((l) => l.description.startsWith('Fibre 100/50'))).toMatchObject({ amount: 899, amountExclVat: 775, vat: 124 });
    expect(cents(view.totalExclVat) + cents(view.vatTotal)).toBe(cents(view.total));

    const pdf = spawnSync(process.execPath, [path.join(__dirname, 'support', 'pdf-text.mjs')], { input: (await download('billing.doc.DownloadPDFInvoice', view.invoiceTxNumber)).rawPayload });
    const text = (JSON.parse(pdf.stdout.toString()) as { items: { str: string }[] }).items.map((i) => i.str);
    for (const expected of ['Tax Invoice', PROVIDER.legalName, `VAT number: ${PROVIDER.vatNumber}`, `Registration number: ${PROVIDER.registrationNumber}`, 'Umhlanga', 'VAT 16%']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('VAT 15%');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('billing.doc.DownloadExcelInvoice', view.invoiceTxNumber)).rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Invoice')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['Supplier', PROVIDER.legalName]);
    expect(rows).toContainEqual(['VAT number', PROVIDER.vatNumber]);
    // The VAT total sits under the VAT column, as the sum of the lines' VAT.
    expect((rows.find((r) => r[0] === 'Totals (VAT 16%)')?.[3] as { result: number }).result).toBe(view.vatTotal);
  });
});
