import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedAddress } from '../src/domain/rateLimits.js';
import { createTestApp, type TestApp } from './helpers/testApp.js';

describe('the address a limit counts', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (address, counted) => {
    expect(countedAddress(address)).toBe(counted);
  });
});

describe('throttles over IPv6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 1000 });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email, password },
    });

  it('counts the addresses of one /64 together, and another /64 apart', async () => {
    const user = await t.createUser();
    for (const host of ['1', '2', '3']) {
      const res = await signIn(user.email, 'wrong-password', `2001:db8:7:7::${host}`);
      expect(res.statusCode).toBe(422);
    }
    expect((await signIn(user.email, user.password, '2001:db8:7:7::4')).statusCode).toBe(429);
    expect((await signIn(user.email, user.password, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});
