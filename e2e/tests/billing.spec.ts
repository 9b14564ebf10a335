import { expect, test, type Page } from '../support/test';
import ExcelJS from 'exceljs';
import { callAsPage } from '../support/api';
import { pdfText } from '../support/documents';
import { DEMO, signIn } from '../support/sign-in';

interface Summary {
  balance: number;
  billingDetails: { debitOrderDetailsBean: { accountNumberObfuscated: string; accountHolder: string } | null };
}
interface InvoiceView {
  invoiceTxNumber: string;
  customerName: string;
  total: number;
  lines: { description: string; amount: number }[];
}

async function openBilling(page: Page, cellNumber: string) {
  await page.goto('/login?nextURL=%2Faccount%2Fbilling-details');
  await signIn(page, cellNumber);
  await expect(page).toHaveURL(/\/account\/billing-details$/);
  await expect(page.getByRole('heading', { name: 'Payments & Billing', level: 2 })).toBeVisible();
}

/** Rand as the portal and its documents write it: 'R 3 927.00'. */
const rand = (amount: number) => `R ${Math.floor(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${String(Math.round(amount * 100) % 100).padStart(2, '0')}`;

async function payOnGateway(page: Page, card: string) {
  await expect(page).toHaveURL(/\/gateway-sim\//);
  await page.getByLabel('Card holder').fill('T Mokoena');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole('button', { name: /^Pay R/ }).click();
}

test.describe('payments and billing', () => {
  test('edit a debit order: bad input gets the spec messages and saves nothing, good input is saved', async ({ page }) => {
    await openBilling(page, DEMO.customer);
    const before = await callAsPage<Summary>(page, 'billing.GetBillingDetails');

    await page.getByRole('button', { name: 'Edit Payment Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Payment Info' });
    await expect(dialog.getByRole('radio', { name: /Debit order/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeDisabled();
    await dialog.getByLabel('Account holder name').fill('');
    await dialog.getByLabel('Account number').fill('12ab');
    await dialog.getByLabel('Branch code').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('The Account holder name field is required.')).toBeVisible();
    await expect(dialog.getByText('The Account number field may only contain numeric characters.')).toBeVisible();
    await expect(dialog.getByText('Please accept the authorisation declaration to continue')).toBeVisible();
    expect(await callAsPage<Summary>(page, 'billing.GetBillingDetails')).toEqual(before);

    await dialog.getByLabel('Account holder name').fill('T Mokoena-Smith');
    await dialog.getByLabel('Account number').fill('62012345678');
    await dialog.getByLabel('Branch code').fill('250655');
    await dialog.getByRole('checkbox', { name: /I, Thandi Mokoena, authorise/ }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    const after = await callAsPage<Summary>(page, 'billing.GetBillingDetails');
    expect(after.billingDetails.debitOrderDetailsBean).toMatchObject({ accountHolder: 'T Mokoena-Smith', accountNumberObfuscated: expect.stringMatching(/^\*+5678$/) });
    await page.reload();
    await expect(page.getByText(after.billingDetails.debitOrderDetailsBean!.accountNumberObfuscated, { exact: true })).toBeVisible();
    await expect(page.getByText('T Mokoena-Smith')).toBeVisible();
  });

  test('pay by card through the gateway: a declined card changes nothing, then a good card pays the balance once', async ({ page }) => {
    await openBilling(page, DEMO.customer);
    const { balance } = await callAsPage<Summary>(page, 'billing.GetBillingDetails');
    expect(balance).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Pay now' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
    await expect(payDialog.getByText('Thandi Mokoena')).toBeVisible();
    await payDialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await payOnGateway(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/payment\/redirect\?paymentToken=/);
    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: /OK|Close/ }).first().click();
    await expect(page).toHaveURL(/\/account\/billing-details$/);
    expect((await callAsPage<Summary>(page, 'billing.GetBillingDetails')).balance).toBe(balance);

    // A double click on Confirm Payment asks the server once.
    const performs: string[] = [];
    page.on('request', (r) => r.url().includes('PerformPayGatePayment') && performs.push(r.url()));
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payDialog.getByRole('button', { name: 'Confirm Payment' }).dblclick();
    await payOnGateway(page, '4111 1111 1111 1111');
    expect(performs).toHaveLength(1);
    const confirmed = page.getByRole('dialog', { name: 'Payment Confirmed' });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText(rand(balance));
    const resultUrl = page.url();

    // Going back to the gateway finds the payment already processed, and neither returning nor reloading charges again.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Already processed' })).toBeVisible();
    await page.getByRole('link', { name: /^Return to/ }).click();
    await expect(page).toHaveURL(resultUrl);
    await expect(page.getByRole('dialog', { name: 'Payment Confirmed' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Payment Confirmed' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Payment Confirmed' }).getByRole('button', { name: /OK|Close/ }).first().click();

    expect((await callAsPage<Summary>(page, 'billing.GetBillingDetails')).balance).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const statement = await callAsPage<{ entries: { description: string; credit: number }[] }>(page, 'billing.GetViewStatement', {
      exportStartDate: today,
      exportEndDate: today,
    });
    expect(statement.entries.filter((e) => e.description === 'Card payment').map((e) => e.credit)).toEqual([balance]);
  });

  test('an invoice downloads as a PDF and an .xlsx with the lines and total the database holds', async ({ page }) => {
    await openBilling(page, DEMO.customer);
    const { invoices } = await callAsPage<{ invoices: { invoiceTxNumber: string }[] }>(page, 'billing.GetInvoices', { page: 1, pageSize: 12 });
    const number = invoices[0].invoiceTxNumber;
    const invoice = await callAsPage<InvoiceView>(page, 'billing.GetViewInvoice', { invoiceTxNumber: number });
    const row = page.getByRole('row').filter({ hasText: number });
    // One Download per row, opening the PDF and the Excel file.
    await row.getByRole('button', { name: `Download invoice ${number}` }).click();

    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download PDF/ }).click()]);
    expect(pdf.suggestedFilename()).toBe(`Invoice ${number}.pdf`);
    const { text } = await pdfText(pdf);
    for (const expected of [number, invoice.customerName, ...invoice.lines.map((l) => l.description), rand(invoice.total)]) expect(text).toContain(expected);

    const [xlsx] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download Excel/ }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`Invoice ${number}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const cells: unknown[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((r) => r.eachCell((c) => cells.push(c.value))));
    for (const line of invoice.lines) expect(cells).toContain(line.description);
    // The total incl. VAT is a formula over the lines' column, holding the invoice's total.
    expect(cells).toContainEqual({ formula: expect.stringMatching(/^SUM\(E\d+:E\d+\)$/), result: invoice.total });
  });

  test('a statement for a date range: a bad date is refused, a good range downloads its PDF', async ({ page }) => {
    await openBilling(page, DEMO.customer);
    const statements = page.getByRole('region', { name: 'Statements' });
    await statements.getByLabel('Start date', { exact: true }).fill('2026-13-01');
    await statements.getByLabel('End date', { exact: true }).fill('30/06/2026');
    await statements.getByRole('button', { name: 'Download statement PDF' }).click();
    await expect(statements.getByText('Please enter a date such as 20/11/2026.')).toBeVisible();

    await statements.getByLabel('Start date', { exact: true }).fill('1 Jan 2026');
    const [download] = await Promise.all([page.waitForEvent('download'), statements.getByRole('button', { name: 'Download statement PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Statement 2026-01-01 to 2026-06-30.pdf');
    type Entry = { reference: string; debit: number; credit: number; balance: number };
    const view = await callAsPage<{ openingBalance: number; closingBalance: number; entries: Entry[] }>(page, 'billing.GetViewStatement', {
      exportStartDate: '2026-01-01',
      exportEndDate: '2026-06-30',
    });
    // The statement adds up: each running balance follows from the one before, ending at the closing balance.
    expect(view.entries.length).toBeGreaterThan(0);
    let running = Math.round(view.openingBalance * 100);
    for (const entry of view.entries) {
      running += Math.round(entry.debit * 100) - Math.round(entry.credit * 100);
      expect(Math.round(entry.balance * 100)).toBe(running);
    }
    expect(Math.round(view.closingBalance * 100)).toBe(running);
    const { text } = await pdfText(download);
    expect(text).toContain(`Opening balance ${rand(view.openingBalance)}`);
    expect(text).toContain(`Closing balance ${rand(view.closingBalance)}`);
    for (const entry of view.entries) {
      expect(text).toContain(entry.reference);
      expect(text).toContain(rand(entry.balance));
    }
  });

  test('an extra added to the bill (double-clicked) shows once on the next invoice', async ({ page }) => {
    await openBilling(page, DEMO.customer);
    const line = 'Mobile Data Top-up 5 GB (MOB-300412)';
    const linesNamed = async () =>
      (await callAsPage<InvoiceView>(page, 'billing.GetViewInvoice', { isNextNext: true })).lines.filter((l) => l.description === line);
    const before = await linesNamed();

    const addToBill = page.getByRole('region', { name: 'Add to your next bill' });
    await addToBill.getByRole('button', { name: 'Add to bill' }).click();
    await expect(addToBill.getByText('Please make a selection for Service.')).toBeVisible();
    await addToBill.getByLabel('Service').selectOption({ label: 'Mobile Data 20 GB (MOB-300412)' });
    await addToBill.getByLabel('Extra').selectOption({ label: 'Mobile Data Top-up 5 GB · R 99.00' });
    await addToBill.getByRole('button', { name: 'Add to bill' }).dblclick();
    await expect(addToBill.getByText(/Mobile Data Top-up 5 GB \(R 99\.00\) will be added to your next invoice for MOB-300412\. Reference ATB-[0-9A-F]{8}\./)).toBeVisible();
    const after = await linesNamed();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ quantity: 1, amount: 99 });

    await addToBill.getByRole('link', { name: 'View your next invoice' }).click();
    await expect(page).toHaveURL(/\/account\/billing-details\/invoices\/next$/);
    await expect(page.getByText(line)).toHaveCount(before.length + 1);
  });
});
