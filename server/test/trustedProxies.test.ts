import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp.js';

/** The proxy in front of the shop; nothing else may speak for a client's address. */
const PROXY = '10.20.0.5';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: ['10.20.0.0/16'],
    loginMaxFailures: 3,
    loginMaxFailuresPerAddress: 5,
  });
});
afterAll(() => t.close());

const failedLogin = (remoteAddress: string, forwardedFor: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'wrong-password' },
  });

describe('X-Forwarded-For is believed only from the configured proxies', () => {
  it('counts a direct client by its own address, however it rotates the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await failedLogin('192.0.2.77', `198.51.100.${i}`, `guess${i}@example.com`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('cannot lock out the address it forges', async () => {
    for (let i = 0; i < 20; i += 1) {
      await failedLogin('192.0.2.88', '203.0.113.9', `forged${i}@example.com`);
    }
    const victim = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { email: victim.email, password: victim.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('takes the client address from the header a trusted proxy sets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await failedLogin(PROXY, `198.18.0.${i}`, `spread${i}@example.com`);
      statuses.push(res.statusCode);
    }
    expect(statuses.every((status) => status === 422)).toBe(true);
  });
});
