import { expect, test, type Page } from '../support/test';
import { callAsPage } from '../support/api';
import { pdfText } from '../support/documents';
import { DEMO, signIn } from '../support/sign-in';

/**
 * Paying one invoice, a part amount (after a declined card and Try again), and the payments list with its receipts.
 * Acme Logistics (ENT2001) starts with two unpaid invoices; this file pays the newest in full and R 100 of the other,
 * so an unpaid invoice remains for the files after it.
 */

interface InvoiceItem {
  invoiceTxNumber: string;
  outstanding: number;
}
interface Summary {
  balance: number;
  amountDue: number;
}
interface PaymentItem {
  reference: string;
  description: string;
  amount: number;
  status: string;
  receipt: boolean;
}

/** config/instances/default.json provider. */
const PROVIDER = { legalName: 'Customer Portal Telecoms (Pty) Ltd', vatNumber: '4123456789' };
const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';

/** Rand as the portal and its documents write it: 'R 3 927.00'. */
const rand = (amount: number) => `R ${Math.floor(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${String(Math.round(amount * 100) % 100).padStart(2, '0')}`;

async function signInToAcme(page: Page) {
  await page.goto('/login?nextURL=%2Faccount%2Fbilling-details');
  await signIn(page, DEMO.twoParents, { accountName: /Acme Logistics \(Pty\) Ltd/ });
  await expect(page).toHaveURL(/\/account\/billing-details$/);
  await expect(page.getByRole('heading', { name: 'Payments & Billing', level: 2 })).toBeVisible();
}

async function payOnGateway(page: Page, card: string) {
  await expect(page).toHaveURL(/\/gateway-sim\//);
  await page.getByLabel('Card holder').fill('S Dlamini');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole('button', { name: /^Pay R/ }).click();
}

const payments = async (page: Page) => (await callAsPage<{ payments: PaymentItem[] }>(page, 'billing.GetPayments', { page: 1, pageSize: 100 })).payments;

test.describe('paying an invoice, a part, and the receipts', () => {
  test('pay one invoice: the dialog opens on it, the invoice is paid, and its receipt PDF names the provider and what was paid', async ({ page }) => {
    await signInToAcme(page);
    const { invoices } = await callAsPage<{ invoices: InvoiceItem[] }>(page, 'billing.GetInvoices', { page: 1, pageSize: 12 });
    const unpaid = invoices.filter((i) => i.outstanding > 0);
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    // The newest unpaid invoice: paying it must pay it, not the older one.
    const [newest] = unpaid;

    await page.goto(`/account/billing-details?pay=invoice&invoice=${encodeURIComponent(newest.invoiceTxNumber)}`);
    const dialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Amount to pay' })).toHaveValue(newest.outstanding.toFixed(2));
    await expect(dialog.getByText(`${newest.invoiceTxNumber}: ${rand(newest.outstanding)} outstanding`)).toBeVisible();
    // Before confirming, the dialog says what happens to the debit order (Acme's mandate awaits acceptance).
    await expect(dialog.getByRole('list', { name: 'What this payment does' })).toContainText('Your debit order collects nothing until you accept its mandate.');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await payOnGateway(page, APPROVED);

    const confirmed = page.getByRole('dialog', { name: 'Payment Confirmed' });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText(rand(newest.outstanding));
    // It names the invoice it paid.
    await expect(confirmed.getByText('Paid towards', { exact: true })).toBeVisible();
    await expect(confirmed).toContainText(`Invoice ${newest.invoiceTxNumber} ${rand(newest.outstanding)}`);
    // An account payment names the account, not a service.
    await expect(confirmed.getByText('Account', { exact: true })).toBeVisible();
    await expect(confirmed.getByText('Service tag')).toHaveCount(0);
    await confirmed.getByRole('button', { name: 'OK' }).click();

    const after = (await callAsPage<{ invoices: InvoiceItem[] }>(page, 'billing.GetInvoices', { page: 1, pageSize: 12 })).invoices;
    expect(after.find((i) => i.invoiceTxNumber === newest.invoiceTxNumber)!.outstanding).toBe(0);
    const older = unpaid[1];
    expect(after.find((i) => i.invoiceTxNumber === older.invoiceTxNumber)!.outstanding).toBe(older.outstanding);

    // The payment is in the list with what it paid; its receipt opens as a PDF.
    const [latest] = await payments(page);
    expect(latest).toMatchObject({ status: 'Successful', amount: newest.outstanding, description: `Invoice ${newest.invoiceTxNumber} ${rand(newest.outstanding)}`, receipt: true });
    await page.reload();
    const list = page.getByRole('region', { name: 'Payments and receipts' });
    const row = list.getByRole('row').filter({ hasText: latest.reference });
    await expect(row).toContainText(`Invoice ${newest.invoiceTxNumber}`);
    await expect(row).toContainText('Successful');
    const [receipt] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Receipt PDF of payment ${latest.reference}` }).click()]);
    expect(receipt.suggestedFilename()).toBe(`Receipt ${latest.reference}.pdf`);
    const { text } = await pdfText(receipt);
    for (const expected of ['Payment Receipt', PROVIDER.legalName, PROVIDER.vatNumber, 'ENT2001', latest.reference, rand(newest.outstanding), `Invoice ${newest.invoiceTxNumber}`, `Card •••• ${APPROVED.slice(-4)}`]) {
      expect(text).toContain(expected);
    }
  });

  test('pay a part amount: a bad amount is refused, a declined card offers Try again with the same amount, then it is paid', async ({ page }) => {
    await signInToAcme(page);
    const before = await callAsPage<Summary>(page, 'billing.GetBillingDetails');
    expect(before.amountDue).toBeGreaterThan(100);

    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit Card Payment' });
    const amount = dialog.getByRole('textbox', { name: 'Amount to pay' });
    await expect(amount).toHaveValue(before.amountDue.toFixed(2));
    await amount.fill('5');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(dialog.getByText('The smallest card payment is R 10.00.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/billing-details$/);

    await amount.fill('100');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await payOnGateway(page, DECLINED);
    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('R 100.00');
    await failed.getByRole('button', { name: 'Try again' }).click();

    await expect(dialog).toBeVisible();
    await expect(amount).toHaveValue('100.00');
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await payOnGateway(page, APPROVED);
    const confirmed = page.getByRole('dialog', { name: 'Payment Confirmed' });
    await expect(confirmed).toContainText('R 100.00');
    await confirmed.getByRole('button', { name: 'OK' }).click();

    const after = await callAsPage<Summary>(page, 'billing.GetBillingDetails');
    expect(Math.round(after.amountDue * 100)).toBe(Math.round(before.amountDue * 100) - 10_000);
    const [paid, declined] = await payments(page);
    expect(paid).toMatchObject({ amount: 100, status: 'Successful', receipt: true });
    expect(declined).toMatchObject({ amount: 100, status: 'Failed', receipt: false });
    await expect(page.getByRole('region', { name: 'Payments and receipts' }).getByRole('row').filter({ hasText: declined.reference })).toContainText('Failed');
  });
});
