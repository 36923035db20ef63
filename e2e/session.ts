import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** The e2e shop's admin (playwright.config.ts seeds it). */
export const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

/** Signs in through the API: the Authorization header of that account's requests. */
export async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** Signs in on the login page of this tab, and waits for the portal. */
export async function signInOn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);
}

/** A browser of its own (a separate context: its own cookie, its own live stream), signed in. */
export async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOn(page, email, password);
  return page;
}

/**
 * A new customer, made by the admin through the API (sign-ups are limited per address, and the
 * suite's journeys come from one), with `credits` added when given. `stamp` is what makes its
 * name unique, for IMEIs of its own.
 */
export async function newCustomer(request: APIRequestContext, tag: string, credits = 0) {
  const stamp = String(Date.now()).slice(-9);
  const customer = {
    name: `${tag} ${stamp}`,
    email: `${tag.toLowerCase()}.${stamp}@example.com`,
    password: 'e2e-password-1',
  };
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/admin_users', {
    headers: admin,
    data: { ...customer, c_password: customer.password },
  });
  expect(created.status()).toBe(201);
  const id: number = (await created.json()).data.id;
  if (credits > 0) {
    const topUp = await request.patch(`/api/admin_users/${id}`, {
      headers: admin,
      data: { credits },
    });
    expect(topUp.ok()).toBe(true);
  }
  return { ...customer, id, stamp };
}

/** A customer's credits as the admin sees them (GET /api/admin_users/{id}). */
export async function creditsOf(request: APIRequestContext, id: number): Promise<number> {
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const detail = await request.get(`/api/admin_users/${id}`, { headers: admin });
  return Number((await detail.json()).data.credits);
}
