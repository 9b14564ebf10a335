import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/sign-in';

test.describe('outages, referrals and email promotions', () => {
  test('the dashboard’s maintenance alert leads to the outages page, where an outage is reported as a ticket', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const alerts = page.getByRole('region', { name: /alerts/i });
    // A notice, behind the more severe alerts: it is among those the 'n more' control opens.
    await alerts.getByRole('button', { name: /^\d+ more alerts?:/ }).click();
    await expect(alerts.getByText('Planned maintenance')).toBeVisible();
    await alerts.getByRole('group', { name: 'Planned maintenance' }).getByRole('link', { name: 'View outages' }).click();
    await expect(page).toHaveURL(/\/outages$/);
    await expect(page.getByRole('heading', { name: 'Outages', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current outages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Planned maintenance' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Report an outage' });
    await form.getByRole('button', { name: 'Report outage' }).click();
    await expect(form.getByText('Address line 1 is required.')).toBeVisible();
    await form.getByLabel('Service that is down (optional)').selectOption('FTTH-100234');
    // Address suggestions: type part of the street, choose by keyboard, and the rest of the address fills in.
    const line1 = form.getByRole('combobox', { name: 'Address line 1' });
    await line1.fill('12 jan smuts');
    await expect(form.getByRole('option', { name: /12 Jan Smuts Avenue, Parktown, Johannesburg/ })).toBeVisible();
    await line1.press('ArrowDown');
    await line1.press('Enter');
    await expect(line1).toHaveValue('12 Jan Smuts Avenue');
    await expect(form.getByLabel('City')).toHaveValue('Johannesburg');
    await expect(form.getByLabel('Postal code')).toHaveValue('2193');
    await form.getByLabel('What is not working').fill('No internet since 07:00; the router’s fibre light is red.');
    await form.getByRole('button', { name: 'Report outage' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Outage reported' });
    await expect(done).toBeVisible();
    await done.getByRole('link', { name: /TCK-/ }).click();
    await expect(page).toHaveURL(/\/tickets\/support\/TCK-[0-9A-Z]{8}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Outage at 12 Jan Smuts Avenue');
    await expect(page.getByText('No internet since 07:00')).toBeVisible();
  });

  test('a friend fills in the public referral form and shows up in the referrer’s list', async ({ page, browser }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { name: 'Refer a friend', level: 1 })).toBeVisible();
    const link = await page.getByLabel('Your referral link').inputValue();
    expect(link).toMatch(/\/referrals\/public\?code=THANDI26$/);

    const friend = await (await browser.newContext()).newPage();
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await expect(friend.getByLabel('Referral code')).toHaveValue('THANDI26');
    const cell = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await friend.getByLabel('First name').fill('Lerato');
    await friend.getByLabel('Last name').fill('Dlamini');
    await friend.getByLabel('Cell number').fill('12345');
    await friend.getByLabel('Email').fill('lerato@example.com');
    await friend.getByRole('combobox', { name: 'Address line 1' }).fill('8 Oxford Road');
    await friend.getByLabel('City').fill('Johannesburg');
    await friend.getByLabel('Postal code').fill('2196');
    await friend.getByRole('button', { name: 'Send my details' }).click();
    await expect(friend.getByText('Please enter a valid phone number.')).toBeVisible();
    await friend.getByLabel('Cell number').fill(cell);
    await friend.getByRole('button', { name: 'Send my details' }).click();
    await expect(friend.getByText('Thank you, Lerato. We will be in touch soon.')).toBeVisible();
    await friend.context().close();

    await page.reload();
    const referred = page.getByRole('region', { name: 'People you referred' });
    await expect(referred.getByRole('row', { name: /Lerato D\..*Received/ })).toBeVisible();
  });

  test('opting in and out of an email list is kept by the server', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions\/email$/);
    await expect(page.getByRole('heading', { name: 'Email promotions', level: 1 })).toBeVisible();
    const lists = page.getByRole('checkbox');
    const first = lists.first();
    const was = await first.isChecked();
    await first.click();
    await expect(first).toBeChecked({ checked: !was });
    await expect(page.getByText(was ? /Opted out on/ : /Opted in on/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox').first()).toBeChecked({ checked: !was });
    await page.getByRole('checkbox').first().click();
    await expect(page.getByRole('checkbox').first()).toBeChecked({ checked: was });
    await page.reload();
    await expect(page.getByRole('checkbox').first()).toBeChecked({ checked: was });
  });
});
