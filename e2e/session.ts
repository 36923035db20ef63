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
