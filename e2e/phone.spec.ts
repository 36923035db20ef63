import { type Browser, expect, type Page, test } from '@playwright/test';
import { imeiFrom } from './imei';
import { ADMIN, bearer, newCustomer, signInOn } from './session';

/** An iPhone's screen: touch, 390 × 844. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function signedInPhone(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await signInOn(page, email, password);
  return page;
}

/**
 * The page fits the phone's width: nothing to scroll sideways, and nothing on a card of the list
 * `list` past the card's right edge (a card cuts off what overflows it).
 */
async function expectFitsThePhone(page: Page, list: string): Promise<void> {
  const overflow = await page
    .locator('html')
    .evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBe(0);
  const cards = page.getByRole('list', { name: list }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const beyond = await card.evaluate((element) => {
      const edge = element.getBoundingClientRect().right;
      const parts = [...element.querySelectorAll('*')].map((part) => part.getBoundingClientRect());
      return Math.max(0, ...parts.map((box) => box.right - edge));
    });
    expect(beyond).toBeLessThanOrEqual(0.5);
  }
}

/** One record's card in a list of cards, found by a text on it. */
const card = (page: Page, list: string, text: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

test('on a phone a customer orders from the menu and follows the order on its card, and the owner answers it from the pending queue’s cards and finds it in the history', async ({
  browser,
  request,
}) => {
  const customer = await newCustomer(request, 'Phone', 20);
  const imei = imeiFrom(`35${customer.stamp}700`);
  const service = `E2E Phone Unlock ${customer.stamp}`;
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const categories = await (await request.get('/api/categories', { headers: admin })).json();
  const created = await request.post('/api/admin_services', {
    headers: admin,
    data: { name: service, price: 7.5, category_id: categories.data[0].id },
  });
  expect(created.status()).toBe(201);

  // The customer's phone: the order form, reached from the menu's drawer.
  const phone = await signedInPhone(browser, customer.email, customer.password);
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('link', { name: 'Services' }).click();
  await phone.getByRole('combobox', { name: 'Choose a service' }).click();
  await phone.getByRole('option', { name: `$7.50 - ${service}` }).click();
  await phone.getByRole('textbox', { name: 'IMEI' }).fill(imei);
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByRole('status')).toHaveText('1 order placed for $7.50');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('link', { name: 'Orders' }).click();

  // Its order is a card: status, price, service and the masked IMEI; no table.
  const masked = `••••••••${imei.slice(-5)}`;
  const order = card(phone, 'Orders', masked);
  await expect(order.getByText('Pending')).toBeVisible();
  await expect(order.getByText('$7.50')).toBeVisible();
  await expect(order.getByText(service)).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(phone.getByRole('columnheader')).toHaveCount(0);
  await expectFitsThePhone(phone, 'Orders');

  // The owner's phone: the pending queue's card of that IMEI, answered from its Response.
  const owner = await signedInPhone(browser, ADMIN.email, ADMIN.password);
  await owner.goto('/admin/admin-orders');
  const pending = card(owner, 'Pending Orders', imei);
  await expect(pending.getByText(service)).toBeVisible();
  await expectFitsThePhone(owner, 'Pending Orders');
  await pending.getByRole('button', { name: 'Response' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Response' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('NCK-PHONE-4321');
  await dialog.getByRole('button', { name: 'Send Success' }).click();
  await expect(owner.getByText(imei)).toHaveCount(0);

  // The owner finds it in the history's cards, by its IMEI, with the code it was answered with.
  await owner.getByRole('button', { name: 'Open menu' }).click();
  await owner.getByRole('link', { name: 'Order History' }).click();
  await owner.getByRole('textbox', { name: 'Search IMEI' }).fill(imei);
  const answered = card(owner, 'Order History', imei);
  await expect(answered.getByText('NCK-PHONE-4321')).toBeVisible();
  await expect(answered.getByText(customer.name)).toBeVisible();
  await expect(
    owner.getByRole('list', { name: 'Order History' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectFitsThePhone(owner, 'Order History');

  // The customer's card follows without a reload; a tap shows the code in full.
  await expect(order.getByText('Completed')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await order.getByRole('button', { name: 'Ending in 4321: click to show and copy' }).click();
  await expect(order.getByText('NCK-PHONE-4321')).toBeVisible();

  // Its bills are cards too: the 20 credits the admin added.
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('link', { name: 'Bills' }).click();
  await expect(card(phone, 'Bills', '$20.00').getByText('Success')).toBeVisible();
  await expectFitsThePhone(phone, 'Bills');
  await phone.context().close();
  await owner.context().close();
});
