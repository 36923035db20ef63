import { expect, test } from '@playwright/test';
import { ADMIN, bearer, signedInPage } from './session';

test('an admin writing a decimal comma adds what was meant ("10,5": $10.50, not 105), and "1,000" is refused with a message, adding nothing', async ({
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/admin_users', {
    headers: admin,
    data: {
      name: `Comma ${stamp}`,
      email: `comma.${stamp}@example.com`,
      password: 'e2e-password-1',
      c_password: 'e2e-password-1',
    },
  });
  expect(created.status()).toBe(201);
  const id: number = (await created.json()).data.id;

  const page = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/admin-user/${id}`);
  const card = page.getByRole('region', { name: 'Add Credits' });
  await expect(card.getByText('Current credits: $0.00')).toBeVisible();

  // Thousands or a decimal? Not guessed: the server's message, and nothing added.
  await card.getByLabel('Credits').pressSequentially('1,000');
  await card.getByRole('button', { name: 'Add Credits' }).click();
  await expect(card.getByText('The credits field must be a number.')).toBeVisible();
  await expect(card.getByText('Current credits: $0.00')).toBeVisible();

  await card.getByLabel('Credits').fill('');
  await card.getByLabel('Credits').pressSequentially('10,5');
  await card.getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByText('Current credits: $10.50')).toBeVisible();
  const detail = await request.get(`/api/admin_users/${id}`, { headers: admin });
  expect(Number((await detail.json()).data.credits)).toBe(10.5);
});
