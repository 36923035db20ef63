import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signInOn } from './session';

const CUSTOMER = { email: 'shop@example.com', password: 'customer123' };

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/admin-categories',
  '/admin/admin-services',
  '/admin/admin-users',
  '/admin/admin-bills',
  '/admin/admin-orders',
  '/admin/admin-order-history',
  '/admin/user-profile',
];
const CUSTOMER_SCREENS = [
  '/admin/services',
  '/admin/orders',
  '/admin/bills',
  '/admin/user-profile',
];

/** Every Content-Security-Policy violation the page reports, from the console and the DOM event. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

/** Records the page's `securitypolicyviolation` events (a script of the page's own). */
const RECORD_VIOLATIONS = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

async function recordDomViolations(page: Page): Promise<void> {
  await page.addInitScript(RECORD_VIOLATIONS);
}

const domViolations = (page: Page) => page.evaluate<string[]>('window.cspViolations || []');

async function visitAll(page: Page, screens: string[]) {
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByTestId('sidebar-user-name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await domViolations(page), screen).toEqual([]);
  }
}

test('the page carries the security headers', async ({ page }) => {
  const response = await page.goto('/auth/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('no screen of an admin breaks the content security policy', async ({ page }) => {
  const violations = collectViolations(page);
  await recordDomViolations(page);
  await signInOn(page, ADMIN.email, ADMIN.password);
  await visitAll(page, ADMIN_SCREENS);
  expect(violations).toEqual([]);
});

test('no screen of a customer breaks the content security policy', async ({ page }) => {
  const violations = collectViolations(page);
  await recordDomViolations(page);
  await signInOn(page, CUSTOMER.email, CUSTOMER.password);
  await visitAll(page, CUSTOMER_SCREENS);
  expect(violations).toEqual([]);
});
