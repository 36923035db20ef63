import { expect, type Page, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { creditsOf, newCustomer, signInOn } from './session';

/** The order form with the demo's $12 service chosen. */
async function chooseTwelveDollarService(page: Page) {
  await page.goto('/admin/services');
  await page.getByRole('combobox', { name: 'Choose a service' }).click();
  await page.getByRole('option').filter({ hasText: 'Samsung FRP Removal' }).first().click();
  await expect(page.getByText('Price: $12.00')).toBeVisible();
}

test('an order sent from a tab whose customer signed out in another tab, where another customer signed in, is charged to no one else', async ({
  browser,
  request,
}) => {
  const first = await newCustomer(request, 'TabA', 100);
  const second = await newCustomer(request, 'TabB', 100);
  // Two tabs of one browser: one cookie.
  const context = await browser.newContext();
  const tabA = await context.newPage();
  await signInOn(tabA, first.email, first.password);
  await chooseTwelveDollarService(tabA);
  await tabA.getByRole('textbox', { name: 'IMEI' }).fill(imeiFrom(`35${first.stamp}100`));

  // Tab B: the first customer signs out; the second signs in.
  const tabB = await context.newPage();
  await tabB.goto('/admin/user-profile');
  await expect(tabB.getByRole('banner')).toContainText(first.name);
  await tabB.getByRole('banner').getByRole('button').last().click();
  await tabB.getByRole('menuitem', { name: /logout/i }).click();
  await expect(tabB).toHaveURL(/\/auth\/login/);
  await signInOn(tabB, second.email, second.password);

  // Tab A still shows the first customer. Its order was placed for, and charged to, the second.
  await tabA.bringToFront();
  await expect(tabA.getByRole('banner')).toContainText(first.name);
  await tabA.getByRole('button', { name: 'Send' }).click();
  // Its sign-in was ended in tab B: to the login, which says so.
  await expect(tabA).toHaveURL(/\/auth\/login/);
  await expect(tabA.getByText('Your session has ended. Sign in again to go on.')).toBeVisible();
  expect(await creditsOf(request, second.id)).toBe(100);
  expect(await creditsOf(request, first.id)).toBe(100);

  // Tab A's refused token did not sign tab B out.
  await tabB.reload();
  await expect(tabB.getByRole('banner')).toContainText(second.name);
  await context.close();
});

test('the order form whose balance was spent in another tab shows the balance it has after a refusal', async ({
  browser,
  request,
}) => {
  const customer = await newCustomer(request, 'Stale', 30);
  const [a, b, c] = ['1', '2', '3'].map((n) => imeiFrom(`35${customer.stamp}${n}10`));
  const context = await browser.newContext();
  const tabA = await context.newPage();
  await signInOn(tabA, customer.email, customer.password);
  await chooseTwelveDollarService(tabA);
  await tabA.getByRole('textbox', { name: 'IMEI' }).fill(String(c));
  await expect(tabA.getByText('Balance after: $18.00')).toBeVisible();

  // $24 spent in another tab.
  const tabB = await context.newPage();
  await chooseTwelveDollarService(tabB);
  await tabB.getByRole('textbox', { name: 'IMEI' }).fill(`${a}\n${b}`);
  await tabB.getByRole('button', { name: 'Send' }).click();
  await expect(tabB.getByRole('status')).toHaveText('2 orders placed for $24.00');

  await tabA.bringToFront();
  await tabA.getByRole('button', { name: 'Send' }).click();
  await expect(tabA.getByRole('alert')).toContainText('you have $6.00');
  await expect(tabA.getByText('Balance after: -$6.00')).toBeVisible();
  await expect(tabA.getByText('Your credits do not cover this order.')).toBeVisible();
  await context.close();
});
