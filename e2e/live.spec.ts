import { expect, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { ADMIN, bearer, signedInPage } from './session';

test('an admin bulk-replies 3 orders: the customer’s open orders page shows the codes without a reload, and the admin’s pending badge drops', async ({
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const service = `E2E Live Unlock ${stamp}`;
  const customer = {
    name: `Live ${stamp}`,
    email: `live.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const imeis = ['1', '2', '3'].map((n) => imeiFrom(`35${stamp}${n}00`));

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
  expect(
    (
      await request.patch(`/api/admin_users/${customerId}`, {
        headers: admin,
        data: { credits: 15 },
      })
    ).ok(),
  ).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: await bearer(request, customer.email, customer.password),
    data: { imei: imeis.join('\n'), service_id: serviceId },
  });
  expect(placed.status()).toBe(201);
  const pendingTotal = async () =>
    (await (await request.get('/api/admin_orders_pending', { headers: admin })).json())
      .total as number;

  // The customer watches their open orders; the admin opens the pending queue.
  const shop = await signedInPage(browser, customer.email, customer.password);
  await shop.goto('/admin/orders');
  const rowOf = (imei: string) => shop.getByRole('row').filter({ hasText: imei.slice(-5) });
  for (const imei of imeis) await expect(rowOf(imei).getByText('Pending')).toBeVisible();

  const desk = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await desk.goto('/admin/admin-orders');
  const badge = desk.getByRole('link', { name: /Pending Orders/ }).getByTestId('pending-count');
  await expect.poll(async () => Number(await badge.textContent())).toBe(await pendingTotal());
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThanOrEqual(3);

  // The admin bulk-replies the three.
  await desk.getByRole('button', { name: 'Bulk reply' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Bulk reply' });
  await dialog
    .getByRole('textbox', { name: 'Lines' })
    .fill(imeis.map((imei, i) => `${imei} LIVE-UNLOCK-${i + 1}`).join('\n'));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '3 to complete, 0 to reject and refund, 0 skipped',
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByText('Bulk reply: 3 completed, 0 rejected, 0 skipped.')).toBeVisible();

  // The customer's page, never reloaded, shows each code (masked; a click shows it). Nothing but
  // the live stream reloads it (no polling), so the expectation's own time-out proves it live:
  // event, 250 ms of gathering, then a new read, which a busy machine may stretch past 3 s.
  for (const [i, imei] of imeis.entries()) {
    await expect(rowOf(imei).getByText('Completed')).toBeVisible();
    await rowOf(imei)
      .getByText(`••••••••CK-${i + 1}`)
      .click();
    await expect(rowOf(imei).getByText(`LIVE-UNLOCK-${i + 1}`)).toBeVisible();
  }
  // The admin's badge follows the queue: three fewer (nothing else answers orders meanwhile).
  await expect.poll(async () => Number(await badge.textContent())).toBe(await pendingTotal());
  expect(Number(await badge.textContent())).toBeLessThanOrEqual(before - 3);
});
