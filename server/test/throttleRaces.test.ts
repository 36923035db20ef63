import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../src/domain/secrets.js';
import { dhruRequest } from './dhru/dhruClient.js';
import { createReseller } from './dhru/reseller.js';
import { createTestApp, type TestApp } from './helpers/testApp.js';

const LIMIT = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginMaxFailures: LIMIT,
    loginMaxFailuresPerAddress: 1000,
    registerMaxPerAddress: 5,
  });
});
afterAll(() => t.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('throttles hold when the attempts arrive all at once', () => {
  it('verifies at most the limit of 100 parallel sign-ins for one account, the right password last', async () => {
    const user = await t.createUser();
    const attempts = Array.from({ length: 100 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '192.0.2.10',
        payload: { email: user.email, password: i === 99 ? user.password : `wrong-${i}` },
      }),
    );
    const counts = tally((await Promise.all(attempts)).map((res) => res.statusCode));
    expect((counts[422] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LIMIT);
    expect(counts[429]).toBeGreaterThanOrEqual(100 - LIMIT);
  });

  it('looks up at most two emails per registration allowed, of 30 parallel sign-ups with taken emails', async () => {
    const customer = await t.createUser();
    const signUps = Array.from({ length: 30 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/regis',
        remoteAddress: '192.0.2.32',
        // A confirmation that does not match: refused after the look-up, no account is opened.
        payload: { name: 'Probe', email: customer.email, password: 'probe-pass', c_password: 'x' },
      }),
    );
    const answers = await Promise.all(signUps);
    const told = answers.filter((res) =>
      res.json().errors?.email?.includes('The email has already been taken.'),
    );
    expect(told.length).toBe(5 * 2);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(30 - 5 * 2);
  });

  it('checks at most the limit of 40 parallel wrong reseller keys', async () => {
    const reseller = await createReseller(t);
    const calls = Array.from({ length: 40 }, () =>
      dhruRequest(t.app, {
        username: reseller.username,
        apiKey: newApiKey(),
        action: 'accountinfo',
        ip: '192.0.2.20',
      }),
    );
    const messages = (await Promise.all(calls)).map(
      (res) => (res.json() as { ERROR?: Array<{ MESSAGE: string }> }).ERROR?.[0]?.MESSAGE,
    );
    expect(
      messages.filter((message) => message === 'Authentication Failed').length,
    ).toBeLessThanOrEqual(LIMIT);
    expect(
      messages.filter((message) => message === 'Too many failed attempts').length,
    ).toBeGreaterThanOrEqual(40 - LIMIT);
  });

  it('opens at most the limit of 40 parallel registrations from one address', async () => {
    const registrations = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/regis',
        remoteAddress: '192.0.2.30',
        payload: {
          name: `Burst ${i}`,
          email: `burst${i}@example.com`,
          password: 'long-enough-1',
          c_password: 'long-enough-1',
        },
      }),
    );
    const responses = await Promise.all(registrations);
    const counts = tally(responses.map((res) => res.statusCode));
    expect(counts[201]).toBe(5);
    expect(counts[429]).toBe(35);
    const refused = responses.find((res) => res.statusCode === 429);
    expect(refused?.json().message).toMatch(
      /^Too many registrations from this address\. Please try again in \d+ seconds\.$/,
    );
  });

  it('still lets another address register', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/regis',
      remoteAddress: '192.0.2.31',
      payload: {
        name: 'Elsewhere',
        email: 'elsewhere@example.com',
        password: 'long-enough-1',
        c_password: 'long-enough-1',
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
