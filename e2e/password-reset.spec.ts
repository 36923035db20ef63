import { expect, type Page, test } from '@playwright/test';
import { mailHttpPort } from './ports';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The mails the SMTP server of the run (e2e/mailCatcher.ts) received for this address. */
async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${mailHttpPort}/mails`);
  const mails = (await res.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.includes(address));
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
}

test('a customer who forgot the password sets a new one from the mailed link', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const customer = {
    name: `Reset ${stamp}`,
    email: `reset.${stamp}@example.com`,
    password: 'old-password-1',
  };
  const registered = await request.post('/api/regis', {
    data: { ...customer, c_password: customer.password },
  });
  expect(registered.status()).toBe(201);

  // The login screen offers it (mail is on); the answer says nothing of whether the account exists.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account uses ${customer.email}, a link to choose a new password is on its way.`,
  );

  // The mail arrives with a single-use link to this shop.
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        [mail] = await mailsTo(customer.email);
        return mail?.subject;
      },
      { timeout: 30_000 },
    )
    .toBe('Reset your password');
  const link = /http:\/\/127\.0\.0\.1:\d+\/auth\/reset\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();

  // A refused password leaves the link usable; a good one is set.
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm the new password').fill('short');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('The password field must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm the new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password was changed. Sign in with the new one.',
  );
  await page.getByRole('link', { name: 'Go to Login' }).click();

  // The old password no longer works; the new one does.
  await signIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  await signIn(page, customer.email, 'new-password-2');
  await expect(page).toHaveURL(/\/admin\//);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByLabel('Confirm the new password').fill('third-password-3');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
});
