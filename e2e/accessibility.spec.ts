import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ACCESSIBILITY_STANDARDS, describeViolations } from '../src/test/axeRules';
import { ADMIN, newCustomer, signInOn } from './session';

/**
 * The page has loaded its screen: its one h1 is shown (naming `named` when given) and nothing is
 * loading any more.
 */
async function screenShown(page: Page, named?: string): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // A user's orders and prices name the user in their h1 only once the user has come. The count
  // of progress bars below can be read before the screen's requests are sent: the heading read
  // then ("Orders of") no longer matched the title once the name had come in between.
  if (named) await expect(heading).toContainText(named);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return ((await heading.textContent()) ?? '').trim();
}

/** axe finds nothing on the page; a failure lists each rule and the elements it names. */
async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(ACCESSIBILITY_STANDARDS).analyze();
  expect(describeViolations(violations), page.url()).toEqual([]);
}

/** My Profile's heading is the person's name (spec: the profile shows the name). */
const titleOf = (path: string, heading: string) =>
  path === '/admin/user-profile' ? 'My Profile' : heading;

/**
 * Each screen: no violation, and the browser's title names it as its heading does. The screens
 * of one user (their id last in the path) name `user` in their heading.
 */
async function checkScreens(page: Page, paths: string[], user?: string): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    const heading = await screenShown(page, /\/\d+$/.test(path) ? user : undefined);
    await expect(page, path).toHaveTitle(`${titleOf(path, heading)} · Unlock Portal`);
    await expectNoViolations(page);
  }
}

test('every admin screen passes axe and is named in the browser title', async ({
  page,
  request,
}) => {
  // Many screens, each checked by axe: 50–84 s on a loaded 2-CPU machine, against 60 s.
  test.setTimeout(120_000);
  const customer = await newCustomer(request, 'Axe', 25);
  await signInOn(page, ADMIN.email, ADMIN.password);
  await checkScreens(
    page,
    [
      '/admin/dashboard',
      '/admin/admin-categories',
      '/admin/admin-services',
      '/admin/admin-users',
      `/admin/admin-user/${customer.id}`,
      `/admin/admin-user-bills/${customer.id}`,
      `/admin/admin-user-services/${customer.id}`,
      `/admin/admin-user-orders/${customer.id}`,
      '/admin/admin-bills',
      '/admin/admin-orders',
      '/admin/admin-order-history',
      '/admin/admin-suppliers',
      '/admin/admin-audit-log',
      '/admin/user-profile',
    ],
    customer.name,
  );
});

test('the admin lists that are cards on a phone pass axe there; on a small tablet the order history is cards and a table wider than the screen scrolls sideways from the keyboard', async ({
  page,
  request,
}) => {
  // Many screens, each checked by axe: 50–84 s on a loaded 2-CPU machine, against 60 s.
  test.setTimeout(120_000);
  const customer = await newCustomer(request, 'AxePhone', 25);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOn(page, ADMIN.email, ADMIN.password);
  await checkScreens(
    page,
    [
      '/admin/admin-users',
      `/admin/admin-user-orders/${customer.id}`,
      `/admin/admin-user-services/${customer.id}`,
      '/admin/admin-bills',
      '/admin/admin-orders',
      '/admin/admin-order-history',
      '/admin/admin-services',
      '/admin/admin-suppliers',
      '/admin/admin-audit-log',
    ],
    customer.name,
  );
  // Above a phone the tables are back, but for the history's ten columns: cards below 1200 px.
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/admin/admin-order-history');
  await screenShown(page);
  await expect(page.getByRole('list', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The catalogue's columns are wider than 600 px: its table scrolls, from the keyboard too.
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/admin/admin-services');
  await screenShown(page);
  const table = page.getByRole('region', { name: 'Services' });
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((wrapper) => wrapper.scrollLeft)).toBeGreaterThan(0);
});

test('every customer screen passes axe, on a wide screen and on a phone', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'AxeCustomer', 25);
  await signInOn(page, customer.email, customer.password);
  const screens = [
    '/admin/dashboard',
    '/admin/services',
    '/admin/orders',
    '/admin/bills',
    '/admin/user-profile',
  ];
  await checkScreens(page, screens);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreens(page, screens);
});

test('the signed-out pages pass axe, in English and in Spanish', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/register', '/auth/forgot']) {
    await page.goto(path);
    const heading = await screenShown(page);
    await expect(page).toHaveTitle(`${heading} · Unlock Portal`);
    await expectNoViolations(page);
  }
  await page.goto('/auth/login');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await screenShown(page);
  await expectNoViolations(page);
});
