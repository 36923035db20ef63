import { expect, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { ADMIN, bearer } from './session';

test('on a 1280 px screen the order history’s row buttons are in view, in English and in Spanish', async ({
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const imei = imeiFrom(`35${stamp}300`);
  const customer = {
    name: `Width ${stamp}`,
    email: `width.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const categories = await (await request.get('/api/categories', { headers: admin })).json();
  const created = await request.post('/api/admin_services', {
    headers: admin,
    data: { name: `E2E Width Unlock ${stamp}`, price: 1, category_id: categories.data[0].id },
  });
  expect(created.status()).toBe(201);
  // Made by the admin: sign-ups are limited per address, and the suite's journeys come from one.
  const registered = await request.post('/api/admin_users', {
    headers: admin,
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  const topUp = await request.patch(`/api/admin_users/${(await registered.json()).data.id}`, {
    headers: admin,
    data: { credits: 5 },
  });
  expect(topUp.ok()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: await bearer(request, customer.email, customer.password),
    data: { service_id: (await created.json()).data.id, imei },
  });
  expect(placed.ok()).toBe(true);
  // The history lists answered orders.
  const orderId = (await placed.json()).data[0].id;
  const answered = await request.patch(`/api/admin_orders_pending/${orderId}`, {
    headers: admin,
    data: { status: 4, code: `CODE-${stamp}` },
  });
  expect(answered.ok()).toBe(true);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/admin-order-history');
  await page.getByRole('textbox', { name: 'Search IMEI' }).fill(imei);
  const row = page.getByRole('row').filter({ hasText: imei });
  const inView = async (names: string[]) => {
    for (const name of names) {
      const box = await row.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(1280);
    }
  };
  await expect(row).toHaveCount(1);
  await inView(['Reject', 'Details']);

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(row.getByRole('button', { name: 'Rechazar' })).toBeVisible();
  await inView(['Rechazar', 'Detalles']);
  await context.close();
});
