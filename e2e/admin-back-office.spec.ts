import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signInOn } from './session';

async function signOut(page: Page) {
  await page
    .getByRole('button', { name: /profile|user/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** The table row that shows this text. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('the admin sets up a category, a service and a customer with 50 credits and a price; the customer sees CREDITS: $50.00', async ({
  page,
}) => {
  const stamp = Date.now();
  const category = `E2E Phones ${stamp}`;
  const service = `E2E Unlock ${stamp}`;
  const customer = {
    name: `E2E Customer ${stamp}`,
    email: `e2e.${stamp}@example.com`,
    password: 'e2e-password-1',
  };

  await signInOn(page, ADMIN.email, ADMIN.password);

  // A category.
  await page.goto('/admin/admin-categories');
  await page.getByRole('button', { name: 'Create new Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Create new Category' });
  await categoryDialog.getByLabel('Name').fill(category);
  await categoryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, category)).toBeVisible();

  // A service in it.
  await page.goto('/admin/admin-services');
  await page.getByRole('button', { name: 'Create new Service' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Create new Service' });
  await serviceDialog.getByLabel('Name').fill(service);
  await serviceDialog.getByLabel('Price').fill('30');
  await serviceDialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await serviceDialog.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, service)).toContainText('$30.00');
  await expect(row(page, service)).toContainText(category);

  // A customer.
  await page.goto('/admin/admin-users');
  await page.getByRole('button', { name: 'Create new User' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Create new User' });
  await userDialog.getByLabel('Name').fill(customer.name);
  await userDialog.getByLabel('email').fill(customer.email);
  await userDialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await userDialog.getByLabel('Confirm Password').fill(customer.password);
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, customer.email)).toBeVisible();

  // 50 credits on the user detail.
  await row(page, customer.email).getByRole('link', { name: 'Update' }).click();
  await expect(
    page.getByRole('heading', { name: `User: ${customer.name}`, level: 1 }),
  ).toBeVisible();
  const credits = page.getByRole('region', { name: 'Add Credits' });
  await expect(credits.getByText('Current credits: $0.00')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Bills History' }).getByText('This user do not have any bill'),
  ).toBeVisible();
  await credits.getByLabel('Credits').fill('50');
  await credits.getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByText('Current credits: $50.00')).toBeVisible();

  // The bill is in Admin bills.
  await page.goto('/admin/admin-bills');
  const bill = row(page, customer.email);
  await expect(bill).toContainText('$50.00');
  await expect(bill).toContainText('Success');

  // This customer's price for the new service.
  await page.goBack();
  await page
    .getByRole('region', { name: 'Services Price' })
    .getByRole('link', { name: 'Services Price' })
    .click();
  const priceRow = row(page, service);
  await expect(priceRow).toContainText('$30.00');
  await priceRow.getByRole('button', { name: 'Change Price' }).click();
  const priceDialog = page.getByRole('dialog', { name: 'Update Price' });
  await priceDialog.getByLabel('Price').fill('22.50');
  await priceDialog.getByRole('button', { name: 'Save' }).click();
  await expect(priceRow).toContainText('$22.50');
  await expect(priceRow).toContainText('Custom');

  // The customer signs in and sees the credits.
  await signOut(page);
  await signInOn(page, customer.email, customer.password);
  await page.goto('/admin/user-profile');
  await expect(page.getByText('CREDITS: $50.00')).toBeVisible();
  // And is charged the price the admin set.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const answer = await page.request.get('/api/services', {
    headers: { Authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
  });
  const services = (await answer.json()) as {
    data: { price: number; service: { name: string } }[];
  };
  expect(services.data.find((entry) => entry.service.name === service)?.price).toBe(22.5);
});
