import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { cataloguePort } from './ports';

/**
 * A shop of trade size: the third instance of playwright.config.ts, seeded with 2,000 services
 * over 40 categories (DEMO_SEED_SERVICES), so that the other journeys keep their short lists.
 */
const baseURL = `http://127.0.0.1:${cataloguePort}`;
test.use({ baseURL });

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

async function apiAs(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return async (method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => {
    const res = await request.fetch(`/api${path}`, { method, headers, data });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  return page;
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('among 2,000 services a customer finds one by typing and orders it with its custom fields; the admin sees the values; the customer cancels a pending order and gets the credits back', async ({
  browser,
  request,
}) => {
  // Two browsers over a catalogue of 2,000 services on a shared, busy machine.
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-9);
  const service = `Samsung Sim Unlock E2E ${stamp}`;
  const customer = {
    name: `Catalogue ${stamp}`,
    email: `catalogue.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const [first, second] = ['1', '2'].map((n) => imeiFrom(`35${stamp}${n}80`));
  if (!first || !second) throw new Error('no IMEIs');

  // Set-up through the API: a $10 service with two custom fields in a Samsung category, and a
  // customer with 50 credits.
  const admin = await apiAs(request, ADMIN.email, ADMIN.password);
  const categories = (await admin('GET', '/categories')).data as { id: number; name: string }[];
  const samsungUsa = categories.find((category) => category.name === 'Samsung USA');
  if (!samsungUsa) throw new Error('the seeded catalogue has no "Samsung USA" category');
  await admin('POST', '/admin_services', {
    name: service,
    price: 10,
    category_id: samsungUsa.id,
    description: 'Unlocks a Samsung locked to a US carrier.',
    delivery_time: '1-24 hours',
    fields: [
      {
        name: 'network',
        label: 'Network',
        type: 'select',
        required: true,
        options: ['AT&T', 'T-Mobile'],
      },
      { name: 'serial', label: 'Serial', type: 'text', required: true, pattern: '[A-Z0-9]{6}' },
    ],
  });
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);
  await admin('PATCH', `/admin_users/${(await registered.json()).user.id}`, { credits: 50 });
  const shopper = await apiAs(request, customer.email, customer.password);
  expect(((await shopper('GET', '/services')).data as unknown[]).length).toBeGreaterThan(2000);

  // The customer types "sam": the Samsung categories' services, grouped; then the service.
  const shop = await signedInPage(browser, customer.email, customer.password);
  await shop.goto('/admin/services');
  const picker = shop.getByRole('combobox', { name: 'Choose a service' });
  await picker.click();
  await picker.fill('sam');
  const listbox = shop.getByRole('listbox');
  await expect(listbox.getByText('Samsung Europe', { exact: true }).first()).toBeVisible();
  const shown = await listbox.getByRole('option').allTextContents();
  expect(shown.length).toBeGreaterThan(5);
  expect(shown.length).toBeLessThan(40);
  for (const text of shown) expect(text).toMatch(/^\$\d+\.\d{2} - Samsung /);
  await picker.fill(`sam sim ${stamp}`);
  await shop.getByRole('option', { name: `$10.00 - ${service}` }).click();
  await expect(shop.getByRole('heading', { name: service })).toBeVisible();
  await expect(shop.getByText('Delivery time: 1-24 hours')).toBeVisible();
  await expect(shop.getByText('Unlocks a Samsung locked to a US carrier.')).toBeVisible();

  // The fields: sent empty, the server names them; filled, two orders are placed.
  const box = shop.getByRole('textbox', { name: 'IMEI' });
  await box.fill(`${first}\n${second}`);
  await expect(shop.getByText('2 IMEIs')).toBeVisible();
  await expect(shop.getByText('Total: $20.00')).toBeVisible();
  await expect(shop.getByText('Balance after: $30.00')).toBeVisible();
  await shop.getByRole('button', { name: 'Send' }).click();
  await expect(shop.getByText('The Network field is required.').first()).toBeVisible();
  await expect(shop.getByRole('textbox', { name: 'Serial' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await shop.getByRole('combobox', { name: 'Network' }).click();
  await shop.getByRole('option', { name: 'T-Mobile' }).click();
  await shop.getByRole('textbox', { name: 'Serial' }).fill('R58N12');
  await shop.getByRole('button', { name: 'Send' }).click();
  await expect(shop.getByRole('status')).toHaveText('2 orders placed for $20.00');
  await expect(box).toHaveValue('');

  // The admin sees the values in the pending queue and in the order's detail.
  const desk = await signedInPage(browser, ADMIN.email, ADMIN.password);
  await desk.goto('/admin/admin-orders');
  const pending = row(desk, first);
  await expect(pending.getByTestId('order-fields')).toHaveText(
    'Network: T-Mobile · Serial: R58N12',
  );
  await pending.getByRole('button', { name: 'Details' }).click();
  const fields = desk.getByRole('dialog').getByRole('table', { name: 'Custom fields' });
  await expect(fields.getByRole('row', { name: 'Network T-Mobile' })).toBeVisible();
  await expect(fields.getByRole('row', { name: 'Serial R58N12' })).toBeVisible();

  // The customer cancels one: rejected "Cancelled by customer", its $10 back.
  await shop.goto('/admin/orders');
  const mine = row(shop, first.slice(-5));
  await expect(mine.getByText('Pending')).toBeVisible();
  await mine.getByRole('button', { name: 'Cancel' }).click();
  const confirm = shop.getByRole('dialog', { name: 'Cancel order' });
  await confirm.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(shop.getByText(/Order #\d+ cancelled, the credits are back\./)).toBeVisible();
  await expect(mine.getByText('Rejected')).toBeVisible();
  await expect(mine.getByText('Cancelled by customer')).toBeVisible();
  await expect(row(shop, second.slice(-5)).getByText('Pending')).toBeVisible();
  await shop.goto('/admin/user-profile');
  await expect(shop.getByText('CREDITS: $40.00')).toBeVisible();

  // The admin's queue no longer holds it.
  await desk.goto('/admin/admin-orders');
  await expect(row(desk, second)).toHaveCount(1);
  await expect(row(desk, first)).toHaveCount(0);
});
