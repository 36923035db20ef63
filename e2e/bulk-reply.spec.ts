import { expect, type Locator, type Page, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { ADMIN, bearer, signedInPage } from './session';

const row = (within: Page | Locator, text: string) =>
  within.getByRole('row').filter({ hasText: text });

test('a customer orders 3 IMEIs through the API; the admin bulk-replies 2 codes and an unknown line, previews, confirms; the customer sees the codes', async ({
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const service = `E2E Bulk Unlock ${stamp}`;
  const customer = {
    name: `Bulk ${stamp}`,
    email: `bulk.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const [first, second, waiting, unknown] = ['1', '2', '3', '4'].map((n) =>
    imeiFrom(`36${stamp}${n}00`),
  );
  if (!first || !second || !waiting || !unknown) throw new Error('no IMEIs');

  // Set-up through the API: a $5 service, a customer with 15 credits who orders 3 IMEIs.
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const categories = await (await request.get('/api/categories', { headers: admin })).json();
  const created = await request.post('/api/admin_services', {
    headers: admin,
    data: { name: service, price: 5, category_id: categories.data[0].id },
  });
  expect(created.status()).toBe(201);
  const serviceId = (await created.json()).data.id;
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  const customerId = (await registered.json()).user.id;
  const topUp = await request.patch(`/api/admin_users/${customerId}`, {
    headers: admin,
    data: { credits: 15 },
  });
  expect(topUp.ok()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: await bearer(request, customer.email, customer.password),
    data: { imei: `${first}\n${second}\n${waiting}`, service_id: serviceId },
  });
  expect(placed.status()).toBe(201);

  // The admin pastes two codes and a line of an IMEI nobody ordered, and previews.
  const desk = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await desk.goto('/admin/admin-orders');
  await expect(row(desk, first)).toHaveCount(1);
  await desk.getByRole('button', { name: 'Bulk reply' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Bulk reply' });
  await dialog
    .getByRole('textbox', { name: 'Lines' })
    .fill(`${first} E2E-BULK-A\n${second} | E2E-BULK-B\n${unknown}\tE2E-BULK-X`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '2 to complete, 0 to reject and refund, 1 skipped',
  );
  const preview = dialog.getByRole('table', { name: 'Preview' });
  await expect(row(preview, first)).toContainText('Complete');
  await expect(row(preview, first)).toContainText(`(${service}, ${customer.name})`);
  await expect(row(preview, second)).toContainText('Complete');
  await expect(row(preview, unknown)).toContainText('Not pending');
  await expect(row(preview, unknown)).toContainText('No pending order has this IMEI.');
  // Nothing is answered by the preview.
  const stillPending = await request.get(`/api/admin_orders_pending?imei=${first}`, {
    headers: admin,
  });
  expect((await stillPending.json()).total).toBe(1);

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByText('Bulk reply: 2 completed, 0 rejected, 1 skipped.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(desk, first)).toHaveCount(0);
  await expect(row(desk, second)).toHaveCount(0);
  await expect(row(desk, waiting)).toHaveCount(1);

  // The customer's list: both codes (masked, a click shows each), the third still pending.
  const shop = await signedInPage(browser, customer.email, customer.password);
  await shop.goto('/admin/orders');
  const firstRow = row(shop, first.slice(-5));
  await expect(firstRow.getByText('Completed')).toBeVisible();
  await firstRow.getByText('••••••LK-A').click();
  await expect(firstRow.getByText('E2E-BULK-A')).toBeVisible();
  const secondRow = row(shop, second.slice(-5));
  await expect(secondRow.getByText('Completed')).toBeVisible();
  await secondRow.getByText('••••••LK-B').click();
  await expect(secondRow.getByText('E2E-BULK-B')).toBeVisible();
  await expect(row(shop, waiting.slice(-5)).getByText('Pending')).toBeVisible();
});
