import { expect, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { ADMIN, bearer, creditsOf, newCustomer, signInOn } from './session';

test('a price raised while the order form shows the old one is refused, not charged; the form shows the new price, and the next Send places the order at it', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const categories = await (await request.get('/api/categories', { headers: admin })).json();
  const service = `Price Watch ${stamp}`;
  const created = await request.post('/api/admin_services', {
    headers: admin,
    data: { name: service, price: 10, category_id: categories.data[0].id },
  });
  expect(created.status()).toBe(201);
  const serviceId: number = (await created.json()).data.id;
  const customer = await newCustomer(request, 'Price', 50);

  await signInOn(page, customer.email, customer.password);
  await page.goto('/admin/services');
  await page.getByRole('combobox', { name: 'Choose a service' }).click();
  await page.getByRole('option', { name: `$10.00 - ${service}` }).click();
  await expect(page.getByText('Price: $10.00')).toBeVisible();
  const imei = imeiFrom(`35${stamp}000`);
  await page.getByRole('textbox', { name: 'IMEI' }).fill(imei);

  // The shop raises the price while the customer's form still shows $10.00.
  const raised = await request.patch(`/api/admin_services/${serviceId}`, {
    headers: admin,
    data: { price: 15 },
  });
  expect(raised.ok()).toBe(true);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The price of this service is now $15.00, not the $10.00 shown: nothing was placed.',
  );
  await expect(page.getByText('Price: $15.00')).toBeVisible();
  expect(await creditsOf(request, customer.id)).toBe(50);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText('1 order placed for $15.00');
  expect(await creditsOf(request, customer.id)).toBe(35);
});
