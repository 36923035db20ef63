import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { imeiFrom } from './imei';

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

async function apiToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
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

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a customer with 30 credits orders 3 IMEIs (all or nothing), the admin answers one and rejects one, the customer sees the code, the rejection and the credits back', async ({
  browser,
  request,
}) => {
  const stamp = String(Date.now()).slice(-9);
  const service = `E2E Orders Unlock ${stamp}`;
  const customer = {
    name: `Orders ${stamp}`,
    email: `orders.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const [answered, rejected, waiting] = ['1', '2', '3'].map((n) => imeiFrom(`35${stamp}${n}00`));
  if (!answered || !rejected || !waiting) throw new Error('no IMEIs');

  // Set-up through the API: a $10 service, a customer with 30 credits.
  const admin = { authorization: `Bearer ${await apiToken(request, ADMIN.email, ADMIN.password)}` };
  const categories = await (await request.get('/api/categories', { headers: admin })).json();
  const created = await request.post('/api/admin_services', {
    headers: admin,
    data: { name: service, price: 10, category_id: categories.data[0].id },
  });
  expect(created.status()).toBe(201);
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  const customerId = (await registered.json()).user.id;
  const topUp = await request.patch(`/api/admin_users/${customerId}`, {
    headers: admin,
    data: { credits: 30 },
  });
  expect(topUp.ok()).toBe(true);

  // The customer pastes 3 lines, one of them invalid: nothing is placed, the bad line is named.
  const shop = await signedInPage(browser, customer.email, customer.password);
  await shop.goto('/admin/services');
  await shop.getByRole('combobox', { name: 'Choose a service' }).click();
  await shop.getByRole('option', { name: `$10.00 - ${service}` }).click();
  await expect(shop.getByText('Price: $10.00')).toBeVisible();
  const box = shop.getByRole('textbox', { name: 'IMEI' });
  const bad = `${answered.slice(0, 14)}${(Number(answered[14]) + 1) % 10}`;
  await box.fill(`${answered}\n${bad}\n${waiting}`);
  await shop.getByRole('button', { name: 'Send' }).click();
  await expect(shop.getByRole('alert')).toHaveText(
    `${bad}: the check digit (the last one) is wrong.`,
  );
  // Nothing is lost: the lines stay in the box to be fixed.
  await expect(box).toHaveValue(`${answered}\n${bad}\n${waiting}`);
  await shop.goto('/admin/orders');
  await expect(shop.getByText('No orders here.')).toBeVisible();

  // Fixed: three orders placed for $30.00.
  await shop.goto('/admin/services');
  await shop.getByRole('combobox', { name: 'Choose a service' }).click();
  await shop.getByRole('option', { name: `$10.00 - ${service}` }).click();
  await box.fill(`${answered}\n${rejected}\n${waiting}`);
  await shop.getByRole('button', { name: 'Send' }).click();
  await expect(shop.getByRole('status')).toHaveText('3 orders placed for $30.00');
  await shop.goto('/admin/user-profile');
  await expect(shop.getByText('CREDITS: $0.00')).toBeVisible();

  // The admin answers one with a code and rejects one with an empty reason.
  const desk = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await desk.goto('/admin/admin-orders');
  await row(desk, answered).getByRole('button', { name: 'Response' }).click();
  const response = desk.getByRole('dialog', { name: 'Response' });
  await response.getByRole('textbox', { name: 'Code' }).fill('E2E-CODE-1');
  await response.getByRole('button', { name: 'Send Success' }).click();
  await expect(desk.getByText(/Order #\d+ completed\./)).toBeVisible();
  await expect(row(desk, answered)).toHaveCount(0);

  await row(desk, rejected).getByRole('button', { name: 'Reject' }).click();
  const reject = desk.getByRole('dialog', { name: 'Reject Order' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(desk.getByText(/Order #\d+ rejected, the credits are back\./)).toBeVisible();
  await expect(row(desk, rejected)).toHaveCount(0);
  await expect(row(desk, waiting)).toHaveCount(1);

  // The customer's list: the code (masked, a click shows it), the rejection, the credits back.
  await shop.goto('/admin/orders');
  const completedRow = row(shop, answered.slice(-5));
  await expect(completedRow.getByText('Completed')).toBeVisible();
  await completedRow.getByText('••••••DE-1').click();
  await expect(completedRow.getByText('E2E-CODE-1')).toBeVisible();
  const rejectedRow = row(shop, rejected.slice(-5));
  await expect(rejectedRow.getByText('Rejected')).toBeVisible();
  await expect(rejectedRow.getByText('Not Found')).toBeVisible();
  await expect(row(shop, waiting.slice(-5)).getByText('Pending')).toBeVisible();
  await shop.goto('/admin/user-profile');
  await expect(shop.getByText('CREDITS: $10.00')).toBeVisible();
});
