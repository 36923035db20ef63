import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_SIGN_IN } from '../../src/domain/signIn.js';
import { USER_DEACTIVATED } from '../../src/routes/adminUsers.js';
import { RESET_ANSWER } from '../../src/routes/password.js';
import { resetLinkOf } from '../helpers/resetLinks.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let admin: TestUser;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({
    loginMaxFailures: 2,
    loginMaxFailuresPerAddress: 10,
    loginWindowSeconds: 60,
    registerMaxPerAddress: 1000,
  });
  admin = await t.createUser({ admin: true });
});
afterAll(() => t.close());

/** A client address of its own for each request, so the throttles stay apart. */
const nextAddress = () => {
  address += 1;
  return `10.41.${Math.floor(address / 250)}.${address % 250}`;
};

const SPANISH = { 'accept-language': 'es' };

const signIn = (email: string, password: string, headers: Record<string, string> = SPANISH) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers,
    remoteAddress: nextAddress(),
  });

/** A registration with the password 'short', sent from the Spanish screen. */
const registerInSpanish = (name: string, email: string, confirmation: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/regis',
    payload: { name, email, password: 'short', c_password: confirmation },
    headers: SPANISH,
    remoteAddress: nextAddress(),
  });

describe('an account’s messages on a Spanish screen', () => {
  it('refuses wrong credentials at login in Spanish, on the email field', async () => {
    const carla = await t.createUser({ name: 'carla' });
    const res = await signIn(carla.email, 'not-her-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Estas credenciales no coinciden con nuestros registros.',
      errors: { email: ['Estas credenciales no coinciden con nuestros registros.'] },
    });
  });

  it('answers the same wrong credentials in English, as before, without the header', async () => {
    const dora = await t.createUser({ name: 'dora' });
    const res = await signIn(dora.email, 'not-her-password', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: FAILED_SIGN_IN, errors: { email: [FAILED_SIGN_IN] } });
    expect(FAILED_SIGN_IN).toBe('These credentials do not match our records.');
  });

  it('says in Spanish when to come back after too many login attempts', async () => {
    const elsa = await t.createUser({ name: 'elsa' });
    const from = nextAddress();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: elsa.email, password: 'wrong-password' },
        headers: SPANISH,
        remoteAddress: from,
      });
    await attempt();
    await attempt();
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Demasiados intentos de acceso\. Inténtelo de nuevo en \d+ segundos\.$/,
    );
  });

  it('refuses a registration with a taken email and a short password field by field in Spanish, summed up in one line', async () => {
    const taken = await t.createUser({ name: 'fina' });
    const res = await registerInSpanish('Fina', taken.email, 'other');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El campo contraseña debe tener al menos 8 caracteres. (y 2 errores más)',
      errors: {
        password: ['El campo contraseña debe tener al menos 8 caracteres.'],
        c_password: ['La confirmación del campo contraseña no coincide.'],
        email: ['El valor del campo correo electrónico ya está en uso.'],
      },
    });
  });

  it('names the password confirmation of a registration sent without it, in Spanish and in English', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/regis',
        payload: { name: 'Inés', email: 'ines@example.com', password: 'long enough' },
        headers,
        remoteAddress: nextAddress(),
      });
    expect((await send(SPANISH)).json().errors).toEqual({
      c_password: ['El campo confirmación de contraseña es obligatorio.'],
    });
    expect((await send({})).json().errors).toEqual({
      c_password: ['The password confirmation field is required.'],
    });
  });

  it('names the one other error of a registration in the singular', async () => {
    const taken = await t.createUser({ name: 'gala' });
    const res = await registerInSpanish('Gala', taken.email, 'short');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'El campo contraseña debe tener al menos 8 caracteres. (y 1 error más)',
    );
  });

  it('confirms a new password set with a reset link in Spanish, and in English without the header', async () => {
    const hana = await t.createUser({ name: 'hana' });
    const reset = async (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: {
          token: await resetLinkOf(t.db, hana.id),
          password: 'set-by-the-link',
          c_password: 'set-by-the-link',
        },
        headers,
        remoteAddress: nextAddress(),
      });
    const spanish = await reset(SPANISH);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json()).toEqual({ message: 'Su contraseña ha cambiado. Entre con la nueva.' });
    const english = await reset({});
    expect(english.json()).toEqual({ message: RESET_ANSWER });
  });

  it('refuses a reset link used already in Spanish', async () => {
    const ines = await t.createUser({ name: 'ines' });
    const token = await resetLinkOf(t.db, ines.id);
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password: 'set-by-the-link', c_password: 'set-by-the-link' },
        headers: SPANISH,
        remoteAddress: nextAddress(),
      });
    expect((await reset()).statusCode).toBe(200);
    const again = await reset();
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      token: [
        'Este enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.',
      ],
    });
  });

  it('tells an admin in Spanish what their change of an account did', async () => {
    const juana = await t.createUser({ name: 'juana' });
    const change = (payload: Record<string, unknown>) =>
      admin.inject({
        method: 'PATCH',
        url: `/api/admin_users/${juana.id}`,
        payload,
        headers: SPANISH,
      });
    const credits = await change({ credits: '25' });
    expect(credits.statusCode).toBe(200);
    expect(credits.json().message).toBe('Se han añadido 25 créditos.');
    const password = await change({ password: 'new-password', c_password: 'new-password' });
    expect(password.json().message).toBe(
      'Se ha cambiado la contraseña y el usuario ha salido de todas sus sesiones.',
    );
    const mixed = await change({ credits: '5', password: 'new-password' });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toBe(
      'Envíe exactamente un cambio: {api_key: true}, {credits}, {name, email} o {password, c_password}.',
    );
  });

  it('tells an admin in Spanish that an account was deactivated, not erased, and in English without the header', async () => {
    const karla = await t.createUser({ name: 'karla' });
    const lola = await t.createUser({ name: 'lola' });
    const deactivate = (user: TestUser, headers: Record<string, string>) =>
      admin.inject({ method: 'DELETE', url: `/api/admin_users/${user.id}`, headers });
    const spanish = await deactivate(karla, SPANISH);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json().message).toBe(
      'La cuenta se ha desactivado, no se ha borrado: sus sesiones y su clave de API ya no funcionan, y se conservan sus créditos, órdenes y facturas.',
    );
    expect((await deactivate(karla, SPANISH)).json().message).toBe(
      'La cuenta ya estaba desactivada.',
    );
    expect((await deactivate(lola, {})).json().message).toBe(USER_DEACTIVATED);
  });

  it('refuses an admin’s own deactivation in Spanish', async () => {
    const res = await admin.inject({
      method: 'DELETE',
      url: `/api/admin_users/${admin.id}`,
      headers: SPANISH,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user: ['No puede desactivar su propia cuenta.'] });
  });

  it('names the list parameters in Spanish when a page is out of range', async () => {
    const res = await admin.inject({
      method: 'GET',
      url: '/api/admin_users?page=0&per_page=101',
      headers: SPANISH,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      page: ['El campo página debe ser al menos 1.'],
      per_page: ['El campo elementos por página no debe ser mayor que 100.'],
    });
  });

  it('asks in Spanish for the code of an account with two-factor sign-in, and refuses to set it up twice', async () => {
    const admin2 = await t.createUser({ admin: true });
    const started = await admin2.inject({ method: 'POST', url: '/api/profile/2fa' });
    const secret = Secret.fromBase32(started.json().data.secret as string);
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret }).generate();
    const confirmed = await admin2.inject({
      method: 'POST',
      url: '/api/profile/2fa/confirm',
      payload: { otp: code },
    });
    expect(confirmed.statusCode).toBe(200);
    const withoutCode = await signIn(admin2.email, admin2.password);
    expect(withoutCode.statusCode).toBe(422);
    expect(withoutCode.json().errors).toEqual({
      otp: ['Ingrese el código de 6 dígitos de su aplicación de autenticación.'],
    });
    const again = await admin2.inject({
      method: 'POST',
      url: '/api/profile/2fa',
      headers: SPANISH,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'La verificación en dos pasos ya está activada.' });
  });

  it('refuses an audit log range that ends before it starts in Spanish, naming both days', async () => {
    const res = await admin.inject({
      method: 'GET',
      url: '/api/audit_log?from=2024-05-04&to=2024-05-03',
      headers: SPANISH,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      to: ['El campo hasta debe ser una fecha posterior o igual a desde.'],
    });
  });

  it('answers an unknown account’s 404 in Spanish', async () => {
    const res = await admin.inject({
      method: 'GET',
      url: '/api/admin_users/2147483000',
      headers: SPANISH,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Usuario no encontrado.' });
  });
});
