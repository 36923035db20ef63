import { expect, type Request, test } from '@playwright/test';
import { ADMIN, bearer, signedInPage } from './session';

/**
 * The answer to a top-up is lost on the way back (the shop's network drops it after the server
 * added the credits); the admin sees the network error and clicks Add Credits again. The second
 * request carries the same Idempotency-Key, so the customer is credited once, with one bill.
 */
test('an admin who retries a top-up whose answer was lost credits the customer once', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/admin_users', {
    headers: admin,
    data: {
      name: `Retry${stamp}`,
      email: `retry.${stamp}@example.com`,
      password: 'retry-top-up-1',
      c_password: 'retry-top-up-1',
    },
  });
  expect(created.status()).toBe(201);
  const customerId: number = (await created.json()).data.id;

  const page = await signedInPage(browser, ADMIN.email, ADMIN.password);
  const topUps: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().endsWith(`/api/admin_users/${customerId}`)) {
      topUps.push(sent);
    }
  });
  // The first PATCH reaches the server; its answer never reaches the browser.
  let answersLost = 1;
  await page.route(`**/api/admin_users/${customerId}`, async (route) => {
    if (route.request().method() !== 'PATCH' || answersLost === 0) return route.fallback();
    answersLost -= 1;
    await route.fetch();
    return route.abort('connectionreset');
  });

  await page.goto(`/admin/admin-user/${customerId}`);
  const credits = page.getByRole('region', { name: 'Add Credits' });
  await expect(credits.getByText('Current credits: $0.00')).toBeVisible();
  await credits.getByLabel('Credits').fill('50');
  await credits.getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByText('Error Network...', { exact: true })).toBeVisible();
  // The detail reads the account again: the credits were added although the answer was lost.
  await expect(credits.getByText('Current credits: $50.00')).toBeVisible();

  // The admin clicks again all the same: the same key, nothing added twice.
  await credits.getByRole('button', { name: 'Add Credits' }).click();
  await expect(page.getByText('$50.00 in credits were added.')).toBeVisible();
  await expect(credits.getByText('Current credits: $50.00')).toBeVisible();

  expect(topUps).toHaveLength(2);
  const [first, retry] = await Promise.all(topUps.map((sent) => sent.allHeaders()));
  expect(first?.['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  expect(retry?.['idempotency-key']).toBe(first?.['idempotency-key']);

  const bills = await request.get(`/api/admin_bills?user_id=${customerId}`, { headers: admin });
  expect((await bills.json()).total).toBe(1);
  const detail = await request.get(`/api/admin_users/${customerId}`, { headers: admin });
  expect((await detail.json()).data.credits).toBe(50);

  // The next top-up is a new one: a new key, credited again.
  await credits.getByLabel('Credits').fill('5');
  await credits.getByRole('button', { name: 'Add Credits' }).click();
  await expect(credits.getByText('Current credits: $55.00')).toBeVisible();
  const third = await topUps[2]?.allHeaders();
  expect(third?.['idempotency-key']).not.toBe(first?.['idempotency-key']);
});
