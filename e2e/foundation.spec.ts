import { expect, type Page, test } from '@playwright/test';

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
}

async function signOut(page: Page) {
  await page
    .getByRole('button', { name: /profile|user/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
}

test('a visitor registers, lands in the portal and sees CREDITS: $0.00 and the API credentials', async ({
  page,
  baseURL,
}) => {
  const email = `newcomer.${Date.now()}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel('Name', { exact: true }).fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm Password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);

  await page.goto('/admin/user-profile');
  await expect(page.getByText('CREDITS: $0.00')).toBeVisible();
  await expect(page.getByText('API credentials')).toBeVisible();
  // The service URL is this server's public base URL.
  await expect(page.getByText(String(baseURL)).first()).toBeVisible();
  // A customer sees neither admin group.
  await expect(page.getByText('Orders Admin')).toHaveCount(0);
});

test('a customer signs in straight to the order form, never through the admin dashboard', async ({
  page,
  request,
}) => {
  const email = `returning.${Date.now()}@example.com`;
  const res = await request.post('/api/regis', {
    data: { name: 'Returning', email, password: 'long-enough-1', c_password: 'long-enough-1' },
  });
  expect(res.status()).toBe(201);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/auth/login');
  await signIn(page, email, 'long-enough-1');
  await expect(page).toHaveURL(/\/admin\/services$/);
  expect(visited.filter((path) => path.startsWith('/admin/'))).toEqual(['/admin/services']);
});

test("registration errors show as the fields' placeholders and the visitor stays on the form", async ({
  page,
}) => {
  await page.goto('/auth/register');
  await page.getByLabel('Name', { exact: true }).fill('Someone');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByPlaceholder('The email has already been taken.')).toBeVisible();
  await expect(
    page.getByPlaceholder('The password field must be at least 8 characters.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('a wrong password shows the server message above the fields; typing clears it', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, ADMIN.email, 'wrong-password');
  const error = page
    .getByRole('alert')
    .filter({ hasText: 'These credentials do not match our records.' });
  await expect(error).toBeVisible();
  await page.getByLabel('Password').fill('x');
  await expect(error).toHaveCount(0);
});

test('the seeded admin signs in, sees both admin groups, and signs out back to the login', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
  await expect(nav.getByText('Orders Admin')).toBeVisible();
  await expect(nav.getByText('ADMIN', { exact: true })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/auth\/login/);
  // The token was revoked on the server, not only forgotten by the browser.
  await page.goto('/admin/user-profile');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a signed-out visitor of an admin screen is sent to the login, then back there', async ({
  page,
}) => {
  await page.goto('/admin/admin-categories');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/admin-categories$/);
});

test('any other path leads to the dashboard; /auth leads a signed-in user to the services', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/admin\/services$/);
});

test('a stored token signs the user in without typing', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'token')?.value).toBeTruthy();
  // A fresh tab with only the cookie: the profile is fetched and the portal opens.
  const fresh = await page.context().newPage();
  await fresh.goto('/admin/user-profile');
  await expect(fresh.getByText('API credentials')).toBeVisible();
});
