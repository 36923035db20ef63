import { expect, type Page, test } from '@playwright/test';

const ADMIN = { email: 'admin@example.com', password: 'admin12345' };

/** The server's Spanish (server/src/i18n/es/accounts.ts) for a taken email and a wrong password. */
const EMAIL_TAKEN = 'El valor del campo correo electrónico ya está en uso.';
const WRONG_CREDENTIALS = 'Estas credenciales no coinciden con nuestros registros.';

/** The landing bar's language menu: the screen, and from then on the server, in Spanish. */
async function chooseSpanish(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test("a visitor who chose Español gets the server's registration errors in Spanish", async ({
  page,
}) => {
  await page.goto('/auth/register');
  await chooseSpanish(page);
  await page.getByLabel('Nombre', { exact: true }).fill('Alguien');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Confirmar contraseña').fill('distinta');
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page.getByPlaceholder(EMAIL_TAKEN)).toBeVisible();
  await expect(
    page.getByPlaceholder('El campo contraseña debe tener al menos 8 caracteres.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('a wrong password on the Spanish screen is answered in Spanish, and in English again after switching back', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await chooseSpanish(page);
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill('contraseña-equivocada');
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();

  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  // The switch draws the form anew, empty.
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('still-wrong');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
  ).toBeVisible();
});
