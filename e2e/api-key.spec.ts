import { expect, test } from '@playwright/test';
import { supplierPort } from './ports';
import { signedInPage } from './session';

/**
 * A reseller whose API key leaked replaces it on the profile screen: the old key stops at once
 * on the reseller API, the new one works. On the second instance of the server (the demo's own
 * accounts there are the first instance's supplier account, whose key must stay).
 */
test.use({ baseURL: `http://127.0.0.1:${supplierPort}` });

test('a reseller replaces a leaked API key on the profile: the old key stops, the new one works', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const account = {
    name: `Rotator${stamp}`,
    email: `rotator.${stamp}@example.com`,
    password: 'rotate-key-1',
  };
  const registered = await request.post('/api/regis', {
    data: { ...account, c_password: account.password },
  });
  expect(registered.status()).toBe(201);
  const accountInfo = async (apiKey: string) =>
    (
      await request.post('/api/index.php', {
        multipart: {
          username: account.name,
          apiaccesskey: apiKey,
          action: 'accountinfo',
          requestformat: 'JSON',
        },
      })
    ).json();

  const page = await signedInPage(browser, account.email, account.password);
  await page.goto('/admin/user-profile');
  const key = page.getByTestId('api-key');
  await expect(key).toHaveText(/^[0-9A-F-]{20,}$/);
  const oldKey = (await key.textContent())?.trim() ?? '';
  expect((await accountInfo(oldKey)).SUCCESS[0].AccoutInfo.mail).toBe(account.email);

  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your API key?' });
  await dialog.getByRole('button', { name: 'Replace the key' }).click();
  await expect(
    page.getByText('A new API key was generated; the old one no longer works.'),
  ).toBeVisible();
  await expect(key).not.toHaveText(oldKey);
  const newKey = (await key.textContent())?.trim() ?? '';

  expect((await accountInfo(oldKey)).ERROR[0].MESSAGE).toBe('Authentication Failed');
  expect((await accountInfo(newKey)).SUCCESS[0].AccoutInfo.mail).toBe(account.email);
  // The server keeps it: the profile opened again shows the new key.
  await page.reload();
  await expect(key).toHaveText(newKey);
});
