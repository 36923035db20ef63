import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_TO_CHANGE } from '../../src/domain/profile.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';

let t: TestApp;
let carla: TestUser;

const patch = (payload: unknown, user: TestUser = carla) =>
  user.inject({ method: 'PATCH', url: '/api/profile', payload: payload as object });

describe('PATCH /profile: the account’s mail settings', () => {
  beforeAll(async () => {
    t = await createTestApp();
    carla = await t.createUser({ name: 'carla' });
  });
  afterAll(() => t.close());

  it('the profile and the login carry them: mails on, in English, by default', async () => {
    const profile = await carla.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.json().user).toMatchObject({ notify_orders: true, locale: 'en' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: carla.email, password: carla.password },
    });
    expect(login.json().user).toMatchObject({ notify_orders: true, locale: 'en' });
  });

  it('turns order mails off and on, and sets the language', async () => {
    const off = await patch({ notify_orders: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ token: carla.token, user: { notify_orders: false } });
    const spanish = await patch({ locale: 'es' });
    expect(spanish.json().user).toMatchObject({ notify_orders: false, locale: 'es' });
    const both = await patch({ notify_orders: true, locale: 'en' });
    expect(both.json().user).toMatchObject({ notify_orders: true, locale: 'en' });
    const profile = await carla.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.json().user).toMatchObject({ notify_orders: true, locale: 'en' });
  });

  it('answers 422 to a language it does not write, a switch that is no boolean, or nothing', async () => {
    const french = await patch({ locale: 'fr' });
    expect(french.statusCode).toBe(422);
    expect(french.json().errors).toEqual({ locale: ['The selected locale is invalid.'] });
    const maybe = await patch({ notify_orders: 'maybe' });
    expect(maybe.statusCode).toBe(422);
    expect(maybe.json().errors).toEqual({
      notify_orders: ['The notify orders field must be a boolean.'],
    });
    const nothing = await patch({});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({
      message: NOTHING_TO_CHANGE,
      errors: { payload: [NOTHING_TO_CHANGE] },
    });
  });

  it('is the signed-in account’s own: 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { notify_orders: false },
    });
    expect(res.statusCode).toBe(401);
  });
});
