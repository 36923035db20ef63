import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { supplierPort } from './ports';

/**
 * The shop forwards an order to its upstream supplier and collects the code by itself. The
 * supplier is a second instance of this server (playwright.config.ts), which speaks DHRU at
 * /api/index.php; its admin works through its JSON API, the shop's admin in the browser.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const supplierURL = `http://127.0.0.1:${supplierPort}`;

/** The admin's JSON API of an instance (the shop's or the supplier's). */
async function adminApi(request: APIRequestContext, base: string) {
  const login = await request.post(`${base}/api/login`, { data: ADMIN });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => {
    const res = await request.fetch(`${base}/api${path}`, { method, headers, data });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };
  return call;
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  return page;
}

/**
 * At the supplier (its own admin, its API): a $6 service, and the shop as a reseller with 100
 * credits; answers the supplier's API, the reseller's API key and the service's id there.
 */
async function upstreamReseller(
  request: APIRequestContext,
  service: string,
  reseller: { name: string; email: string; password: string },
) {
  const upstream = await adminApi(request, supplierURL);
  const categories = await upstream('GET', '/categories');
  const created = (await upstream('POST', '/admin_services', {
    name: service,
    price: 6,
    category_id: categories.data[0].id,
  })) as { data: { id: number } };
  const account = (await upstream('POST', '/admin_users', {
    ...reseller,
    c_password: reseller.password,
  })) as { data: { id: number } };
  await upstream('PATCH', `/admin_users/${account.data.id}`, { credits: 100 });
  const { api_key } = (
    (await upstream('GET', `/admin_users/${account.data.id}`)) as { data: { api_key: string } }
  ).data;
  return { upstream, apiKey: api_key, theirServiceId: created.data.id };
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test("the admin connects a supplier, creates a service from theirs; a customer's order is placed there and its code comes back with no one on the shop's side", async ({
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const theirService = `Upstream Unlock ${stamp}`;
  const reseller = {
    name: `Shop Reseller ${stamp}`,
    email: `reseller.${stamp}@example.com`,
    password: 'e2e-reseller-1',
  };
  const customer = {
    name: `Forwarded ${stamp}`,
    email: `forwarded.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const imei = imeiFrom(`35${stamp}470`);
  const code = `UPSTREAM-${stamp}`;

  // At the supplier (its own admin, its API): a $6 service, and our shop as a reseller with
  // 100 credits, whose API key we are given.
  const { upstream, apiKey } = await upstreamReseller(request, theirService, reseller);
  expect(apiKey).not.toBe('');

  // The shop's admin adds the supplier and checks it: the reseller's balance shows.
  const desk = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await desk.goto('/admin/admin-suppliers');
  await desk.getByRole('button', { name: 'Add supplier' }).click();
  const add = desk.getByRole('dialog', { name: 'Add supplier' });
  await add.getByLabel('Name', { exact: true }).fill(`Upstream ${stamp}`);
  await add.getByLabel('URL', { exact: true }).fill(supplierURL);
  await add.getByLabel('Username', { exact: true }).fill(reseller.name);
  await add.getByLabel('API key', { exact: true }).fill(apiKey);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const supplierRow = row(desk, `Upstream ${stamp}`);
  await expect(supplierRow.getByText(`•••• ${apiKey.slice(-4)}`)).toBeVisible();
  await supplierRow.getByRole('button', { name: 'Check' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `Upstream ${stamp}` })).toHaveText(
    new RegExp(`Upstream ${stamp}: balance 100\\.00`),
  );
  await expect(supplierRow.getByText(/^100\.00/)).toBeVisible();

  // Their services; ours made from theirs with a $2 markup.
  await supplierRow.getByRole('button', { name: 'Services' }).click();
  const services = desk.getByRole('dialog', { name: `Services of Upstream ${stamp}` });
  await services.getByLabel('Search').fill(stamp);
  const theirRow = row(desk, theirService);
  await expect(theirRow.getByText('6.00')).toBeVisible();
  await theirRow.getByRole('button', { name: 'Create our service' }).click();
  const create = desk.getByRole('dialog', { name: `Create our service from "${theirService}"` });
  await create.getByLabel('Markup').fill('2');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(
    desk.getByText(`Service "${theirService}" created, routed to this supplier`),
  ).toBeVisible();
  await services.getByRole('button', { name: 'Close' }).click();

  // A customer of the shop orders an IMEI of it, at $8.
  const shopAdmin = await adminApi(request, '');
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  await shopAdmin('PATCH', `/admin_users/${(await registered.json()).user.id}`, { credits: 20 });
  const shop = await signedInPage(browser, customer.email, customer.password);
  await shop.goto('/admin/services');
  await shop.getByRole('combobox', { name: 'Choose a service' }).click();
  await shop.getByRole('option', { name: `$8.00 - ${theirService}` }).click();
  await shop.getByRole('textbox', { name: 'IMEI' }).fill(imei);
  await shop.getByRole('button', { name: 'Send' }).click();
  await expect(shop.getByText('1 order placed for $8.00')).toBeVisible();

  // The shop places it at the supplier by itself: the pending queue says where it is.
  await desk.goto('/admin/admin-orders');
  await expect(async () => {
    await desk.getByText('Refresh', { exact: true }).click();
    await expect(row(desk, imei).getByText(`Placed at Upstream ${stamp}`)).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });

  // The supplier's admin answers it there.
  const pending = (await upstream('GET', '/admin_orders_pending')) as {
    data: { id: number; imei: string }[];
  };
  const theirOrder = pending.data.find((order) => order.imei === imei);
  expect(theirOrder).toBeDefined();
  await upstream('PATCH', `/admin_orders_pending/${theirOrder?.id}`, { status: 4, code });

  // Within seconds, the shop's customer has the code.
  await shop.goto('/admin/orders');
  const ordered = row(shop, imei.slice(-5));
  await expect(async () => {
    await shop.reload();
    // A reload signs in and lists again: a busy machine takes more than a second for it.
    await expect(ordered.getByText('Completed')).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 30_000 });
  await ordered.getByText(`${'•'.repeat(8)}${code.slice(-4)}`).click();
  await expect(ordered.getByText(code)).toBeVisible();
});

test("the supplier raises its price above the shop's: the Routes modal and the next order say so, the order waits for a person, and the admin's Retry now sends it", async ({
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const theirService = `Dearer Unlock ${stamp}`;
  const reseller = {
    name: `Price Reseller ${stamp}`,
    email: `price.reseller.${stamp}@example.com`,
    password: 'e2e-reseller-2',
  };
  const imei = imeiFrom(`35${stamp}471`);

  // At the supplier: a $6 service and the shop as a reseller with 100 credits.
  const { upstream, apiKey, theirServiceId } = await upstreamReseller(
    request,
    theirService,
    reseller,
  );

  // At the shop (its API): the supplier, and our service made from theirs at $8.
  const shopAdmin = await adminApi(request, '');
  const supplier = (await shopAdmin('POST', '/suppliers', {
    name: `Dearer ${stamp}`,
    url: supplierURL,
    username: reseller.name,
    api_key: apiKey,
  })) as { data: { id: number } };
  const listed = (await shopAdmin('GET', `/suppliers/${supplier.data.id}/services?refresh=1`)) as {
    data: { id: string; name: string }[];
  };
  const theirEntry = listed.data.find((service) => service.name === theirService);
  expect(theirEntry).toBeDefined();
  const ours = (await shopAdmin(
    'POST',
    `/suppliers/${supplier.data.id}/services/${theirEntry?.id}/import`,
    { markup: 2 },
  )) as { data: { id: number; price: number } };
  expect(ours.data.price).toBe(8);

  // The supplier raises its price to $9; the shop's admin refreshes its list.
  await upstream('PATCH', `/admin_services/${theirServiceId}`, { price: 9 });
  const desk = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await desk.goto('/admin/admin-suppliers');
  await row(desk, `Dearer ${stamp}`).getByRole('button', { name: 'Services' }).click();
  const services = desk.getByRole('dialog', { name: `Services of Dearer ${stamp}` });
  await services.getByRole('button', { name: 'Refresh list' }).click();
  await services.getByLabel('Search').fill(stamp);
  await expect(row(desk, theirService).getByText('9.00')).toBeVisible();
  await services.getByRole('button', { name: 'Close' }).click();

  // The service's routes say what the shop does about it.
  await desk.goto('/admin/admin-services');
  await row(desk, theirService).getByRole('button', { name: 'Routes' }).click();
  const routes = desk.getByRole('dialog', { name: `Routes of ${theirService}` });
  await expect(
    routes.getByText(
      'Their price, 9.00, is above this service’s $8.00: its orders skip this route, or wait under Needs a person',
    ),
  ).toBeVisible();
  await routes.getByRole('button', { name: 'Close' }).click();

  // A customer orders it at $8: it waits for a person, with both prices.
  const customer = {
    name: `Held ${stamp}`,
    email: `held.${stamp}@example.com`,
    password: 'e2e-password-2',
  };
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: number } };
  await shopAdmin('PATCH', `/admin_users/${user.id}`, { credits: 20 });
  const ordered = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: { service_id: ours.data.id, imei },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);

  await desk.goto('/admin/admin-orders');
  const held = row(desk, imei);
  await expect(async () => {
    await desk.getByText('Refresh', { exact: true }).click();
    await expect(
      held.getByText(
        `Dearer ${stamp} lists this service at 9.00, above the 8.00 the customer paid: retry it to place it anyway, or answer it here`,
      ),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The admin decides to send it all the same.
  await held.getByRole('button', { name: 'Details' }).click();
  await desk.getByRole('button', { name: 'Retry now' }).click();
  await expect(desk.getByText(/queued for its supplier/)).toBeVisible();
  await desk.keyboard.press('Escape');
  await expect(async () => {
    await desk.getByText('Refresh', { exact: true }).click();
    await expect(held.getByText(`Placed at Dearer ${stamp}`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
