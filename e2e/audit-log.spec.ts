import { expect, test } from '@playwright/test';

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

test('an admin adds credits to a customer; the audit log and the customer’s detail show who did it, from where, and the balance before and after', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const customer = {
    name: `Audited ${stamp}`,
    email: `audited.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  const customerId = (await registered.json()).user.id;

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);

  // The change, made in the user detail's Add credits card.
  await page.goto(`/admin/admin-user/${customerId}`);
  const credits = page.getByRole('region', { name: 'Add Credits' });
  await credits.getByLabel('Credits').fill('25');
  await credits.getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByText('$25.00 in credits were added.')).toBeVisible();

  // The detail's recent changes, then the audit log screen from the sidebar.
  const recent = page.getByRole('region', { name: 'Recent changes' });
  await expect(recent.getByText('Credits added')).toBeVisible();
  await expect(recent.getByText('$0.00 → $25.00')).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Credits added' })
    .filter({ hasText: `customer ${customer.name} <${customer.email}>` });
  await expect(row.first()).toContainText('Admin <admin@example.com>');
  await expect(row.first()).toContainText('127.0.0.1');
  await expect(row.first()).toContainText('$0.00 → $25.00');
});
