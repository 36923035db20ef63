import { expect, type Page, test } from '@playwright/test';
import { newCustomer } from './session';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
}

test('a customer whose session ends mid-visit is sent to the login and, signed in again, comes back where they were going', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'Expiry');

  // The live stream checks the token at each heartbeat and would sign the idle page out on its
  // own (after the revocation below, whenever the next heartbeat falls): held open without an
  // answer here, so this journey is the one of the next screen's request.
  await page.route('**/api/events', () => {});
  await page.goto('/auth/login');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/admin\//);
  // The screen is there once its list has been answered: the heading shows before the list's
  // request is sent, and a revocation in between would send that request to the login.
  const billsListed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/bills' && response.ok(),
  );
  await page.goto('/admin/bills');
  await expect(page.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();
  await billsListed;

  // The session ends on the server (expired or revoked): the token in the cookie is refused.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  const revoked = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);

  // The next screen's request is answered 401: to the login, and back after signing in.
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your session has ended. Sign in again to go on.')).toBeVisible();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('No orders here.')).toBeVisible();
});

test('the order form typed before the session ended is there again after signing back in', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'Draft');
  await page.route('**/api/events', () => {});
  await page.goto('/auth/login');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/admin\/services$/);
  await page.getByRole('combobox', { name: 'Choose a service' }).click();
  await page.getByRole('option').filter({ hasText: 'Samsung FRP Removal' }).first().click();
  const lines = '356938035643809\n490154203237518';
  await page.getByRole('textbox', { name: 'IMEI' }).fill(lines);

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const revoked = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole('textbox', { name: 'IMEI' })).toHaveValue(lines);
  await expect(page.getByText('Price: $12.00')).toBeVisible();
});
