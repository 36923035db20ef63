import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const SECOND_ADMIN = { email: 'second.admin@example.com', password: 'second-admin-1' };

async function fillLogin(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(SECOND_ADMIN.email);
  await page.getByLabel('Password').fill(SECOND_ADMIN.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
}

test('an admin turns on two-factor sign-in in My Profile, signs in with a recovery code, and turns it off', async ({
  page,
}) => {
  await fillLogin(page);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/user-profile');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

  // A wrong first code is refused under the box; the right one turns it on.
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('The code is not valid.')).toBeVisible();
  await card.getByLabel('Authentication code').fill(totp.generate());
  await card.getByRole('button', { name: 'Confirm' }).click();
  const codes = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const [firstCode, secondCode] = await codes.allTextContents();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText(/^On\./)).toBeVisible();

  // Signing in again: the password alone is not enough; a recovery code works.
  await page.context().clearCookies();
  await fillLogin(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the 6-digit code from your authenticator app.',
  );
  await page.getByLabel('Authentication code').fill(firstCode ?? '');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // Turned off with another recovery code: the password alone signs in again.
  await page.goto('/admin/user-profile');
  await card.getByLabel('Authentication code').fill(secondCode ?? '');
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await page.context().clearCookies();
  await fillLogin(page);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});

test('another admin resets the two-factor sign-in of an admin who lost their phone', async ({
  page,
  request,
}) => {
  const signIn = await request.post('/api/login', { data: SECOND_ADMIN });
  expect(signIn.status()).toBe(200);
  const { token, user } = await signIn.json();
  const asSecond = { authorization: `Bearer ${token}` };
  const setUp = await (await request.post('/api/profile/2fa', { headers: asSecond })).json();
  const totp = new TOTP({ secret: Secret.fromBase32(setUp.data.secret), digits: 6, period: 30 });
  const confirmed = await request.post('/api/profile/2fa/confirm', {
    headers: asSecond,
    data: { otp: totp.generate() },
  });
  expect(confirmed.status()).toBe(200);
  expect((await request.post('/api/login', { data: SECOND_ADMIN })).status()).toBe(422);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('admin12345');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/admin-user/${user.id}`);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText(/Two-factor sign-in of .* is off\./)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.post('/api/login', { data: SECOND_ADMIN })).status()).toBe(200);
});
