import { expect, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { ADMIN, bearer, newCustomer, signInOn } from './session';

test('an admin lists the retired services, puts one back on sale with its id, and customers can order it again', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const categories = await (await request.get('/api/categories', { headers: admin })).json();
  const service = `Retired Then Back ${stamp}`;
  const created = await request.post('/api/admin_services', {
    headers: admin,
    data: { name: service, price: 5, category_id: categories.data[0].id },
  });
  const serviceId: number = (await created.json()).data.id;
  const customer = await newCustomer(request, 'Back', 20);
  const shopper = await bearer(request, customer.email, customer.password);
  const placed = await request.post('/api/orders', {
    headers: shopper,
    data: { imei: imeiFrom(`35${stamp}111`), service_id: serviceId },
  });
  expect(placed.status()).toBe(201);
  // Deleted with an order: retired, out of the customers' list.
  const removed = await request.delete(`/api/admin_services/${serviceId}`, { headers: admin });
  expect((await removed.json()).outcome).toBe('retired');
  const onSale = async () =>
    (
      (await (await request.get('/api/services', { headers: shopper })).json()).data as {
        id: number;
      }[]
    ).some((entry) => entry.id === serviceId);
  expect(await onSale()).toBe(false);

  await signInOn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/admin-services');
  await expect(page.getByRole('row').filter({ hasText: service })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show retired services' }).click();
  const row = page.getByRole('row').filter({ hasText: service });
  await expect(row.getByText('Retired', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Put back on sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put back on sale' });
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText(
    categories.data[0].name,
  );
  await dialog.getByRole('button', { name: 'Put back on sale' }).click();
  await expect(page.getByText(`"${service}" is on sale again.`)).toBeVisible();
  await expect(row.getByText('Retired', { exact: true })).toHaveCount(0);
  expect(await onSale()).toBe(true);
});
